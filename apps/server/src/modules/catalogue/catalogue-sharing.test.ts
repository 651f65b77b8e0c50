import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueAnswer } from '@gembourse/contracts/catalogue-search';
import { connections, favourites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshCompanyDerived } from '../company/company-derived.repository.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { countStatements } from './catalogue-search-test-kit.ts';
import { priceSortOf } from './price-sort.ts';
import { productWritesRepository } from './product-writes.repository.ts';

// Plain members share computed catalogue answers (catalogue-sharing.ts); members whose catalogue differs never do.

let t: TestApp;
let open: KitCompany; // a supplier everyone may browse, with a product of each level
let closed: KitCompany; // a contacts-only showroom
let plainA: KitCompany;
let plainB: KitCompany;
let connected: KitCompany; // a buyer connected with `closed`
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ MEMBER_SEARCH_SHARE_SECONDS: '60' });
  const db = t.database.db;
  open = await makeCompany(t, { name: 'Sharewell Open Gems', productPrivacy: 'everyone' }, { products: [] });
  closed = await makeCompany(t, { name: 'Sharewell Closed Gems', productPrivacy: 'contacts' }, { products: [] });
  plainA = await makeCompany(t, { name: 'Plain Buyer A', joinType: 'buyer' });
  plainB = await makeCompany(t, { name: 'Plain Buyer B', joinType: 'buyer' });
  connected = await makeCompany(t, { name: 'Connected Buyer', joinType: 'buyer' });
  // Written as the showroom writes them: search text, facet codes and price sort computed (product-writes.repository.ts).
  const writes = productWritesRepository(db, async () => {});
  const add = async (key: string, companyId: number, visibility: 'showroom' | 'public' | 'community' | 'private') => {
    const row = { companyId, name: `Sharewell ${key}`, sku: `SW-${key}`, currency: 'USD' as const, price: 100, published: true };
    ids[key] = await writes.create({
      ...row,
      visibility,
      priceVisibility: 'public',
      categories: [30733],
      priceSort: priceSortOf(100, 'USD'),
    });
  };
  await add('public', open.id, 'public');
  await add('community', open.id, 'community');
  await add('private', open.id, 'private');
  // As the showroom: its contacts-only privacy decides.
  await add('contacts', closed.id, 'showroom');
  for (const supplier of [open, closed]) await refreshCompanyDerived(db, supplier.id);
  await db.insert(connections).values({
    requesterId: connected.adminId,
    requesterCompanyId: connected.id,
    supplierCompanyId: closed.id,
    status: 'accepted',
  });
  await db.insert(favourites).values({ userId: plainA.adminId, targetType: 'product', targetId: ids.public });
}, 120_000);
afterAll(() => t?.close());

const search = async (token: string, query = 'q=sharewell&sort=nameAsc') => {
  const { body } = await api<CatalogueAnswer>(t, 'GET', `/api/product/search?${query}`, token);
  expect(body.code).toBe(200);
  return body.data;
};
const names = (a: CatalogueAnswer) => a.list.map((p) => p.name.replace('Sharewell ', ''));
const hearts = (a: CatalogueAnswer) => Object.fromEntries(a.list.map((p) => [p.name.replace('Sharewell ', ''), p.favourite]));

describe('members who see the same catalogue share its answers', () => {
  it('gives each member what they may see: owners and connected members are not served the plain answer, nor it theirs', async () => {
    // The owner first, so a wrongly shared answer would carry its private product to the buyers after it.
    const owner = await search(await open.admin());
    expect(names(owner)).toEqual(['community', 'private', 'public']);
    const a = await search(await plainA.admin());
    expect(names(a)).toEqual(['community', 'public']);
    expect(a.total).toBe(2);
    // The connected buyer sees the contacts-only showroom, though a plain member computed this query before.
    const c = await search(await connected.admin());
    expect(names(c)).toEqual(['community', 'contacts', 'public']);
    expect(c.total).toBe(3);
    const counts = c.facets.find((f) => f.key === 'country')!.values.reduce((n, v) => n + v.count, 0);
    expect(counts).toBe(3);
    // And the plain answer after it is still the plain one.
    expect(names(await search(await plainB.admin()))).toEqual(['community', 'public']);
  });

  it('serves a plain member the answer another computed, with their own hearts, without a statement', async () => {
    const tokenA = await plainA.staff();
    const tokenB = await plainB.staff();
    const query = 'q=sharewell&sort=priceAsc&pageSize=12';
    // B's company is read once (plain or not), and B's hearts; the answer is then A's.
    await search(tokenB, 'q=sharewell&sort=newest');
    const first = await search(await plainA.admin(), query);
    expect(hearts(first)).toEqual({ public: true, community: false });
    const { result, statements } = await countStatements(
      t.database.db,
      () => search(tokenB, query),
      /products|favourites|connections|fx_rates/,
    );
    expect(hearts(result)).toEqual({ public: false, community: false });
    expect(result.total).toBe(first.total);
    expect(statements).toEqual([]);
    // A's standard user shares the company's answer and the heart is the user's own: not theirs.
    expect(hearts(await search(tokenA, query))).toEqual({ public: false, community: false });
    // A heart set now shows in B's next search at once, though B's hearts were kept.
    const set = await api(t, 'POST', `/api/favourite/product/${ids.community}`, tokenB, { collected: true });
    expect(set.body.code).toBe(200);
    expect(hearts(await search(tokenB, query))).toEqual({ public: false, community: true });
  });

  it('computes an unseeded random order for each call rather than sharing one', async () => {
    const token = await plainB.admin();
    const seeds = new Set<number | null>();
    for (let i = 0; i < 4; i++) seeds.add((await search(token, 'q=sharewell&sort=random')).seed);
    expect(seeds.size).toBeGreaterThan(1);
  });
});
