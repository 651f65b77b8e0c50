import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { brands, collectionProducts, collections, companies, dictionaryEntries, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { productReleased } from './visibility-policy.ts';

const p = products;

/**
 * The reads of the product wizard (the writes: product-writes.repository.ts and collection-writes.repository.ts).
 * Every read of a product is bounded by the caller's company, so another company's product is simply not found.
 */
export function productEditorRepository(db: Db) {
  return {
    /** One product of the company with the ids of its collections (one statement), or undefined. */
    async detail(companyId: number, id: number) {
      const [row] = await db
        .select({
          product: p,
          collectionIds: sql<
            number[]
          >`coalesce((select array_agg(${collectionProducts.collectionId} order by ${collectionProducts.collectionId}) from ${collectionProducts} where ${collectionProducts.productId} = ${p.id}), '{}')`,
        })
        .from(p)
        .where(and(eq(p.id, id), eq(p.companyId, companyId)));
      return row;
    },

    /** What a save compares with: the product's images and resources (a file already on it needs no new check). */
    async current(companyId: number, id: number) {
      const [row] = await db
        .select({ id: p.id, images: p.images, resources: p.resources })
        .from(p)
        .where(and(eq(p.id, id), eq(p.companyId, companyId)));
      return row;
    },

    /** One product of the company with what its buyer-facing page shows besides it: the supplier's and brand's names. */
    async preview(companyId: number, id: number) {
      const [row] = await db
        .select({
          product: p,
          companyName: companies.name,
          companyNameEn: companies.nameEn,
          productPrivacy: companies.productPrivacy,
          brandName: brands.name,
          brandNameEn: brands.nameEn,
          released: sql<boolean>`${productReleased(p.releaseAt)}`,
        })
        .from(p)
        .innerJoin(companies, eq(companies.id, p.companyId))
        .leftJoin(brands, eq(brands.id, p.brandId))
        .where(and(eq(p.id, id), eq(p.companyId, companyId)));
      return row;
    },

    /** Which of `values` are product categories of the dictionary. */
    async knownCategories(values: readonly number[]): Promise<Set<number>> {
      if (!values.length) return new Set();
      const rows = await db
        .select({ v: dictionaryEntries.dataValue })
        .from(dictionaryEntries)
        .where(and(eq(dictionaryEntries.dictCode, 'product_category'), inArray(dictionaryEntries.dataValue, [...values])));
      return new Set(rows.map((r) => r.v));
    },

    /**
     * The brand a product of the company is stored with: `id` when it is one of the company's brands (undefined when
     * it is not), or for null the company's default brand (null while the company has none).
     */
    async brandFor(companyId: number, id: number | null): Promise<number | null | undefined> {
      const which = id == null ? eq(brands.isDefault, true) : eq(brands.id, id);
      const [row] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.companyId, companyId), which))
        .limit(1);
      return row ? row.id : id == null ? null : undefined;
    },

    /** How many of `ids` are the company's collections. */
    async ownCollectionCount(companyId: number, ids: readonly number[]): Promise<number> {
      if (!ids.length) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(collections)
        .where(and(eq(collections.companyId, companyId), inArray(collections.id, [...ids])));
      return row.n;
    },
  };
}
export type ProductEditorRepository = ReturnType<typeof productEditorRepository>;
export type ProductDetailRow = NonNullable<Awaited<ReturnType<ProductEditorRepository['detail']>>>;
export type ProductPreviewRow = NonNullable<Awaited<ReturnType<ProductEditorRepository['preview']>>>;
