import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CompanyDetail, CompanyListAnswer, CompanySummary, SupplierPickerPage } from '@gembourse/contracts/company';
import type { CompanyMatch } from '@gembourse/contracts/connections';
import type { FavouriteBrandPage, FavouriteProductPage } from '@gembourse/contracts/favourites';
import type { CatalogueAnswer } from '@gembourse/contracts/catalogue-search';
import { companies, menus, products, roleMenus, roles } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { defaultBrandOf } from '../catalogue/brands-test-kit.ts';
import { api, makeCompany, type KitCompany } from './company-test-kit.ts';

// Issue 9, item 10: pending and rejected suppliers' profiles were public by id. A supplier the organiser has not
// verified is seen by its own members and the organiser only: 404 to everybody else, and absent from the directory,
// the picker, recommendations, matching, favourites, sharing and the product feed. Buyers stay visible to members.

let t: TestApp;
let buyer: string;
let platformAdmin: string;
let shop: KitCompany;
let shopToken: string;
const hidden: Record<'pending' | 'rejected' | 'unverified', KitCompany> = {} as never;
/** Tokens of each hidden supplier's admin and standard user (pending and rejected members cannot log in: 30010). */
const admins: Record<number, string> = {};
const staffs: Record<number, string> = {};
let productOf: Record<number, number>;

/** The organiser's decision, through the company module's write path (as the console makes it). */
const setVerification = (id: number, verificationStatus: 'pending' | 'verified' | 'rejected' | 'unverified') =>
  t.app.deps.services.companyRecords.setVerification(id, verificationStatus);

beforeAll(async () => {
  t = await createTestApp();
  // A buyer whose preferences (rings) every kit supplier below matches.
  shop = await makeCompany(
    t,
    { name: 'Ring Counter Inc.', joinType: 'buyer', country: 'US', businessNature: [30708] },
    { preferences: [30733] },
  );
  for (const status of ['pending', 'rejected', 'unverified'] as const) {
    const company = await makeCompany(
      t,
      {
        name: `Hiddenkit ${status} Gems`,
        productPrivacy: 'everyone',
        contactPrivacy: 'everyone',
        businessNature: [30709],
        mainMarkets: [30793],
        profileEn: 'hiddenkit',
      },
      { products: [{ name: `Hiddenkit ring ${status}`, categories: [30733] }] },
    );
    // Logged in while verified: a session outlives the organiser's change of the verification.
    admins[company.id] = await company.admin();
    staffs[company.id] = await company.staff();
    await setVerification(company.id, status);
    hidden[status] = company;
  }
  const rows = await t.database.db.select({ id: products.id, companyId: products.companyId }).from(products);
  productOf = Object.fromEntries(rows.map((r) => [r.companyId, r.id]));
  buyer = await loginAs(t.app, 'buyer@example.com');
  platformAdmin = await loginAs(t.app, 'admin@example.com');
  shopToken = await shop.admin();
});
afterAll(() => t?.close());

/** The newest products across suppliers (the home page's row: the catalogue search). */
const NEWEST = '/api/product/search?sort=newest&pageSize=48&facets=false';
const detail = (id: number, token?: string) => api<CompanyDetail>(t, 'GET', `/api/company/detail/${id}`, token);

describe('an unverified supplier', () => {
  it('opens to its own members and the organiser only: 404 to guests and other members', async () => {
    for (const [status, company] of Object.entries(hidden)) {
      expect((await detail(company.id)).body.code, status).toBe(40400);
      expect((await detail(company.id, buyer)).body.code, status).toBe(40400);
      expect((await detail(company.id, shopToken)).body.code, status).toBe(40400);
      const own = await detail(company.id, staffs[company.id]);
      expect(own.body.code, status).toBe(200);
      expect(own.body.data.viewer.own).toBe(true);
      expect((await detail(company.id, platformAdmin)).body.code, status).toBe(200);
    }
  });

  it('hides its contacts and showroom lists from others as its profile', async () => {
    const { pending } = hidden;
    for (const path of [
      `/api/company/contact/list/${pending.id}`,
      `/api/company/product/list/${pending.id}`,
      `/api/company/collection/list/${pending.id}`,
    ]) {
      expect((await api(t, 'GET', path)).body.code, path).toBe(40400);
      expect((await api(t, 'GET', path, buyer)).body.code, path).toBe(40400);
      expect((await api(t, 'GET', path, admins[pending.id])).body.code, path).toBe(200);
    }
    const own = await api<{ total: number }>(t, 'GET', `/api/company/product/list/${pending.id}`, staffs[pending.id]);
    expect(own.body.data.total).toBe(1);
  });

  it('is left out of the directory, the picker, recommendations, matching and the product feed', async () => {
    const directory = await api<CompanyListAnswer>(t, 'POST', '/api/company/list?pageNum=1&pageSize=50', buyer, { keyword: 'hiddenkit' });
    expect(directory.body.data).toMatchObject({ list: [], total: 0 });
    expect(
      (await api<CompanyListAnswer>(t, 'POST', '/api/company/list?pageNum=1&pageSize=12', undefined, { keyword: 'hiddenkit' })).body.data
        .list,
    ).toEqual([]);
    expect((await api<SupplierPickerPage>(t, 'GET', '/api/company/all?keyword=hiddenkit', buyer)).body.data.list).toEqual([]);
    await t.database.db.update(companies).set({ showroomSort: 1_000_000 }).where(eq(companies.id, hidden.pending.id));
    const recommend = (await api<CompanySummary[]>(t, 'GET', '/api/company/mainpage/recommend')).body.data.map((c) => c.id);
    const matches = (await api<CompanyMatch[]>(t, 'GET', '/api/company/match?limit=50', shopToken)).body.data.map((c) => c.id);
    const feed = (await api<CatalogueAnswer>(t, 'GET', NEWEST, buyer)).body.data.list.map((p) => p.companyId);
    for (const company of Object.values(hidden)) {
      expect(recommend).not.toContain(company.id);
      expect(matches).not.toContain(company.id);
      expect(feed).not.toContain(company.id);
    }
    // Its own members still find their products in the feed.
    const ownFeed = (await api<CatalogueAnswer>(t, 'GET', NEWEST, staffs[hidden.pending.id])).body.data.list;
    expect(ownFeed.map((p) => p.companyId)).toContain(hidden.pending.id);
  });

  it('cannot be collected or shared, and a collected one turns unavailable', async () => {
    const { pending } = hidden;
    const pendingBrand = await defaultBrandOf(t, { id: pending.id });
    expect((await api(t, 'POST', `/api/favourite/brand/${pendingBrand}`, buyer, { collected: true })).body.code).toBe(40400);
    expect((await api(t, 'POST', `/api/favourite/product/${productOf[pending.id]}`, buyer, { collected: true })).body.code).toBe(40400);
    expect((await api(t, 'POST', '/api/company/share', buyer, { companyId: pending.id, emails: ['friend@example.com'] })).body.code).toBe(
      40400,
    );
    // Verified, it is collected; sent back to pending, the cards stay without their link (available: false).
    await setVerification(pending.id, 'verified');
    try {
      expect((await api(t, 'POST', `/api/favourite/brand/${pendingBrand}`, buyer, { collected: true })).body.code).toBe(200);
      expect((await api(t, 'POST', `/api/favourite/product/${productOf[pending.id]}`, buyer, { collected: true })).body.code).toBe(200);
    } finally {
      await setVerification(pending.id, 'pending');
    }
    const brands = (await api<FavouriteBrandPage>(t, 'GET', '/api/company/favorite/brand/list', buyer)).body.data.list;
    expect(brands.find((b) => b.id === pendingBrand)).toMatchObject({
      companyId: pending.id,
      available: false,
      verificationStatus: 'pending',
    });
    const wish = (await api<FavouriteProductPage>(t, 'GET', '/api/company/favorite/product/list', buyer)).body.data.list;
    expect(wish.find((p) => p.id === productOf[pending.id])).toMatchObject({ available: false, image: null, price: null });
  });

  it('shows up everywhere once the organiser verifies it', async () => {
    const { rejected } = hidden;
    await setVerification(rejected.id, 'verified');
    // Stored matching lists are refreshed by a job once a supplier is listed (until then they are served as they were).
    await t.app.deps.jobs.settled();
    try {
      expect((await detail(rejected.id)).body.code).toBe(200);
      const directory = await api<CompanyListAnswer>(t, 'POST', '/api/company/list?pageNum=1&pageSize=50', buyer, { keyword: 'hiddenkit' });
      expect(directory.body.data.list.map((c) => c.id)).toEqual([rejected.id]);
      expect((await api<CompanyMatch[]>(t, 'GET', '/api/company/match?limit=50', shopToken)).body.data.map((c) => c.id)).toContain(
        rejected.id,
      );
      expect((await api<CatalogueAnswer>(t, 'GET', NEWEST, buyer)).body.data.list.map((p) => p.companyId)).toContain(rejected.id);
    } finally {
      await setVerification(rejected.id, 'rejected');
    }
  });

  it("keeps buyers' profiles open to members, closed to guests", async () => {
    expect((await detail(shop.id, buyer)).body.code).toBe(200);
    expect((await detail(shop.id)).body.code).toBe(40400);
  });
});

describe('canEdit on a profile follows company:profile:edit', () => {
  it('for the company admin, not for a standard user until their role is given the point; never for another company', async () => {
    const { pending } = hidden;
    expect((await detail(pending.id, admins[pending.id])).body.data.viewer).toMatchObject({ own: true, canEdit: true });
    const staff = staffs[pending.id];
    expect((await detail(pending.id, staff)).body.data.viewer).toMatchObject({ own: true, canEdit: false });
    const db = t.database.db;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'seller_standard'));
    const [point] = await db.select({ menuId: menus.menuId }).from(menus).where(eq(menus.webPerms, 'company:profile:edit'));
    await db.insert(roleMenus).values({ roleId: role.id, menuId: point.menuId });
    t.app.deps.roleMenus.invalidate();
    try {
      expect((await detail(pending.id, staff)).body.data.viewer).toMatchObject({ own: true, canEdit: true });
    } finally {
      await db.delete(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, point.menuId)));
      t.app.deps.roleMenus.invalidate();
    }
    expect((await detail(pending.id, platformAdmin)).body.data.viewer).toMatchObject({ own: false, canEdit: false });
  });
});
