import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyListAnswer } from '@gembourse/contracts/company';
import { companies, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FILL_SEARCH_TEXT_JOB, REFRESH_DERIVED_JOB } from './company-derived.service.ts';
import { api, companyRow, makeCompany, type KitCompany } from './company-test-kit.ts';

// A company's derived columns (search_text, product_categories, published_products) follow its profile and its
// products by one path: the write enqueues company.refresh-derived in its transaction, the job recomputes them.

let t: TestApp;
let opal: KitCompany;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  opal = await makeCompany(
    t,
    { name: 'Derivekit Opal House', city: 'Sydney' },
    { products: [{ name: 'Boulder opal ring', categories: [30733] }] },
  );
  const shop = await makeCompany(t, { name: 'Derivekit Shop', joinType: 'buyer' });
  buyer = await shop.admin();
});
afterAll(() => t?.close());

const found = async (keyword: string) =>
  (await api<CompanyListAnswer>(t, 'POST', '/api/company/list?pageNum=1&pageSize=50', buyer, { keyword })).body.data.list.map((c) => c.id);
/** The refresh jobs of a company, by state. */
const refreshJobs = async (companyId: number) =>
  (
    await t.database.executeSql(`SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2`, [
      REFRESH_DERIVED_JOB,
      String(companyId),
    ])
  ).rows as { state: string }[];

describe('derived company columns', () => {
  it('follow a profile change once the refresh job has run', async () => {
    const admin = await opal.admin();
    expect((await api(t, 'POST', '/api/company/update', admin, { nameEn: 'Lightning Ridge Opals', mainProducts: [30722] })).body.code).toBe(
      200,
    );
    await t.app.deps.jobs.settled();
    const row = await companyRow(t, opal.id);
    expect(row.searchText).toContain('lightning ridge opals');
    expect(await found('lightning ridge')).toContain(opal.id);
    // Still its products' too: the refresh recomputes from everything, not from the change alone.
    expect(row.searchText).toContain('boulder opal ring');
    expect(row).toMatchObject({ productCategories: [30733], publishedProducts: 1 });
  });

  it("fold a profile's Chinese to one script, so either script finds the supplier", async () => {
    // Issue 28: the directory kept the script a profile was written in; the catalogue folds both to simplified.
    const admin = await opal.admin();
    expect((await api(t, 'POST', '/api/company/update', admin, { profile: '專營澳洲蛋白石項鍊與黑蛋白石戒指。' })).body.code).toBe(200);
    await t.app.deps.jobs.settled();
    for (const keyword of ['蛋白石項鍊', '蛋白石项链', '黑蛋白石 戒指', '專營澳洲', '专营澳洲']) {
      expect(await found(keyword), keyword).toContain(opal.id);
    }
  });

  it('do not wait for a refresh when a change touches none of their inputs', async () => {
    const admin = await opal.admin();
    const before = (await refreshJobs(opal.id)).length;
    expect((await api(t, 'POST', '/api/company/update', admin, { boothNumber: 'B-12' })).body.code).toBe(200);
    expect((await refreshJobs(opal.id)).length).toBe(before);
  });

  it('follow product writes: create, publish, rename, withdraw, delete', async () => {
    const writes = t.app.deps.services.productWrites;
    const draft = { companyId: opal.id, sku: 'DK-1', currency: 'USD' as const, price: 900 };
    const tiara = await writes.create({ ...draft, name: 'Moonstone tiara', categories: [30746], published: true });
    const hidden = await writes.create({ ...draft, sku: 'DK-2', name: 'Secret brooch', categories: [30743], published: false });
    await t.app.deps.jobs.settled();
    let row = await companyRow(t, opal.id);
    expect(row).toMatchObject({ productCategories: [30733, 30746], publishedProducts: 2 });
    expect(row.searchText).toContain('moonstone tiara');
    // A category's labels in every language become searchable with the product.
    expect(row.searchText).toContain('冠冕');
    expect(row.searchText).not.toContain('secret brooch');
    expect(await found('moonstone')).toContain(opal.id);

    expect(await writes.setPublished(opal.id, [hidden], true)).toBe(1);
    expect(await writes.update(opal.id, tiara, { name: 'Rainbow moonstone tiara' })).toBe(true);
    await t.app.deps.jobs.settled();
    row = await companyRow(t, opal.id);
    expect(row).toMatchObject({ productCategories: [30733, 30743, 30746], publishedProducts: 3 });
    expect(row.searchText).toContain('rainbow moonstone tiara');
    expect(row.searchText).toContain('secret brooch');

    expect(await writes.setPublished(opal.id, [tiara], false)).toBe(1);
    expect(await writes.remove(opal.id, [hidden])).toBe(1);
    await t.app.deps.jobs.settled();
    row = await companyRow(t, opal.id);
    expect(row).toMatchObject({ productCategories: [30733], publishedProducts: 1 });
    expect(row.searchText).not.toContain('moonstone');
    expect(await found('moonstone')).not.toContain(opal.id);
  });

  it("never writes another company's products, and then refreshes nothing", async () => {
    const other = await makeCompany(t, { name: 'Derivekit Other' });
    const [theirs] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, other.id));
    const before = (await refreshJobs(opal.id)).length;
    expect(await t.app.deps.services.productWrites.update(opal.id, theirs.id, { name: 'Taken over' })).toBe(false);
    expect(await t.app.deps.services.productWrites.remove(opal.id, [theirs.id])).toBe(0);
    expect((await refreshJobs(opal.id)).length).toBe(before);
    expect((await t.database.db.select({ name: products.name }).from(products).where(eq(products.id, theirs.id)))[0].name).not.toBe(
      'Taken over',
    );
  });

  it('coalesce a burst into one waiting job, and enqueue nothing when the write rolls back', async () => {
    const burst = await makeCompany(t, { name: 'Derivekit Burst' }, { products: [] });
    const writes = t.app.deps.services.productWrites;
    // Twenty products in one transaction (an import): one refresh job waits, not twenty.
    await writes.transaction(async (w) => {
      for (let i = 0; i < 20; i++)
        await w.create({
          companyId: burst.id,
          sku: `BK-${i}`,
          name: `Burst piece ${i}`,
          currency: 'USD',
          published: true,
          categories: [30738],
        });
    });
    expect(await refreshJobs(burst.id)).toHaveLength(1);
    await t.app.deps.jobs.settled();
    expect(await companyRow(t, burst.id)).toMatchObject({ publishedProducts: 20, productCategories: [30738] });

    const rolledBack = writes.transaction(async (w) => {
      await w.create({ companyId: burst.id, sku: 'BK-X', name: 'Never there', currency: 'USD', published: true });
      throw new Error('import failed');
    });
    await expect(rolledBack).rejects.toThrow('import failed');
    expect(await refreshJobs(burst.id)).toHaveLength(1);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.companyId, burst.id), eq(products.sku, 'BK-X')));
    expect(n).toBe(0);
  });
});

describe('search text backfill (company.fill-search-text)', () => {
  it('computes again, after migration 0023 cleared them, the same search texts the write paths store', async () => {
    const db = t.database.db;
    const texts = () => db.select({ id: companies.id, text: companies.searchText }).from(companies).orderBy(asc(companies.id));
    const before = await texts();
    expect(await found('derivekit')).toContain(opal.id);
    // The migration's data statement, as the migrator runs it (its index exists already).
    const migration = readFileSync(new URL('../../db/migrations/0023_company_search_text_fold.sql', import.meta.url), 'utf8');
    const clears = migration.split('--> statement-breakpoint').filter((st) => st.includes('UPDATE "companies"'));
    expect(clears).toHaveLength(1);
    await db.execute(sql.raw(clears[0]));
    expect(await found('derivekit')).toEqual([]);

    await t.app.deps.jobs.send(FILL_SEARCH_TEXT_JOB, {});
    await t.app.deps.jobs.settled();
    expect(await texts()).toEqual(before);
    expect(await found('derivekit')).toContain(opal.id);
    expect(await found('蛋白石项链')).toContain(opal.id);
  });
});
