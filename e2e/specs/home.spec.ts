import { expect, test, type Page } from '../support/test.ts';
import { signIn } from '../support/api.ts';

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

/** The toolbar's count as a number ("37 件产品", "about 1,084 products"). */
async function totalShown(page: Page): Promise<number> {
  const text = (await page.locator('.gb-cat-toolbar__count').textContent()) ?? '';
  return Number(/([\d,]+)/.exec(text)?.[1].replace(/,/g, '') ?? NaN);
}

// Issue 28 item 1: the home box sent ?keyword=, the catalogue read ?q=: the box came up empty over the whole catalogue.
const HOME_SEARCHES = [
  {
    language: 'en',
    box: 'Search products, gemstones or suppliers',
    keyword: 'pearl',
    catalogueBox: 'Search the catalogue',
    suppliers: 'Suppliers matching “pearl”',
  },
  {
    language: 'zh-cn',
    box: '搜索产品、宝石或供应商',
    keyword: '珍珠项链',
    catalogueBox: '搜索产品目录',
    suppliers: '与“珍珠项链”相关的供应商',
  },
];
for (const s of HOME_SEARCHES) {
  test(`the home box searches the catalogue for "${s.keyword}" (${s.language}), the box filled and the results matching`, async ({
    page,
  }) => {
    await signIn(page, 'buyer@example.com');
    await page.goto(`/home/index?language=${s.language}`);
    const box = page.getByRole('searchbox', { name: s.box });
    await box.fill(s.keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/home/product\\?(.*&)?q=${encodeURIComponent(s.keyword)}`));
    expect(new URL(page.url()).searchParams.has('keyword')).toBe(false);
    await expect(page.getByRole('searchbox', { name: s.catalogueBox })).toHaveValue(s.keyword);
    // The answer on screen is the keyword's: some products, fewer than the whole catalogue.
    await expect(page.locator('.gb-grid--catalogue:not(.gb-grid--stale) .gb-catalogue-card').first()).toBeVisible();
    const matching = await totalShown(page);
    expect(matching).toBeGreaterThan(0);
    const suppliersLink = page.getByRole('link', { name: s.suppliers });
    await expect(suppliersLink).toBeVisible();
    // The suppliers the box promises: the directory, searching the same words under its own parameter.
    await suppliersLink.click();
    await expect(page).toHaveURL(new RegExp(`/home/suppliers\\?(.*&)?keyword=${encodeURIComponent(s.keyword)}`));
    await page.goto(`/home/product?language=${s.language}`);
    await expect(page.locator('.gb-grid--catalogue:not(.gb-grid--stale) .gb-catalogue-card').first()).toBeVisible();
    expect(matching).toBeLessThan(await totalShown(page));
  });
}

test('an old ?keyword= link still searches, and the URL then says q', async ({ page }) => {
  await page.goto('/home/product?language=en&keyword=pearl');
  await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('pearl');
  await expect(page).toHaveURL(/[?&]q=pearl/);
  expect(new URL(page.url()).searchParams.has('keyword')).toBe(false);
});
