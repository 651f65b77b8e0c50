import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { companies, dictionaryEntries, products, uploads } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { companySearchText, SEARCH_PRODUCT_NAMES_MAX } from './company-search-text.ts';

export type CompanyWrite = Partial<Omit<typeof companies.$inferInsert, 'id' | 'searchText' | 'productCategories' | 'publishedProducts' | 'createdAt'>>;

/** Dictionaries whose labels are searched (company-search-text.ts). */
const SEARCHED_DICTIONARIES = ['main_products', 'product_category'];

/**
 * Recomputes search_text, product_categories and published_products of one company from its row, its published products and the
 * dictionary. Call it in the transaction of every write that changes them: the profile editor, and product
 * publishing when that lands (issue of the showroom).
 */
export async function refreshCompanyDerived(db: Db, companyId: number): Promise<void> {
  const [company] = await db
    .select({
      name: companies.name, nameEn: companies.nameEn, alternateName: companies.alternateName, profile: companies.profile,
      profileEn: companies.profileEn, city: companies.city, country: companies.country, mainProducts: companies.mainProducts,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return;
  const published = and(eq(products.companyId, companyId), eq(products.published, true));
  const [names, categories, [{ count }]] = await Promise.all([
    db.selectDistinct({ name: products.name }).from(products).where(published).orderBy(asc(products.name)).limit(SEARCH_PRODUCT_NAMES_MAX),
    db.selectDistinct({ id: sql<number>`unnest(${products.categories})` }).from(products).where(published),
    db.select({ count: sql<number>`count(*)::int` }).from(products).where(published),
  ]);
  const productCategories = categories.map((c) => Number(c.id)).sort((a, b) => a - b);
  const ids = [...new Set([...company.mainProducts, ...productCategories])];
  const labelRows = ids.length
    ? await db
        .select({ value: dictionaryEntries.dataValue, labels: dictionaryEntries.labels })
        .from(dictionaryEntries)
        .where(and(inArray(dictionaryEntries.dictCode, SEARCHED_DICTIONARIES), inArray(dictionaryEntries.dataValue, ids)))
    : [];
  const labels = new Map(labelRows.map((r) => [r.value, Object.values(r.labels)]));
  const searchText = companySearchText({ ...company, productNames: names.map((n) => n.name), productCategories }, (id) => labels.get(id));
  await db.update(companies).set({ searchText, productCategories, publishedProducts: count }).where(eq(companies.id, companyId));
}

/** The SQL of the company profile editor: dictionary and upload checks, and the write with its derived columns. */
export function companyProfileRepository(db: Db) {
  return {
    /** Which of `values` exist under `dictCode`. */
    async knownValues(dictCode: string, values: readonly number[]): Promise<Set<number>> {
      if (!values.length) return new Set();
      const rows = await db
        .select({ v: dictionaryEntries.dataValue })
        .from(dictionaryEntries)
        .where(and(eq(dictionaryEntries.dictCode, dictCode), inArray(dictionaryEntries.dataValue, [...values])));
      return new Set(rows.map((r) => r.v));
    },

    /** Which storage keys of `kind` were uploaded by this user or anybody of this company. */
    async ownedUploads(keys: readonly string[], kind: 'image' | 'pdf', userId: number, companyId: number): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .select({ path: uploads.path })
        .from(uploads)
        .where(and(inArray(uploads.path, [...keys]), eq(uploads.kind, kind), or(eq(uploads.userId, userId), eq(uploads.companyId, companyId))));
      return new Set(rows.map((r) => r.path));
    },

    async current(companyId: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row;
    },

    /** Writes the changed fields and recomputes the derived search columns, in one transaction. */
    async update(companyId: number, values: CompanyWrite): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(companies).set({ ...values, updatedAt: new Date() }).where(eq(companies.id, companyId));
        await refreshCompanyDerived(tx, companyId);
      });
    },
  };
}
export type CompanyProfileRepository = ReturnType<typeof companyProfileRepository>;
