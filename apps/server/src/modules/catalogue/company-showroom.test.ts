import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ShowroomCollections, ShowroomProducts } from '@gembourse/contracts/company-showroom';
import { collectionProducts, collections, companies, connections, products } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, userByEmail, type KitCompany } from '../company/company-test-kit.ts';

let t: TestApp;
let gems: KitCompany;
let staff: string;
let buyer: string;
let contact: string;
let platformAdmin: string;
const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day);

type Product = Partial<typeof products.$inferInsert> & { name: string };
// Showroom order follows the list; every row is published, listed, public and released unless it says otherwise.
const PRODUCTS: Product[] = [
  { name: 'Public Ring', price: 100, priceSort: 10_000, priceVisibility: 'public' },
  { name: 'Members Bangle', visibility: 'community', price: 200, priceSort: 20_000, priceVisibility: 'public' },
  { name: 'Hidden Price Pendant', price: 5, priceSort: 500, priceVisibility: 'community' },
  { name: 'Private Prototype', visibility: 'private', price: 300, priceSort: 30_000 },
  { name: 'Draft Brooch', published: false, price: 1, priceSort: 100, priceVisibility: 'public' },
  { name: 'Unlisted Chain', listed: false, price: 1, priceSort: 100, priceVisibility: 'public' },
  { name: 'Launch Tiara', visibility: 'launch', releaseAt: at(60), price: 900, priceSort: 90_000, priceVisibility: 'launch' },
  { name: 'Future Earrings', releaseAt: at(30), price: 400, priceSort: 40_000, priceVisibility: 'public' },
  { name: 'Locket Price Private', price: 50, priceSort: 5_000, priceVisibility: 'private' },
];

type Collection = Partial<typeof collections.$inferInsert> & { name: string; releaseAt: Date; items: string[] };
const COLLECTIONS: Collection[] = [
  {
    name: 'Public Classics',
    visibility: 'public',
    releaseAt: at(-10),
    items: ['Public Ring', 'Members Bangle', 'Private Prototype', 'Draft Brooch'],
  },
  { name: 'Community Picks', visibility: 'community', releaseAt: at(-5), items: ['Members Bangle'] },
  { name: 'Spring Launch', visibility: 'launch', releaseAt: at(90), items: ['Launch Tiara', 'Public Ring'] },
  { name: 'Private Drafts', visibility: 'private', releaseAt: at(-20), items: [] },
  { name: 'Upcoming Public', visibility: 'public', releaseAt: at(30), items: [] },
  { name: 'Unpublished Set', visibility: 'public', releaseAt: at(-3), published: false, items: [] },
  { name: 'Ended Show', visibility: 'public', releaseAt: at(-40), finalDisplayAt: at(-1), items: [] },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  gems = await makeCompany(t, { name: 'Showroom Gems Ltd', productPrivacy: 'everyone' }, { products: [] });
  const ids = await db
    .insert(products)
    .values(
      PRODUCTS.map((p, i) => ({
        companyId: gems.id,
        sku: `SR-${i}`,
        currency: 'USD' as const,
        published: true,
        categories: [30733],
        displaySeq: i + 1,
        ...p,
      })),
    )
    .returning({ id: products.id, name: products.name });
  const productId = new Map(ids.map((r) => [r.name, r.id]));
  const cols = await db
    .insert(collections)
    .values(COLLECTIONS.map(({ items: _items, ...c }) => ({ companyId: gems.id, published: true, cover: '/uploads/img/c.webp', ...c })))
    .returning({ id: collections.id, name: collections.name });
  const links = COLLECTIONS.flatMap((c) =>
    c.items.map((name, sort) => ({ collectionId: cols.find((x) => x.name === c.name)!.id, productId: productId.get(name)!, sort })),
  );
  await db.insert(collectionProducts).values(links);

  const partner = await makeCompany(t, { name: 'Connected Retail', joinType: 'buyer' });
  await db
    .insert(connections)
    .values({ requesterId: partner.adminId, requesterCompanyId: partner.id, supplierCompanyId: gems.id, status: 'accepted' });
  // One after the other: four parallel logins once answered 50000 here (not reproduced since); setup must not flake.
  staff = await gems.staff();
  buyer = await loginAs(t.app, 'buyer@example.com');
  contact = await partner.admin();
  platformAdmin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t?.close());

const productList = (token?: string, query = '', id = gems.id) =>
  api<ShowroomProducts>(t, 'GET', `/api/company/product/list/${id}${query}`, token);
const collectionList = (token?: string, query = '', id = gems.id) =>
  api<ShowroomCollections>(t, 'GET', `/api/company/collection/list/${id}${query}`, token);
const names = (list: { name: string }[]) => list.map((x) => x.name);
/** The supplier's own amount when the price is shown, else null (the answer then carries only the reason). */
const priceOf = (data: ShowroomProducts, name: string) => {
  const price = data.list.find((p) => p.name === name)?.price;
  return price?.state === 'shown' ? price.original.amount : null;
};
const setPrivacy = (productPrivacy: 'contacts' | 'community' | 'everyone') =>
  t.database.db.update(companies).set({ productPrivacy }).where(eq(companies.id, gems.id));

describe('showroom products on the profile', () => {
  it('guests see released public products only, with public prices only', async () => {
    const { status, body } = await productList();
    expect(status).toBe(200);
    expect(names(body.data.list)).toEqual(['Public Ring', 'Hidden Price Pendant', 'Locket Price Private']);
    expect(body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 24, hasMore: false, visible: true, requirement: 'none' });
    expect(priceOf(body.data, 'Public Ring')).toBe(100);
    expect(priceOf(body.data, 'Hidden Price Pendant')).toBeNull();
    expect(priceOf(body.data, 'Locket Price Private')).toBeNull();
    expect(body.data.list[0]).toMatchObject({ companyId: gems.id, companyName: 'Showroom Gems Ltd', categories: [30733] });
    // In the viewer's currency (an English guest's: USD) with the supplier's own beside it; a hidden price has no amount.
    expect(body.data.list[0].price).toMatchObject({ state: 'shown', converted: { currency: 'USD', amount: 100 }, approximate: false });
    const eur = (await productList(undefined, '?currency=EUR')).body.data;
    expect(eur.list[0].price).toMatchObject({
      state: 'shown',
      converted: { currency: 'EUR', amount: 92 },
      original: { amount: 100, currency: 'USD' },
      approximate: true,
    });
    expect(JSON.stringify(eur.list.find((p) => p.name === 'Locket Price Private'))).not.toContain('"amount"');
  });

  it('members also see community products and launches ahead of release; a launch price waits for the release', async () => {
    const { body } = await productList(buyer);
    expect(names(body.data.list)).toEqual([
      'Public Ring',
      'Members Bangle',
      'Hidden Price Pendant',
      'Launch Tiara',
      'Locket Price Private',
    ]);
    expect(priceOf(body.data, 'Hidden Price Pendant')).toBe(5);
    expect(priceOf(body.data, 'Launch Tiara')).toBeNull();
    expect(priceOf(body.data, 'Locket Price Private')).toBeNull();
  });

  it("the supplier's own members and platform staff see private and unreleased products with every price; never drafts or unlisted ones", async () => {
    for (const token of [staff, platformAdmin]) {
      const { body } = await productList(token);
      expect(names(body.data.list)).toEqual([
        'Public Ring',
        'Members Bangle',
        'Hidden Price Pendant',
        'Private Prototype',
        'Launch Tiara',
        'Future Earrings',
        'Locket Price Private',
      ]);
      expect(body.data.list.every((p) => p.price.state === 'shown')).toBe(true);
    }
  });

  it('follows the showroom product privacy: community asks guests to log in, contacts only asks for a connection', async () => {
    try {
      await setPrivacy('community');
      expect((await productList()).body.data).toEqual({
        list: [],
        total: 0,
        pageNum: 1,
        pageSize: 24,
        hasMore: false,
        visible: false,
        requirement: 'login',
      });
      expect((await productList(buyer)).body.data.total).toBe(5);

      await setPrivacy('contacts');
      expect((await productList()).body.data).toMatchObject({ visible: false, requirement: 'login', list: [] });
      // The showroom is closed to a member without a connection, but a product's own level overrides its privacy
      // (SPEC §6, issue 28 item 2): the ones marked Community and Launch are listed, those "as the showroom" are not.
      const stranger = (await productList(buyer)).body.data;
      expect(stranger).toMatchObject({ visible: false, requirement: 'connection', total: 2 });
      expect(names(stranger.list)).toEqual(['Members Bangle', 'Launch Tiara']);
      // A connected company is let in: the products "as the showroom" too; the product's own level still applies.
      const connected = (await productList(contact)).body.data;
      expect(connected).toMatchObject({ visible: true, requirement: 'none', total: 5 });
      expect(names(connected.list)).not.toContain('Private Prototype');
      expect((await productList(staff)).body.data.total).toBe(7);
    } finally {
      await setPrivacy('everyone');
    }
  });

  it('lists a product marked Public to guests of a members-only showroom, with its price as its own setting says', async () => {
    const ring = (
      await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.companyId, gems.id), eq(products.name, 'Public Ring')))
    )[0].id;
    try {
      await setPrivacy('community');
      await t.database.db.update(products).set({ visibility: 'public', priceVisibility: 'showroom' }).where(eq(products.id, ring));
      const guest = (await productList()).body.data;
      // The showroom stays closed (its notice stays), the product is listed; its price follows the showroom: members.
      expect(guest).toMatchObject({ visible: false, requirement: 'login', total: 1 });
      expect(names(guest.list)).toEqual(['Public Ring']);
      expect(guest.list[0].price).toEqual({ state: 'hidden', reason: 'login' });
      expect(priceOf((await productList(buyer)).body.data, 'Public Ring')).toBe(100);
      // Collections are the showroom's: closed to the guest with it.
      expect((await collectionList()).body.data).toMatchObject({ visible: false, list: [] });
    } finally {
      await setPrivacy('everyone');
      await t.database.db.update(products).set({ visibility: 'showroom', priceVisibility: 'public' }).where(eq(products.id, ring));
    }
  });

  it('pages and sorts; a hidden price sorts like a missing one', async () => {
    const first = (await productList(staff, '?pageNum=1&pageSize=3')).body.data;
    expect(first).toMatchObject({ total: 7, pageNum: 1, pageSize: 3, hasMore: true });
    expect(names(first.list)).toEqual(['Public Ring', 'Members Bangle', 'Hidden Price Pendant']);
    const last = (await productList(staff, '?pageNum=3&pageSize=3')).body.data;
    expect(names(last.list)).toEqual(['Locket Price Private']);
    expect(last.hasMore).toBe(false);
    expect((await productList(staff, '?pageNum=9&pageSize=3')).body.data).toMatchObject({ list: [], total: 7, hasMore: false });

    expect(names((await productList(undefined, '?sort=showroom_desc')).body.data.list)).toEqual([
      'Locket Price Private',
      'Hidden Price Pendant',
      'Public Ring',
    ]);
    expect(names((await productList(undefined, '?sort=name_asc')).body.data.list)).toEqual([
      'Hidden Price Pendant',
      'Locket Price Private',
      'Public Ring',
    ]);
    // The pendant is the cheapest, but a guest may not know: it sorts after the prices a guest sees.
    expect(names((await productList(undefined, '?sort=price_asc')).body.data.list)[0]).toBe('Public Ring');
    expect(names((await productList(buyer, '?sort=price_asc')).body.data.list).slice(0, 3)).toEqual([
      'Hidden Price Pendant',
      'Public Ring',
      'Members Bangle',
    ]);
  });

  it('answers 404 for unknown companies and for buyers to guests, 40000 for bad parameters', async () => {
    expect((await productList(undefined, '', 99_999_999)).body.code).toBe(40400);
    const b = await userByEmail(t, 'buyer@example.com');
    expect((await productList(undefined, '', b.companyId)).body.code).toBe(40400);
    for (const query of ['?pageSize=0', '?pageSize=101', '?pageNum=0', '?sort=cheapest', '?pageNum=abc']) {
      const { status, body } = await productList(undefined, query);
      expect(body.code, query).toBe(40000);
      expect(status).toBe(400);
    }
    expect((await api(t, 'GET', '/api/company/product/list/abc')).body.code).toBe(40000);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const params = doc.paths['/api/company/product/list/{company_id}']?.get?.parameters?.map((x) => x.name);
    expect(params).toEqual(expect.arrayContaining(['company_id', 'pageNum', 'pageSize', 'sort']));
    expect(doc.paths['/api/company/collection/list/{company_id}']?.get).toBeDefined();
  });
});

describe('showroom collections on the profile', () => {
  const cards = async (token?: string) => (await collectionList(token)).body.data;

  it('guests see released public collections, counting the products they may see', async () => {
    const data = await cards();
    expect(data).toMatchObject({ total: 1, pageNum: 1, pageSize: 12, hasMore: false, visible: true, requirement: 'none' });
    expect(data.list).toEqual([
      {
        id: expect.any(Number),
        name: 'Public Classics',
        cover: '/uploads/img/c.webp',
        visibility: 'public',
        releaseAt: expect.any(String),
        released: true,
        productCount: 1,
      },
    ]);
  });

  it('members also see community collections and launches ahead of release, newest release first', async () => {
    const data = await cards(buyer);
    expect(names(data.list)).toEqual(['Spring Launch', 'Community Picks', 'Public Classics']);
    expect(data.list.map((c) => [c.released, c.productCount])).toEqual([
      [false, 2],
      [true, 1],
      [true, 2],
    ]);
    expect(new Date(data.list[0].releaseAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("hides private, unreleased, ended and unpublished collections from others; the owner's members see all but drafts", async () => {
    for (const token of [undefined, buyer, contact]) expect(names((await cards(token)).list)).not.toContain('Private Drafts');
    const own = await cards(staff);
    expect(names(own.list)).toEqual([
      'Spring Launch',
      'Upcoming Public',
      'Community Picks',
      'Public Classics',
      'Private Drafts',
      'Ended Show',
    ]);
    expect(own.list.find((c) => c.name === 'Public Classics')?.productCount).toBe(3);
    expect(names((await cards(platformAdmin)).list)).toContain('Private Drafts');
  });

  it('pages, follows the showroom privacy, and answers 404 and 40000 like the products', async () => {
    const page = (await collectionList(staff, '?pageNum=2&pageSize=4')).body.data;
    expect(page).toMatchObject({ total: 6, pageNum: 2, pageSize: 4, hasMore: false });
    expect(names(page.list)).toEqual(['Private Drafts', 'Ended Show']);
    try {
      await setPrivacy('contacts');
      expect(await cards()).toMatchObject({ visible: false, requirement: 'login', list: [], total: 0 });
      expect(await cards(buyer)).toMatchObject({ visible: false, requirement: 'connection', list: [] });
      expect(names((await cards(contact)).list)).toEqual(['Spring Launch', 'Community Picks', 'Public Classics']);
    } finally {
      await setPrivacy('everyone');
    }
    expect((await collectionList(undefined, '', 99_999_999)).body.code).toBe(40400);
    expect((await collectionList(undefined, '?pageSize=500')).body.code).toBe(40000);
  });
});
