import { expect, test, type APIRequestContext } from '../support/test.ts';
import {
  api,
  apiLogin,
  browserToken,
  DEMO_PASSWORD,
  fillLogin,
  latestMail,
  outboxHead,
  registerThroughApi,
  signIn,
  socketReady,
  tokenIn,
} from '../support/api.ts';
import { expectLogoutDelay, resetTimings, watchTimings } from '../support/timing.ts';

async function userIdOf(request: APIRequestContext, adminToken: string, email: string): Promise<number> {
  const users = await api<{ list: { id: number; email: string }[] }>(request, 'GET', '/api/company/user/list?pageSize=100', {
    token: adminToken,
  });
  return users.data.list.find((u) => u.email === email)!.id;
}

// The SPEC §8 behaviours of the session codes, each from a real trigger.
test.describe('session codes', () => {
  test('a login elsewhere pushes the forced-offline notice at once; OK logs out', async ({ page, request }) => {
    const joined = socketReady(page);
    await signIn(page, 'staff@example.com', DEMO_PASSWORD, '/home/index?language=en');
    await joined;
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

  test("30011: a suspended company's member sees the important reminder and stays on the page", async ({ page, request }) => {
    await signIn(page, 'buyer@example.com', DEMO_PASSWORD, '/home/index?language=en');
    const admin = await apiLogin(request, 'admin@example.com');
    const me = await api<{ companyId: number }>(request, 'GET', '/api/company/user/current', { token: await browserToken(page) });
    const companyId = me.data.companyId;
    try {
      expect(
        (await api(request, 'POST', `/api/console/companies/${companyId}/status`, { token: admin, body: { status: 'suspended' } })).code,
      ).toBe(200);
      await page.reload();
      const modal = page.getByRole('dialog').filter({ hasText: 'Important reminder' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('Your company account is suspended');
    } finally {
      await api(request, 'POST', `/api/console/companies/${companyId}/status`, { token: admin, body: { status: 'active' } });
    }
  });

  test('30012 pushed to an open page: the reminder, then the automatic logout 3 s later', async ({ page, request }) => {
    await watchTimings(page, ['Important reminder']);
    await signIn(page, 'staff@example.com', DEMO_PASSWORD, '/home/index?language=en');
    const boss = await apiLogin(request, 'supplier@example.com');
    const staffId = await userIdOf(request, boss, 'staff@example.com');
    try {
      await resetTimings(page);
      expect((await api(request, 'POST', `/api/company/user/deactive/${staffId}`, { token: boss })).code).toBe(200);
      const modal = page.getByRole('dialog').filter({ hasText: 'Important reminder' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('disabled by your company administrator');
      await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
      // Measured in the page: from the reminder showing to the token leaving storage (SPEC §9: 3000 ms).
      await expectLogoutDelay(page, 'Important reminder', 2900, 4500);
    } finally {
      await api(request, 'POST', `/api/company/user/active/${staffId}`, { token: boss });
    }
  });

  test('30012 on the next call: OK on the reminder logs out at once', async ({ page, request }) => {
    await signIn(page, 'staff@example.com', DEMO_PASSWORD, '/home/index?language=en');
    // The page is left (its socket closes), so the next start-up call is the one that meets the code.
    await page.goto('about:blank');
    const boss = await apiLogin(request, 'supplier@example.com');
    const staffId = await userIdOf(request, boss, 'staff@example.com');
    try {
      expect((await api(request, 'POST', `/api/company/user/deactive/${staffId}`, { token: boss })).code).toBe(200);
      await page.goto('/home/index?language=en');
      const modal = page.getByRole('dialog').filter({ hasText: 'Important reminder' });
      await expect(modal).toBeVisible();
      expect(await browserToken(page)).not.toBe('');
      await modal.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => browserToken(page), { timeout: 1000 }).toBe('');
      await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
    } finally {
      await api(request, 'POST', `/api/company/user/active/${staffId}`, { token: boss });
    }
  });

  test('6680: after a password reset elsewhere the next call says so and logs out 300 ms later', async ({ page, request }) => {
    const notice = 'Login expired, please log in again';
    await watchTimings(page, [notice]);
    await signIn(page, 'buyer@example.com', DEMO_PASSWORD, '/home/index?language=en');
    await page.goto('about:blank');
    const resetTo = async (password: string) => {
      const since = await outboxHead(request);
      expect((await api(request, 'POST', '/api/auth/password/forgot', { body: { email: 'buyer@example.com' } })).code).toBe(200);
      const token = tokenIn((await latestMail(request, 'buyer@example.com', since)).text);
      expect((await api(request, 'POST', '/api/auth/password/reset', { body: { token, password } })).code).toBe(200);
    };
    await resetTo('Another2026');
    try {
      // The readings live in this tab's sessionStorage, empty until now: nothing has shown the notice yet.
      await page.goto('/home/index?language=en');
      await expect(page.locator('.ant-message').getByText(notice)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
      await expectLogoutDelay(page, notice, 250, 1500);
    } finally {
      await resetTo(DEMO_PASSWORD);
    }
  });

  test('6680 pushed to an open page: a password reset elsewhere logs it out 300 ms after the notice', async ({ page, request }) => {
    const notice = 'Login expired, please log in again';
    await watchTimings(page, [notice]);
    await signIn(page, 'buyer@example.com', DEMO_PASSWORD, '/home/index?language=en');
    await resetTimings(page);
    const since = await outboxHead(request);
    expect((await api(request, 'POST', '/api/auth/password/forgot', { body: { email: 'buyer@example.com' } })).code).toBe(200);
    const token = tokenIn((await latestMail(request, 'buyer@example.com', since)).text);
    // The same password again: the reset still ends every session, and the demo account keeps working.
    expect((await api(request, 'POST', '/api/auth/password/reset', { body: { token, password: DEMO_PASSWORD } })).code).toBe(200);
    await expect(page.locator('.ant-message').getByText(notice)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
    await expectLogoutDelay(page, notice, 250, 1500);
  });
});
