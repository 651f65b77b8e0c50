import { expect, test } from '../support/test.ts';
import { signIn } from '../support/api.ts';

test.describe('routes and languages', () => {
  test('the root path opens the home page with the language parameter added', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home\/index\?language=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Suppliers')).toBeVisible();
  });

  test('an unknown path goes to the home page', async ({ page }) => {
    await page.goto('/no/such/page?language=en');
    await expect(page).toHaveURL(/\/home\/index/);
    await page.goto('/home/not-a-screen');
    await expect(page).toHaveURL(/\/home\/index/);
  });

  test('zh in the query becomes simplified Chinese and is remembered', async ({ page }) => {
    await page.goto('/home/index?language=zh');
    await expect(page).toHaveURL(/language=zh-cn/);
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
    await expect(page.getByRole('navigation', { name: '主导航' }).getByText('供应商')).toBeVisible();
    // The stored language is used when the next address has none.
    await page.goto('/home/about');
    await expect(page).toHaveURL(/language=zh-cn/);
  });

  test('zht becomes traditional Chinese and en-US English', async ({ page }) => {
    await page.goto('/home/index?language=zht');
    await expect(page).toHaveURL(/language=zh-tw/);
    await expect(page.getByText('供應商').first()).toBeVisible();
    await page.goto('/home/index?language=en-US');
    await expect(page).toHaveURL(/language=en(&|$)/);
    await expect(page.getByText('Suppliers').first()).toBeVisible();
  });

  test('the language switch changes the page and the address', async ({ page }) => {
    await page.goto('/home/index?language=en');
    await page
      .getByRole('button', { name: /English|Language/ })
      .first()
      .click();
    const turkish = page.getByRole('menuitem', { name: 'Türkçe' });
    await expect(turkish).toBeVisible();
    await turkish.click();
    await expect(page).toHaveURL(/language=tr/);
    await expect(page.getByText('Tedarikçiler').first()).toBeVisible();
  });

  test('/403 says the visitor has no permission and leads back home', async ({ page }) => {
    await page.goto('/403?language=en');
    await expect(page.getByText('Sorry, you do not have permission to access this content')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home\/index/);
  });

  test('the area paths redirect to their first page', async ({ page }) => {
    await page.goto('/home/showroom?language=en');
    await expect(page).toHaveURL(/\/home\/showroom-product/);
    await page.goto('/home/analytics?language=en');
    await expect(page).toHaveURL(/\/home\/analytics-dashboard/);
    await page.goto('/home/manage?language=en');
    await expect(page).toHaveURL(/\/home\/manage-user/);
  });

  test('a console page without a session goes to /login', async ({ page }) => {
    await page.goto('/welcome?language=en');
    await expect(page).toHaveURL(/\/login/);
  });

  // Issue 28: a not-found inside the workspace had no way back (SPEC §2: a return-home link).
  test("a product not found in the supplier's workspace leads back to the product list and home", async ({ page }) => {
    await signIn(page, 'supplier@example.com', undefined, '/home/showroom-product-edit?id=99999999&language=en');
    await expect(
      page.getByRole('heading', { level: 1, name: "This product does not exist or is not one of your company's" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to my products' }).click();
    await expect(page).toHaveURL(/\/home\/showroom-product\?/);
    await expect(page.locator('.gb-products__table')).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home\/index/);
  });
});
