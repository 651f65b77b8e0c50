import { caratTotalOf, productFacetCodes } from './facet-codes.ts';
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { METAL, STONE_SHAPE, STONE_TYPE } from '@gembourse/contracts/jewellery';
import { PRODUCT_IMPORT_LIMITS, type ProductImportJob, type ProductImportStarted } from '@gembourse/contracts/product-import';
import { brands, collectionProducts, collections, productImports, products, roleMenus, roles } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, recordUpload, type KitCompany } from '../company/company-test-kit.ts';
import { IMPORT_PRODUCTS_JOB, IMPORT_RUNNING_MAX_MS, IMPORT_SILENT_MS } from './product-import.service.ts';
import { onPlan } from '../billing/billing-test-kit.ts';

let t: TestApp;
let gems: KitCompany;
let other: KitCompany;
let admin: string;
let staff: string;
let otherAdmin: string;
let buyer: string;
let brandId: number;
let defaultBrandId: number;
let collectionId: number;
let image: string;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A multipart/form-data body with one file part. */
function form(filename: string, data: Buffer) {
  const boundary = `----gb${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string | undefined, data: Buffer, lang = 'en', filename = 'products.xlsx', on = t) {
  const f = form(filename, data);
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/showroom/product/import',
    payload: f.payload,
    headers: { ...f.headers, ...(token ? bearer(token) : {}), lang },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: ProductImportStarted | null } };
}

/** Polls the job as the web does until it has ended. */
async function finished(token: string, jobId: string, lang = 'en', on = t): Promise<ProductImportJob> {
  for (let i = 0; i < 600; i++) {
    const { body } = await api<ProductImportJob>(on, 'GET', `/api/showroom/product/import/${jobId}`, token, undefined, lang);
    if (body.code !== 200) throw new Error(`status answered ${body.code} ${body.msg}`);
    if (body.data.state === 'done' || body.data.state === 'failed') return body.data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('import did not finish');
}

async function importFile(token: string, data: Buffer, lang = 'en') {
  const started = await upload(token, data, lang);
  expect(started.body.code, started.body.msg).toBe(200);
  return { jobId: started.body.data!.jobId, job: await finished(token, started.body.data!.jobId, lang) };
}

/** A GET or POST answering a file: its bytes and headers. */
async function download(method: 'GET' | 'POST', url: string, token?: string, payload?: object, lang = 'en') {
  const res = await t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), lang } });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload, json: () => res.json() as { code: number; msg: string } };
}

async function load(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}

/** A workbook as a person would make one: the given headings in row 1, then the rows; optionally a Stones sheet. */
async function workbook(
  headings: string[],
  rows: unknown[][],
  stones?: { headings: string[]; rows: unknown[][] },
  names = ['Products', 'Stones'],
) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(names[0]);
  ws.addRow(headings);
  for (const r of rows) ws.addRow(r);
  if (stones) {
    const s = book.addWorksheet(names[1]);
    s.addRow(stones.headings);
    for (const r of stones.rows) s.addRow(r);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const HEADINGS = [
  'SKU',
  'Name',
  'Categories',
  'Currency',
  'Price',
  'Minimum order',
  'Description',
  'Availability',
  'Visibility',
  'Price visibility',
  'Stock',
];
const goodRow = (sku: string, over: Partial<Record<string, unknown>> = {}) => {
  const base: Record<string, unknown> = {
    SKU: sku,
    Name: `Ring ${sku}`,
    Categories: 'Rings',
    Currency: 'USD',
    Price: 120,
    'Minimum order': '5 pieces',
    Description: '<p>A ring</p>',
    Availability: 'In stock',
    Visibility: 'Public',
    'Price visibility': 'Community',
    Stock: 3,
    ...over,
  };
  return HEADINGS.map((h) => base[h]);
};

const countOf = async (companyId: number) =>
  (await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId))).length;

beforeAll(async () => {
  // Errors logged (one line from the write-failure test): an import that fails for no reason a test gave shows why.
  // On 2026-11-28 three full runs of seven saw imports end failed with nothing read, and no message said why.
  t = await createTestApp({ LOG_LEVEL: 'error' });
  gems = await makeCompany(t, { name: 'Import Gems' }, { products: [] });
  other = await makeCompany(t, { name: 'Other Import Gems' }, { products: [] });
  // Hundreds of products in one import: a plan without a product limit (issue 13; the limit's own test is billing's).
  await onPlan(t, gems.id, 'business');
  const db = t.database.db;
  [brandId, defaultBrandId] = (
    await db
      .insert(brands)
      .values([
        { companyId: gems.id, name: 'Aurora Fine' },
        { companyId: gems.id, name: 'Import Gems', isDefault: true },
      ])
      .returning({ id: brands.id })
  ).map((r) => r.id);
  [collectionId] = (
    await db
      .insert(collections)
      .values({ companyId: gems.id, name: 'Spring 2026', releaseAt: new Date() })
      .returning({ id: collections.id })
  ).map((r) => r.id);
  image = await recordUpload(t, { companyId: gems.id, userId: gems.adminId }, 'image');
  admin = await gems.admin();
  staff = await gems.staff();
  otherAdmin = await other.admin();
  buyer = await loginAs(t.app, 'buyer@example.com');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the template', () => {
  it('is an .xlsx in the caller language with headings, drop-downs from a hidden list sheet, an example and instructions', async () => {
    const res = await download('GET', '/api/showroom/product/import/template', admin, undefined, 'zh-cn');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('产品导入模板'));
    const book = await load(res.data);
    expect(book.worksheets.map((w) => w.name)).toEqual(['产品', '宝石', '填写说明', '选项']);
    expect(book.getWorksheet('选项')!.state).toBe('hidden');
    const ws = book.getWorksheet('产品')!;
    const headings = (ws.getRow(1).values as string[]).slice(1);
    expect(headings.slice(0, 4)).toEqual(['货号 *', '名称 *', '品牌', '分类 *']);
    // The currency column (F) and the category column (D) point at the lists sheet.
    const dv = (
      ws as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[]; showErrorMessage: boolean }> } }
    ).dataValidations.model;
    expect(dv.F2).toMatchObject({ type: 'list', formulae: ["'选项'!$B$2:$B$4"], showErrorMessage: true });
    expect(dv.D500.formulae[0]).toMatch(/^'选项'!\$A\$2:\$A\$\d+$/);
    expect(dv.D2.showErrorMessage).toBeFalsy();
    const lists = book.getWorksheet('选项')!;
    expect(lists.getColumn(2).values.slice(2)).toEqual(['CNY', 'USD', 'EUR']);
    expect(lists.getColumn(4).values.slice(2)).toEqual(['同展厅设置', '公开', '社区', '新品发布', '私密']);
    // One example row and one example stone; the instructions say the limit.
    expect(ws.getRow(2).getCell(1).value).toBe('EXAMPLE-001');
    expect(ws.getRow(2).getCell(4).value).toBe('戒指');
    expect(book.getWorksheet('宝石')!.getRow(2).getCell(2).value).toBe('红宝石');
    expect(String(book.getWorksheet('填写说明')!.getCell('A6').value)).toContain('2 MB');
    // A new product's visibility is "as the showroom" (issue 28 item 2): the example says so, the column is optional.
    const visibilityColumn = headings.indexOf('可见范围') + 1;
    expect(visibilityColumn).toBeGreaterThan(0);
    expect(ws.getRow(2).getCell(visibilityColumn).value).toBe('同展厅设置');
    expect(String(book.getWorksheet('填写说明')!.getCell('A8').value)).toContain('同展厅设置');
  });

  it('reads an empty Visibility cell, and "As the showroom" in any language, as the showroom; a level as itself', async () => {
    const fresh = await makeCompany(t, { name: 'Showroom Default Gems' }, { products: [] });
    const token = await fresh.admin();
    const rows = [
      goodRow('VIS-EMPTY', { Visibility: '' }),
      goodRow('VIS-SHOW', { Visibility: 'Showroom ayarına göre', 'Price visibility': '同展廳設定' }),
      goodRow('VIS-PUB', { Visibility: 'Public' }),
    ];
    const { job } = await importFile(token, await workbook(HEADINGS, rows));
    expect(job).toMatchObject({ state: 'done', imported: 3, refused: 0 });
    const stored = await t.database.db
      .select({ sku: products.sku, visibility: products.visibility, price: products.priceVisibility })
      .from(products)
      .where(eq(products.companyId, fresh.id))
      .orderBy(products.sku);
    expect(stored).toEqual([
      { sku: 'VIS-EMPTY', visibility: 'showroom', price: 'community' },
      { sku: 'VIS-PUB', visibility: 'public', price: 'community' },
      { sku: 'VIS-SHOW', visibility: 'showroom', price: 'showroom' },
    ]);
  });

  it('marks its examples, which are never imported: as it stands it imports nothing and says why', async () => {
    const fresh = await makeCompany(t, { name: 'Template Gems' }, { products: [] });
    const token = await fresh.admin();
    const book = await load((await download('GET', '/api/showroom/product/import/template', token, undefined, 'tr')).data);
    // Both example rows say what they are where the supplier types.
    for (const ws of book.worksheets.slice(0, 2)) {
      expect(ws.getCell('A2').value).toBe('EXAMPLE-001');
      expect(ws.getCell('A2').note).toContain('EXAMPLE-001');
      expect(ws.getRow(2).font).toMatchObject({ italic: true });
    }
    expect(String(book.getWorksheet('Talimatlar')!.getCell('A7').value)).toContain('EXAMPLE-001');
    const { job } = await importFile(token, Buffer.from(await book.xlsx.writeBuffer()), 'tr');
    expect(job).toMatchObject({
      state: 'failed',
      imported: 0,
      refused: 0,
      message:
        'Çalışma kitabında yalnızca şablonun örneği var (stok kodu EXAMPLE-001) ve örnek hiçbir zaman içe aktarılmaz. Lütfen ürünlerinizi onun üzerine veya altına yazın.',
    });
    expect(await countOf(fresh.id)).toBe(0);
  });

  it('imports a first product typed over the example row, without refusing the example stone left on the Stones sheet', async () => {
    const fresh = await makeCompany(t, { name: 'First Import Gems' }, { products: [] });
    const token = await fresh.admin();
    const book = await load((await download('GET', '/api/showroom/product/import/template', token)).data);
    const [productsSheet, stonesSheet] = book.worksheets;
    // Issue 28 item 6: the supplier replaces the example product with its own and adds one more with its stone; the
    // example stone of EXAMPLE-001 stays where it was.
    productsSheet.getCell('A2').value = 'MINE-1';
    productsSheet.getCell('B2').value = 'My first ring';
    productsSheet.getRow(3).values = productsSheet.getRow(2).values as ExcelJS.CellValue[];
    productsSheet.getCell('A3').value = 'MINE-2';
    stonesSheet.getRow(3).values = stonesSheet.getRow(2).values as ExcelJS.CellValue[];
    stonesSheet.getCell('A3').value = 'mine-2 ';
    const { jobId, job } = await importFile(token, Buffer.from(await book.xlsx.writeBuffer()));
    expect(job, JSON.stringify(job)).toMatchObject({ state: 'done', total: 2, imported: 2, refused: 0, refusals: [] });
    const rows = await t.database.db.select().from(products).where(eq(products.companyId, fresh.id)).orderBy(asc(products.sku));
    expect(rows.map((r) => [r.sku, r.stones.length])).toEqual([
      ['MINE-1', 0],
      ['MINE-2', 1],
    ]);
    // The example's other fields are a good product (the template's promise), with its stone when named by SKU.
    expect(rows[1]).toMatchObject({ metal: METAL.gold, fineness: '18K/750', published: false, stock: 12, stoneTypes: [STONE_TYPE.ruby] });
    expect(rows[1].stones).toEqual([
      expect.objectContaining({ type: STONE_TYPE.ruby, shape: STONE_SHAPE.oval, carat: 1.02, certificateLab: 'GRS' }),
    ]);
    const report = (await load((await download('GET', `/api/showroom/product/import/${jobId}/report`, token)).data)).worksheets[0];
    expect((report.getSheetValues().slice(2) as unknown[][]).map((l) => [l[1], l[2], l[3], l[5]])).toEqual([
      ['Products', 2, 'MINE-1', 'Imported'],
      ['Products', 3, 'MINE-2', 'Imported'],
    ]);
  });

  it('names the sheet with every row number, in each of the four languages', async () => {
    const file = await workbook(HEADINGS, [goodRow('PLACE-1'), goodRow('PLACE-2', { Price: -1 })], {
      headings: ['Product SKU', 'Stone type'],
      rows: [
        ['PLACE-1', 'Ruby'],
        ['NOWHERE-1', 'Ruby'],
      ],
    });
    const expected = {
      en: ['Products row 3', 'Stones row 3', 'Products row 3: Price: ', 'Stones row 3: Product SKU: '],
      'zh-cn': ['产品表第 3 行', '宝石表第 3 行', '产品表第 3 行：价格：', '宝石表第 3 行：产品货号：'],
      'zh-tw': ['產品表第 3 列', '寶石表第 3 列', '產品表第 3 列：價格：', '寶石表第 3 列：產品貨號：'],
      tr: ['Ürünler satır 3', 'Taşlar satır 3', 'Ürünler satır 3: Fiyat: ', 'Taşlar satır 3: Ürün stok kodu: '],
    };
    for (const [lang, [products, stones, productReason, stoneReason]] of Object.entries(expected)) {
      const fresh = await makeCompany(t, { name: `Place Gems ${lang}` }, { products: [] });
      const token = await fresh.admin();
      const { jobId, job } = await importFile(token, file, lang);
      expect(job).toMatchObject({ state: 'done', imported: 1, refused: 2 });
      expect(job.refusals.map((r) => [r.sheet, r.row, r.place])).toEqual([
        ['products', 3, products],
        ['stones', 3, stones],
      ]);
      const report = (await load((await download('GET', `/api/showroom/product/import/${jobId}/report`, token, undefined, lang)).data))
        .worksheets[0];
      const why = (report.getSheetValues().slice(2) as unknown[][]).map((l) => String(l[6] ?? ''));
      expect(why[1].startsWith(productReason), why[1]).toBe(true);
      expect(why[2].startsWith(stoneReason), why[2]).toBe(true);
    }
  });
});

describe('files refused before parsing', () => {
  it('refuses a renamed PNG, a file over 2 MB and a zip bomb with a clear 4xxxx in the caller language, writing nothing', async () => {
    const before = await countOf(gems.id);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(200)]);
    const asPng = await upload(admin, png, 'zh-cn', 'products.xlsx');
    expect(asPng.status).toBe(415);
    expect(asPng.body).toMatchObject({ code: 41500, msg: '请选择 Excel 工作簿（.xlsx），此文件不是有效的工作簿。' });

    // Over 2 MB: refused while streaming, whatever the content.
    const big = await upload(admin, randomBytes(PRODUCT_IMPORT_LIMITS.fileMaxBytes + 10), 'en');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 41300, msg: 'The file is too large: at most 2 MB.' });

    // A real zip with the workbook's entries whose sheet inflates past the limit (a few hundred KB on the wire).
    const bomb = zip([
      ['[Content_Types].xml', Buffer.from('<Types/>')],
      ['xl/workbook.xml', Buffer.from('<workbook/>')],
      ['xl/worksheets/sheet1.xml', Buffer.alloc(PRODUCT_IMPORT_LIMITS.unzippedMaxBytes + 1024, 0x20)],
    ]);
    expect(bomb.length).toBeLessThan(PRODUCT_IMPORT_LIMITS.fileMaxBytes);
    const declared = await upload(admin, bomb, 'en');
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 41300, msg: expect.stringContaining('unpacks to more than 64 MB') });

    // The same bomb whose directory lies (declares 1 KB): inflating is capped at the declared size, so it is refused too.
    const liar = zip(
      [
        ['[Content_Types].xml', Buffer.from('<Types/>')],
        ['xl/workbook.xml', Buffer.from('<workbook/>')],
        ['xl/worksheets/sheet1.xml', Buffer.alloc(PRODUCT_IMPORT_LIMITS.unzippedMaxBytes + 1024, 0x20)],
      ],
      1024,
    );
    const lying = await upload(admin, liar, 'tr');
    expect(lying.status).toBe(413);
    expect(lying.body.code).toBe(41300);

    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/showroom/product/import',
      payload: form('x.txt', Buffer.from('')).payload.toString().replace('name="file"', 'name="other"'),
      headers: { ...form('x', Buffer.from('')).headers, ...bearer(admin) },
    });
    expect(noFile.json().code).toBe(40000);
    expect(await countOf(gems.id)).toBe(before);
  });
});

describe('an import', () => {
  it('reads a workbook typed by hand (numbers as text, trailing spaces, traditional Chinese labels) and reports bad rows in the caller language', async () => {
    const headings = [
      '貨號 *',
      '名稱',
      '分類',
      '幣別',
      '價格',
      '起訂量',
      '描述',
      '供貨方式',
      '可見範圍',
      '價格可見範圍',
      '庫存',
      '品牌',
      '系列',
      '發佈',
      '圖片',
      '金屬',
    ];
    const rows = [
      [
        'HAND-1 ',
        '手鐲 ',
        '戒指， 訂婚戒指',
        'usd ',
        ' 1,250.50',
        '10 件',
        '<p>好</p>',
        '有庫存',
        '公開 ',
        '社群',
        '7',
        'Aurora Fine',
        'Spring 2026',
        '是',
        image,
        '黃金',
      ],
      ['HAND-2', '項鍊', '戒指', 'CNY', '-5', '', '<p>x</p>', '預購', '公開', '公開', '', '', '', '是', '', 'Bronze'],
      [
        'HAND-3',
        'Studs',
        'Rings',
        'EUR',
        '80',
        '1',
        '<script>x</script>',
        'In stock',
        'Public',
        'Public',
        'many',
        'Nobody',
        '',
        'No',
        '',
        '',
      ],
      ['HAND-1', 'Again', 'Rings', 'EUR', '80', '1', '<p>y</p>', 'In stock', 'Public', 'Public', '1', '', '', '', '', ''],
      ['HAND-4', '無圖', '戒指', 'USD', 10, '1', '<p>z</p>', '有庫存', '公開', '公開', 1, '', '', '是', '', ''],
    ];
    const stones = {
      headings: ['產品貨號', '寶石種類', '克拉', '數量'],
      rows: [
        ['HAND-1', '紅寶石', '1.5 ', '2'],
        ['NOPE-9', '紅寶石', '1', '1'],
      ],
    };
    const data = await workbook(headings, rows, stones, ['產品', '寶石']);
    const { jobId, job } = await importFile(staff, data, 'en');
    expect(job).toMatchObject({ state: 'done', total: 5, imported: 2, unpublished: 1 });
    // Three product rows and the stone row without its product.
    expect(job.refused).toBe(4);
    const byRow = new Map(job.refusals.filter((r) => r.sheet === 'products').map((r) => [r.row, r.reasons]));
    // Row 3 of the Stones sheet is not row 3 of the Products sheet: each refusal names its sheet (issue 28 item 6).
    expect(job.refusals).toContainEqual({
      sheet: 'stones',
      row: 3,
      place: 'Stones row 3',
      sku: 'NOPE-9',
      name: '',
      reasons: ['Product SKU: no row of the Products sheet has the SKU “NOPE-9”'],
    });
    expect(job.refusals.find((r) => r.sku === 'HAND-2')).toMatchObject({ sheet: 'products', row: 3, place: 'Products row 3' });
    expect(byRow.get(3)).toEqual(
      expect.arrayContaining([
        'Price: Enter a number of at least 0',
        'Metal: “Bronze” is not one of the list’s values',
        'Minimum order: Enter a minimum order, or a note saying there is none',
      ]),
    );
    expect(byRow.get(3)).toEqual(expect.arrayContaining(['Pre-order from: This field is required']));
    expect(byRow.get(4)).toEqual(
      expect.arrayContaining([
        'Stock: must be a number',
        'Brand: your showroom has no brand “Nobody”',
        'Description: The description cannot contain scripts, frames or event handlers',
      ]),
    );
    expect(byRow.get(5)).toEqual(['SKU: the same SKU is on row 2 of this file']);
    expect(byRow.get(3)).toHaveLength(5);

    const stored = await t.database.db.select().from(products).where(eq(products.companyId, gems.id)).orderBy(asc(products.sku));
    const hand1 = stored.find((p) => p.sku === 'HAND-1')!;
    expect(hand1).toMatchObject({
      name: '手鐲',
      categories: [30733, 30734],
      currency: 'USD',
      price: 1250.5,
      priceSort: 125_050,
      stock: 7,
      brandId,
      published: true,
      images: [image],
      metal: METAL.gold,
    });
    expect(hand1.stones).toEqual([expect.objectContaining({ type: STONE_TYPE.ruby, carat: 1.5, count: 2 })]);
    // No brand: the company's default brand, as the wizard stores it; the description sanitised as the wizard's.
    expect(stored.find((p) => p.sku === 'HAND-4')).toMatchObject({ published: false, brandId: defaultBrandId });
    const inCollection = await t.database.db.select().from(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
    expect(inCollection.map((c) => c.productId)).toEqual([hand1.id]);

    // The report: every row, in the uploader's language, downloadable as .xlsx.
    const report = await download('GET', `/api/showroom/product/import/${jobId}/report`, staff);
    expect(report.status).toBe(200);
    const ws = (await load(report.data)).worksheets[0];
    const lines = ws.getSheetValues().slice(2) as unknown[][];
    expect((ws.getRow(1).values as string[]).slice(1)).toEqual(['Sheet', 'Row', 'SKU', 'Name', 'Result', 'Why']);
    expect(lines.map((l) => [l[1], l[2], l[3], l[5]])).toEqual([
      ['Products', 2, 'HAND-1', 'Imported'],
      ['Products', 3, 'HAND-2', 'Refused'],
      ['Products', 4, 'HAND-3', 'Refused'],
      ['Products', 5, 'HAND-1', 'Refused'],
      ['Products', 6, 'HAND-4', 'Imported, not published: a product needs an image to be published'],
      ['Stones', 3, 'NOPE-9', 'Refused'],
    ]);
    expect(String(lines[1][6])).toContain('Products row 3: Price: Enter a number of at least 0');
    expect(lines[5][6]).toBe('Stones row 3: Product SKU: no row of the Products sheet has the SKU “NOPE-9”');
  });

  it('answers the reasons in Chinese for a member who uses Chinese', async () => {
    const data = await workbook(HEADINGS, [goodRow('ZH-1', { Price: -1 })]);
    const { job } = await importFile(admin, data, 'zh-cn');
    expect(job.refusals[0].reasons).toEqual(['价格：请输入不小于 0 的数字']);
    expect(job.imported).toBe(0);
  });

  it('imports 5,000 rows of which 37 are bad: 4,963 products and exactly the 37 rows in the report', async () => {
    const fresh = await makeCompany(t, { name: 'Bulk Gems' }, { products: [] });
    await onPlan(t, fresh.id, 'business');
    const token = await fresh.admin();
    const bad = new Set(Array.from({ length: 37 }, (_, i) => 7 + i * 131));
    const rows = Array.from({ length: 5000 }, (_, i) => (bad.has(i) ? goodRow(`B-${i}`, { Price: 'free' }) : goodRow(`B-${i}`)));
    const { jobId, job } = await importFile(token, await workbook(HEADINGS, rows));
    expect(job).toMatchObject({ state: 'done', total: 5000, processed: 5000, imported: 4963, refused: 37 });
    expect(job.refusals.map((r) => r.row).sort((a, b) => a - b)).toEqual([...bad].map((i) => i + 2).sort((a, b) => a - b));
    expect(await countOf(fresh.id)).toBe(4963);
    const report = await load((await download('GET', `/api/showroom/product/import/${jobId}/report`, token)).data);
    const refused = (report.worksheets[0].getSheetValues().slice(2) as unknown[][]).filter((l) => l[5] === 'Refused');
    expect(refused.map((l) => l[2])).toEqual(job.refusals.map((r) => r.row));
    expect(refused.every((l) => l[6] === `Products row ${l[2]}: Price: must be a number`)).toBe(true);
  }, 60_000);

  it('never updates: a SKU already in the showroom (whatever its case) is refused, the other rows imported', async () => {
    const before = await countOf(gems.id);
    const { job } = await importFile(admin, await workbook(HEADINGS, [goodRow('hand-1'), goodRow('NEW-1')]));
    expect(job.refusals).toEqual([
      expect.objectContaining({
        row: 2,
        reasons: ['SKU: a product with this SKU is already in your showroom (an import only adds new products)'],
      }),
    ]);
    expect(job.imported).toBe(1);
    expect(await countOf(gems.id)).toBe(before + 1);
  });

  it('writes nothing when the write fails half-way, and says the import failed', async () => {
    const db = t.database.db;
    const before = await countOf(gems.id);
    // The database refuses the 700th row: the first chunk of 500 was already inserted in the same transaction.
    await db.execute(
      sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$ begin
        if new.sku = 'BOOM-699' then raise exception 'boom'; end if; return new; end $$`),
    );
    await db.execute(sql.raw('create trigger refuse_boom before insert on products for each row execute function refuse_boom()'));
    try {
      const rows = Array.from({ length: 800 }, (_, i) => goodRow(`BOOM-${i}`));
      const { job } = await importFile(admin, await workbook(HEADINGS, rows), 'zh-cn');
      expect(job).toMatchObject({ state: 'failed', imported: 0, message: '产品未能保存，因此没有导入任何产品。请重试。' });
    } finally {
      await db.execute(sql.raw('drop trigger refuse_boom on products'));
      await db.execute(sql.raw('drop function refuse_boom()'));
    }
    expect(await countOf(gems.id)).toBe(before);
  });
});

describe('export and re-import', () => {
  it('exports the selected products in the template columns; the file re-imports to equal products', async () => {
    const db = t.database.db;
    const source = await db
      .select()
      .from(products)
      .where(and(eq(products.companyId, gems.id), inArray(products.sku, ['HAND-1', 'HAND-4', 'NEW-1'])));
    const theirs = await db
      .insert(products)
      .values({ companyId: other.id, name: 'Theirs', sku: 'TH-1', currency: 'USD', categories: [30733] })
      .returning();
    await db
      .update(products)
      .set({
        releaseAt: new Date('2026-05-01T08:30:00Z'),
        variants: [
          { name: 'Size 6', sku: 'V6', price: 99.5 },
          { name: 'Size 7', sku: null, price: null },
        ],
        resources: [{ name: 'Catalogue', url: 'https://example.com/a|b.pdf' }],
        tags: ['ruby', 'gift'],
        // A pre-order has its window and no stock count (the write path clears a count of another availability).
        availability: 'preorder',
        preorderFrom: '2026-06-01',
        preorderTo: '2026-06-30',
        stock: null,
        trackInventory: false,
        grossWeightGrams: 5.125,
        metalWeightGrams: 4.5,
        fineness: '18K/750',
        listed: false,
        immediate: true,
        displaySeq: 4,
      })
      .where(eq(products.sku, 'HAND-1'));
    const ids = [...source.map((p) => p.id), theirs[0].id];
    const res = await download('POST', '/api/showroom/product/export', admin, { ids }, 'zh-tw');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const book = await load(res.data);
    expect(book.worksheets[0].name).toBe('產品');
    expect(book.worksheets[0].rowCount).toBe(4);
    expect(JSON.stringify(book.worksheets[0].getSheetValues())).not.toContain('TH-1');

    const exported = await db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          source.map((p) => p.id),
        ),
      )
      .orderBy(asc(products.sku));
    const membership = await db.select().from(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
    // Re-import after deleting the originals (an import never updates: the SKUs must be free).
    await api(t, 'POST', '/api/showroom/product/batch', admin, { action: 'delete', ids: source.map((p) => p.id) });
    const { job } = await importFile(admin, res.data, 'en');
    expect(job).toMatchObject({ state: 'done', imported: 3, refused: 0 });
    const again = await db
      .select()
      .from(products)
      .where(inArray(products.sku, ['HAND-1', 'HAND-4', 'NEW-1']))
      .orderBy(asc(products.sku));
    // Columns the write path derives (the originals were edited in SQL above, past it) and the times of this run.
    const strip = ({
      id: _i,
      createdAt: _c,
      updatedAt: _u,
      searchText: _s,
      facetCodes: _f,
      caratTotal: _t,
      firstPublishedAt: _p,
      ...rest
    }: (typeof again)[number]) => rest;
    expect(again.map(strip)).toEqual(exported.map(strip));
    for (const p of again) {
      expect(p.facetCodes).toEqual(productFacetCodes(p));
      expect(p.caratTotal).toBe(caratTotalOf(p.stones));
    }
    const after = await db.select().from(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
    expect(after.length).toBe(membership.length);
    expect(after.map((c) => c.productId)).toEqual([again.find((p) => p.sku === 'HAND-1')!.id]);
  });

  it('refuses an empty selection with the SPEC message, and exports nothing of another company', async () => {
    const empty = await download('POST', '/api/showroom/product/export', admin, { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 40000,
      data: { fieldErrors: [{ path: 'ids', message: 'Select at least one product first' }] },
    });
    const [theirs] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, other.id));
    const res = await download('POST', '/api/showroom/product/export', admin, { ids: [theirs.id] });
    const book = await load(res.data);
    expect(book.worksheets[0].rowCount).toBe(1);
  });
});

describe('the import on the job queue', () => {
  it('keeps the import in the database: a second server that works no jobs starts it, follows it and reads its report', async () => {
    const fresh = await makeCompany(t, { name: 'Queue Gems' }, { products: [] });
    const token = await fresh.admin();
    // Another API process on the same database: it only enqueues, so the job runs in the first one.
    const second = await buildApp({ ...t.config, jobs: { ...t.config.jobs, work: false } }, t.database);
    await second.ready();
    try {
      const on = { ...t, app: second };
      const started = await upload(token, await workbook(HEADINGS, [goodRow('Q-1'), goodRow('Q-2', { Price: -1 })]), 'en', 'q.xlsx', on);
      expect(started.body.code, started.body.msg).toBe(200);
      const jobId = started.body.data!.jobId;
      const job = await finished(token, jobId, 'en', on);
      expect(job).toMatchObject({ state: 'done', total: 2, processed: 2, imported: 1, refused: 1 });
      expect(job.refusals.map((r) => r.row)).toEqual([3]);
      expect(await countOf(fresh.id)).toBe(1);
      const report = await load((await download('GET', `/api/showroom/product/import/${jobId}/report`, token)).data);
      expect((report.worksheets[0].getSheetValues().slice(2) as unknown[][]).map((l) => [l[2], l[5]])).toEqual([
        [2, 'Imported'],
        [3, 'Refused'],
      ]);
      // Another company's import is not found on any server.
      expect((await api(on, 'GET', `/api/showroom/product/import/${jobId}`, otherAdmin)).body.code).toBe(40400);
    } finally {
      await second.close();
    }
    const [row] = await t.database.db.select().from(productImports).where(eq(productImports.companyId, fresh.id));
    expect(row).toMatchObject({ state: 'done', imported: 1, refused: 1, file: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('allows one running import per company; an import whose job is long gone no longer blocks and reads failed', async () => {
    const fresh = await makeCompany(t, { name: 'Busy Gems' }, { products: [] });
    const token = await fresh.admin();
    const db = t.database.db;
    // An import of the company that has not ended (its job still queued or running somewhere).
    const [running] = await db
      .insert(productImports)
      .values({ companyId: fresh.id, userId: fresh.adminId, locale: 'en', state: 'checking' })
      .returning({ id: productImports.id });
    const refused = await upload(token, await workbook(HEADINGS, [goodRow('BUSY-1')]), 'tr');
    expect(refused.body).toMatchObject({ code: 40900, msg: 'Şirketinizin bir içe aktarımı hâlâ sürüyor. Lütfen bitmesini bekleyin.' });
    // Another company is not held up by it.
    const free = await upload(otherAdmin, await workbook(HEADINGS, [goodRow('FREE-1')]));
    expect(free.body.code).toBe(200);
    expect((await finished(otherAdmin, free.body.data!.jobId)).state).toBe('done');

    // Never started, and older than its job can still be waiting (both attempts expired): the next upload goes ahead.
    await db
      .update(productImports)
      .set({ createdAt: new Date(Date.now() - IMPORT_RUNNING_MAX_MS - 1000) })
      .where(eq(productImports.id, running.id));
    const stale = (await api<ProductImportJob>(t, 'GET', `/api/showroom/product/import/${running.id}`, token)).body.data;
    expect(stale).toMatchObject({
      state: 'failed',
      imported: 0,
      message: 'The import was interrupted: the server running it stopped, and nothing of it was saved. Please upload the file again.',
    });
    const { job } = await importFile(token, await workbook(HEADINGS, [goodRow('BUSY-1')]));
    expect(job).toMatchObject({ state: 'done', imported: 1 });
    expect(await countOf(fresh.id)).toBe(1);
  });

  it('ends an import whose heartbeat stopped (its worker died) at the next look, and keeps one that beats (issue 28 item 12)', async () => {
    const fresh = await makeCompany(t, { name: 'Heartbeat Gems' }, { products: [] });
    const token = await fresh.admin();
    const db = t.database.db;
    const file = await workbook(HEADINGS, [goodRow('BEAT-1')]);
    const beatAgo = (ms: number) => sql`now() - (${ms}::integer * interval '1 millisecond')`;
    // Started a minute ago and beating: still running, whatever its age.
    const [alive] = await db
      .insert(productImports)
      .values({
        companyId: fresh.id,
        userId: fresh.adminId,
        locale: 'en',
        file,
        state: 'checking',
        createdAt: new Date(Date.now() - 60_000),
        heartbeatAt: beatAgo(IMPORT_SILENT_MS - 5_000),
      })
      .returning({ id: productImports.id });
    expect((await upload(token, file)).body.code).toBe(40900);
    expect((await api<ProductImportJob>(t, 'GET', `/api/showroom/product/import/${alive.id}`, token)).body.data.state).toBe('checking');

    // Its heartbeat silent for longer than IMPORT_SILENT_MS: the status reads failed, saying why, in the reader's language.
    await db
      .update(productImports)
      .set({ heartbeatAt: beatAgo(IMPORT_SILENT_MS + 1_000) })
      .where(eq(productImports.id, alive.id));
    const dead = (await api<ProductImportJob>(t, 'GET', `/api/showroom/product/import/${alive.id}`, token, undefined, 'zh-tw')).body.data;
    expect(dead).toMatchObject({
      state: 'failed',
      imported: 0,
      message: '匯入已中斷：執行匯入的伺服器停止了運作，沒有儲存任何內容。請重新上傳檔案。',
    });
    // Ended for good: its file dropped, and a late run of its job (the queue's retry) finds it ended and writes nothing.
    const [row] = await db.select().from(productImports).where(eq(productImports.id, alive.id));
    expect(row).toMatchObject({ state: 'failed', file: null, failure: { key: 'importInterrupted' } });
    await t.app.deps.jobs.send(IMPORT_PRODUCTS_JOB, { importId: alive.id });
    await t.app.deps.jobs.settled();
    expect(await countOf(fresh.id)).toBe(0);

    // The same for the upload's check, without a poll first: a dead import never blocks the next one.
    await db.insert(productImports).values({
      companyId: fresh.id,
      userId: fresh.adminId,
      locale: 'en',
      file,
      state: 'writing',
      heartbeatAt: beatAgo(IMPORT_SILENT_MS + 1_000),
    });
    const { job } = await importFile(token, file);
    expect(job).toMatchObject({ state: 'done', imported: 1 });
    // A running import beats: its row has a heartbeat once its job has started.
    const [done] = await db
      .select()
      .from(productImports)
      .where(eq(productImports.id, (await importFile(token, await workbook(HEADINGS, [goodRow('BEAT-2')]))).jobId));
    expect(done.heartbeatAt).toBeInstanceOf(Date);
  });

  it('imports once when its job runs again (a retry after a crash half-way, then a duplicate)', async () => {
    const fresh = await makeCompany(t, { name: 'Retry Gems' }, { products: [] });
    const token = await fresh.admin();
    const file = await workbook(HEADINGS, [goodRow('R-1'), goodRow('R-2')]);
    // As a process that died while checking left it: not ended, its file kept, some progress written.
    const [row] = await t.database.db
      .insert(productImports)
      .values({ companyId: fresh.id, userId: fresh.adminId, locale: 'en', file, state: 'checking', processed: 1, total: 2 })
      .returning({ id: productImports.id });
    const jobs = t.app.deps.jobs;
    await jobs.send(IMPORT_PRODUCTS_JOB, { importId: row.id });
    await jobs.send(IMPORT_PRODUCTS_JOB, { importId: row.id });
    await jobs.settled();
    const job = await finished(token, row.id);
    expect(job).toMatchObject({ state: 'done', total: 2, processed: 2, imported: 2, refused: 0 });
    expect(await countOf(fresh.id)).toBe(2);
  });
});

describe('access', () => {
  it('keeps a job to its company, refuses guests and buyers, and follows the permission points', async () => {
    const { jobId } = await importFile(admin, await workbook(HEADINGS, [goodRow('ACC-1')]));
    const theirs = await api(t, 'GET', `/api/showroom/product/import/${jobId}`, otherAdmin);
    expect(theirs.body.code).toBe(40400);
    expect((await download('GET', `/api/showroom/product/import/${jobId}/report`, otherAdmin)).json().code).toBe(40400);
    // Staff of the same company see it.
    expect((await api(t, 'GET', `/api/showroom/product/import/${jobId}`, staff)).body.code).toBe(200);

    const guest = await upload(undefined, await workbook(HEADINGS, [goodRow('G-1')]));
    expect(guest.body.code).toBe(30007);
    expect((await download('GET', '/api/showroom/product/import/template')).json().code).toBe(30007);
    const asBuyer = await upload(buyer, await workbook(HEADINGS, [goodRow('BY-1')]));
    expect(asBuyer.body.code).toBe(40300);
    expect((await download('GET', '/api/showroom/product/import/template', buyer)).json().code).toBe(40300);
    expect((await download('POST', '/api/showroom/product/export', buyer, { ids: [1] })).json().code).toBe(40300);
    expect((await api(t, 'GET', `/api/showroom/product/import/${jobId}`, buyer)).body.code).toBe(40300);

    // A standard user without the import and export points (taken from the role here) is refused too.
    const db = t.database.db;
    const [role] = await db.select().from(roles).where(eq(roles.code, 'seller_standard'));
    const removed = await db
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, role.id), inArray(roleMenus.menuId, [1015, 1016])))
      .returning();
    t.app.deps.roleMenus.invalidate();
    try {
      expect((await upload(staff, await workbook(HEADINGS, [goodRow('ST-1')]))).body.code).toBe(40300);
      expect((await download('POST', '/api/showroom/product/export', staff, { ids: [1] })).json().code).toBe(40300);
      expect((await download('GET', '/api/showroom/product/import/template', staff)).json().code).toBe(40300);
    } finally {
      await db.insert(roleMenus).values(removed);
      t.app.deps.roleMenus.invalidate();
    }
    expect(removed).toHaveLength(2);
  });
});

/** A zip of stored-then-deflated entries; `lieAbout` declares that size for the last entry instead of its own. */
function zip(entries: [string, Buffer][], lieAbout?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  entries.forEach(([name, data], i) => {
    const packed = deflateRawSync(data, { level: 9 });
    const size = lieAbout !== undefined && i === entries.length - 1 ? lieAbout : data.length;
    const nameBuf = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + packed.length;
  });
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
