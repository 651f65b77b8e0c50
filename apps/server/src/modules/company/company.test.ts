import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, connections, products, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let buyerToken: string;
let fixtureId: number;

type Summary = { id: number; name: string; nameEn: string | null; verified: boolean; productCount: number; mainMarkets: number[] };
type ListAnswer = { list: Summary[]; total: number; pageNum: number; pageSize: number; hasMore: boolean; limited: boolean };

beforeAll(async () => {
  t = await createTestApp();
  buyerToken = await loginAs(t.app, 'buyer@example.com');
  // A supplier of our own, so that the search and privacy expectations do not depend on generated names.
  const [c] = await t.database.db
    .insert(companies)
    .values({
      joinType: 'seller', name: '翠玉轩珠宝行', nameEn: 'Jade Pavilion Jewellery', country: 'TW', city: 'Taipei',
      profile: '台北的翡翠批发商。', profileEn: 'Jade wholesaler in Taipei.', email: 'sales@jade-pavilion.example',
      phone: '+886 2 1234 5678', mainMarkets: [30789], businessNature: [30709], mainProducts: [30717],
      verificationStatus: 'verified', contactPrivacy: 'contacts',
      searchText: '翠玉轩珠宝行 jade pavilion jewellery taipei 翡翠 jade bangle',
    })
    .returning({ id: companies.id });
  fixtureId = c.id;
  await t.database.db.insert(products).values({
    companyId: fixtureId, name: 'Jadeite Bangle', sku: 'JP-1', currency: 'USD', price: 1200, published: true,
  });
});
afterAll(() => t?.close());

const list = (body: object, query = 'pageNum=1&pageSize=5', token?: string, lang?: string) =>
  call<ListAnswer>(t.app, {
    method: 'POST', url: `/api/company/list?${query}`, payload: body,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { lang } : {}) },
  });

describe('supplier directory', () => {
  it('pages through suppliers for members', async () => {
    const p1 = await list({ sort: 'name_asc' }, 'pageNum=1&pageSize=4', buyerToken);
    expect(p1.body.code).toBe(200);
    expect(p1.body.data).toMatchObject({ pageNum: 1, pageSize: 4, hasMore: true, limited: false });
    expect(p1.body.data.total).toBe(9); // 8 seeded suppliers + the fixture
    const p3 = await list({ sort: 'name_asc' }, 'pageNum=3&pageSize=4', buyerToken);
    expect(p3.body.data.list).toHaveLength(1);
    expect(p3.body.data.hasMore).toBe(false);
    const names = [...p1.body.data.list, ...p3.body.data.list].map((c) => c.name);
    expect(new Set(names).size).toBe(5);
  });

  it('shows guests the first results only and flags the answer as limited', async () => {
    const { body } = await list({}, 'pageNum=3&pageSize=100');
    expect(body.data.pageNum).toBe(1);
    expect(body.data.pageSize).toBe(12);
    expect(body.data.hasMore).toBe(false);
    expect(body.data.list.length).toBeLessThanOrEqual(12);
  });

  it('lists only sellers with published products, with their product counts, never buyers or the organiser', async () => {
    const { body } = await list({}, 'pageNum=1&pageSize=100', buyerToken);
    const published = await t.database.db
      .select({ companyId: products.companyId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.published, true))
      .groupBy(products.companyId);
    const expected = Object.fromEntries(published.map((r) => [r.companyId, r.n]));
    expect(Object.fromEntries(body.data.list.map((c) => [c.id, c.productCount]))).toEqual(expected);
    const names = body.data.list.map((c) => c.nameEn ?? c.name);
    expect(names).not.toContain('Northstar Jewellers');
    expect(names).not.toContain('GemBourse Organiser');
  });

  it('finds suppliers by English and by Chinese text', async () => {
    const en = await list({ keyword: 'PAVILION' }, undefined, buyerToken);
    expect(en.body.data.list.map((c) => c.id)).toEqual([fixtureId]);
    const zh = await list({ keyword: '翡翠' }, undefined, buyerToken, 'zh_CN');
    expect(zh.body.data.list.map((c) => c.id)).toContain(fixtureId);
    const none = await list({ keyword: '100%_' }, undefined, buyerToken);
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('filters by market, nature, country and verification', async () => {
    const { body } = await list({ mainMarkets: [30789], businessNature: [30709], country: 'tw', verifiedOnly: true }, undefined, buyerToken);
    expect(body.data.list.map((c) => c.id)).toContain(fixtureId);
    expect(body.data.list.every((c) => c.verified && c.mainMarkets.includes(30789))).toBe(true);
  });

  it('sorts by name both ways', async () => {
    const asc = (await list({ sort: 'name_asc' }, 'pageNum=1&pageSize=100', buyerToken)).body.data.list.map((c) => c.name);
    const desc = (await list({ sort: 'name_desc' }, 'pageNum=1&pageSize=100', buyerToken)).body.data.list.map((c) => c.name);
    expect(desc).toEqual([...asc].reverse());
  });

  it('rejects an unknown sort and unknown fields with a validation envelope', async () => {
    expect((await list({ sort: 'cheapest' })).body.code).toBe(40000);
    expect((await list({ drop: 'table' })).body.code).toBe(40000);
    expect((await list({}, 'pageNum=0')).body.code).toBe(40000);
  });
});

describe('company profiles', () => {
  it('recommends verified showrooms and lists all supplier names', async () => {
    const rec = await call<Summary[]>(t.app, { method: 'GET', url: '/api/company/mainpage/recommend' });
    expect(rec.body.data.length).toBeGreaterThan(0);
    expect(rec.body.data.every((c) => c.verified)).toBe(true);
    const all = await call<{ id: number }[]>(t.app, { method: 'GET', url: '/api/company/all' });
    expect(all.body.data.map((c) => c.id)).toContain(fixtureId);
  });

  it('hides contact details per the showroom privacy: contacts only', async () => {
    const url = `/api/company/detail/${fixtureId}`;
    const guest = await call<{ email: string | null; phone: string | null; contactVisible: boolean }>(t.app, { method: 'GET', url });
    expect(guest.body.data).toMatchObject({ email: null, phone: null, contactVisible: false });
    const member = await call<{ email: string | null }>(t.app, { method: 'GET', url, headers: bearer(buyerToken) });
    expect(member.body.data.email).toBeNull();
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    await t.database.db.insert(connections).values({
      requesterId: buyer.id, requesterCompanyId: buyer.companyId, supplierCompanyId: fixtureId, status: 'accepted',
    });
    const connected = await call<{ email: string | null }>(t.app, { method: 'GET', url, headers: bearer(buyerToken) });
    expect(connected.body.data.email).toBe('sales@jade-pavilion.example');
  });

  it('shows community contact details to members but not to guests', async () => {
    await t.database.db.update(companies).set({ contactPrivacy: 'community' }).where(eq(companies.id, fixtureId));
    const url = `/api/company/detail/${fixtureId}`;
    expect((await call<{ phone: string | null }>(t.app, { method: 'GET', url })).body.data.phone).toBeNull();
    const staff = await loginAs(t.app, 'staff@example.com');
    expect((await call<{ phone: string | null }>(t.app, { method: 'GET', url, headers: bearer(staff) })).body.data.phone).toBe('+886 2 1234 5678');
  });

  it('answers 404 for unknown ids, buyers\' profiles to guests and suspended suppliers', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/company/detail/99999999' })).status).toBe(404);
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    const buyerCompany = await call(t.app, { method: 'GET', url: `/api/company/detail/${buyer.companyId}` });
    expect(buyerCompany.body.code).toBe(40400);
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, fixtureId));
    expect((await call(t.app, { method: 'GET', url: `/api/company/detail/${fixtureId}`, headers: bearer(buyerToken) })).body.code).toBe(40400);
    await t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, fixtureId));
    expect((await call(t.app, { method: 'GET', url: '/api/company/detail/abc' })).body.code).toBe(40000);
  });
});
