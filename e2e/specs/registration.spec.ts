import { expect, test, type Page } from '../support/test.ts';
import { fillLogin, latestMail, outboxHead, codeIn, tokenIn } from '../support/api.ts';

// Registration as a new buyer would do it, in English and in Turkish: the form, the code e-mail, review and confirm,
// the activation e-mail, setting a password, logging in.
const TEXT = {
  en: {
    company: 'Company name',
    first: 'First name',
    last: 'Last name',
    job: 'Job title',
    country: 'Country/region',
    prefs: 'Product preferences',
    nature: 'Business nature',
    email: 'Email',
    code: 'Verification code',
    city: 'City',
    send: 'Send code',
    next: 'Next: review',
    confirm: 'Confirm and register',
    done: 'Check your inbox',
    setPw: 'Set password and activate',
    newPw: 'New password',
    confirmPw: 'Confirm the new password',
    countryName: 'Türkiye',
    natureName: 'Retailer',
    pref: 'Rings',
    required: 'Please enter your email address',
    prefRequired: 'Please select the product preference (at least one)',
  },
  tr: {
    company: 'Şirket adı',
    first: 'Ad',
    last: 'Soyad',
    job: 'Unvan',
    country: 'Ülke/bölge',
    prefs: 'Ürün tercihleri',
    nature: 'Faaliyet türü',
    email: 'E-posta',
    code: 'Doğrulama kodu',
    city: 'Şehir',
    send: 'Kod gönder',
    next: 'İleri: kontrol',
    confirm: 'Onayla ve kaydol',
    done: 'Gelen kutunuzu kontrol edin',
    setPw: 'Şifreyi belirle ve etkinleştir',
    newPw: 'Yeni şifre',
    confirmPw: 'Yeni şifreyi onaylayın',
    countryName: 'Türkiye',
    natureName: 'Perakendeci',
    pref: 'Yüzükler',
    required: 'Lütfen e-posta adresinizi girin',
    prefRequired: null,
  },
} as const;

// Picks an option by its exact text and checks the field now shows it. A select's list fills in from the dictionary
// after the dropdown opens, so the pick is retried until the field holds the value (never toggled off again): each try
// gives up quickly (2 s, 1 s) so that the next one comes within the policy's toPass wait (playwright.config.ts).
async function choose(page: Page, label: string, search: string | null, option: string) {
  const box = page.getByLabel(label, { exact: true });
  const field = page.locator('.ant-form-item').filter({ has: box });
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

for (const lang of ['en', 'tr'] as const) {
  test(`a buyer registers, activates and logs in (${lang})`, async ({ page, request }) => {
    const T = TEXT[lang];
    const email = `new-buyer-${lang}-${Date.now()}@example.org`;
    const since = await outboxHead(request);
    await page.goto(`/home/Register?language=${lang}`);
    await page.getByLabel(T.company, { exact: true }).waitFor();

    // Required fields are named in the user's language, and nothing is sent.
    await page.getByRole('button', { name: T.next }).click();
    await expect(page.getByText(T.required).first()).toBeVisible();
    if (T.prefRequired) await expect(page.getByText(T.prefRequired).first()).toBeVisible();

    await page.getByLabel(T.company, { exact: true }).fill('  Bosphorus Fine Jewellery Ltd  ');
    await page.getByLabel(T.first, { exact: true }).fill('Deniz');
    await page.getByLabel(T.last, { exact: true }).fill('Aydın');
    await page.getByLabel(T.job, { exact: true }).fill('Owner');
    await choose(page, T.country, 'Türk', T.countryName);
    await page.getByLabel(T.city, { exact: true }).fill('Istanbul');
    await choose(page, T.prefs, T.pref, T.pref);
    await page.keyboard.press('Escape');
    await choose(page, T.nature, null, T.natureName);
    await page.getByLabel(T.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: T.send }).click();
    const code = codeIn((await latestMail(request, email, since)).text);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(T.code, { exact: true }).fill(code);
    await page.locator('.gb-reg__consent input[type=checkbox]').check();
    await page.getByRole('button', { name: T.next }).click();

    // Review and confirm shows what will be registered, trimmed.
    await expect(page.getByText('Bosphorus Fine Jewellery Ltd', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: T.confirm }).click();
    await expect(page.getByText(T.done).first()).toBeVisible();

    const activation = await latestMail(request, email, since + 1);
    const token = tokenIn(activation.text);
    expect(token).not.toBe('');
    await page.goto(`/home/activate?token=${token}&language=${lang}`);
    await page.getByLabel(T.newPw, { exact: true }).fill('Bosphorus2026');
    await page.getByLabel(T.confirmPw, { exact: true }).fill('Bosphorus2026');
    await page.getByRole('button', { name: T.setPw }).click();
    await expect(page).toHaveURL(/\/home\/login/);

    await page.goto('/home/login?language=en');
    await fillLogin(page, email, 'Bosphorus2026');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Deniz');
  });
}
