import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { JEWELLERY_DICT_CODES } from '@gembourse/contracts/jewellery';
import { brands, collectionProducts, collections, dictionaryEntries, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The dictionary codes whose labels the workbook shows (categories and the jewellery lists). */
export const WORKBOOK_DICT_CODES = ['product_category', ...JEWELLERY_DICT_CODES] as const;

/** A stored product as the export writes it (every field of the workbook's columns). */
export type ExportedProduct = typeof products.$inferSelect & { collectionIds: number[] };

/**
 * The reads of the Excel import and export (writes go through product-writes.repository.ts). Every read is of the
 * caller's company: brands, collections, SKUs and exported products of another company are never among the rows.
 */
export function productImportRepository(db: Db) {
  return {
    /** Entries of the workbook's dictionary lists, in their dictionary order. */
    dictionary() {
      return db
        .select({ dictCode: dictionaryEntries.dictCode, value: dictionaryEntries.dataValue, labels: dictionaryEntries.labels })
        .from(dictionaryEntries)
        .where(inArray(dictionaryEntries.dictCode, [...WORKBOOK_DICT_CODES]))
        .orderBy(asc(dictionaryEntries.sort), asc(dictionaryEntries.dataValue));
    },

    /** The company's brands and collections, by name (the workbook names them; ids mean nothing to a spreadsheet). */
    async names(companyId: number) {
      const [brandRows, collectionRows] = await Promise.all([
        db
          .select({ id: brands.id, name: brands.name, isDefault: brands.isDefault })
          .from(brands)
          .where(eq(brands.companyId, companyId))
          .orderBy(asc(brands.id)),
        db
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .where(eq(collections.companyId, companyId))
          .orderBy(asc(collections.id)),
      ]);
      return { brands: brandRows, collections: collectionRows };
    },

    /** Which of `skus` (lower case) the company's products already use: one query for the whole file. */
    async existingSkus(companyId: number, skus: readonly string[]): Promise<Set<string>> {
      if (!skus.length) return new Set();
      const lower = sql<string>`lower(${products.sku})`;
      const rows = await db
        .select({ sku: lower })
        .from(products)
        .where(and(eq(products.companyId, companyId), sql`${lower} = any(${sql.param([...skus])}::text[])`));
      return new Set(rows.map((r) => r.sku));
    },

    /** The company's products among `ids` with their collections, in the list's showroom order (two queries). */
    async exported(companyId: number, ids: readonly number[]): Promise<ExportedProduct[]> {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])))
        .orderBy(asc(products.displaySeq), asc(products.id));
      if (!rows.length) return [];
      const links = await db
        .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
        .from(collectionProducts)
        .where(
          inArray(
            collectionProducts.productId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(collectionProducts.collectionId));
      const byProduct = new Map<number, number[]>();
      for (const l of links) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l.collectionId]);
      return rows.map((r) => ({ ...r, collectionIds: byProduct.get(r.id) ?? [] }));
    },
  };
}
export type ProductImportRepository = ReturnType<typeof productImportRepository>;
