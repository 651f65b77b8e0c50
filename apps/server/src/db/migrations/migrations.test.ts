import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { brands, companies, favourites, products, users } from '../schema/index.ts';
import { VISIBILITIES, type Visibility } from '@gembourse/contracts/product';
import { SHOWROOM_PRIVACY_LEVELS, type ShowroomPrivacyLevel } from '@gembourse/contracts/showroom';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ITEM_RULES, productSightOf, SHOWROOM_GATE, type ViewerKind } from '../../modules/catalogue/visibility-policy.ts';

// Data migrations re-run against rows shaped as they were before the change, compared with what the app writes now.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('0004 CJK n-gram backfill', () => {
  const backfill = readFileSync(new URL('./0004_cjk_ngrams_backfill.sql', import.meta.url), 'utf8');

  it('gives an old row the n-gram words the app writes today, and leaves current rows alone', async () => {
    const { db } = t.database;
    const rows = await db.select({ id: companies.id, text: companies.searchText }).from(companies);
    const withGrams = rows.filter((r) => r.text.endsWith('|'));
    expect(withGrams.length, 'the demo seed has Chinese names').toBeGreaterThan(0);
    const sample = withGrams[0];
    // Before the change: the same text without its trailing n-gram words.
    const before = sample.text.slice(0, sample.text.lastIndexOf(' |'));
    await db.update(companies).set({ searchText: before }).where(eq(companies.id, sample.id));

    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw(backfill)); // run twice: nothing is appended again

    const after = await db.select({ id: companies.id, text: companies.searchText }).from(companies);
    const byId = new Map(after.map((r) => [r.id, r.text]));
    expect(byId.get(sample.id)).toBe(sample.text);
    for (const r of rows) expect(byId.get(r.id)).toBe(r.text);
  });
});

describe('0012 brands: default brands, products and favourites', () => {
  const migration = readFileSync(new URL('./0012_brands_default.sql', import.meta.url), 'utf8');
  /** Applies it as the migrator does: statement by statement. */
  const apply = async () => {
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
  };

  it('gives a supplier without one its default brand, its brandless products, and turns a favourite of the company into one of that brand', async () => {
    const { db } = t.database;
    // Rows as they were before 0012: a supplier without brands, a product without a brand, favourites of companies.
    const [supplier, buyerCompany] = await db
      .insert(companies)
      .values([
        { joinType: 'seller', name: '旧供应商珠宝', nameEn: 'Old Supplier Jewellery' },
        { joinType: 'buyer', name: 'Old Buyer Co' },
      ])
      .returning({ id: companies.id });
    const [product] = await db
      .insert(products)
      .values({ companyId: supplier.id, name: 'Old ring', sku: 'OLD-1', currency: 'USD' })
      .returning({ id: products.id });
    const [bella, other] = await db.select({ id: users.id }).from(users).orderBy(users.id).limit(2);
    const collected = new Date('2025-05-06T07:08:09Z');
    await db.execute(sql`insert into favourites (user_id, target_type, target_id, wish_list, created_at) values
      (${bella.id}, 'company', ${supplier.id}, false, ${collected.toISOString()}::timestamptz),
      (${other.id}, 'company', ${supplier.id}, false, now()),
      (${bella.id}, 'company', ${buyerCompany.id}, false, now())`);

    await apply();
    await apply(); // run twice: nothing is added again

    const own = await db.select().from(brands).where(eq(brands.companyId, supplier.id));
    expect(own.map((b) => [b.name, b.isDefault])).toEqual([['旧供应商珠宝', true]]);
    expect(await db.select().from(brands).where(eq(brands.companyId, buyerCompany.id))).toEqual([]);
    const [moved] = await db.select({ brandId: products.brandId }).from(products).where(eq(products.id, product.id));
    expect(moved.brandId).toBe(own[0].id);
    const favs = await db
      .select({ userId: favourites.userId, type: favourites.targetType, target: favourites.targetId, at: favourites.createdAt })
      .from(favourites)
      .where(inArray(favourites.userId, [bella.id, other.id]));
    expect(favs.filter((f) => (f.type as string) === 'company')).toEqual([]);
    const mine = favs.filter((f) => f.target === own[0].id);
    expect(mine.map((f) => [f.userId, f.type]).sort()).toEqual(
      [
        [bella.id, 'brand'],
        [other.id, 'brand'],
      ].sort(),
    );
    // When it was collected is kept.
    expect(mine.find((f) => f.userId === bella.id)?.at).toEqual(collected);
  });

  it('leaves the demo data as the seed made it: every supplier has its one default brand', async () => {
    const { db } = t.database;
    const before = await db.select({ id: brands.id }).from(brands);
    await apply();
    expect(await db.select({ id: brands.id }).from(brands)).toEqual(before);
    const [{ missing }] = (
      await t.database.executeSql(
        `select count(*)::int as missing from companies c where c.join_type = 'seller' and not exists (select 1 from brands b where b.company_id = c.id and b.is_default)`,
      )
    ).rows as { missing: number }[];
    expect(missing).toBe(0);
  });
});

describe('0022 product visibility "as the showroom"', () => {
  const migration = readFileSync(new URL('./0022_product_visibility_showroom.sql', import.meta.url), 'utf8');
  const apply = async () => {
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
  };
  const KINDS: ViewerKind[] = ['guest', 'member', 'contact', 'own', 'staff'];
  const pass = (sight: string, released: boolean) => sight === 'always' || (sight === 'released' && released);
  /** What a viewer saw before issue 28: the showroom's privacy gate AND the product's own level (it only narrowed). */
  const before = (kind: ViewerKind, privacy: ShowroomPrivacyLevel, level: Visibility, released: boolean) =>
    SHOWROOM_GATE[privacy][kind] && pass(ITEM_RULES[level][kind], released);

  it('keeps what every viewer sees of every product, a launch of a contacts-only showroom narrowed to its release', async () => {
    const { db } = t.database;
    // One supplier per privacy, each with a product of every level (as they were before: no "showroom" level).
    const combos: { privacy: ShowroomPrivacyLevel; level: Visibility; id: number; companyId: number }[] = [];
    for (const privacy of SHOWROOM_PRIVACY_LEVELS) {
      const [supplier] = await db
        .insert(companies)
        .values({ joinType: 'seller', name: `Migrating ${privacy}`, productPrivacy: privacy })
        .returning({ id: companies.id });
      for (const level of VISIBILITIES) {
        const [p] = await db
          .insert(products)
          .values({ companyId: supplier.id, name: `${privacy} ${level}`, sku: `MIG-${privacy}-${level}`, currency: 'USD', visibility: level })
          .returning({ id: products.id });
        combos.push({ privacy, level, id: p.id, companyId: supplier.id });
      }
    }
    await apply();
    await apply(); // run twice: nothing changes again

    const after = new Map(
      (await db.select({ id: products.id, visibility: products.visibility }).from(products).where(inArray(products.id, combos.map((c) => c.id)))).map(
        (r) => [r.id, r.visibility],
      ),
    );
    for (const c of combos) {
      for (const kind of KINDS) {
        for (const released of [true, false]) {
          const now = productSightOf(kind, { visibility: after.get(c.id)!, priceVisibility: 'public', productPrivacy: c.privacy, released });
          const was = before(kind, c.privacy, c.level, released);
          const label = `${c.privacy} ${c.level} -> ${after.get(c.id)} for a ${kind}${released ? '' : ' before its release'}`;
          if (c.privacy === 'contacts' && c.level === 'launch' && kind === 'contact' && !released) expect(now.visible, label).toBe(false);
          else expect(now.visible, label).toBe(was);
        }
      }
    }
    // Public products follow their showroom; the levels that said who sees them keep it.
    expect(combos.filter((c) => after.get(c.id) === 'showroom').map((c) => `${c.privacy} ${c.level}`)).toEqual([
      'contacts public',
      'contacts community',
      'contacts launch',
      'community public',
      'everyone public',
    ]);
  });
});
