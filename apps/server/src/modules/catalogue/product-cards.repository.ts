import { eq, inArray, sql } from 'drizzle-orm';
import { companies, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { productFactColumns } from './product-sight.ts';

/**
 * Products as another module shows them in a small card (the chat's product cards and conversation banners, issue 12):
 * name, first image, supplier, and the facts the one product rule reads (product-sight.ts).
 */
export function productCardsRepository(db: Db) {
  return {
    /**
     * The products among `ids`, with the facts of their visibility to `viewerCompanyId`. One statement: primary-key
     * probes of products and companies, and per product one probe of connections_pair_uq each way (connectedSql).
     */
    facts(ids: readonly number[], viewerCompanyId: number) {
      return db
        .select({
          id: products.id,
          name: products.name,
          imageUrl: sql<string | null>`(${products.images} ->> 0)`,
          companyName: companies.name,
          companyNameEn: companies.nameEn,
          ...productFactColumns(viewerCompanyId),
        })
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(inArray(products.id, [...ids]));
    },
  };
}
export type ProductCardsRepository = ReturnType<typeof productCardsRepository>;
