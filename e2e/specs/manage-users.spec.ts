import { expect, test, type Browser, type Locator, type Page } from '../support/test.ts';
import { socketReady, signIn } from '../support/api.ts';

// Issue 13 items 1-3, as a company admin and the colleague they invite would live it, in English and in Turkish: a
// role with analytics only, an invitation (an address that is already a member is refused on its field first), the
// invitation read in the demo mailbox, the password set in a second browser, the role given a showroom right while
// the colleague is logged in (the showroom appears without a new login), then the colleague disabled (their session
// ends with the reminder). A standard user finds the manage area closed.
const TEXT = {
  en: {
    workspaceMenu: 'Workspace menu',
    account: 'Account menu',
    usersTab: 'Users',
    rolesTab: 'Roles',
    newRole: 'New role',
    roleName: 'Role name',
    viewAnalytics: 'View analytics',
    openShowroom: 'Open the showroom',
    save: 'Save',
    edit: 'Edit',
    invite: 'Invite users',
    send: 'Send invitations',
    title: 'Title',
    ms: 'Ms',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    role: 'Role',
    street: 'Street address',
    city: 'City',
    postalCode: 'Postal code',
    country: 'Country/region',
    invited: 'Invited',
    sent: 'The invitation has been sent',
    disable: 'Disable',
    mailbox: 'Demo mailbox',
    plainText: 'Plain text',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    activate: 'Set password and activate',
    password: 'Password',
    logIn: 'Log in',
    showroom: 'Showroom',
    products: 'Products',
    analytics: 'Analytics',
    reminder: 'Important reminder',
    disabledText: 'Your account has been disabled by your company administrator.',
    forbidden: 'Sorry, you do not have permission to access this content',
  },
  tr: {
    workspaceMenu: 'Çalışma alanı menüsü',
    account: 'Hesap menüsü',
    usersTab: 'Kullanıcılar',
    rolesTab: 'Roller',
    newRole: 'Yeni rol',
    roleName: 'Rol adı',
    viewAnalytics: 'Analitiği görüntüleme',
    openShowroom: "Showroom'u açma",
    save: 'Kaydet',
    edit: 'Düzenle',
    invite: 'Kullanıcı davet et',
    send: 'Davetleri gönder',
    title: 'Hitap',
    ms: 'Hanım',
    firstName: 'Ad',
    lastName: 'Soyad',
    email: 'E-posta',
    role: 'Rol',
    street: 'Sokak adresi',
    city: 'Şehir',
    postalCode: 'Posta kodu',
    country: 'Ülke/bölge',
    invited: 'Davet edildi',
    sent: 'Davet gönderildi',
    disable: 'Devre dışı bırak',
    mailbox: 'Demo posta kutusu',
    plainText: 'Düz metin',
    newPassword: 'Yeni şifre',
    confirmPassword: 'Yeni şifreyi onaylayın',
    activate: 'Şifreyi belirle ve etkinleştir',
    password: 'Şifre',
    logIn: 'Giriş yap',
    showroom: 'Showroom',
    products: 'Ürünler',
    analytics: 'Analitik',
    reminder: 'Önemli hatırlatma',
    disabledText: 'Hesabınız şirket yöneticiniz tarafından devre dışı bırakıldı.',
    forbidden: 'Üzgünüz, bu içeriğe erişim izniniz yok',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

/** A label's text, whether or not it carries the required mark ("* First name"). */
const labelText = (label: string) => new RegExp(`^(\\*\\s*)?${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
/** A form field by its label, within `scope`. */
const labelled = (scope: Locator | Page, label: string) => scope.getByLabel(labelText(label));

/**
 * Picks an option of an antd select by its exact text and checks the field shows it; the list may fill in after the
 * dropdown opens (a dictionary, the roles), so the pick is retried within the policy's toPass wait.
 */
async function choose(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const box = labelled(scope, label);
  // `has` is queried inside each form item: the label's locator must not carry the scope again.
  const field = scope.locator('.ant-form-item').filter({ has: page.getByLabel(labelText(label)) });
  await expect(async () => {
    if ((await field.textContent())?.includes(option)) return;
    await box.click();
    if (search) await box.fill(search);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option-content')
      .getByText(option, { exact: true })
      .first()
      .click({ timeout: 2_000 });
    await expect(field).toContainText(option, { timeout: 1_000 });
  }).toPass();
}

/** A second browser, as the colleague's own machine: nothing shared with the admin's (storage, session). */
async function secondBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  return context.newPage();
}

/** Saves a role from the open role editor: its name, and the points to tick (those not named stay as they are). */
async function saveRole(page: Page, t: Texts, name: string | null, tick: string[]) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel(labelText(t.roleName)) });
  await expect(dialog).toBeVisible();
  if (name !== null) await labelled(dialog, t.roleName).fill(name);
  for (const point of tick) await dialog.getByLabel(point, { exact: true }).check();
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of ['en', 'tr'] as const) {
  test(`an admin invites a colleague, hands them a showroom right while they work, then disables them (${lang})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // two browsers, an invitation read in the mailbox, an activation, a login and three live changes
    const t = TEXT[lang];
    const stamp = Date.now();
    const email = `colleague-${lang}-${stamp}@example.org`;
    const roleName = `Analysts ${lang} ${stamp}`;
    const first = lang === 'tr' ? 'Ayla' : 'Alice';

    // The admin defines a role with analytics only.
    await signIn(page, 'supplier@example.com');
    await page.goto(`/home/manage-user?tab=roles&language=${lang}`);
    await page.getByRole('button', { name: t.newRole }).click();
    await saveRole(page, t, roleName, [t.viewAnalytics]);
    const roleRow = page.getByRole('row').filter({ hasText: roleName });
    await expect(roleRow).toContainText(t.viewAnalytics);

    // ...and invites a colleague with it; an address that already belongs to a member is refused on its field first.
    await page.getByRole('tab', { name: t.usersTab }).click();
    await page.getByRole('button', { name: t.invite }).click();
    const form = page.locator('form#invite-users');
    await choose(page, form, t.title, t.ms);
    await labelled(form, t.firstName).fill(first);
    await labelled(form, t.lastName).fill('Kaya');
    await labelled(form, t.email).fill('buyer@example.com');
    await choose(page, form, t.role, roleName);
    await labelled(form, t.street).fill('5 Kuyumcular Cd.');
    await labelled(form, t.city).fill('Istanbul');
    await labelled(form, t.postalCode).fill('34126');
    await choose(page, form, t.country, 'Türkiye', 'Türk');
    await page.getByRole('button', { name: t.send }).click();
    const emailItem = form.locator('.ant-form-item').filter({ has: page.getByLabel(labelText(t.email)) });
    await expect(emailItem.locator('.ant-form-item-explain-error')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'buyer@example.com' })).toHaveCount(0);
    await labelled(form, t.email).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    const userRow = page.getByRole('row').filter({ hasText: email });
    await expect(userRow).toContainText(t.invited);
    await expect(userRow).toContainText(roleName);

    // The invitation, in the demo mailbox, in the language it was sent in.
    const mailbox = await page.context().newPage();
    await mailbox.goto(`/home/dev-mailbox?language=${lang}`);
    await expect(mailbox.getByRole('heading', { name: t.mailbox })).toBeVisible();
    await mailbox.getByRole('button').filter({ hasText: email }).first().click();
    const reader = mailbox.getByRole('article');
    await reader.getByText(t.plainText, { exact: true }).click();
    const link = reader.getByRole('link').filter({ hasText: '/home/activate' }).first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('token=');
    await mailbox.close();

    // The colleague sets a password on their own machine and logs in.
    const other = await secondBrowser(browser, testInfo.project.use.baseURL);
    const url = new URL(href);
    url.searchParams.set('language', lang);
    await other.goto(`${url.pathname}${url.search}`);
    await other.getByLabel(t.newPassword, { exact: true }).fill('Garnet#2027');
    await other.getByLabel(t.confirmPassword, { exact: true }).fill('Garnet#2027');
    await other.getByRole('button', { name: t.activate }).click();
    await expect(other).toHaveURL(/\/home\/login/);
    await expect(other.getByLabel(t.email, { exact: true })).toHaveValue(email);
    const joined = socketReady(other);
    await other.getByLabel(t.password, { exact: true }).fill('Garnet#2027');
    await other.getByRole('button', { name: t.logIn, exact: true }).last().click();
    await expect(other.getByRole('button', { name: t.account })).toBeVisible();
    await joined;
    await other.goto(`/home/analytics-dashboard?language=${lang}`);
    const menu = other.getByRole('navigation', { name: t.workspaceMenu });
    await expect(menu.getByText(t.analytics, { exact: true })).toBeVisible();
    await expect(menu.getByText(t.showroom, { exact: true })).toHaveCount(0);

    // The admin gives the role a showroom right: the colleague's menu shows the showroom at once, no new login.
    await page.getByRole('tab', { name: t.rolesTab }).click();
    await roleRow.getByRole('button', { name: `${t.edit}: ${roleName}` }).click();
    await saveRole(page, t, null, [t.openShowroom]);
    await expect(roleRow).toContainText(t.openShowroom);
    await expect(menu.getByText(t.showroom, { exact: true })).toBeVisible();
    await menu.getByText(t.showroom, { exact: true }).click();
    await menu.getByText(t.products, { exact: true }).click();
    await expect(other).toHaveURL(/\/home\/showroom-product/);
    await expect(other.getByText(t.forbidden)).toHaveCount(0);

    // The admin disables the colleague: their session ends with the reminder, then the login page.
    await page.getByRole('tab', { name: t.usersTab }).click();
    await userRow.getByRole('button', { name: new RegExp(`^${t.disable}: `) }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: t.disable }).click();
    await expect(userRow).toContainText(lang === 'tr' ? 'Devre dışı' : 'Disabled');
    const notice = other.getByRole('dialog').filter({ hasText: t.reminder });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.disabledText);
    await expect(other.getByRole('button', { name: t.logIn, exact: true }).first()).toBeVisible();
    await other.context().close();
  });

  test(`a standard user finds the manage area closed (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    await signIn(page, 'staff@example.com');
    await page.goto(`/home/manage-user?language=${lang}`);
    await expect(page).toHaveURL(/\/403/);
    await expect(page.getByText(t.forbidden)).toBeVisible();
  });
}
