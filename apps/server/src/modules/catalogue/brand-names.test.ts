import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { brands, products } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { createDefaultBrands } from './brands.repository.ts';

// Issue 28 item 9: an English page showed "Brand: 龍珠珍珠有限公司" beside the English company name. A default brand
// carries its company's names in both forms and reads as the company's name does (the contract's nameFor): the
// product page, favourites, the supplier's own list and its filters; it follows the company's names until the
// supplier renames it.

let t: TestApp;
let dragon: KitCompany;
let admin: string;
let buyer: string;
let brandId: number;
let productId: number;

const NAME = '龍珠珍珠有限公司';
const NAME_EN = 'Dragon Pearl Co., Ltd.';

const brandRow = async () => (await t.database.db.select().from(brands).where(eq(brands.id, brandId)))[0];
const viewBrand = async (lang: string, token?: string) =>
  (
    await api<{ brand: { id: number; name: string } | null; companyName: string }>(
      t,
      'GET',
      `/api/product/view/${productId}`,
      token,
      undefined,
      lang,
    )
  ).body.data;

beforeAll(async () => {
  t = await createTestApp();
  dragon = await makeCompany(t, { name: NAME, nameEn: NAME_EN, productPrivacy: 'everyone' });
  // As registration creates it (company-records.service.ts): the default brand with the company's names.
  await createDefaultBrands(t.database.db, [{ companyId: dragon.id, name: NAME, nameEn: NAME_EN }]);
  [{ id: brandId }] = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.companyId, dragon.id));
  [{ id: productId }] = await t.database.db
    .update(products)
    .set({ brandId })
    .where(eq(products.companyId, dragon.id))
    .returning({ id: products.id });
  admin = await dragon.admin();
  buyer = await loginAs(t.app, 'buyer@example.com');
});
afterAll(() => t?.close());

describe("a default brand's names", () => {
  it("shows the product page's brand in the reader's language, as the company name beside it", async () => {
    for (const [lang, name] of [
      ['en_US', NAME_EN],
      ['tr_TR', NAME_EN],
      ['zh_CN', NAME],
      ['zh_TW', NAME],
    ] as const) {
      const view = await viewBrand(lang);
      expect([lang, view.brand?.name, view.companyName]).toEqual([lang, name, name]);
    }
  });

  it("names the brand so in a buyer's favourites and in the supplier's own list and filters", async () => {
    expect((await api(t, 'POST', `/api/favourite/brand/${brandId}`, buyer, { collected: true })).body.code).toBe(200);
    const favourites = await api<{ list: { id: number; name: string }[] }>(
      t,
      'GET',
      '/api/company/favorite/brand/list',
      buyer,
      undefined,
      'en_US',
    );
    expect(favourites.body.data.list.find((b) => b.id === brandId)?.name).toBe(NAME_EN);
    const zh = await api<{ list: { id: number; name: string }[] }>(t, 'GET', '/api/company/favorite/brand/list', buyer, undefined, 'zh_TW');
    expect(zh.body.data.list.find((b) => b.id === brandId)?.name).toBe(NAME);

    const own = await api<{ list: { id: number; brandName: string | null }[] }>(
      t,
      'GET',
      '/api/showroom/product/list',
      admin,
      undefined,
      'en_US',
    );
    expect(own.body.data.list.find((p) => p.id === productId)?.brandName).toBe(NAME_EN);
    const options = await api<{ brands: { id: number; name: string }[] }>(
      t,
      'GET',
      '/api/showroom/product/options',
      admin,
      undefined,
      'zh_CN',
    );
    expect(options.body.data.brands).toContainEqual({ id: brandId, name: NAME });
    // The brand page lists both names for the supplier to edit.
    const list = await api<{ list: { id: number; name: string; nameEn: string | null }[] }>(t, 'GET', '/api/showroom/brand/list', admin);
    expect(list.body.data.list.find((b) => b.id === brandId)).toMatchObject({ name: NAME, nameEn: NAME_EN });
  });

  it("follows the company's names while not renamed, and keeps the supplier's own names once it is", async () => {
    expect((await api(t, 'POST', '/api/company/update', admin, { nameEn: 'Dragon Pearls Ltd.' })).body.code).toBe(200);
    expect((await viewBrand('en_US')).brand?.name).toBe('Dragon Pearls Ltd.');
    expect(await brandRow()).toMatchObject({ name: NAME, nameEn: 'Dragon Pearls Ltd.' });

    const saved = await api(t, 'POST', '/api/showroom/brand/save', admin, { id: brandId, name: '龍珠', nameEn: 'Dragon Pearl' });
    expect(saved.body.code).toBe(200);
    expect((await viewBrand('en_US')).brand?.name).toBe('Dragon Pearl');
    expect((await viewBrand('zh_CN')).brand?.name).toBe('龍珠');
    await api(t, 'POST', '/api/company/update', admin, { nameEn: 'Dragon Pearl Trading Ltd.' });
    expect(await brandRow()).toMatchObject({ name: '龍珠', nameEn: 'Dragon Pearl' });

    // An emptied English name: the one name for every reader.
    await api(t, 'POST', '/api/showroom/brand/save', admin, { id: brandId, name: '龍珠', nameEn: '' });
    expect((await viewBrand('en_US')).brand?.name).toBe('龍珠');
  });

  it("refuses another company's admin and a guest, writing nothing", async () => {
    const before = await brandRow();
    const rival = await makeCompany(t, { name: 'Brand Names Rival' });
    const rivalAdmin = await rival.admin();
    expect((await api(t, 'POST', '/api/showroom/brand/save', rivalAdmin, { id: brandId, name: 'Mine', nameEn: 'Mine' })).body.code).toBe(
      40400,
    );
    expect((await api(t, 'POST', '/api/showroom/brand/save', undefined, { id: brandId, name: 'Mine', nameEn: 'Mine' })).body.code).toBe(
      30007,
    );
    expect(await brandRow()).toEqual(before);
  });
});

describe('0025 brand names: default brands of existing suppliers', () => {
  const migration = readFileSync(new URL('../../db/migrations/0025_brand_names.sql', import.meta.url), 'utf8');
  const dataStatement = migration.split('--> statement-breakpoint')[1];

  it("gives a default brand still named after its company the company's English name, and no other brand", async () => {
    const { db } = t.database;
    const old = await makeCompany(t, { name: '老字號珠寶', nameEn: 'Old House Jewellery' });
    const renamed = await makeCompany(t, { name: '新名珠寶', nameEn: 'New Name Jewellery' });
    // As the brands of issue 10 were: one name only.
    await db.insert(brands).values([
      { companyId: old.id, name: '老字號珠寶', isDefault: true },
      { companyId: old.id, name: 'Old House Bridal' },
      { companyId: renamed.id, name: 'Renamed by the supplier', isDefault: true },
    ]);
    await db.execute(sql.raw(dataStatement));
    await db.execute(sql.raw(dataStatement)); // twice: nothing more changes
    const rows = await db
      .select({ name: brands.name, nameEn: brands.nameEn })
      .from(brands)
      .where(sql`${brands.companyId} in (${old.id}, ${renamed.id})`)
      .orderBy(brands.id);
    expect(rows).toEqual([
      { name: '老字號珠寶', nameEn: 'Old House Jewellery' },
      { name: 'Old House Bridal', nameEn: null },
      { name: 'Renamed by the supplier', nameEn: null },
    ]);
  });
});
