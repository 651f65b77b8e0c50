// Grows the supplier directory of a seeded database to N sellers, in bulk, with the demo seed's own generators, so
// the extra suppliers look like the demo ones: English and Chinese names, real cities, profiles, dictionary ids for
// main products / markets / business nature, and a few products each (the first one published, so each is listed);
// search_text comes from the app's own builder, as the demo seed fills it.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { companies, products } from '../../apps/server/src/db/schema/index.ts';
import { buildSellers, type CompanyDraft } from '../../apps/server/src/db/seed/demo/companies.ts';
import { buildProducts, type ProductDraftRow } from '../../apps/server/src/db/seed/demo/products.ts';
import { createRng } from '../../apps/server/src/db/seed/demo/prng.ts';
import { DICTIONARY_SEED } from '../../apps/server/src/db/seed/dictionary-data.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';

/** Rows per multi-row INSERT: ~55 columns x 500 companies and ~35 x 1,000 products stay under 65,535 parameters. */
const COMPANY_BATCH = 500;
const PRODUCT_BATCH = 1000;

/** The columns derived from a seller's published products that the directory searches (search_text and the like). */
export type Derive = (d: CompanyDraft, rows: readonly ProductDraftRow[]) => Partial<CompanyDraft['row']>;

/** What a directory search matches, as seed-demo.ts built it before a shared builder existed (its `searchTextOf`). */
function legacySearchText(d: CompanyDraft, rows: readonly ProductDraftRow[]) {
  const r = d.row;
  const productNames = [...new Set(rows.filter((p) => p.published).map((p) => p.name))];
  return {
    searchText: [r.name, r.nameEn, r.alternateName, r.profile, r.profileEn, r.city, ...productNames]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    publishedProducts: rows.filter((p) => p.published).length,
  } as Partial<CompanyDraft['row']>;
}

/**
 * The app's own builder of search_text when the checkout has it (apps/server/src/modules/company/company-search-text.ts,
 * called the way seed-demo.ts calls it: main-product and category labels from the dictionary seed), otherwise the
 * seed's former `searchTextOf`. Loaded by URL so that the benchmark runs on checkouts with or without it.
 */
export async function searchBuilder(): Promise<{ name: string; derive: Derive }> {
  const url = new URL('../../apps/server/src/modules/company/company-search-text.ts', import.meta.url);
  if (!existsSync(url)) return { name: 'legacy searchTextOf (copy of the former seed-demo.ts)', derive: legacySearchText };
  const shared = (await import(url.href)) as {
    companySearchText: (src: Record<string, unknown>, labelsOf: (id: number) => readonly string[] | undefined) => string;
    productCategoriesOf: (rows: readonly { categories?: readonly number[] | null }[]) => number[];
  };
  const searched = new Set(['main_products', 'product_category']);
  const labels = new Map(DICTIONARY_SEED.filter((e) => searched.has(e.dictCode)).map((e) => [e.dataValue, Object.values(e.labels)]));
  return {
    name: 'companySearchText (apps/server/src/modules/company/company-search-text.ts)',
    derive: (d, rows) => {
      const published = rows.filter((p) => p.published);
      const productCategories = shared.productCategoriesOf(published);
      const source = { ...d.row, mainProducts: d.row.mainProducts ?? [], productNames: published.map((p) => p.name), productCategories };
      return {
        searchText: shared.companySearchText(source, (id) => labels.get(id)),
        productCategories,
        publishedProducts: published.length,
      } as Partial<CompanyDraft['row']>;
    },
  };
}

export interface GrowResult {
  sellersBefore: number;
  sellersAfter: number;
  companiesAdded: number;
  productsAdded: number;
  ms: number;
}

/**
 * Adds seller companies until the database holds `target` sellers. Deterministic: the sellers are the first `target`
 * of the demo generator's sequence (the demo seed wrote the first 60 of it), each with 1 to 6 products. Growing in steps
 * (1,000 then 5,000...) gives the same companies as growing at once.
 */
export async function growSuppliers(db: Db, target: number, derive: Derive): Promise<GrowResult> {
  const started = Date.now();
  const existing = await db
    .select({ name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(sql`${companies.joinType} = 'seller'`);
  const missing = target - existing.length;
  if (missing <= 0) return { sellersBefore: existing.length, sellersAfter: existing.length, companiesAdded: 0, productsAdded: 0, ms: 0 };

  // The generator keeps English names unique but, past a few hundred, repeats Chinese ones: number those, as the
  // generator itself does for English names. Sellers already in the database (same English name) are skipped.
  const haveEn = new Set(existing.map((r) => r.nameEn));
  const names = new Set(existing.map((r) => r.name));
  const drafts: CompanyDraft[] = [];
  const sequence = buildSellers(target + existing.length);
  for (let i = 0; i < sequence.length && drafts.length < missing; i++) {
    const d = sequence[i];
    if (haveEn.has(d.row.nameEn ?? null)) continue;
    if (names.has(d.row.name)) d.row.name = `${d.row.name} (${i})`;
    names.add(d.row.name);
    drafts.push(d);
  }
  const productRows = drafts.map((d) => {
    const [rows] = buildProducts([d], createRng(`bench-directory-${d.slug}`).int(1, 6));
    // Listed means at least one published product: make sure of it rather than leave it to the 90% chance.
    if (!rows[0].published) rows[0] = { ...rows[0], published: true, releaseAt: rows[0].createdAt };
    return rows;
  });
  drafts.forEach((d, i) => Object.assign(d.row, derive(d, productRows[i])));

  let productsAdded = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < drafts.length; i += COMPANY_BATCH) {
      const batch = drafts.slice(i, i + COMPANY_BATCH);
      const ret = await tx
        .insert(companies)
        .values(batch.map((d) => d.row))
        .returning({ id: companies.id, name: companies.name });
      const idOf = new Map(ret.map((r) => [r.name, r.id]));
      const flat = batch.flatMap((d, k) => productRows[i + k].map((p) => ({ ...p, companyId: idOf.get(d.row.name)! })));
      for (let j = 0; j < flat.length; j += PRODUCT_BATCH) {
        await tx.insert(products).values(flat.slice(j, j + PRODUCT_BATCH));
      }
      productsAdded += flat.length;
    }
  });
  return {
    sellersBefore: existing.length,
    sellersAfter: existing.length + drafts.length,
    companiesAdded: drafts.length,
    productsAdded,
    ms: Date.now() - started,
  };
}

/** Refreshes the planner statistics and the visibility map, as autovacuum would after a bulk load on PostgreSQL. */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) companies`);
  await db.execute(sql`VACUUM (ANALYZE) products`);
}
