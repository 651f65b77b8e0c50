import { expect, test, type Page } from '../support/test.ts';
import { signIn } from '../support/api.ts';

// Issue 11: the buyer's catalogue at /home/product, as a guest (English) and as a buyer (traditional Chinese).

/** The toolbar's count as a number ("203 件產品", "about 1,084 products"). */
async function totalShown(page: Page): Promise<number> {
  const text = (await page.locator('.gb-cat-toolbar__count').textContent()) ?? '';
  return Number(/([\d,]+)/.exec(text)?.[1].replace(/,/g, '') ?? NaN);
}

test('a guest sees the first products and a notice to log in for the full catalogue (English)', async ({ page }) => {
  await page.goto('/home/product?language=en');
  const notice = page.locator('.gb-cat-guest');
  await expect(notice.getByText('Guests see the first 12 results of each search')).toBeVisible();
  await expect(page.locator('.gb-catalogue-card')).toHaveCount(12);
  // No paging past the guests' limit.
  await expect(page.locator('.gb-cat-pager')).toHaveCount(0);
  await notice.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
});

test('a buyer searches by a stone trait, narrows by a facet and opens a product (traditional Chinese)', async ({ page }) => {
  await signIn(page, 'buyer@example.com');
  await page.goto('/home/product?language=zh-tw');
  await expect(page.getByRole('heading', { level: 1, name: '產品目錄' })).toBeVisible();

  const box = page.getByLabel('搜尋產品目錄');
  // Rings, typed in Chinese: the suppliers wrote their products in English; the dictionary's labels bridge the two.
  await box.fill('戒指');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=%E6%88%92%E6%8C%87/);
  await expect(page.locator('.gb-cat-tags').getByText('「戒指」')).toBeVisible();
  await expect(page.locator('.gb-cat-toolbar__count')).toHaveText(/件產品/);
  // The keyword's answer is on screen (the previous one stays, dimmed, while it loads).
  await expect(page.locator('.gb-grid--catalogue:not(.gb-grid--stale)')).toBeVisible();
  // Members see no guest notice, and may save the search.
  await expect(page.locator('.gb-cat-guest')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '儲存此搜尋' })).toBeVisible();
  const before = await totalShown(page);
  const categoryCounts = page.locator('.gb-cat__aside [aria-label="品類"] .gb-facet__count');
  const countsBefore = await categoryCounts.allTextContents();

  // The stone facet is open from the start; tick its least common value so the total surely falls.
  const stones = page.locator('.gb-cat__aside [aria-label="寶石"]');
  // The box follows the URL (a navigation, which React renders as a transition): clicked, then checked.
  const rarest = stones.getByRole('checkbox').last();
  await rarest.click();
  await expect(page).toHaveURL(/[?&]stone=\d+/);
  await expect(rarest).toBeChecked();
  await expect.poll(() => totalShown(page)).toBeLessThan(before);
  await expect.poll(() => categoryCounts.allTextContents()).not.toEqual(countsBefore);

  const first = page.locator('.gb-catalogue-card h3 a').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/home\/product-detail\?id=\d+/);
  await expect(page.getByText(name).first()).toBeVisible();
});
