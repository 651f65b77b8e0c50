import { stone } from '../../db/seed/demo/jewellery.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { STONE_TYPE } from '@gembourse/contracts/jewellery';
import {
  collectionProducts,
  collections,
  companies,
  connections,
  events,
  favourites,
  pageViews,
  productAlerts,
  products,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, userByEmail, type KitCompany } from '../company/company-test-kit.ts';
import { catalogueProductRepository } from './catalogue-product.repository.ts';
import { caratTotalOf, productFacetCodes } from './facet-codes.ts';
import { FILL_FACETS_JOB, productFacetsFillJob } from './product-facets-fill.job.ts';
import { productFacetsFillRepository } from './product-facets-fill.repository.ts';

// GET /api/product/view/:id (issue 11): the product page as the viewer may see it, one statement whatever it holds,
// prices as the price visibility allows, and one view per viewer per minute, counted off the read path.

let t: TestApp;
let supplier: KitCompany;
let buyer: string;
let buyerUser: { id: number; companyId: number };
const HOUR = 3_600_000;

type Detail = CatalogueProductDetail;
const view = (id: number, token?: string, query = '') => api<Detail>(t, 'GET', `/api/product/view/${id}${query}`, token);
/** A call with its own user agent: another guest to the one-per-minute rule. */
const viewAs = async (id: number, userAgent: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/view/${id}`, headers: { 'user-agent': userAgent } });
  return res.statusCode;
};

let seq = 0;
async function product(values: Partial<typeof products.$inferInsert> = {}, companyId = supplier.id): Promise<number> {
  const n = ++seq;
  const [row] = await t.database.db
    .insert(products)
    .values({
      companyId,
      name: `Page piece ${n}`,
      sku: `PG-${n}`,
      currency: 'USD',
      price: 1000,
      published: true,
      categories: [30733],
      images: ['/uploads/seed/a.webp'],
      visibility: 'public',
      priceVisibility: 'public',
      ...values,
    })
    .returning({ id: products.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  supplier = await makeCompany(
    t,
    { name: 'Pageview Gems Ltd', nameEn: 'Pageview Gems', country: 'CO', qaAnonymous: true },
    { products: [] },
  );
  buyer = await api<{ token: string }>(t, 'POST', '/api/auth/login', undefined, {
    email: 'buyer@example.com',
    password: 'Demo#2026',
  }).then((r) => r.body.data.token);
  const u = await userByEmail(t, 'buyer@example.com');
  buyerUser = { id: u.id, companyId: u.companyId };
});
afterAll(() => t?.close());

describe('the product page', () => {
  it('answers a buyer everything the page shows: jewellery, brand, supplier card, collection and event, favourite and alerts', async () => {
    const stones = [
      stone({ type: STONE_TYPE.emerald, carat: 1.2, colour: 'green', clarity: 'VS1', origin: 'Colombia', certificateLab: 'GIA' }),
      stone({ type: STONE_TYPE.diamond, carat: 0.3, count: 2, colour: 'F' }),
    ];
    const id = await product({
      name: 'Colombian Emerald Ring',
      stones,
      metal: 41001,
      fineness: '18K/750',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      resources: [{ name: 'GIA report', url: 'https://example.com/r.pdf' }],
      tags: ['emerald'],
      trackInventory: true,
      availability: 'stock',
      stock: 7,
    });
    const [event] = await t.database.db
      .insert(events)
      .values({
        kind: 'physical',
        title: { en: 'Spring Fair', 'zh-cn': '春季展' },
        summary: { en: '' },
        bodyHtml: { en: '' },
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: events.id });
    const [col] = await t.database.db
      .insert(collections)
      .values({ companyId: supplier.id, name: 'Green Fire', published: true, releaseAt: new Date(Date.now() - HOUR), eventId: event.id })
      .returning({ id: collections.id });
    // A private collection the buyer may not see: never the one shown.
    const [hidden] = await t.database.db
      .insert(collections)
      .values({ companyId: supplier.id, name: 'Back room', published: true, visibility: 'private', releaseAt: new Date() })
      .returning({ id: collections.id });
    await t.database.db.insert(collectionProducts).values([
      { collectionId: col.id, productId: id },
      { collectionId: hidden.id, productId: id },
    ]);
    await t.database.db.insert(favourites).values({ userId: buyerUser.id, targetType: 'product', targetId: id });
    await t.database.db.insert(productAlerts).values({ userId: buyerUser.id, productId: id, kind: 'backInStock' });

    const { status, body } = await view(id, buyer, '?currency=USD');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      id,
      name: 'Colombian Emerald Ring',
      companyName: 'Pageview Gems',
      companyCountry: 'CO',
      verified: true,
      caratTotal: caratTotalOf(stones),
      price: { state: 'shown', converted: { amount: 1000, max: null, currency: 'USD' }, approximate: false },
      stock: 7,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      resources: [{ name: 'GIA report', url: 'https://example.com/r.pdf' }],
      jewellery: { metal: 41001, fineness: '18K/750', stones },
      supplier: { id: supplier.id, name: 'Pageview Gems', country: 'CO', connection: 'none', qaEnabled: true, qaAnonymous: true },
      collection: { id: col.id, name: 'Green Fire', event: { id: event.id, name: 'Spring Fair' } },
      favourite: true,
      alerts: { priceDrop: false, backInStock: true },
      currency: 'USD',
      releaseAt: null,
    });
    expect(d.rates.map((r) => r.currency).sort()).toEqual(['CNY', 'EUR', 'USD']);
    // The event in the viewer's language.
    const zh = await api<Detail>(t, 'GET', `/api/product/view/${id}`, buyer, undefined, 'zh_CN');
    expect(zh.body.data.collection?.event?.name).toBe('春季展');
    expect(zh.body.data.currency).toBe('CNY');
  });

  it('shows a guest a public product with a members price hidden for "login", and no amount anywhere in the JSON', async () => {
    const id = await product({
      price: 4321.5,
      priceVisibility: 'community',
      variants: [{ name: 'Big', sku: 'B', price: 9876.5 }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/product/view/${id}` });
    expect(res.statusCode).toBe(200);
    const d = (res.json() as { data: Detail }).data;
    expect(d.price).toEqual({ state: 'hidden', reason: 'login' });
    expect(d.variants[0].price).toEqual({ state: 'hidden', reason: 'login' });
    expect(d.favourite).toBeNull();
    expect(d.alerts).toEqual({ priceDrop: false, backInStock: false });
    expect(d.supplier.connection).toBeNull();
    expect(res.body).not.toContain('4321');
    expect(res.body).not.toContain('9876');
  });

  it('answers 40400 alike for a wrong id and for what the viewer may not see', async () => {
    const privateId = await product({ visibility: 'private' });
    const draftId = await product({ published: false });
    const unlistedId = await product({ listed: false });
    const communityId = await product({ visibility: 'community' });
    for (const id of [privateId, draftId, unlistedId, 2_000_000_000]) {
      const { status, body } = await view(id, buyer);
      expect([id, status, body.code]).toEqual([id, 404, 40400]);
    }
    // The supplier's own see their private product; drafts stay in the showroom manager and its preview.
    const own = await supplier.admin();
    expect((await view(privateId, own)).body.code).toBe(200);
    expect((await view(draftId, own)).body.code).toBe(40400);
    // Guests do not see community products.
    expect((await view(communityId)).body.code).toBe(40400);
    expect((await view(communityId, buyer)).body.code).toBe(200);
  });

  it('hides a contacts-only showroom from members without a connection, and opens it to a connected one', async () => {
    const closed = await makeCompany(t, { name: 'Contacts Only Jewels', productPrivacy: 'contacts' }, { products: [] });
    const id = await product({ visibility: 'showroom' }, closed.id);
    expect((await view(id, buyer)).body.code).toBe(40400);
    expect((await view(id)).body.code).toBe(40400);
    // A product whose own visibility is Public overrides the showroom's privacy (SPEC §6, issue 28 item 2).
    const open = await product({ visibility: 'public', priceVisibility: 'showroom' }, closed.id);
    expect((await view(open)).body.data.price).toEqual({ state: 'hidden', reason: 'login' });
    expect((await view(open, buyer)).body.data.price).toEqual({ state: 'hidden', reason: 'connection' });
    await t.database.db.insert(connections).values({
      requesterId: buyerUser.id,
      requesterCompanyId: buyerUser.companyId,
      supplierCompanyId: closed.id,
      status: 'accepted',
    });
    const { body } = await view(id, buyer);
    expect(body.code).toBe(200);
    expect(body.data.supplier.connection).toBe('connected');
    expect((await view(open, buyer)).body.data.price.state).toBe('shown');
    // An unverified supplier's products are seen by nobody else.
    await t.database.db.update(companies).set({ verificationStatus: 'pending' }).where(eq(companies.id, closed.id));
    expect((await view(id, buyer)).body.code).toBe(40400);
  });

  it('shows members a launch ahead of its release with releaseAt set and its price waiting for it; guests see nothing', async () => {
    const releaseAt = new Date(Date.now() + 3 * 86_400_000);
    const id = await product({ visibility: 'launch', priceVisibility: 'launch', releaseAt });
    const { body } = await view(id, buyer);
    expect(body.code).toBe(200);
    expect(body.data.releaseAt).toBe(releaseAt.toISOString());
    expect(body.data.price).toEqual({ state: 'hidden', reason: 'release' });
    expect((await view(id)).body.code).toBe(40400);
  });

  it('converts prices at the reference rates (approximate) and shows the wholesale range of priced variants', async () => {
    const id = await product({
      currency: 'EUR',
      price: 92,
      variants: [
        { name: '1 pc', sku: 'W-1', price: 92 },
        { name: '10 pcs', sku: 'W-10', price: 828 },
        { name: 'Sample', sku: null },
      ],
    });
    const usd = (await view(id, buyer, '?currency=USD')).body.data;
    expect(usd.price).toEqual({
      state: 'shown',
      converted: { amount: 100, max: 900, currency: 'USD' },
      original: { amount: 92, max: 828, currency: 'EUR' },
      approximate: true,
    });
    expect(usd.variants.map((v) => (v.price.state === 'shown' ? v.price.converted.amount : null))).toEqual([100, 900, 100]);
    const eur = (await view(id, buyer, '?currency=EUR')).body.data;
    expect(eur.price).toMatchObject({ state: 'shown', converted: { amount: 92, max: 828 }, approximate: false });
    // Without a currency: the language's (Turkish: EUR); an unknown one is a 40000.
    const tr = await api<Detail>(t, 'GET', `/api/product/view/${id}`, buyer, undefined, 'tr_TR');
    expect(tr.body.data.currency).toBe('EUR');
    expect((await view(id, buyer, '?currency=GBP')).body.code).toBe(40000);
  });

  it('reads a product in the same number of statements whether it has 1 or 20 variants and stones', async () => {
    const one = await product({ variants: [{ name: 'v', sku: 'v', price: 1 }], stones: [stone({ type: STONE_TYPE.ruby, carat: 1 })] });
    const many = await product({
      variants: Array.from({ length: 20 }, (_, i) => ({ name: `v${i}`, sku: `v${i}`, price: i + 1 })),
      stones: Array.from({ length: 20 }, (_, i) => stone({ type: STONE_TYPE.ruby, carat: 0.1 * (i + 1) })),
    });
    const [col] = await t.database.db
      .insert(collections)
      .values({ companyId: supplier.id, name: 'Counted', published: true, releaseAt: new Date(Date.now() - HOUR) })
      .returning({ id: collections.id });
    await t.database.db.insert(collectionProducts).values([one, many].map((productId) => ({ collectionId: col.id, productId })));
    await view(one, buyer); // the reference rates are read once a minute per process
    const counts = [await statementsOf(() => view(one, buyer)), await statementsOf(() => view(many, buyer))];
    expect(counts[0]).toBe(counts[1]);
    // The page's one statement (and at most a session touch): no query per variant, stone or collection.
    expect(counts[0]).toBeLessThanOrEqual(2);
    // The repository alone: one statement.
    expect(await statementsOf(() => catalogueProductRepository(t.database.db).detail(many, null))).toBe(1);
  });
});

describe('product views', () => {
  const viewCount = async (id: number) =>
    (await t.database.db.select({ n: products.viewCount }).from(products).where(eq(products.id, id)))[0].n;
  const rows = (id: number) =>
    t.database.db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.productId, id), eq(pageViews.kind, 'product')));
  const settle = async () => {
    await t.app.deps.services.productViews.flush();
    await t.app.deps.jobs.settled();
  };

  it('counts two openings by one viewer within a minute once, another viewer again, and the supplier never', async () => {
    const id = await product();
    await view(id, buyer);
    await view(id, buyer);
    await settle();
    expect(await viewCount(id)).toBe(1);
    const [row] = await rows(id);
    expect(row).toMatchObject({ companyId: supplier.id, visitorUserId: buyerUser.id, visitorCompanyId: buyerUser.companyId, device: null });

    expect(await viewAs(id, 'Browser A')).toBe(200);
    expect(await viewAs(id, 'Browser A')).toBe(200);
    expect(await viewAs(id, 'Browser B')).toBe(200);
    await view(id, await supplier.admin());
    await settle();
    expect(await viewCount(id)).toBe(3);
    const guests = (await rows(id)).filter((r) => r.visitorUserId === null);
    expect(guests).toHaveLength(2);
    expect(guests.every((r) => r.device?.startsWith('g:'))).toBe(true);
  });

  it('counts nothing for a page the viewer may not open', async () => {
    const id = await product({ visibility: 'private' });
    await view(id, buyer);
    await settle();
    expect(await viewCount(id)).toBe(0);
  });

  it('a retried batch counts nothing twice', async () => {
    const id = await product();
    const views = [{ productId: id, companyId: supplier.id, at: new Date().toISOString(), visitor: null, key: 'g:retry' }];
    await t.app.deps.jobs.send('catalogue.product-views', { views });
    await t.app.deps.jobs.settled();
    await t.app.deps.jobs.send('catalogue.product-views', { views });
    await t.app.deps.jobs.settled();
    expect(await viewCount(id)).toBe(1);
  });
});

describe('the facet backfill', () => {
  it('computes facet_codes and carat_total of rows written before migration 0015, and leaves computed rows alone', async () => {
    const stones = [stone({ type: STONE_TYPE.sapphire, carat: 2.5, colour: 'Royal blue', origin: 'Sri Lanka', certificateLab: 'GIA' })];
    const old = await product({ stones, metal: 41003, fineness: 'Pt950' });
    const fresh = await product({ facetCodes: [1_030_733], caratTotal: 9 });
    await t.database.db.execute(sql`update products set facet_codes = '{}', carat_total = null where id = ${old}`);
    const repo = productFacetsFillRepository(t.database.db);
    for (let after = 0; ;) {
      const { read, last } = await repo.fill(after, 50);
      if (read < 50) break;
      after = last;
    }
    const read = async (id: number) =>
      (await t.database.db.select({ f: products.facetCodes, c: products.caratTotal }).from(products).where(eq(products.id, id)))[0];
    const src = { categories: [30733], metal: 41003, fineness: 'Pt950', stones };
    expect(await read(old)).toEqual({ f: productFacetCodes(src), c: 2.5 });
    expect(await read(fresh)).toEqual({ f: [1_030_733], c: 9 });
    // Nothing uncomputed is left in the demo catalogue either.
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.facetCodes} = '{}' and ${products.caratTotal} is null`);
    expect(n).toBe(0);
  });
});

describe('the facet backfill job', () => {
  it('is scheduled, walks the rows batch after batch until a short one, and stops looking once nothing is left', async () => {
    let handler: (() => Promise<void>) | undefined;
    const jobs = { define: vi.fn((_n: string, _p: object, h: () => Promise<void>) => void (handler = h)), schedule: vi.fn() };
    const batches = [
      { read: 500, last: 700 },
      { read: 500, last: 1400 },
      { read: 3, last: 1410 },
    ];
    const fill = vi.fn(async () => batches.shift() ?? { read: 0, last: 0 });
    productFacetsFillJob({ repo: { fill }, jobs });
    expect(jobs.schedule).toHaveBeenCalledWith(FILL_FACETS_JOB, expect.any(String));
    await handler!();
    expect(fill.mock.calls).toEqual([
      [0, 500],
      [700, 500],
      [1400, 500],
    ]);
    await handler!();
    expect(fill).toHaveBeenCalledTimes(3);
  });
});

/** The statements the database is sent while `fn` runs (drizzle's logger, swapped in for the call). */
async function statementsOf(fn: () => Promise<unknown>): Promise<number> {
  const session = (t.database.db as unknown as { session: { logger: { logQuery: (q: string) => void } } }).session;
  const previous = session.logger;
  let n = 0;
  session.logger = { logQuery: () => void n++ };
  try {
    await fn();
  } finally {
    session.logger = previous;
  }
  return n;
}
