import { expect, test, type Page } from '../support/test.ts';
import { fillLogin, latestMail, outboxHead, registerThroughApi } from '../support/api.ts';

/** Logs the organiser in on the console's own login page, which leads to /welcome. */
async function consoleLogin(page: Page, language: string, labels: { email: string; password: string; submit: string | RegExp }) {
  await page.goto(`/login?language=${language}`);
  await page.getByLabel(labels.email).fill('admin@example.com');
  await page.getByLabel(labels.password).fill('Demo#2026');
  await page
    .getByRole('button', { name: labels.submit, exact: typeof labels.submit === 'string' })
    .last()
    .click();
  await expect(page).toHaveURL(/\/welcome/);
}

// The organiser's side of a supplier's sign-up: a new supplier waits (30010) until the console verifies it.
test.describe('console: companies and verification', () => {
  test('the organiser verifies a waiting supplier, who is told by e-mail and can then log in (English)', async ({
    page,
    browser,
    request,
  }) => {
    const email = `verify-${Date.now()}@example.org`;
    const name = `Verify Pearl ${Date.now()}`;
    await registerThroughApi(request, { email, joinAs: 'seller', companyName: name, password: 'Pearls2026' });

    await consoleLogin(page, 'en', { email: 'Email', password: 'Password', submit: 'Log in' });
    await page.getByRole('link', { name: 'Review pending suppliers' }).click();
    await expect(page).toHaveURL(/\/companies\?.*verification=pending/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(email);

    const since = await outboxHead(request);
    await row.getByRole('button', { name: `Verify ${name}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Verify ${name}?` });
    await dialog.getByRole('textbox').fill('Welcome to GemBourse.');
    await dialog.getByRole('button', { name: 'Verify company' }).click();
    await expect(page.getByText(`${name} is verified`)).toBeVisible();
    // Verified companies leave the pending list.
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    expect((await latestMail(request, email, since)).text).toContain('Welcome to GemBourse.');

    const supplier = await browser.newPage();
    await supplier.goto('/home/login?language=en');
    await fillLogin(supplier, email, 'Pearls2026');
    await expect(supplier.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(supplier.getByRole('dialog').filter({ hasText: 'Important reminder' })).toHaveCount(0);
    await supplier.close();
  });

  test('the organiser rejects a supplier in Chinese; its member is told at login and stays out', async ({ page, browser, request }) => {
    const email = `reject-${Date.now()}@example.org`;
    const name = `Reject Jade ${Date.now()}`;
    await registerThroughApi(request, { email, joinAs: 'seller', companyName: name, password: 'Jade20266', locale: 'zh-cn' });

    // antd spaces out two-character Chinese button labels ("登 录").
    await consoleLogin(page, 'zh', { email: '电子邮箱', password: '密码', submit: /^登\s*录$/ });
    await page.goto(`/companies?verification=pending&language=zh-cn`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('待审核');
    await row.getByRole('button', { name: `拒绝：${name}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /拒绝公司/ })
      .click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    const member = await browser.newPage();
    await member.goto('/home/login?language=zh');
    await member.getByLabel('电子邮箱').fill(email);
    await member.getByLabel('密码').fill('Jade20266');
    await member
      .getByRole('button', { name: /^登\s*录$/ })
      .last()
      .click();
    const reminder = member.getByRole('dialog').filter({ hasText: '重要提醒' });
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText('未能审核通过贵公司');
    await member.close();
  });

  test('a member who is not platform staff is turned away from the companies page', async ({ page }) => {
    await page.goto('/login?language=en');
    await fillLogin(page, 'supplier@example.com');
    await expect(page).toHaveURL(/\/welcome/);
    await page.goto('/companies?language=en');
    await expect(page).toHaveURL(/\/403/);
    await expect(page.getByText('Sorry, you do not have permission to access this content')).toBeVisible();
  });
});
