import { expect, test, type Page } from '../support/test.ts';
import { signIn } from '../support/api.ts';

// Issue 10's product list as a supplier works it: narrow the list through the URL's filters, select products by name,
// run a batch action and read how many changed, in English as the company admin and in simplified Chinese as the
// standard user (who may edit but not delete). Each test puts back what it changed.

const TEXT = {
  en: {
    selectFirst: 'Select at least one product first',
    noImage: /^Products without an image cannot be published: .+, .+/,
    publishing: 'Publishing',
    publish: 'Publish',
    unpublish: 'Unpublish',
    unpublished: 'Unpublished',
    oneProduct: '1 product',
    updatedOne: '1 product updated',
    select: (name: string) => `Select ${name}`,
    del: 'Delete',
  },
  'zh-cn': {
    immediate: '现货',
    mark: '标记为现货',
    unmark: '取消现货标记',
    updatedTwo: '已更新 2 个产品',
    select: (name: string) => `选择 ${name}`,
    del: '删除',
  },
} as const;

/** The names of the first `n` rows on screen (each row's first link; Edit and Preview follow it). */
async function firstNames(page: Page, n: number): Promise<string[]> {
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(await rows.nth(i).locator('a').first().innerText());
  return names;
}

/** Opens a batch menu and chooses one of its actions. */
async function runFromMenu(page: Page, menu: string, action: string) {
  await page
    .getByRole('group', { name: /Batch actions|批量操作/ })
    .getByRole('button', { name: menu })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('the company admin batch-publishes drafts (refused: two lack pictures), then withdraws and republishes one product (en)', async ({
  page,
}) => {
  const t = TEXT.en;
  await signIn(page, 'supplier@example.com');
  await page.goto('/home/showroom-product?language=en&published=false');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const drafts = await rows.count();

  // Nothing selected: the action says so and sends nothing.
  await runFromMenu(page, t.publishing, t.publish);
  await expect(page.getByText(t.selectFirst)).toBeVisible();

  // Every draft at once: the demo supplier has two drafts imported without pictures, so the batch is refused as a
  // whole, naming them, and nothing is published.
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await runFromMenu(page, t.publishing, t.publish);
  await expect(page.getByText(t.noImage)).toBeVisible();
  await expect(rows).toHaveCount(drafts);

  // A published product (with its pictures) withdrawn and published again, found by its name: the search joins the
  // filter in the URL, and each action answers how many products it changed.
  await page.goto('/home/showroom-product?language=en&published=true');
  const [name] = await firstNames(page, 1);
  await page.getByRole('checkbox', { name: t.select(name!) }).check();
  await runFromMenu(page, t.publishing, t.unpublish);
  await expect(page.getByText(t.updatedOne)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: t.select(name!) })).toHaveCount(0);

  await page.goto('/home/showroom-product?language=en&published=false');
  await page.getByRole('textbox', { name: 'Search your products' }).fill(name!);
  await page.getByRole('textbox', { name: 'Search your products' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(/published=false/);
  // The search's own answer is on screen (until then the previous page's rows stand in, and a row ticked then would
  // belong to the previous search, whose selection the new one drops).
  await expect(page.getByText(t.oneProduct, { exact: true })).toBeVisible();
  const row = page.locator('.ant-table-row', { has: page.getByRole('checkbox', { name: t.select(name!) }) });
  await expect(row.getByText(t.unpublished, { exact: true })).toBeVisible();
  await row.getByRole('checkbox').check();
  await runFromMenu(page, t.publishing, t.publish);
  await expect(page.getByText(t.updatedOne).last()).toBeVisible();
  // Published again, it no longer matches "unpublished only".
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.del })).toBeVisible();
});

test('the standard user marks two products as Immediate and removes the mark, with no delete control (zh-cn)', async ({ page }) => {
  const t = TEXT['zh-cn'];
  await signIn(page, 'staff@example.com');
  await page.goto('/home/showroom-product?language=zh-cn&immediate=false');
  const names = await firstNames(page, 2);
  expect(names).toHaveLength(2);
  await expect(page.getByRole('button', { name: t.del })).toHaveCount(0);

  for (const name of names) await page.getByRole('checkbox', { name: t.select(name) }).check();
  await runFromMenu(page, t.immediate, t.mark);
  await expect(page.getByText(t.updatedTwo)).toBeVisible();

  // Marked, they lead the Immediate products (recently updated first); take the mark off again.
  await page.goto('/home/showroom-product?language=zh-cn&immediate=true');
  for (const name of names) await page.getByRole('checkbox', { name: t.select(name) }).check();
  await runFromMenu(page, t.immediate, t.unmark);
  await expect(page.getByText(t.updatedTwo)).toBeVisible();
  for (const name of names) await expect(page.getByRole('checkbox', { name: t.select(name) })).toHaveCount(0);
});

// Issue 28: at 1366 px the table was 1,486 px wide in 1,105 px: availability cut, status (published, listed) and the
// date under the pinned actions. Now it fits: no sideways scroll, every header and cell whole, nothing under the
// pinned column; on a phone it scrolls inside its card with the product and its price on the first screen.
test.describe('the product table at 1366x900 and 390x844', () => {
  /** What the table shows: whether it scrolls sideways, the headers a pinned column covers, cells wider than shown. */
  function layoutOf(page: Page) {
    return page.locator('.gb-products__table').evaluate((table) => {
      const scroller = table.querySelector('.ant-table-content, .ant-table-body') as HTMLElement;
      const heads = [...table.querySelectorAll('thead th')] as HTMLElement[];
      const pinned = heads.find((th) => /ant-table-cell-fix-(right|end)/.test(th.className) && getComputedStyle(th).position === 'sticky');
      const edge = pinned ? pinned.getBoundingClientRect().left : Infinity;
      const box = scroller.getBoundingClientRect();
      const under = heads.filter((th) => th !== pinned && th.getBoundingClientRect().right > Math.min(edge, box.right) + 1);
      const cut = [...table.querySelectorAll('tbody td')].filter((td) => td.scrollWidth > td.clientWidth + 1).length;
      return { sideways: scroller.scrollWidth > scroller.clientWidth + 1, under: under.map((th) => th.textContent?.trim()), cut };
    });
  }

  test('desktop: every column whole, none under the pinned actions', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'supplier@example.com', undefined, '/home/showroom-product?language=en');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    for (const name of ['Product', 'Price', 'Availability', 'Status', 'Updated', 'Actions'])
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport();
    expect(await layoutOf(page)).toEqual({ sideways: false, under: [], cut: 0 });
    await expect(
      page
        .locator('.ant-table-row')
        .first()
        .getByText(/^(Listed|Unlisted)$/),
    ).toBeInViewport();
  });

  test('phone: scrolls inside its card, the product and its price on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'supplier@example.com', undefined, '/home/showroom-product?language=en');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const layout = await layoutOf(page);
    expect(layout.sideways).toBe(true);
    expect(layout.cut).toBe(0);
    expect(layout.under).not.toContain('Product');
    expect(layout.under).not.toContain('Price');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
});
