import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { BRAND_LIMITS, type BrandDeleteResult, type OwnBrand, type OwnBrands } from '@gembourse/contracts/brands';
import { menuIdOf } from '@gembourse/contracts/pages';
import { PERM } from '@gembourse/contracts/permissions';
import { brands, favourites, products, roleMenus, roles } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, recordUpload, userByEmail, type KitCompany } from '../company/company-test-kit.ts';
import { defaultBrandOf, extraBrand } from './brands-test-kit.ts';

// The supplier's brands (issue 10 item 5, docs/decisions.md "Brands: one model"): list, create, rename, logo and
// delete, with the default brand that cannot go, products moving to it, and no way into another company's brands.

let t: TestApp;
let gems: KitCompany;
let other: KitCompany;
let admin: string;
let staff: string;
let otherAdmin: string;
let buyer: string;
const brand: Record<string, number> = {};
const product: Record<string, number> = {};

const list = (token?: string) => api<OwnBrands>(t, 'GET', '/api/showroom/brand/list', token);
const save = (token: string | undefined, body: object, lang?: string) =>
  api<OwnBrand>(t, 'POST', '/api/showroom/brand/save', token, body, lang);
const remove = (token: string | undefined, id: number, lang?: string) =>
  api<BrandDeleteResult>(t, 'POST', '/api/showroom/brand/delete', token, { id }, lang);
const shift = (token: string, ids: number[], brandId: number) =>
  api<{ changed: number }>(t, 'POST', '/api/showroom/product/batch', token, { action: 'shiftBrand', ids, brandId });

const brandRow = async (id: number) => (await t.database.db.select().from(brands).where(eq(brands.id, id)))[0];
const brandOfProduct = async (id: number) =>
  (await t.database.db.select({ brandId: products.brandId }).from(products).where(eq(products.id, id)))[0].brandId;
const companyBrands = async (companyId: number) =>
  t.database.db
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .where(eq(brands.companyId, companyId))
    .orderBy(asc(brands.id));

beforeAll(async () => {
  t = await createTestApp();
  const writes = t.app.deps.services.productWrites;
  gems = await makeCompany(t, { name: 'Brand Test Gems' }, { products: [] });
  other = await makeCompany(t, { name: 'Other Brand Gems' }, { products: [] });
  brand.default = await defaultBrandOf(t, { id: gems.id, name: 'Brand Test Gems' });
  brand.theirs = await defaultBrandOf(t, { id: other.id, name: 'Other Brand Gems' });
  brand.opal = await extraBrand(t, gems.id, 'Opal Line');
  brand.beryl = await extraBrand(t, gems.id, 'beryl Studio');
  // Two products created without a brand: the write path gives them the default one.
  for (const sku of ['B-1', 'B-2']) {
    product[sku] = await writes.create({ companyId: gems.id, name: `Piece ${sku}`, sku, currency: 'USD', categories: [30733] });
  }
  for (const sku of ['O-1', 'O-2', 'O-3']) {
    product[sku] = await writes.create({
      companyId: gems.id,
      name: `Piece ${sku}`,
      sku,
      currency: 'USD',
      categories: [30733],
      brandId: brand.opal,
    });
  }
  product.theirs = await writes.create({ companyId: other.id, name: 'Their piece', sku: 'T-1', currency: 'USD', categories: [30733] });
  [admin, staff, otherAdmin, buyer] = await Promise.all([gems.admin(), gems.staff(), other.admin(), loginAs(t.app, 'buyer@example.com')]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/showroom/brand/list', () => {
  it('lists my brands, the default first, then by name whatever the case, with their product counts', async () => {
    expect(await brandOfProduct(product['B-1'])).toBe(brand.default);
    const { body } = await list(admin);
    expect(body.code).toBe(200);
    expect(body.data.list.map((b) => [b.name, b.isDefault, b.productCount])).toEqual([
      ['Brand Test Gems', true, 2],
      ['beryl Studio', false, 0],
      ['Opal Line', false, 3],
    ]);
    expect(body.data.list[0]).toMatchObject({ id: brand.default, logo: null });
    expect(Date.parse(body.data.list[0].updatedAt)).not.toBeNaN();
    // Their list holds their brand only.
    expect((await list(otherAdmin)).body.data.list.map((b) => b.id)).toEqual([brand.theirs]);
  });

  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    expect((await list()).body.code).toBe(30007);
    const res = await list(buyer);
    expect([res.status, res.body.code]).toEqual([403, 40300]);
  });
});

describe('POST /api/showroom/brand/save', () => {
  it('creates a brand, renames it and gives it a logo of mine', async () => {
    const created = await save(admin, { name: '  Zircon Line ' });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Zircon Line', logo: null, isDefault: false, productCount: 0 });
    brand.zircon = created.body.data.id;
    const logo = await recordUpload(t, { companyId: gems.id, userId: gems.adminId }, 'image');
    const renamed = await save(admin, { id: brand.zircon, name: 'Zircon Atelier', logo });
    expect(renamed.body.data).toMatchObject({ id: brand.zircon, name: 'Zircon Atelier', logo });
    expect(await brandRow(brand.zircon)).toMatchObject({ companyId: gems.id, name: 'Zircon Atelier', logo, isDefault: false });
    // Keeping the stored logo needs no new check; null removes it.
    expect((await save(admin, { id: brand.zircon, name: 'Zircon Atelier', logo })).body.code).toBe(200);
    expect((await save(admin, { id: brand.zircon, name: 'Zircon Atelier', logo: null })).body.data.logo).toBeNull();
  });

  it('renames the default brand and gives it a logo; it stays the default', async () => {
    const logo = await recordUpload(t, { companyId: gems.id, userId: gems.adminId }, 'image');
    const { body } = await save(admin, { id: brand.default, name: 'Brand Test House', logo });
    expect(body.data).toMatchObject({ id: brand.default, name: 'Brand Test House', logo, isDefault: true, productCount: 2 });
  });

  it('refuses a name my company uses already, whatever its case, as a field error in my language, writing nothing', async () => {
    const before = await companyBrands(gems.id);
    const dup = await save(admin, { name: 'OPAL line' }, 'zh_CN');
    expect([dup.status, dup.body.code]).toEqual([400, 40000]);
    expect(fieldErrors(dup.body.data)).toEqual([{ path: 'name', message: '已有同名品牌' }]);
    const rename = await save(admin, { id: brand.beryl, name: 'opal line' });
    expect(fieldErrors(rename.body.data)).toEqual([{ path: 'name', message: 'You already have a brand with this name' }]);
    // Renaming a brand to its own name in another case is no clash.
    expect((await save(admin, { id: brand.beryl, name: 'Beryl Studio' })).body.data.name).toBe('Beryl Studio');
    // Another company may use the same name.
    const theirs = await save(otherAdmin, { name: 'Opal Line' });
    expect(theirs.body.code).toBe(200);
    await t.database.db.delete(brands).where(eq(brands.id, theirs.body.data.id));
    expect((await companyBrands(gems.id)).map((b) => b.id)).toEqual(before.map((b) => b.id));
  });

  it('refuses an empty or too long name, and a logo that is not my upload (40000), writing nothing', async () => {
    const before = await companyBrands(gems.id);
    const empty = await save(admin, { name: '   ' });
    expect(fieldErrors(empty.body.data).map((e) => e.path)).toEqual(['name']);
    expect((await save(admin, { name: 'x'.repeat(BRAND_LIMITS.nameMax + 1) })).body.code).toBe(40000);
    const theirLogo = await recordUpload(t, { companyId: other.id, userId: other.adminId }, 'image');
    const foreign = await save(admin, { id: brand.beryl, name: 'Beryl Studio', logo: theirLogo });
    expect(fieldErrors(foreign.body.data).map((e) => e.path)).toEqual(['logo']);
    expect(await companyBrands(gems.id)).toEqual(before);
  });

  it("answers another company's brand id like an unknown one (40400), changing nothing", async () => {
    const before = await brandRow(brand.theirs);
    const res = await save(admin, { id: brand.theirs, name: 'Taken over' });
    expect([res.status, res.body.code]).toEqual([404, 40400]);
    expect((await save(admin, { id: 99_999_999, name: 'Nowhere' })).body.code).toBe(40400);
    expect(await brandRow(brand.theirs)).toEqual(before);
  });

  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    expect((await save(undefined, { name: 'Guest brand' })).body.code).toBe(30007);
    expect((await save(buyer, { name: 'Buyer brand' })).body.code).toBe(40300);
  });
});

describe('POST /api/showroom/brand/delete', () => {
  it("deletes a brand and moves its products and its buyers' favourites to the default brand, in one go", async () => {
    const bella = await userByEmail(t, 'buyer@example.com');
    const collected = new Date('2026-02-03T04:05:06Z');
    await t.database.db.insert(favourites).values({ userId: bella.id, targetType: 'brand', targetId: brand.opal, createdAt: collected });
    const res = await remove(admin, brand.opal);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({ moved: 3, defaultBrandId: brand.default });
    expect(await brandRow(brand.opal)).toBeUndefined();
    for (const sku of ['O-1', 'O-2', 'O-3']) expect(await brandOfProduct(product[sku])).toBe(brand.default);
    const favs = await t.database.db
      .select({ targetId: favourites.targetId, createdAt: favourites.createdAt })
      .from(favourites)
      .where(and(eq(favourites.userId, bella.id), eq(favourites.targetType, 'brand')));
    expect(favs).toEqual([{ targetId: brand.default, createdAt: collected }]);
    const { body } = await list(admin);
    expect(body.data.list.find((b) => b.isDefault)?.productCount).toBe(5);
  });

  it('refuses the default brand with a 40900 that says why, deleting nothing', async () => {
    const res = await remove(admin, brand.default);
    expect([res.status, res.body.code]).toEqual([409, 40900]);
    expect(res.body.msg).toBe('The default brand cannot be deleted; you can rename it or change its logo');
    expect((await remove(admin, brand.default, 'tr_TR')).body.msg).toBe(
      'Varsayılan marka silinemez; adını veya logosunu değiştirebilirsiniz',
    );
    expect(await brandRow(brand.default)).toBeDefined();
  });

  it("answers another company's brand like an unknown one (40400), moving nothing", async () => {
    const res = await remove(admin, brand.theirs);
    expect([res.status, res.body.code]).toEqual([404, 40400]);
    expect(await brandRow(brand.theirs)).toBeDefined();
    expect(await brandOfProduct(product.theirs)).toBe(brand.theirs);
    expect((await remove(admin, 99_999_999)).body.code).toBe(40400);
  });

  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    expect((await remove(undefined, brand.beryl)).body.code).toBe(30007);
    expect((await remove(buyer, brand.beryl)).body.code).toBe(40300);
    expect(await brandRow(brand.beryl)).toBeDefined();
  });
});

describe('shift to a brand (product batch)', () => {
  it("shifts my products to my brand, and answers another company's brand like an unknown one", async () => {
    const ok = await shift(admin, [product['B-1']], brand.beryl);
    expect(ok.body.code).toBe(200);
    expect(await brandOfProduct(product['B-1'])).toBe(brand.beryl);
    const foreign = await shift(admin, [product['B-1']], brand.theirs);
    expect([foreign.status, foreign.body.code]).toEqual([404, 40400]);
    expect(await brandOfProduct(product['B-1'])).toBe(brand.beryl);
  });
});

describe('showroom:brand:edit', () => {
  it('the standard user holds it in the seed: creates, renames and deletes brands', async () => {
    const created = await save(staff, { name: 'Staff Line' });
    expect(created.body.code).toBe(200);
    expect((await save(staff, { id: created.body.data.id, name: 'Staff Line II' })).body.code).toBe(200);
    expect((await remove(staff, created.body.data.id)).body.data.moved).toBe(0);
  });

  it('a role without the point reads the list but writes nothing (40300)', async () => {
    const db = t.database.db;
    const point = menuIdOf({ perm: PERM.showroomBrandEdit });
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'seller_standard'));
    await db.delete(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, point)));
    t.app.deps.roleMenus.invalidate();
    try {
      const before = await companyBrands(gems.id);
      const refusals = [
        await save(staff, { name: 'Not allowed' }),
        await save(staff, { id: brand.beryl, name: 'Renamed' }),
        await remove(staff, brand.beryl),
      ];
      expect(refusals.map((r) => [r.status, r.body.code])).toEqual(refusals.map(() => [403, 40300]));
      expect(await companyBrands(gems.id)).toEqual(before);
      expect((await list(staff)).body.code).toBe(200);
    } finally {
      await db.insert(roleMenus).values({ roleId: role.id, menuId: point });
      t.app.deps.roleMenus.invalidate();
    }
  });
});

describe('default brands of new suppliers', () => {
  it('a supplier created by the company module gets its default brand, named after it, in the same write; a buyer none', async () => {
    const { companyRecords } = t.app.deps.services;
    const seller = await companyRecords.create({ joinType: 'seller', name: 'Fresh Supplier Ltd' });
    const buyerCompany = await companyRecords.create({ joinType: 'buyer', name: 'Fresh Buyer Ltd' });
    expect(await companyBrands(seller)).toEqual([{ id: expect.any(Number), name: 'Fresh Supplier Ltd', logo: null }]);
    expect((await t.database.db.select().from(brands).where(eq(brands.companyId, seller)))[0].isDefault).toBe(true);
    expect(await companyBrands(buyerCompany)).toEqual([]);
  });

  it('gives every demo supplier its default brand, and Aurora two more with logos and some of its products', async () => {
    const supplier = await loginAs(t.app, 'supplier@example.com');
    const { body } = await list(supplier);
    expect(body.data.list.map((b) => [b.name, b.isDefault])).toEqual([
      ['極光寶石珠寶有限公司', true],
      ['Aurora Atelier', false],
      ['Aurora Bridal', false],
    ]);
    for (const b of body.data.list.slice(1)) {
      expect(b.logo).toMatch(/^\/uploads\/seed\/logo-/);
      expect(b.productCount).toBeGreaterThan(0);
    }
    expect(body.data.list[0].productCount).toBeGreaterThan(body.data.list[1].productCount);
    // No demo product is left without a brand.
    expect(await t.database.db.select({ id: products.id }).from(products).where(isNull(products.brandId)).limit(1)).toEqual([]);
  });
});
