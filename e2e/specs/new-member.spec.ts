import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import {
  api,
  apiLogin,
  codeIn,
  DEMO_PASSWORD,
  demoSupplier,
  fillLogin,
  latestMail,
  loginInBrowser,
  outboxHead,
  signIn,
  tokenIn,
} from '../support/api.ts';

// Issue 9, item 12: what a new user tripped over, walked through as they would: pages by their access, the login page
// for a member, the directory search, "Request contact" through the login box, the login after activation, page
// titles, and the smaller findings (user menu name, the "being verified" notice, requests after logout, one blocker).

/** Registers a company through the API as the form does and returns the activation link's token (not yet used). */
async function registerUntilActivation(request: APIRequestContext, email: string, joinAs: 'buyer' | 'seller'): Promise<string> {
  const since = await outboxHead(request);
  const { data: t } = await api<{ ticket: string }>(request, 'POST', '/api/auth/register/start');
  expect((await api(request, 'POST', '/api/auth/register/code', { body: { email, ticket: t.ticket } })).code).toBe(200);
  const code = codeIn((await latestMail(request, email, since)).text);
  const categories = await api<{ dataValue: number }[]>(request, 'GET', '/api/dictionary/product_category');
  const registered = await api(request, 'POST', '/api/auth/register', {
    body: {
      ticket: t.ticket,
      joinAs,
      companyName: `Item Twelve ${joinAs} ${Date.now()}`,
      firstName: 'Nora',
      lastName: 'New',
      jobTitle: 'Owner',
      email,
      country: 'TR',
      productPreferences: [categories.data[0].dataValue],
      businessNature: 30708,
      code,
      consent: true,
      locale: 'en',
    },
  });
  expect(registered.code, registered.msg).toBe(200);
  return tokenIn((await latestMail(request, email, since + 1)).text);
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Opened pages' });

test.describe('member pages follow the same authorisation as the server', () => {
  test('a buyer opening supplier-only pages by URL gets /403 (no tab); the showroom privacy page stands in for theirs', async ({
    page,
  }) => {
    await signIn(page, 'buyer@example.com');
    for (const path of ['/home/showroom-product', '/home/showroom-collection', '/home/analytics-dashboard', '/home/analytics-pageview']) {
      await page.goto(`${path}?language=en`);
      await expect(page, path).toHaveURL(/\/403\?language=en$/);
      await expect(page.getByText('Sorry, you do not have permission to access this content')).toBeVisible();
    }
    await page.goto('/home/showroom-privacy?language=en');
    await expect(page).toHaveURL(/\/home\/company-privacy/);
    await expect(page.getByRole('heading', { name: 'Contact privacy' })).toBeVisible();
    // Only the pages the buyer could open became tabs.
    await expect(tabBar(page).getByRole('link')).toHaveText(['Home', 'Privacy']);
  });

  test('a logged-in member who opens the login page (no language, or a redirect) goes on instead of a blank page', async ({ page }) => {
    await loginInBrowser(page, 'buyer@example.com');
    await page.goto('/home/login');
    await expect(page).toHaveURL(/\/home\/index\?language=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/home/login?redirect=%2Fhome%2Fmy-favorites');
    await expect(page).toHaveURL(/\/home\/my-favorites/);
    await expect(tabBar(page).getByRole('link', { name: 'My favourites' })).toBeVisible();
    await page.goto('/home/login?language=en&redirect=%2Fhome%2Fsuppliers%3Fkeyword%3Dpearl');
    await expect(page).toHaveURL(/\/home\/suppliers\?keyword=pearl/);
  });
});

test.describe('the directory during a search', () => {
  test('the results come first and "Recommended for you" follows them while a keyword is on', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'buyer@example.com');
    await page.goto('/home/suppliers?language=en');
    const results = page.getByRole('region', { name: 'Suppliers' });
    const recommended = page.getByRole('heading', { name: 'Recommended for you' });
    await expect(recommended).toBeVisible();
    expect((await recommended.boundingBox())!.y).toBeLessThan((await results.boundingBox())!.y);

    await page.goto('/home/suppliers?keyword=pearl&language=en');
    const first = results.locator('.gb-supplier-card').first();
    await expect(first).toBeVisible();
    await expect(first).toBeInViewport();
    await expect(recommended).toBeAttached();
    expect((await recommended.boundingBox())!.y).toBeGreaterThan((await results.boundingBox())!.y);
  });
});

test.describe('a new member', () => {
  test('activates, finds the e-mail on the login form, and a request started as a guest reopens after logging in', async ({
    page,
    request,
  }) => {
    test.slow(); // a registration, an activation and two logins
    const email = `item12-${Date.now()}@example.org`;
    const token = await registerUntilActivation(request, email, 'buyer');

    await page.goto(`/home/activate?token=${token}&language=en`);
    await page.getByLabel('New password', { exact: true }).fill('Opal#2026');
    await page.getByLabel('Confirm the new password', { exact: true }).fill('Opal#2026');
    await page.getByRole('button', { name: 'Set password and activate' }).click();
    await expect(page).toHaveURL(/\/home\/login/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(page.url()).not.toContain(encodeURIComponent(email));

    // Not logging in yet: as a guest, ask a supplier for contact; the login box comes first, then the request.
    const { id } = await demoSupplier(request);
    await page.goto(`/home/company-profile?id=${id}&language=en`);
    await page.getByRole('button', { name: 'Request contact' }).click();
    const box = page.getByRole('dialog').filter({ hasText: 'Password' });
    await expect(box).toBeVisible();
    await box.getByLabel('Email').fill(email);
    await box.getByLabel('Password').fill('Opal#2026');
    await box.getByRole('button', { name: 'Log in', exact: true }).click();
    const requestDialog = page.getByRole('dialog').filter({ hasText: 'Request contact with this supplier' });
    await expect(requestDialog).toBeVisible();
    await expect(requestDialog.getByRole('button', { name: 'Send request' })).toBeVisible();
  });

  test('a supplier whose company awaits verification is told so with a warning, not a red error', async ({ page, request }) => {
    const email = `item12-seller-${Date.now()}@example.org`;
    const token = await registerUntilActivation(request, email, 'seller');
    expect((await api(request, 'POST', '/api/auth/activate', { body: { token, password: 'Topaz#2026' } })).code).toBe(200);
    await page.goto('/home/login?language=en');
    await fillLogin(page, email, 'Topaz#2026');
    const notice = page.locator('.ant-modal-confirm').filter({ hasText: 'Important reminder' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveClass(/ant-modal-confirm-warning/);
    await expect(page.locator('.ant-modal-confirm-error')).toHaveCount(0);
  });
});

test.describe('page titles in the viewer language', () => {
  test('public pages, a company profile and member pages each have their own title', async ({ page, request }) => {
    const aurora = await demoSupplier(request);
    const titles: [string, string][] = [
      ['/home/suppliers?language=en', 'Suppliers · GemBourse'],
      ['/home/suppliers?language=zh-cn', '供应商 · GemBourse'],
      ['/home/login?language=tr', 'Giriş yap · GemBourse'],
      ['/home/about?language=zh-tw', '關於 GemBourse · GemBourse'],
      [`/home/company-profile?id=${aurora.id}&language=en`, `${aurora.nameEn} · GemBourse`],
      [`/home/company-profile?id=${aurora.id}&language=zh-cn`, `${aurora.name} · GemBourse`],
    ];
    for (const [url, title] of titles) {
      await page.goto(url);
      await expect(page, url).toHaveTitle(title);
    }
    await signIn(page, 'supplier@example.com');
    await page.goto('/home/showroom-collection?language=en');
    await expect(page).toHaveTitle('Collections · GemBourse');
  });
});

test.describe('smaller findings', () => {
  test('the English user menu names the company in English', async ({ page, request }) => {
    const token = await apiLogin(request, 'supplier@example.com');
    const me = await api<{ companyId: number }>(request, 'GET', '/api/company/user/current', { token });
    const company = await api<{ name: string; nameEn: string | null }>(request, 'GET', `/api/company/detail/${me.data.companyId}`, {
      token,
    });
    await signIn(page, 'supplier@example.com', DEMO_PASSWORD, '/home/index?language=en');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.locator('.gb-user-card__meta').first()).toHaveText(company.data.nameEn ?? company.data.name);
  });

  test('two editors kept open in tabs log no "one blocker" warning, and logging out fires no request that fails', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await signIn(page, 'supplier@example.com');
    await page.goto('/home/company-profile-edit?language=en');
    await expect(page.getByRole('heading', { name: 'Company profile' }).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Workspace menu' });
    for (let i = 0; i < 2; i++) {
      await menu.getByRole('menuitem', { name: 'My profile' }).click();
      await expect(page).toHaveURL(/my-profile/);
      await tabBar(page).getByRole('link', { name: 'Company profile' }).click();
      await expect(page).toHaveURL(/company-profile-edit/);
    }
    expect(warnings.filter((w) => /blocker/i.test(w))).toEqual([]);

    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });
});
