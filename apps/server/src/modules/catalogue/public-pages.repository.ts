import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import { companies, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { w3cDatetime } from '../../platform/db/w3c-datetime.ts';
import { visibleProducts } from './product-sight.ts';

/**
 * The product pages a guest may open, for the sitemap (issue 29): the guest's scope of the one visibility policy
 * (product-sight.ts visibleProducts(null): the supplier's profile opens, published and listed, Public or "as the
 * showroom" of an open showroom, released), walked by id in keyset pages over the primary key.
 */
export function publicProductPagesRepository(db: Db) {
  return {
    /** The highest product id (0: none), so the sitemap index knows its last file without counting the catalogue. */
    async maxId(): Promise<number> {
      const [row] = await db.select({ id: max(products.id) }).from(products);
      return row?.id ?? 0;
    },
    /**
     * The guest-visible products with `after` < id <= `upTo`, by id, at most `limit`. lastmod is the later of the last
     * change and the release: a product appears to guests on its release day, which no write marks.
     */
    rows(after: number, upTo: number, limit: number): Promise<{ id: number; lastmod: string }[]> {
      return db
        .select({ id: products.id, lastmod: w3cDatetime(sql`greatest(${products.updatedAt}, ${products.releaseAt})`) })
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(and(gt(products.id, after), lte(products.id, upTo), visibleProducts(null)))
        .orderBy(asc(products.id))
        .limit(limit);
    },
  };
}
export type PublicProductPagesRepository = ReturnType<typeof publicProductPagesRepository>;
