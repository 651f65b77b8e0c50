import { expect, test } from '@playwright/test';

test('the home page shows recommended showrooms and new products from the API', async ({ page }) => {
  await page.goto('/home/index?language=en');
  await expect(page.getByRole('heading', { name: /Recommended showrooms/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: /New products/i })).toBeVisible();
  // Real data: at least one supplier card and one product image from the seed.
  await expect(page.locator('img[src*="/uploads/seed/"]').first()).toBeVisible();
  const api = await page.request.get('/api/company/mainpage/recommend');
  const first = (await api.json()).data[0];
  await expect(page.getByText(first.nameEn ?? first.name).first()).toBeVisible();
});

test('the home page reads in Turkish', async ({ page }) => {
  await page.goto('/home/index?language=tr');
  await expect(page.getByRole('navigation').getByText('Tedarikçiler').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^tr/);
});
