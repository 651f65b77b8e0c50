import { expect, test } from '../support/test.ts';
import ExcelJS from 'exceljs';
import { api, apiLogin, demoSupplier, signIn } from '../support/api.ts';

// SPEC §2 "favourites: products and brands, wish list, export", walked in Turkish.
test('a buyer favourites a brand, finds it under My favourites, exports the list and removes it (Turkish)', async ({ page, request }) => {
  const { id } = await demoSupplier(request);
  // The profile's button collects the supplier's default brand (docs/decisions.md "Brands: one model").
  const { data } = await api<{ defaultBrandId: number }>(request, 'GET', `/api/company/detail/${id}`);
  // Start from "not collected", also when a retry follows a run that stopped half-way.
  await api(request, 'POST', `/api/favourite/brand/${data.defaultBrandId}`, {
    token: await apiLogin(request, 'buyer@example.com'),
    body: { collected: false },
  });

  await signIn(page, 'buyer@example.com');
  await page.goto(`/home/company-profile?id=${id}&language=tr`);
  await page.getByRole('button', { name: 'Favorilere ekle' }).click();
  await expect(page.getByRole('button', { name: 'Favorilerde' })).toBeVisible();

  await page.goto('/home/my-favorites?tab=brands&language=tr');
  await expect(page.getByText('1 favori marka')).toBeVisible();
  await expect(page.getByText(/Aurora Gems/).first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: "Excel'e aktar" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[] = [];
  book.worksheets[0].eachRow((row) => rows.push(String(row.values)));
  expect(rows.join('\n')).toMatch(/Aurora Gems/);

  // The default brand carries the company's names and reads in English for a Turkish reader (Aurora Gems), the
  // supplier's registered name beneath it.
  await page.getByRole('button', { name: /favorilerden kaldır/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Kaldır' }).click();
  await expect(page.getByText('Henüz favori markanız yok', { exact: false })).toBeVisible();
});
