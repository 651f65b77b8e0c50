import { expect, test } from '@playwright/test';
import { api, apiLogin, browserToken, DEMO_PASSWORD, fillLogin, latestMail, loginInBrowser, outboxHead, registerThroughApi, tokenIn } from '../support/api.ts';

// The SPEC §8 behaviours of the session codes, each from a real trigger.
test.describe('session codes', () => {
  test('a login elsewhere pushes the forced-offline notice at once; OK logs out', async ({ page, request }) => {
    await loginInBrowser(page, 'staff@example.com');
    await apiLogin(request, 'staff@example.com');
    const notice = page.getByRole('dialog').filter({ hasText: 'You have been logged out' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your account was signed in on another device.');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
  });

  test('30010: a supplier awaiting verification sees the important reminder', async ({ page, request }) => {
    const email = `pending-${Date.now()}@example.org`;
    await registerThroughApi(request, { email, joinAs: 'seller', companyName: 'Pending Pearl Co.', password: 'Pearls2026' });
    await page.goto('/home/login?language=en');
    await fillLogin(page, email, 'Pearls2026');
    const modal = page.getByRole('dialog').filter({ hasText: 'Important reminder' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('being verified by GemBourse');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('30011: a suspended company\'s member sees the important reminder and stays on the page', async ({ page, request }) => {
    await loginInBrowser(page, 'buyer@example.com');
    const admin = await apiLogin(request, 'admin@example.com');
    const me = await api<{ companyId: number }>(request, 'GET', '/api/company/user/current', { token: await browserToken(page) });
    const companyId = me.data.companyId;
    try {
      expect((await api(request, 'POST', `/api/console/companies/${companyId}/status`, { token: admin, body: { status: 'suspended' } })).code).toBe(200);
      await page.reload();
      const modal = page.getByRole('dialog').filter({ hasText: 'Important reminder' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('Your company account is suspended');
    } finally {
      await api(request, 'POST', `/api/console/companies/${companyId}/status`, { token: admin, body: { status: 'active' } });
    }
  });

  test('30012: a disabled user sees the reminder and is logged out 3 s later', async ({ page, request }) => {
    await loginInBrowser(page, 'staff@example.com');
    const boss = await apiLogin(request, 'supplier@example.com');
    const users = await api<{ list: { id: number; email: string }[] }>(request, 'GET', '/api/company/user/list?pageSize=100', { token: boss });
    const staffId = users.data.list.find((u) => u.email === 'staff@example.com')!.id;
    try {
      expect((await api(request, 'POST', `/api/company/user/deactive/${staffId}`, { token: boss })).code).toBe(200);
      await page.reload();
      const modal = page.getByRole('dialog').filter({ hasText: 'Important reminder' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('disabled by your company administrator');
      const shownAt = Date.now();
      // Still logged in for a moment: the automatic logout waits 3 s (SPEC §9).
      await page.waitForTimeout(1000);
      expect(await browserToken(page)).not.toBe('');
      await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible({ timeout: 6000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    } finally {
      await api(request, 'POST', `/api/company/user/active/${staffId}`, { token: boss });
    }
  });

  test('6680: after a password reset elsewhere the next call logs the browser out', async ({ page, request }) => {
    await loginInBrowser(page, 'buyer@example.com');
    const resetTo = async (password: string) => {
      const since = await outboxHead(request);
      expect((await api(request, 'POST', '/api/auth/password/forgot', { body: { email: 'buyer@example.com' } })).code).toBe(200);
      const token = tokenIn((await latestMail(request, 'buyer@example.com', since)).text);
      expect((await api(request, 'POST', '/api/auth/password/reset', { body: { token, password } })).code).toBe(200);
    };
    await resetTo('Another2026');
    try {
      await page.reload();
      await expect(page.locator('.ant-message').getByText('Login expired, please log in again')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
    } finally {
      await resetTo(DEMO_PASSWORD);
    }
  });
});
