import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '../support/test.ts';
import ExcelJS from 'exceljs';
import { signIn } from '../support/api.ts';

// Issue 10 item 7 as a supplier works it: download the template, upload a workbook written outside the app with good
// and bad rows, watch the import, read the refused rows and the report, find the new products in the list, and export
// selected rows. In English as the company admin and in simplified Chinese as the standard user. SKUs are made unique
// per run, so the specs never depend on each other or on the demo data (an import only adds products).

const run = Date.now().toString(36).toUpperCase();

/** A workbook as a person types one: headings in row 1 (any language the app speaks), then the rows. */
async function workbook(headings: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Sheet1');
  ws.addRow(headings);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetsOf(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  return book;
}

async function openImport(page: Page, button: string, title: string) {
  await page.getByRole('toolbar').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the company admin downloads the template, imports good and bad rows, reads the report, finds and exports the products (en)', async ({
  page,
}) => {
  await signIn(page, 'supplier@example.com');
  await page.goto('/home/showroom-product?language=en');
  const dialog = await openImport(page, 'Import', 'Import products from Excel');

  // The template: in English, with the Products and Stones sheets and their headings.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download the template' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/^product-import-template-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await sheetsOf(template);
  expect(book.worksheets.map((w) => w.name).slice(0, 3)).toEqual(['Products', 'Stones', 'Instructions']);
  expect((book.worksheets[0].getRow(1).values as string[]).slice(1, 4)).toEqual(['SKU *', 'Name *', 'Brand']);

  // SPEC §5: a file must be selected first; nothing is sent.
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a file first');

  const headings = [
    'SKU',
    'Name',
    'Categories',
    'Currency',
    'Price',
    'Minimum order',
    'Description',
    'Availability',
    'Stock',
    'Visibility',
    'Price visibility',
  ];
  const row = (sku: string, name: string, price: unknown) => [
    sku,
    name,
    'Rings',
    'USD',
    price,
    '5 pieces',
    'Hand-made ring',
    'In stock',
    '3',
    'Public',
    'Community',
  ];
  const file = await workbook(headings, [
    row(`E2E-${run}-1`, `Import ring ${run} one`, '120.50'),
    row(`E2E-${run}-2`, `Import ring ${run} two`, -5),
    row(`E2E-${run}-3`, `Import ring ${run} three`, 300),
  ]);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'rings.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  // The progress, then the result with the refused row and why.
  await expect(dialog.getByText('2 imported, 1 refused')).toBeVisible();
  const refused = dialog.locator('.ant-table-row');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('Products row 3');
  await expect(refused).toContainText(`E2E-${run}-2`);
  await expect(refused).toContainText('Price: Enter a number of at least 0');

  const [report] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download the report' }).click()]);
  const lines = (await sheetsOf(report)).worksheets[0].getSheetValues().slice(2) as unknown[][];
  expect(lines.map((l) => [l[1], l[2], l[3], l[5]])).toEqual([
    ['Products', 2, `E2E-${run}-1`, 'Imported'],
    ['Products', 3, `E2E-${run}-2`, 'Refused'],
    ['Products', 4, `E2E-${run}-3`, 'Imported'],
  ]);
  expect(String(lines[1][6])).toBe('Products row 3: Price: Enter a number of at least 0');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  // The new products are in the list (unpublished: no image), found by their run's name.
  const search = page.getByRole('textbox', { name: 'Search your products' });
  await search.fill(`Import ring ${run}`);
  await search.press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(page.getByText(`Import ring ${run} one`)).toBeVisible();

  // Batch export of the selected rows: the same columns, re-importable.
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Batch actions' }).getByRole('button', { name: 'Export' }).click(),
  ]);
  const sheet = (await sheetsOf(exported)).worksheets[0];
  expect((sheet.getRow(1).values as string[]).slice(1, 3)).toEqual(['SKU *', 'Name *']);
  const skus = (sheet.getColumn(1).values as unknown[]).slice(2).map(String).sort();
  expect(skus).toEqual([`E2E-${run}-1`, `E2E-${run}-3`]);
});

test('the standard user imports a workbook with Chinese headings and labels and reads the reasons in Chinese (zh-cn)', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  await page.goto('/home/showroom-product?language=zh-cn');
  const dialog = await openImport(page, '导入', '从 Excel 导入产品');
  const headings = ['货号', '名称', '分类', '币种', '价格', '起订量', '描述', '供货方式', '库存', '可见范围', '价格可见范围'];
  const file = await workbook(headings, [
    [`ZH-${run}-1`, `导入戒指 ${run}`, '戒指', 'CNY', '880', '10 件', '手工戒指', '有库存', 2, '公开', '社区'],
    [`ZH-${run}-2`, `导入项链 ${run}`, '戒指', 'CNY', '-1', '10 件', '手工项链', '有库存', 2, '公开', '社区'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({ name: '产品.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByText('已导入 1 个，未导入 1 个')).toBeVisible();
  await expect(dialog.locator('.ant-table-row')).toContainText('价格：请输入不小于 0 的数字');
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^关\s?闭$/ })
    .click();

  const search = page.getByRole('textbox', { name: '搜索您的产品' });
  await search.fill(`导入戒指 ${run}`);
  await search.press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
});
