import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { companies, dictionaryEntries, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { companySearchText, labelList, SEARCH_PRODUCT_NAMES_MAX } from './company-search-text.ts';

/** Dictionaries whose labels are searched (company-search-text.ts). */
const SEARCHED_DICTIONARIES = ['main_products', 'product_category'];

/**
 * The columns of a company row that the derived columns are computed from (besides its published products and the
 * dictionary): a write that sets one of them must have the derived columns refreshed (company-records.service.ts).
 */
export const DERIVED_INPUTS = ['name', 'nameEn', 'alternateName', 'profile', 'profileEn', 'city', 'country', 'mainProducts'] as const;

/** Whether a write of these company columns changes what the derived columns are computed from. */
export const touchesDerivedInputs = (values: object): boolean => DERIVED_INPUTS.some((k) => k in values);

/**
 * Recomputes search_text, product_categories and published_products of one company from its row (DERIVED_INPUTS),
 * its published products and the dictionary. The app runs it only as the `company.refresh-derived` job
 * (company-derived.service.ts), which every write of those inputs enqueues; the test kit calls it directly. Answers
 * the number of published products (undefined: no such company).
 */
export async function refreshCompanyDerived(db: Db, companyId: number): Promise<number | undefined> {
  const [company] = await db
    .select({
      name: companies.name,
      nameEn: companies.nameEn,
      alternateName: companies.alternateName,
      profile: companies.profile,
      profileEn: companies.profileEn,
      city: companies.city,
      country: companies.country,
      mainProducts: companies.mainProducts,
    } satisfies Record<(typeof DERIVED_INPUTS)[number], unknown>)
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const published = and(eq(products.companyId, companyId), eq(products.published, true));
  // One after another, not Promise.all: the job may run inside a transaction, whose single connection would queue
  // them anyway (node-postgres warns that a query sent while another runs on the same client is deprecated).
  const names = await db
    .selectDistinct({ name: products.name })
    .from(products)
    .where(published)
    .orderBy(asc(products.name))
    .limit(SEARCH_PRODUCT_NAMES_MAX);
  const categories = await db
    .selectDistinct({ id: sql<number>`unnest(${products.categories})` })
    .from(products)
    .where(published);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(published);
  const productCategories = categories.map((c) => Number(c.id)).sort((a, b) => a - b);
  const ids = [...new Set([...company.mainProducts, ...productCategories])];
  const labelRows = ids.length
    ? await db
        .select({ value: dictionaryEntries.dataValue, labels: dictionaryEntries.labels })
        .from(dictionaryEntries)
        .where(and(inArray(dictionaryEntries.dictCode, SEARCHED_DICTIONARIES), inArray(dictionaryEntries.dataValue, ids)))
    : [];
  const labels = new Map(labelRows.map((r) => [r.value, labelList(r.labels)]));
  const searchText = companySearchText({ ...company, productNames: names.map((n) => n.name), productCategories }, (id) => labels.get(id));
  // updated_at stays: a refresh is no edit of the profile.
  await db.update(companies).set({ searchText, productCategories, publishedProducts: count }).where(eq(companies.id, companyId));
  return count;
}

/**
 * Locks the company row against every writer that marked it for a refresh (markForRefresh) until this transaction
 * ends: whatever such a writer changed has committed before the refresh reads it. Answers its published_products as
 * they were (undefined: no such company).
 */
export async function lockForRefresh(db: Db, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ published: companies.publishedProducts })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row?.published;
}

/**
 * Holds a share lock on the company row until the caller's transaction ends (FOR KEY SHARE: writers of the same
 * company do not wait for each other, only a running refresh does). A refresh that starts meanwhile waits for the
 * caller's commit, so it cannot read the state from before the caller's change and finish after it.
 */
export async function markForRefresh(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`select 1 from ${companies} where ${companies.id} = ${companyId} for key share`);
}

/**
 * Up to `limit` companies after the id `after`, in id order, whose search_text is still to be computed (''): cleared by
 * a migration that changed how it is built, or a new company whose refresh has not run yet. The partial index
 * companies_search_text_missing_idx holds exactly them, so with none left this is one probe of an empty index.
 */
export async function companiesMissingSearchText(db: Db, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.searchText, ''), gt(companies.id, after)))
    .orderBy(asc(companies.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
