import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FavouriteBrandPage, FavouriteProductPage } from '@gembourse/contracts/favourites';
import { companies, favourites, products } from '../../db/schema/index.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { defaultBrandOf, extraBrand } from '../catalogue/brands-test-kit.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';

// The favourites page (SPEC §2 /home/my-favorites): my brands and my products (wish list), newest first, their
// removal through the toggles, and the .xlsx export. Favourites belong to the user: nobody else sees or removes them.
// A favourite brand is a supplier's brand (brands.id), shown with its supplier (docs/decisions.md "Brands: one model").

let t: TestApp;
let glow: KitCompany;
let closed: KitCompany;
let other: KitCompany;
let buyer: string;
let otherAdmin: string;
let glowProduct: number;
let closedProduct: number;
/** Brand ids: the suppliers' default brands, and Glow's second brand with a logo of its own. */
const brand: Record<'glow' | 'closed' | 'other' | 'glowPearl', number> = { glow: 0, closed: 0, other: 0, glowPearl: 0 };

const productOf = async (companyId: number) =>
  (await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId)))[0].id;

beforeAll(async () => {
  t = await createTestApp();
  glow = await makeCompany(t, {
    name: '金辉珠宝',
    nameEn: 'Golden Glow Jewellery',
    country: 'HK',
    mainProducts: [30716],
    verificationStatus: 'verified',
    logo: '/uploads/img/glow.webp',
  });
  // A "contacts only" showroom: its products are for connected companies.
  closed = await makeCompany(t, { name: 'Sapphire Lane', country: 'LK', productPrivacy: 'contacts' });
  other = await makeCompany(t, { name: 'Other Gems' });
  [buyer, otherAdmin] = await Promise.all([loginAs(t.app, 'buyer@example.com'), other.admin()]);
  [glowProduct, closedProduct] = await Promise.all([productOf(glow.id), productOf(closed.id)]);
  brand.glow = await defaultBrandOf(t, { id: glow.id, name: '金辉珠宝' });
  brand.closed = await defaultBrandOf(t, { id: closed.id, name: 'Sapphire Lane' });
  brand.other = await defaultBrandOf(t, { id: other.id, name: 'Other Gems' });
  brand.glowPearl = await extraBrand(t, glow.id, 'Glow Pearl', '/uploads/img/glow-pearl.webp');
  await t.database.db
    .update(products)
    .set({ images: ['/uploads/img/strand.webp'], price: 1250 })
    .where(eq(products.id, glowProduct));
});
afterAll(async () => {
  await t?.close();
});

const toggleBrand = (id: number, collected: boolean, token?: string) =>
  api<{ collected: boolean }>(t, 'POST', `/api/favourite/brand/${id}`, token, { collected });
const toggleProduct = (id: number, collected: boolean, token?: string) =>
  api<{ collected: boolean }>(t, 'POST', `/api/favourite/product/${id}`, token, { collected });
const brands = (token?: string, query = '') => api<FavouriteBrandPage>(t, 'GET', `/api/company/favorite/brand/list${query}`, token);
const productList = (token?: string, query = '', lang?: string) =>
  api<FavouriteProductPage>(t, 'GET', `/api/company/favorite/product/list${query}`, token, undefined, lang);
const exportFile = (token: string | undefined, query: string, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/company/favorite/export${query}`,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { lang } : {}) },
  });

async function readWorkbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('favourite brands list', () => {
  it('lists only my own brands, newest first, with their supplier (both names), logo, country, main products and verification', async () => {
    expect((await toggleBrand(brand.closed, true, buyer)).body.code).toBe(200);
    expect((await toggleBrand(brand.glow, true, buyer)).body.code).toBe(200);
    // Another user's favourite is theirs alone.
    expect((await toggleBrand(brand.other, true, otherAdmin)).body.code).toBe(200);
    await t.database.db
      .update(favourites)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(and(eq(favourites.targetType, 'brand'), eq(favourites.targetId, brand.closed)));

    const { body } = await brands(buyer);
    expect(body.code).toBe(200);
    expect(body.data.list.map((b) => b.id)).toEqual([brand.glow, brand.closed]);
    expect(body.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 24, hasMore: false });
    expect(body.data.list[0]).toMatchObject({
      name: '金辉珠宝',
      companyId: glow.id,
      companyName: '金辉珠宝',
      companyNameEn: 'Golden Glow Jewellery',
      // The default brand has no logo of its own: its supplier's stands in.
      logo: '/uploads/img/glow.webp',
      country: 'HK',
      mainProducts: [30716],
      verificationStatus: 'verified',
      verified: true,
      available: true,
    });
    expect(Date.parse(body.data.list[0].collectedAt)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));

    const mine = await brands(otherAdmin);
    expect(mine.body.data.list.map((b) => b.id)).toEqual([brand.other]);
  });

  it("collects a supplier's other brand as itself, with its own name and logo", async () => {
    expect((await toggleBrand(brand.glowPearl, true, otherAdmin)).body.data).toEqual({ collected: true });
    const { body } = await brands(otherAdmin);
    expect(body.data.list[0]).toMatchObject({
      id: brand.glowPearl,
      name: 'Glow Pearl',
      logo: '/uploads/img/glow-pearl.webp',
      companyId: glow.id,
      companyNameEn: 'Golden Glow Jewellery',
    });
    expect((await brands(otherAdmin, '?keyword=pearl')).body.data.list.map((b) => b.id)).toEqual([brand.glowPearl]);
    await toggleBrand(brand.glowPearl, false, otherAdmin);
  });

  it('refuses an unknown brand id with 40400 and writes nothing', async () => {
    expect((await toggleBrand(99_999_999, true, buyer)).body.code).toBe(40400);
    const rows = await t.database.db.select().from(favourites).where(eq(favourites.targetId, 99_999_999));
    expect(rows).toEqual([]);
  });

  it('pages and filters by keyword in any language', async () => {
    const first = await brands(buyer, '?pageSize=1');
    expect(first.body.data).toMatchObject({ total: 2, hasMore: true });
    const second = await brands(buyer, '?pageSize=1&pageNum=2');
    expect(second.body.data.list.map((b) => b.id)).toEqual([brand.closed]);
    expect(second.body.data.hasMore).toBe(false);
    expect((await brands(buyer, `?keyword=${encodeURIComponent('  golden ')}`)).body.data.list.map((b) => b.id)).toEqual([brand.glow]);
    expect((await brands(buyer, `?keyword=${encodeURIComponent('金辉')}`)).body.data.list.map((b) => b.id)).toEqual([brand.glow]);
    expect((await brands(buyer, '?keyword=nothing-like-this')).body.data).toMatchObject({ list: [], total: 0 });
    expect((await brands(buyer, '?pageSize=500')).body.code).toBe(40000);
  });

  it('keeps a suspended brand listed without its link, so it can still be removed', async () => {
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, closed.id));
    const { body } = await brands(buyer);
    expect(body.data.list.find((b) => b.id === brand.closed)?.available).toBe(false);
    // A suspended supplier's brand cannot be collected anew.
    expect((await toggleBrand(brand.closed, true, otherAdmin)).body.code).toBe(40400);
    expect((await toggleBrand(brand.closed, false, buyer)).body.data).toEqual({ collected: false });
    expect((await brands(buyer)).body.data.list.map((b) => b.id)).toEqual([brand.glow]);
    await t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, closed.id));
  });

  it("removes through the toggle; another user's removal leaves mine", async () => {
    await toggleBrand(brand.glow, true, otherAdmin);
    await toggleBrand(brand.glow, false, otherAdmin);
    expect((await brands(buyer)).body.data.list.map((b) => b.id)).toEqual([brand.glow]);
    expect((await toggleBrand(brand.glow, false, buyer)).body.data).toEqual({ collected: false });
    expect((await brands(buyer)).body.data).toMatchObject({ list: [], total: 0 });
    await toggleBrand(brand.glow, true, buyer);
  });

  it('refuses guests with 30007', async () => {
    expect((await brands()).body.code).toBe(30007);
    expect((await productList()).body.code).toBe(30007);
    expect((await toggleProduct(glowProduct, true)).body.code).toBe(30007);
    expect((await toggleProduct(glowProduct, false)).body.code).toBe(30007);
    expect((await exportFile(undefined, '?type=brand')).json().code).toBe(30007);
  });
});

describe('favourite products (wish list)', () => {
  it('collects a product I may see and lists it with image, price, currency and supplier', async () => {
    expect((await toggleProduct(glowProduct, true, buyer)).body.data).toEqual({ collected: true });
    expect((await toggleProduct(glowProduct, true, buyer)).body.data).toEqual({ collected: true });
    const { body } = await productList(buyer);
    expect(body.data).toMatchObject({ total: 1, hasMore: false });
    expect(body.data.list[0]).toMatchObject({
      id: glowProduct,
      image: '/uploads/img/strand.webp',
      price: 1250,
      currency: 'USD',
      companyId: glow.id,
      companyName: 'Golden Glow Jewellery',
      available: true,
    });
    // The supplier's name follows the reader.
    expect((await productList(buyer, '', 'zh_CN')).body.data.list[0].companyName).toBe('金辉珠宝');
    expect((await productList(otherAdmin)).body.data).toMatchObject({ list: [], total: 0 });
    expect((await productList(buyer, '?keyword=golden')).body.data.total).toBe(1);
    expect((await productList(buyer, '?keyword=sapphire')).body.data.total).toBe(0);
  });

  it('refuses products hidden from me: unknown, private, or in a showroom for contacts only (404)', async () => {
    expect((await toggleProduct(99_999_999, true, buyer)).body.code).toBe(40400);
    expect((await toggleProduct(closedProduct, true, buyer)).body.code).toBe(40400);
    // The supplier's own members may collect it.
    expect((await toggleProduct(closedProduct, true, await closed.staff())).body.code).toBe(200);
    const [priv] = await t.database.db
      .insert(products)
      .values({ companyId: glow.id, name: 'Private piece', sku: 'PRIV-1', currency: 'USD', published: true, visibility: 'private' })
      .returning({ id: products.id });
    expect((await toggleProduct(priv.id, true, buyer)).body.code).toBe(40400);
    // Platform staff see everything but collect as members do (issue 28 item 11).
    const staff = await loginAs(t.app, 'admin@example.com');
    expect((await toggleProduct(priv.id, true, staff)).body.code).toBe(40400);
    expect((await toggleProduct(closedProduct, true, staff)).body.code).toBe(40400);
    expect((await productList(staff)).body.data.total).toBe(0);
    expect((await toggleProduct(glowProduct, 'yes' as unknown as boolean, buyer)).body.code).toBe(40000);
  });

  it('keeps a product that was hidden later as "no longer available", without its current fields, and removes it through the toggle', async () => {
    await t.database.db.update(products).set({ published: false }).where(eq(products.id, glowProduct));
    const hidden = (await productList(buyer)).body.data.list[0];
    expect(hidden).toMatchObject({ id: glowProduct, available: false, name: null, sku: null, image: null, price: null, currency: null });
    await t.database.db.update(products).set({ published: true }).where(eq(products.id, glowProduct));
    // Issue 28 item 11: made private and renamed since, its live name and SKU are told to nobody, not even through
    // the keyword; its supplier still finds it.
    const [before] = await t.database.db
      .select({ name: products.name, sku: products.sku })
      .from(products)
      .where(eq(products.id, glowProduct));
    await t.database.db
      .update(products)
      .set({ visibility: 'private', name: 'Secret prototype for a rival', sku: 'SECRET-01' })
      .where(eq(products.id, glowProduct));
    try {
      const page = (await productList(buyer)).body.data;
      expect(page.list.find((p) => p.id === glowProduct)).toMatchObject({
        available: false,
        name: null,
        sku: null,
        companyName: 'Golden Glow Jewellery',
      });
      expect(JSON.stringify(page)).not.toContain('SECRET');
      expect((await productList(buyer, '?keyword=Secret')).body.data.total).toBe(0);
      expect((await productList(buyer, '?keyword=SECRET-01')).body.data.total).toBe(0);
      expect((await productList(buyer, `?keyword=${encodeURIComponent('金辉')}`)).body.data.total).toBe(1);
      const book = await readWorkbook((await exportFile(buyer, '?type=product')).rawPayload);
      expect(book.rows[1].slice(0, 2)).toEqual(['No longer available', '']);
    } finally {
      await t.database.db
        .update(products)
        .set({ visibility: 'showroom', ...before })
        .where(eq(products.id, glowProduct));
    }

    await toggleProduct(glowProduct, false, otherAdmin);
    expect((await productList(buyer)).body.data.total).toBe(1);
    expect((await toggleProduct(glowProduct, false, buyer)).body.data).toEqual({ collected: false });
    expect((await productList(buyer)).body.data.total).toBe(0);
    await toggleProduct(glowProduct, true, buyer);
  });
});

describe('export', () => {
  it('answers my brands as an .xlsx workbook named in the content-disposition', async () => {
    const res = await exportFile(buyer, '?type=brand');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="favourite-brands-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''favourite-brands-/,
    );
    const { name, rows } = await readWorkbook(res.rawPayload);
    expect(name).toBe('Favourite brands');
    expect(rows[0]).toEqual([
      'Brand',
      'Company name',
      'English name',
      'Country/region',
      'Main products',
      'Verification',
      'Collected on',
      'Link',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 6)).toEqual([
      '金辉珠宝',
      '金辉珠宝',
      'Golden Glow Jewellery',
      'Hong Kong, China',
      expect.any(String),
      'Verified',
    ]);
    expect(rows[1][4]).not.toBe('');
    expect(rows[1][6]).toBeInstanceOf(Date);
    expect(rows[1][7]).toMatchObject({ hyperlink: expect.stringContaining(`/home/company-profile?id=${glow.id}`) });
  });

  it('translates headings and the file name, and exports products with their prices', async () => {
    const res = await exportFile(buyer, '?type=product', 'zh_CN');
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^心愿单-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { name, rows } = await readWorkbook(res.rawPayload);
    expect(name).toBe('心愿单');
    expect(rows[0]).toEqual(['产品', '货号', '供应商', '价格', '币种', '状态', '收藏日期', '链接']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 6)).toEqual([expect.stringMatching(/^Sample piece/), expect.any(String), '金辉珠宝', 1250, 'USD', '可查看']);
  });

  it("exports nobody else's rows and refuses a bad type", async () => {
    const res = await exportFile(otherAdmin, '?type=product');
    expect((await readWorkbook(res.rawPayload)).rows).toHaveLength(1);
    const brandsOfOther = await readWorkbook((await exportFile(otherAdmin, '?type=brand')).rawPayload);
    expect(brandsOfOther.rows.slice(1).map((r) => r[0])).toEqual(['Other Gems']);
    expect((await exportFile(buyer, '?type=everything')).json().code).toBe(40000);
  });
});

describe('keyword search of my favourites', () => {
  // Issue 28: the keyword was one phrase, matched with ILIKE on the names as written, so 珍珠项链 missed a 珍珠項鍊, "pearl
  // necklace" a "pearl strand necklace", and 龙珠 a supplier written 龍珠. Now cut into words and folded as the directory
  // and the catalogue fold it, every word needed.
  let member: string;
  let dragon: KitCompany;
  const ids = { trad: 0, strand: 0, brand: 0, own: 0 };
  beforeAll(async () => {
    dragon = await makeCompany(t, { name: '龍珠翠玉行', nameEn: 'Dragon Jade House', profile: '香港的珍珠批發商。' }, { products: [] });
    const shop = await makeCompany(t, { name: 'Keyword Shop', joinType: 'buyer' });
    member = await shop.admin();
    const writes = t.app.deps.services.productWrites;
    const piece = { companyId: dragon.id, currency: 'USD' as const, price: 300, published: true, categories: [30740] };
    ids.trad = await writes.create({ ...piece, sku: 'DJ-1', name: '淡水珍珠項鍊 8-9mm' });
    ids.strand = await writes.create({ ...piece, sku: 'DJ-2', name: 'South Sea pearl strand necklace' });
    ids.brand = await defaultBrandOf(t, { id: dragon.id, name: '龍珠翠玉行' });
    ids.own = await extraBrand(t, dragon.id, '寶光');
    await t.app.deps.jobs.settled();
    for (const id of [ids.trad, ids.strand, glowProduct]) expect((await toggleProduct(id, true, member)).body.code).toBe(200);
    for (const id of [ids.brand, ids.own, brand.glow]) expect((await toggleBrand(id, true, member)).body.code).toBe(200);
  });
  const productIds = async (keyword: string) =>
    (await productList(member, `?keyword=${encodeURIComponent(keyword)}`)).body.data.list.map((p) => p.id).sort();
  const brandIds = async (keyword: string) =>
    (await brands(member, `?keyword=${encodeURIComponent(keyword)}`)).body.data.list.map((b) => b.id).sort();

  it('finds products by every word of the keyword, in either Chinese script, in their text or their supplier’s names', async () => {
    expect(await productIds('珍珠项链')).toEqual([ids.trad]);
    expect(await productIds('珍珠項鍊')).toEqual([ids.trad]);
    expect(await productIds('pearl necklace')).toEqual([ids.strand]);
    expect(await productIds('NECKLACE   south')).toEqual([ids.strand]);
    // The supplier's names, in either script: 龍珠 as written, 龙珠 folded; with a word of the product's own.
    expect(await productIds('龙珠')).toEqual([ids.trad, ids.strand].sort());
    expect(await productIds('dragon strand')).toEqual([ids.strand]);
    expect(await productIds('龍珠 项链')).toEqual([ids.trad]);
    // Every word must match: Glow's piece holds neither.
    expect(await productIds('pearl golden')).toEqual([]);
    expect(await productIds('golden')).toEqual([glowProduct]);
  });

  it("finds brands by every word, in the brand's name or its supplier's text, in either Chinese script", async () => {
    expect(await brandIds('龍珠')).toEqual([ids.brand, ids.own].sort());
    expect(await brandIds('龙珠')).toEqual([ids.brand, ids.own].sort());
    expect(await brandIds('翠玉 dragon')).toEqual([ids.brand, ids.own].sort());
    // A brand's own name is matched as written.
    expect(await brandIds('寶光')).toEqual([ids.own]);
    expect(await brandIds('寶光 golden')).toEqual([]);
    expect(await brandIds('金辉 glow')).toEqual([brand.glow]);
  });
});

describe('OpenAPI', () => {
  it('documents the favourites routes with their schemas and tags', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; parameters?: unknown[]; responses?: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/api/favourite/brand/{id}', 'post'],
      ['/api/favourite/product/{id}', 'post'],
      ['/api/company/favorite/brand/list', 'get'],
      ['/api/company/favorite/product/list', 'get'],
      ['/api/company/favorite/export', 'get'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, path).toBeDefined();
      expect(op.tags, path).toEqual(['favourites']);
      expect(op.responses?.['200'], path).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/company/favorite/export'].get.parameters)).toContain('"type"');
  });
});
