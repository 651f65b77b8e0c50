import { expect, test, type Page } from '../support/test.ts';
import { expectLogoutDelay, watchTimings } from '../support/timing.ts';

async function logIn(page: Page, email: string, password = 'Demo#2026') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

test.describe('logging in and out', () => {
  test('a supplier logs in on the login page, sees the account menu, and logs out', async ({ page }) => {
    await page.goto('/home/login?language=en');
    await expect(page.getByText('supplier@example.com')).toBeVisible(); // demo accounts are named in demo mode
    await logIn(page, 'supplier@example.com');
    await expect(page).toHaveURL(/\/home\/index/);
    const account = page.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Samuel Chan' });
    await expect(account).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.includes('token')))).toBe(true);

    await account.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)].some((k) => k.includes('token')))).toBe(
      false,
    );
  });

  test("a wrong password is refused with a message in the user's language", async ({ page }) => {
    await page.goto('/home/login?language=tr');
    await page.getByLabel('E-posta').fill('buyer@example.com');
    await page.getByLabel('Şifre').fill('wrong-password');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).last().click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-posta adresi veya şifre hatalı.' })).toBeVisible();
  });

  test('remember me keeps the token in local storage across a reload', async ({ page }) => {
    await page.goto('/home/login?language=en');
    await page.getByText('Remember me').click();
    await logIn(page, 'buyer@example.com');
    await expect(page.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Bella Morgan' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Bella Morgan' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('token')))).toBe(true);
  });

  test('a second login elsewhere ends the first session', async ({ page, browser }) => {
    const notice = 'Login expired or logged in elsewhere';
    await watchTimings(page, [notice]);
    await page.goto('/home/login?language=en');
    await logIn(page, 'staff@example.com');
    await expect(page.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Lily Wong' })).toBeVisible();

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/home/login?language=en');
    await logIn(second, 'staff@example.com');
    await expect(second.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Lily Wong' })).toBeVisible();

    // The first browser's next call answers 30008: it is told, and logged out 300 ms later (SPEC §8, §9).
    await page.reload();
    await expect(page.locator('.ant-message').getByText(notice)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
    await expectLogoutDelay(page, notice, 250, 1500);
    await other.close();
  });

  test('the console login leads an administrator to /welcome, and /login then redirects there', async ({ page }) => {
    await page.goto('/login?language=en');
    await logIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/welcome/);
    await expect(page.getByText(/Alex Taylor/).first()).toBeVisible();
    await page.goto('/login?language=en');
    await expect(page).toHaveURL(/\/welcome/);
  });
});
