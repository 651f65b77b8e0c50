import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type {
  BatchRefusal,
  OwnProductOptions,
  OwnProducts,
  ProductBatchInput,
  ProductBatchResult,
} from '@gembourse/contracts/own-products';
import { brands, collectionProducts, collections, products } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import type { NewProduct } from './product-writes.repository.ts';
import { FILL_SEARCH_TEXT_JOB } from './product-search-text.service.ts';
import { nameList } from './own-products.service.ts';

let t: TestApp;
let gems: KitCompany;
let other: KitCompany;
let admin: string;
let staff: string;
let otherAdmin: string;
let buyer: string;
const id: Record<string, number> = {};
let brandA: number;
let brandB: number;
let otherBrand: number;
let classics: number;
let otherCollection: number;

const IMG = '/uploads/img/2026/01/own-products-test.webp';
const day = 86_400_000;
const base = Date.UTC(2026, 0, 1);

type Draft = Partial<NewProduct> & { name: string; sku: string; categories: number[] };
// Each product differs in what one filter or sort reads. Created in this order, so `created` ascends; `updated` is
// set to descend from the first to the last.
const PRODUCTS: Draft[] = [
  {
    name: '珍珠项链',
    sku: 'PRL-001',
    tags: ['pearl', 'classic'],
    categories: [30733],
    images: [IMG],
    published: true,
    price: 500,
    priceSort: 50_000,
  },
  {
    name: 'Sapphire Ring',
    sku: 'SAP-002',
    tags: ['blue'],
    categories: [30733, 30734],
    immediate: true,
    availability: 'immediate',
    price: 1200,
    priceSort: 120_000,
  },
  {
    name: '翡翠手鐲',
    sku: 'JAD-003',
    tags: ['jade'],
    categories: [30734],
    images: [IMG],
    published: true,
    listed: false,
    availability: 'preorder',
  },
  { name: 'Opal Brooch', sku: 'OPL-004', tags: ['a', 'b', 'c'], categories: [30735], currency: 'EUR', price: 80, priceSort: 8_800 },
  { name: 'Diamond Studs', sku: 'DIA-005', tags: ['classic'], categories: [30733], images: [IMG], price: 3000, priceSort: 300_000 },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const writes = t.app.deps.services.productWrites;
  gems = await makeCompany(t, { name: 'Own Products Gems' }, { products: [] });
  other = await makeCompany(t, { name: 'Other Products Gems' }, { products: [] });
  [brandA, brandB, otherBrand] = (
    await db
      .insert(brands)
      .values([
        { companyId: gems.id, name: 'Aurora' },
        { companyId: gems.id, name: 'Borealis' },
        { companyId: other.id, name: 'Theirs' },
      ])
      .returning({ id: brands.id })
  ).map((r) => r.id);
  for (const [i, p] of PRODUCTS.entries()) {
    id[p.sku] = await writes.create({
      companyId: gems.id,
      currency: 'USD',
      displaySeq: i + 1,
      brandId: i === 0 ? brandA : i === 2 ? brandB : null,
      ...p,
    });
    await db
      .update(products)
      .set({ createdAt: new Date(base + i * day), updatedAt: new Date(base + (10 - i) * day) })
      .where(eq(products.id, id[p.sku]));
  }
  id.theirs = await writes.create({ companyId: other.id, name: 'Their Ring', sku: 'THR-1', currency: 'USD', categories: [30733] });
  [classics, otherCollection] = (
    await db
      .insert(collections)
      .values([
        { companyId: gems.id, name: 'Classics', releaseAt: new Date(base) },
        { companyId: other.id, name: 'Their Collection', releaseAt: new Date(base) },
      ])
      .returning({ id: collections.id })
  ).map((r) => r.id);
  await db.insert(collectionProducts).values([
    { collectionId: classics, productId: id['PRL-001'], sort: 1 },
    { collectionId: classics, productId: id['DIA-005'], sort: 2 },
  ]);
  admin = await gems.admin();
  staff = await gems.staff();
  otherAdmin = await other.admin();
  buyer = await loginAs(t.app, 'buyer@example.com');
});
afterAll(() => t?.close());

const list = (token: string | undefined, query = '') => api<OwnProducts>(t, 'GET', `/api/showroom/product/list${query}`, token);
const batch = (token: string | undefined, body: ProductBatchInput | object, lang?: string) =>
  api<ProductBatchResult>(t, 'POST', '/api/showroom/product/batch', token, body, lang);
const skus = async (query: string, token = admin) => {
  const { body } = await list(token, query);
  expect(body.code, query).toBe(200);
  return body.data.list.map((p) => p.sku);
};
const rowsOf = (...skuList: string[]) =>
  t.database.db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        skuList.map((s) => id[s]),
      ),
    );
const rowOf = async (sku: string) => (await rowsOf(sku))[0];

describe('GET /api/showroom/product/list', () => {
  it('lists every product of my company, drafts and unlisted ones included, newest change first', async () => {
    const { status, body } = await list(admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 5, pageNum: 1, pageSize: 20, hasMore: false });
    expect(body.data.list.map((p) => p.sku)).toEqual(['PRL-001', 'SAP-002', 'JAD-003', 'OPL-004', 'DIA-005']);
    expect(body.data.list[0]).toMatchObject({
      name: '珍珠项链',
      image: IMG,
      tags: ['pearl', 'classic'],
      brandId: brandA,
      brandName: 'Aurora',
      currency: 'USD',
      price: 500,
      published: true,
      listed: true,
      released: true,
      displaySeq: 1,
      createdAt: new Date(base).toISOString(),
    });
    expect(body.data.list[1]).toMatchObject({ name: 'Sapphire Ring', image: null, brandName: null, published: false });
  });

  it('filters by category, collection, brand, tag, published, listed, Immediate and availability', async () => {
    expect(await skus('?category=30734')).toEqual(['SAP-002', 'JAD-003']);
    expect(await skus(`?collection=${classics}&sort=created_asc`)).toEqual(['PRL-001', 'DIA-005']);
    expect(await skus(`?brand=${brandB}`)).toEqual(['JAD-003']);
    expect(await skus('?tag=classic')).toEqual(['PRL-001', 'DIA-005']);
    expect(await skus('?published=false')).toEqual(['SAP-002', 'OPL-004', 'DIA-005']);
    expect(await skus('?published=true&listed=false')).toEqual(['JAD-003']);
    expect(await skus('?immediate=true')).toEqual(['SAP-002']);
    expect(await skus('?availability=preorder')).toEqual(['JAD-003']);
    // Another company's collection or brand filters down to nothing: they hold none of my products.
    expect(await skus(`?collection=${otherCollection}`)).toEqual([]);
  });

  it('sorts by every order of SPEC §9 it offers; a product without a price comes last either way', async () => {
    expect(await skus('?sort=updated_asc')).toEqual(['DIA-005', 'OPL-004', 'JAD-003', 'SAP-002', 'PRL-001']);
    expect(await skus('?sort=created_desc')).toEqual(['DIA-005', 'OPL-004', 'JAD-003', 'SAP-002', 'PRL-001']);
    expect(await skus('?sort=created_asc')).toEqual(['PRL-001', 'SAP-002', 'JAD-003', 'OPL-004', 'DIA-005']);
    expect(await skus('?sort=showroom_desc')).toEqual(['DIA-005', 'OPL-004', 'JAD-003', 'SAP-002', 'PRL-001']);
    expect(await skus('?sort=showroom_asc')).toEqual(['PRL-001', 'SAP-002', 'JAD-003', 'OPL-004', 'DIA-005']);
    expect(await skus('?sort=name_asc')).toEqual(['DIA-005', 'OPL-004', 'SAP-002', 'PRL-001', 'JAD-003']);
    expect(await skus('?sort=name_desc')).toEqual(['JAD-003', 'PRL-001', 'SAP-002', 'OPL-004', 'DIA-005']);
    // EUR 80 sorts by its USD value (price_sort), below USD 500.
    expect(await skus('?sort=price_asc')).toEqual(['OPL-004', 'PRL-001', 'SAP-002', 'DIA-005', 'JAD-003']);
    expect(await skus('?sort=price_desc')).toEqual(['DIA-005', 'SAP-002', 'PRL-001', 'OPL-004', 'JAD-003']);
  });

  it('searches name, SKU and tags; simplified and traditional Chinese find each other', async () => {
    expect(await skus('?q=sapphire')).toEqual(['SAP-002']);
    expect(await skus('?q=opl-004')).toEqual(['OPL-004']);
    expect(await skus('?q=PEARL')).toEqual(['PRL-001']);
    expect(await skus(`?q=${encodeURIComponent('珍珠项链')}`)).toEqual(['PRL-001']);
    // The same words typed in traditional script find the simplified name, and the reverse.
    expect(await skus(`?q=${encodeURIComponent('珍珠項鍊')}`)).toEqual(['PRL-001']);
    expect(await skus(`?q=${encodeURIComponent('項鏈')}`)).toEqual(['PRL-001']);
    expect(await skus(`?q=${encodeURIComponent('翡翠手镯')}`)).toEqual(['JAD-003']);
    expect(await skus(`?q=${encodeURIComponent('镯')}`)).toEqual(['JAD-003']);
    expect(await skus(`?q=${encodeURIComponent('手鐲')}`)).toEqual(['JAD-003']);
    expect(await skus('?q=100%25')).toEqual([]);
    // Search and filters combine; the other company's ring is never found.
    expect(await skus('?q=ring&published=false')).toEqual(['SAP-002']);
    expect(await skus('?q=their')).toEqual([]);
  });

  it('pages with an exact total, in the page sizes the list offers', async () => {
    const bulk = await makeCompany(t, { name: 'Bulk Products Gems' }, { products: [] });
    for (let i = 0; i < 23; i++) {
      await t.app.deps.services.productWrites.create({
        companyId: bulk.id,
        name: `Bulk ${String(i).padStart(2, '0')}`,
        sku: `BLK-${i}`,
        currency: 'USD',
        categories: [30733],
      });
    }
    const token = await bulk.admin();
    const second = (await list(token, '?sort=name_asc&pageNum=2&pageSize=20')).body.data;
    expect(second).toMatchObject({ total: 23, pageNum: 2, pageSize: 20, hasMore: false });
    expect(second.list.map((p) => p.name)).toEqual(['Bulk 20', 'Bulk 21', 'Bulk 22']);
    expect((await list(token, '?pageSize=52')).body.data).toMatchObject({ total: 23, hasMore: false });
    expect((await list(token, '?pageSize=20')).body.data).toMatchObject({ total: 23, hasMore: true });
    for (const query of ['?pageSize=3', '?sort=most_visited', '?published=yes', '?availability=soon']) {
      expect((await list(token, query)).body.code, query).toBe(40000);
    }
  });

  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    expect((await list(undefined)).body.code).toBe(30007);
    expect((await list(buyer)).body.code).toBe(40300);
    expect((await api(t, 'GET', '/api/showroom/product/options', buyer)).body.code).toBe(40300);
  });
});

describe('GET /api/showroom/product/options', () => {
  it("answers my company's collections and brands by name and its tags, most used first", async () => {
    const { body } = await api<OwnProductOptions>(t, 'GET', '/api/showroom/product/options', staff);
    expect(body.data).toEqual({
      collections: [{ id: classics, name: 'Classics' }],
      brands: [
        { id: brandA, name: 'Aurora' },
        { id: brandB, name: 'Borealis' },
      ],
      tags: ['classic', 'a', 'b', 'blue', 'c', 'jade', 'pearl'],
    });
  });
});

describe('POST /api/showroom/product/batch', () => {
  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    expect((await batch(undefined, { action: 'publish', ids: [id['DIA-005']] })).body.code).toBe(30007);
    expect((await batch(buyer, { action: 'publish', ids: [id['DIA-005']] })).body.code).toBe(40300);
    expect((await rowOf('DIA-005')).published).toBe(false);
  });

  it('refuses an empty selection with a translated field error on ids', async () => {
    const messages: Record<string, string> = {};
    for (const lang of ['en', 'zh-cn', 'zh-tw', 'tr']) {
      const { status, body } = await batch(admin, { action: 'publish', ids: [] }, lang);
      expect(status).toBe(400);
      expect(body.code).toBe(40000);
      const errors = fieldErrors(body.data);
      expect(errors.map((e) => e.path)).toEqual(['ids']);
      messages[lang] = errors[0].message;
    }
    expect(messages).toEqual({
      en: 'Select at least one product first',
      'zh-cn': '请至少选择一个产品',
      'zh-tw': '請至少選擇一項產品',
      tr: 'Önce en az bir ürün seçin',
    });
  });

  it("changes nothing of another company's products: changed counts my rows only", async () => {
    expect((await batch(admin, { action: 'unpublish', ids: [id.theirs] })).body.data).toEqual({ changed: 0 });
    expect((await batch(admin, { action: 'delete', ids: [id.theirs] })).body.data).toEqual({ changed: 0 });
    expect((await batch(otherAdmin, { action: 'addTag', ids: [id['PRL-001'], id.theirs], tag: 'mine' })).body.data).toEqual({ changed: 1 });
    expect((await rowOf('PRL-001')).tags).toEqual(['pearl', 'classic']);
    expect((await rowOf('theirs')).tags).toEqual(['mine']);
  });

  it('needs the permission point of each action: a standard user may not delete (40300, nothing written)', async () => {
    const { status, body } = await batch(staff, { action: 'delete', ids: [id['OPL-004']] });
    expect(status).toBe(403);
    expect(body.code).toBe(40300);
    expect(await rowOf('OPL-004')).toBeDefined();
    // The points a standard user holds work.
    expect((await batch(staff, { action: 'markImmediate', ids: [id['OPL-004']] })).body.data).toEqual({ changed: 1 });
    expect((await batch(staff, { action: 'unmarkImmediate', ids: [id['OPL-004']] })).body.data).toEqual({ changed: 1 });
  });

  it('refuses to publish products without an image as a whole, naming them (40900), and publishes nothing', async () => {
    const ids = [id['SAP-002'], id['OPL-004'], id['DIA-005']];
    const { status, body } = await batch(admin, { action: 'publish', ids });
    expect(status).toBe(409);
    expect(body.code).toBe(40900);
    expect(body.data as unknown as BatchRefusal).toEqual({
      reason: 'noImage',
      products: [
        { id: id['SAP-002'], name: 'Sapphire Ring' },
        { id: id['OPL-004'], name: 'Opal Brooch' },
      ],
    });
    expect(body.msg).toBe('Products without an image cannot be published: Sapphire Ring, Opal Brooch');
    const zh = await batch(admin, { action: 'publish', ids }, 'zh-cn');
    expect(zh.body.msg).toBe('没有图片的产品无法发布：Sapphire Ring、Opal Brooch');
    expect((await rowsOf('SAP-002', 'OPL-004', 'DIA-005')).map((r) => r.published)).toEqual([false, false, false]);
  });

  it('names the first few products of a refusal, then how many more', () => {
    expect(nameList(['A', 'B'], 'en')).toBe('A, B');
    expect(nameList(['A', 'B', 'C', 'D', 'E'], 'en')).toBe('A, B, C and 2 more');
    expect(nameList(['A', 'B', 'C', 'D'], 'tr')).toBe('A, B, C ve 1 ürün daha');
    expect(nameList(['甲', '乙', '丙', '丁'], 'zh-tw')).toBe('甲、乙、丙 等另外 1 項');
  });

  it('publishes and withdraws, lists and unlists, marks and unmarks Immediate; changed counts real changes', async () => {
    const publish = await batch(admin, { action: 'publish', ids: [id['DIA-005'], id['PRL-001']] });
    expect(publish.body.data).toEqual({ changed: 1 });
    expect((await rowOf('DIA-005')).published).toBe(true);
    expect((await batch(admin, { action: 'unpublish', ids: [id['DIA-005']] })).body.data).toEqual({ changed: 1 });
    expect((await batch(admin, { action: 'list', ids: [id['JAD-003'], id['PRL-001']] })).body.data).toEqual({ changed: 1 });
    expect((await rowOf('JAD-003')).listed).toBe(true);
    expect((await batch(admin, { action: 'unlist', ids: [id['JAD-003']] })).body.data).toEqual({ changed: 1 });
    expect((await rowOf('JAD-003')).listed).toBe(false);
    expect((await batch(admin, { action: 'markImmediate', ids: [id['DIA-005'], id['SAP-002']] })).body.data).toEqual({ changed: 1 });
    expect((await batch(admin, { action: 'unmarkImmediate', ids: [id['DIA-005']] })).body.data).toEqual({ changed: 1 });
    expect((await rowOf('DIA-005')).immediate).toBe(false);
  });

  it("adds to and removes from one of my collections; another company's collection is 404", async () => {
    const add = await batch(admin, { action: 'addToCollection', ids: [id['SAP-002'], id['PRL-001']], collectionId: classics });
    expect(add.body.data).toEqual({ changed: 1 });
    expect(await skus(`?collection=${classics}&sort=created_asc`)).toEqual(['PRL-001', 'SAP-002', 'DIA-005']);
    const [added] = await t.database.db.select().from(collectionProducts).where(eq(collectionProducts.productId, id['SAP-002']));
    expect(added.sort).toBe(3);
    const remove = await batch(admin, { action: 'removeFromCollection', ids: [id['SAP-002'], id['JAD-003']], collectionId: classics });
    expect(remove.body.data).toEqual({ changed: 1 });
    expect(await skus(`?collection=${classics}&sort=created_asc`)).toEqual(['PRL-001', 'DIA-005']);
    for (const collectionId of [otherCollection, 99_999_999]) {
      expect((await batch(admin, { action: 'addToCollection', ids: [id['SAP-002']], collectionId })).body.code).toBe(40400);
    }
    const theirs = await t.database.db.select().from(collectionProducts).where(eq(collectionProducts.collectionId, otherCollection));
    expect(theirs).toEqual([]);
  });

  it('adds and removes a category of the dictionary; never the last one of a product', async () => {
    expect((await batch(admin, { action: 'addCategory', ids: [id['OPL-004'], id['SAP-002']], categoryId: 30734 })).body.data).toEqual({
      changed: 1,
    });
    expect((await rowOf('OPL-004')).categories).toEqual([30735, 30734]);
    const unknown = await batch(admin, { action: 'addCategory', ids: [id['OPL-004']], categoryId: 38001 }, 'tr');
    expect(unknown.body.code).toBe(40000);
    expect(fieldErrors(unknown.body.data)).toEqual([{ path: 'categoryId', message: 'Lütfen listeden değer seçin.' }]);

    // 翡翠手鐲 has 30734 alone: the whole batch is refused, Opal keeps 30734 too.
    const last = await batch(admin, { action: 'removeCategory', ids: [id['OPL-004'], id['JAD-003']], categoryId: 30734 });
    expect(last.body.code).toBe(40900);
    expect(last.body.data).toEqual({ reason: 'lastCategory', products: [{ id: id['JAD-003'], name: '翡翠手鐲' }] });
    expect(last.body.msg).toContain('翡翠手鐲');
    expect((await rowOf('OPL-004')).categories).toEqual([30735, 30734]);

    const ok = await batch(admin, { action: 'removeCategory', ids: [id['OPL-004'], id['PRL-001']], categoryId: 30734 });
    expect(ok.body.data).toEqual({ changed: 1 });
    expect((await rowOf('OPL-004')).categories).toEqual([30735]);
  });

  it('adds and removes a tag, refusing products that hold the most tags already; the search follows', async () => {
    const full = await batch(admin, { action: 'addTag', ids: [id['OPL-004'], id['DIA-005']], tag: 'gift' }, 'zh-tw');
    expect(full.body.code).toBe(40900);
    expect(full.body.data).toEqual({ reason: 'tooManyTags', products: [{ id: id['OPL-004'], name: 'Opal Brooch' }] });
    expect(full.body.msg).toBe('每項產品最多 3 個標籤，下列產品已滿：Opal Brooch');
    expect((await rowOf('DIA-005')).tags).toEqual(['classic']);

    // A product that has the tag already is unchanged, not refused (Opal holds 'a').
    const added = await batch(admin, { action: 'addTag', ids: [id['OPL-004'], id['DIA-005']], tag: 'a' });
    expect(added.body.data).toEqual({ changed: 1 });
    expect((await rowOf('DIA-005')).tags).toEqual(['classic', 'a']);
    expect((await batch(admin, { action: 'addTag', ids: [id['DIA-005']], tag: '  Gift Idea ' })).body.data).toEqual({ changed: 1 });
    expect(await skus('?q=gift')).toEqual(['DIA-005']);
    expect(await skus(`?tag=${encodeURIComponent('Gift Idea')}`)).toEqual(['DIA-005']);

    expect((await batch(admin, { action: 'removeTag', ids: [id['DIA-005'], id['SAP-002']], tag: 'Gift Idea' })).body.data).toEqual({
      changed: 1,
    });
    expect(await skus('?q=gift')).toEqual([]);
  });

  it("shifts products to one of my brands; another company's brand is 404", async () => {
    expect((await batch(admin, { action: 'shiftBrand', ids: [id['SAP-002'], id['PRL-001']], brandId: brandA })).body.data).toEqual({
      changed: 1,
    });
    expect((await rowOf('SAP-002')).brandId).toBe(brandA);
    for (const brandId of [otherBrand, 99_999_999]) {
      expect((await batch(admin, { action: 'shiftBrand', ids: [id['SAP-002']], brandId })).body.code).toBe(40400);
    }
    expect((await rowOf('SAP-002')).brandId).toBe(brandA);
  });

  it('deletes my products (a supplier admin holds the point)', async () => {
    const extra = await t.app.deps.services.productWrites.create({
      companyId: gems.id,
      name: 'To be deleted',
      sku: 'DEL-1',
      currency: 'USD',
      categories: [30733],
    });
    id['DEL-1'] = extra;
    expect((await batch(admin, { action: 'delete', ids: [extra, id.theirs] })).body.data).toEqual({ changed: 1 });
    expect(await rowsOf('DEL-1')).toEqual([]);
    expect(await rowOf('theirs')).toBeDefined();
  });
});

describe('products.search_text backfill', () => {
  it('the fill job computes the search text of rows written without one', async () => {
    const db = t.database.db;
    await db.update(products).set({ searchText: null }).where(eq(products.id, id['JAD-003']));
    expect(await skus('?q=jade')).toEqual([]);
    await t.app.deps.jobs.send(FILL_SEARCH_TEXT_JOB, {});
    await t.app.deps.jobs.settled();
    expect(await skus('?q=jade')).toEqual(['JAD-003']);
    expect(await skus(`?q=${encodeURIComponent('手镯')}`)).toEqual(['JAD-003']);
  });
});
