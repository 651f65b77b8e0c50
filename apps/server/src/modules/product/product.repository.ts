import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { companies, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of the products domain (for now: the newest products). */
export function productRepository(db: Db) {
  return {
    /**
     * The newest published, released, listed products the viewer may see, with the supplier's name. Showrooms open
     * to the viewer's standing only (`privacies`): the home feed never shows a "contacts only" showroom's products.
     */
    latest(limit: number, visibilities: ('public' | 'community')[], privacies: ('community' | 'everyone')[]) {
      return db
        .select({
          id: products.id, name: products.name, sku: products.sku, images: products.images,
          companyId: products.companyId, companyName: companies.name, companyNameEn: companies.nameEn, categories: products.categories,
          currency: products.currency, price: products.price, priceVisibility: products.priceVisibility,
          releaseAt: products.releaseAt,
          immediate: products.immediate, availability: products.availability, createdAt: products.createdAt,
        })
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(
          and(
            eq(products.published, true),
            eq(products.listed, true),
            inArray(products.visibility, visibilities),
            or(isNull(products.releaseAt), lte(products.releaseAt, sql`now()`)),
            eq(companies.status, 'active'),
            inArray(companies.productPrivacy, privacies),
          ),
        )
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
    },
  };
}
export type ProductRow = Awaited<ReturnType<ReturnType<typeof productRepository>['latest']>>[number];
