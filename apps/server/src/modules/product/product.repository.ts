import { and, desc, eq, inArray } from 'drizzle-orm';
import { companies, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of the products domain (for now: the newest products). */
export function productRepository(db: Db) {
  return {
    /** The newest published, listed products the viewer may see, with the supplier's name. */
    latest(limit: number, visibilities: ('public' | 'community')[]) {
      return db
        .select({
          id: products.id, name: products.name, sku: products.sku, images: products.images,
          companyId: products.companyId, companyName: companies.name, categories: products.categories,
          currency: products.currency, price: products.price, priceVisibility: products.priceVisibility,
          immediate: products.immediate, availability: products.availability, createdAt: products.createdAt,
        })
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(
          and(
            eq(products.published, true),
            eq(products.listed, true),
            inArray(products.visibility, visibilities),
            eq(companies.status, 'active'),
          ),
        )
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
    },
  };
}
export type ProductRow = Awaited<ReturnType<ReturnType<typeof productRepository>['latest']>>[number];
