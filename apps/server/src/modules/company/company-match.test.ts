import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyMatch } from '@gembourse/contracts/connections';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from './company-test-kit.ts';
import { complementsOf, mainProductsOfCategories, marketOfCountry, marketsServing } from './matching-policy.ts';

type Summary = { id: number; name: string };
type ListAnswer = { list: Summary[]; total: number };

let t: TestApp;
let pearls: KitCompany;
let tools: KitCompany;
let shop: KitCompany;
let shopToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // A retailer in North America that wants pearls.
  shop = await makeCompany(
    t,
    { name: 'Pearl Counter Inc.', joinType: 'buyer', country: 'US', businessNature: [30708] },
    { preferences: [30773, 30756] },
  );
  // A verified pearl wholesaler selling into North America, and a European tool maker.
  pearls = await makeCompany(
    t,
    {
      name: '南洋珍珠批发行',
      nameEn: 'South Sea Pearl Wholesale',
      country: 'HK',
      businessNature: [30709],
      mainMarkets: [30793],
      mainProducts: [30719],
      verificationStatus: 'verified',
    },
    {
      products: [
        { name: 'Akoya strand 7mm', categories: [30773, 30778] },
        { name: 'Pearl drop earrings', categories: [30756, 30738] },
      ],
    },
  );
  tools = await makeCompany(
    t,
    { name: 'Werkzeug Bauer GmbH', country: 'DE', businessNature: [30710], mainMarkets: [30792], mainProducts: [30722] },
    { products: [{ name: 'Laser welder LW-200', categories: [35798] }] },
  );
  shopToken = await shop.admin();
});
afterAll(() => t?.close());

const match = (token?: string, query = '?limit=50') => api<CompanyMatch[]>(t, 'GET', `/api/company/match${query}`, token);
const directory = (body: object, token?: string) => api<ListAnswer>(t, 'POST', '/api/company/list?pageNum=1&pageSize=50', token, body);

describe('matching policy', () => {
  it('maps categories to main products, natures to their suppliers and countries to markets', () => {
    expect(mainProductsOfCategories([30773, 30756, 35798, 37554])).toEqual([30716, 30719, 30722, 37552]);
    expect(complementsOf([30708])).toEqual(expect.arrayContaining([30709, 30710, 30711, 30706]));
    expect(complementsOf([30712])).toContain(30705);
    expect(complementsOf([30707])).toEqual(expect.arrayContaining([30706, 30710]));
    expect([marketOfCountry('us'), marketOfCountry('CN'), marketOfCountry('BR'), marketOfCountry(null)]).toEqual([
      30793,
      30789,
      30794,
      null,
    ]);
    expect(marketsServing([30793])).toEqual([30793, 30795]);
    expect(marketsServing([30795])).toHaveLength(7);
  });
});

describe('GET /api/company/match', () => {
  it('ranks a supplier with overlapping preferences, a complementary nature and my market above one without', async () => {
    const { body } = await match(shopToken);
    expect(body.code).toBe(200);
    const ids = body.data.map((m) => m.id);
    const top = body.data.find((m) => m.id === pearls.id)!;
    expect(top).toBeDefined();
    expect(ids.indexOf(pearls.id)).toBeLessThan(ids.includes(tools.id) ? ids.indexOf(tools.id) : Infinity);
    expect(ids[0]).toBe(pearls.id);
    // 30 (both preferences found) + 7.5 (pearls of {jewellery, pearls}) + 20 nature + 20 market + 10 verified.
    expect(top.score).toBe(88);
    expect(top.reasons).toEqual({ products: [30756, 30773, 30719], markets: [30793], natures: [30709] });
    expect(top).toMatchObject({ name: '南洋珍珠批发行', verified: true, productCount: 2 });
    const scores = body.data.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
    const weak = body.data.find((m) => m.id === tools.id);
    if (weak) expect(weak.score).toBeLessThan(top.score);
  });

  it('never suggests my own company and honours the limit', async () => {
    const own = await pearls.admin();
    const { body } = await match(own, '?limit=3');
    expect(body.data.length).toBeLessThanOrEqual(3);
    expect(body.data.map((m) => m.id)).not.toContain(pearls.id);
  });

  it('works for the demo buyer and refuses guests (30007) and bad limits (40000)', async () => {
    const buyer = await loginAs(t.app, 'buyer@example.com');
    const { body } = await match(buyer, '');
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(12);
    const guest = await match(undefined);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(30007);
    expect((await match(buyer, '?limit=500')).body.code).toBe(40000);
  });
});

describe('directory search in four languages', () => {
  it('finds a seeded supplier by a Chinese, a traditional Chinese or a Turkish product label', async () => {
    const [ringSeller] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.joinType, 'seller'), sql`${companies.productCategories} @> '{30733}'`, sql`${companies.id} <> ${pearls.id}`))
      .limit(1);
    expect(ringSeller).toBeDefined();
    for (const keyword of ['戒指', 'YÜZÜK', 'yuzuk', 'Rings']) {
      const { body } = await directory({ keyword }, shopToken);
      expect(
        body.data.list.map((c) => c.id),
        keyword,
      ).toContain(ringSeller.id);
    }
  });

  it('finds our supplier by its categories, main products and country in every language, but not by others', async () => {
    for (const keyword of ['珍珠', '海水珍珠', '珍珠首飾', 'Akoya', 'inci', 'Hong Kong', '中国香港', 'south sea']) {
      const { body } = await directory({ keyword }, shopToken);
      expect(
        body.data.list.map((c) => c.id),
        keyword,
      ).toContain(pearls.id);
    }
    const welders = (await directory({ keyword: '激光焊接机' }, shopToken)).body.data.list.map((c) => c.id);
    expect(welders).toContain(tools.id);
    expect(welders).not.toContain(pearls.id);
  });

  it('finds a supplier by what its admin just added in the editor', async () => {
    const admin = await tools.admin();
    expect((await directory({ keyword: '包装' })).body.data.list.map((c) => c.id)).not.toContain(tools.id);
    expect((await api(t, 'POST', '/api/company/update', admin, { mainProducts: [30722, 30721] })).body.code).toBe(200);
    await t.app.deps.jobs.settled();
    expect((await directory({ keyword: '包装' })).body.data.list.map((c) => c.id)).toContain(tools.id);
  });

  it('filters by main products, nature, market, country and verification', async () => {
    const ids = async (body: object) => (await directory(body, shopToken)).body.data.list.map((c) => c.id);
    expect(await ids({ mainProducts: [30719] })).toContain(pearls.id);
    expect(await ids({ mainProducts: [30719] })).not.toContain(tools.id);
    expect(await ids({ businessNature: [30710], country: 'de' })).toEqual([tools.id]);
    expect(await ids({ mainMarkets: [30792], keyword: 'werkzeug' })).toEqual([tools.id]);
    // Every word must match (issue 28): a demo wholesaler of silver with a pearl piece holds "pearl" and "wholesale" too.
    expect(await ids({ keyword: 'south sea pearl wholesale', verifiedOnly: true })).toEqual([pearls.id]);
    // Issue 9: only verified suppliers are listed at all, so verifiedOnly leaves out nobody any more.
    expect(await ids({ keyword: 'werkzeug', verifiedOnly: true })).toEqual([tools.id]);
    await t.database.db.update(companies).set({ verificationStatus: 'pending' }).where(eq(companies.id, tools.id));
    try {
      expect(await ids({ keyword: 'werkzeug' })).toEqual([]);
    } finally {
      await t.database.db.update(companies).set({ verificationStatus: 'verified' }).where(eq(companies.id, tools.id));
    }
  });
});

describe('OpenAPI', () => {
  it('documents every issue-4 route with its schemas and tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Op = { tags?: string[]; requestBody?: unknown; responses?: Record<string, unknown> };
    const doc = res.json() as { paths: Record<string, Record<string, Op>> };
    const routes: [string, 'get' | 'post', boolean][] = [
      ['/api/company/update', 'post', true],
      ['/api/company/user/contact/save', 'post', true],
      ['/api/company/user/contact/list', 'get', false],
      ['/api/company/user/contact/remove/{id}', 'post', false],
      ['/api/company/contact/list/{company_id}', 'get', false],
      ['/api/company/user/no/contact/list', 'get', false],
      ['/api/company/connection/request', 'post', true],
      ['/api/company/connection/list', 'get', false],
      ['/api/company/connection/accept/{id}', 'post', false],
      ['/api/company/connection/decline/{id}', 'post', false],
      ['/api/favourite/brand/{id}', 'post', true],
      ['/api/company/share', 'post', true],
      ['/api/company/match', 'get', false],
    ];
    for (const [path, method, hasBody] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, path).toBeDefined();
      expect(op.tags?.length, path).toBeGreaterThan(0);
      expect(op.responses?.['200'], path).toBeDefined();
      if (hasBody) expect(op.requestBody, path).toBeDefined();
    }
  });
});
