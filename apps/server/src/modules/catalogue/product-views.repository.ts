import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { pageViews, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

/** A product view to record: a member's (user and company ids) or a guest's (`device`: the hash it is known by). */
export interface NewProductView {
  productId: number;
  companyId: number;
  visitorUserId: number | null;
  visitorCompanyId: number | null;
  device: string | null;
  createdAt: Date;
}

/** The SQL of counting product views: one batch is one transaction (product-views.service.ts). */
export function productViewsRepository(db: Db) {
  return transactional(db, (db) => ({
    /**
     * The product views of these products recorded between two times (inclusive): what a retried batch wrote
     * already. Walks page_views_product_created_idx over the batch's few seconds.
     */
    recordedBetween(productIds: readonly number[], from: Date, to: Date) {
      return db
        .select({
          productId: pageViews.productId,
          visitorUserId: pageViews.visitorUserId,
          device: pageViews.device,
          createdAt: pageViews.createdAt,
        })
        .from(pageViews)
        .where(
          and(
            inArray(pageViews.productId, [...productIds]),
            eq(pageViews.kind, 'product'),
            gte(pageViews.createdAt, from),
            lte(pageViews.createdAt, to),
          ),
        );
    },

    /**
     * Adds each product's counted views to its view_count ("most visited") in one UPDATE, and answers the products
     * that still exist (a product deleted since its view gets no page_views row). updated_at stays: a view is no edit.
     */
    async addViewCounts(counts: ReadonlyMap<number, number>): Promise<number[]> {
      if (!counts.size) return [];
      const pairs = sql.join(
        [...counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      const res = await db.execute<{ id: number }>(sql`
        update ${products} set view_count = ${products.viewCount} + v.n
        from (values ${pairs}) as v(id, n) where ${products.id} = v.id returning ${products.id} as id`);
      // Both drivers answer node-postgres's shape ({ rows }).
      return (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    },

    async insertViews(rows: readonly NewProductView[]): Promise<void> {
      if (rows.length) await db.insert(pageViews).values(rows.map((r) => ({ ...r, kind: 'product' as const })));
    },
  }));
}
export type ProductViewsRepository = ReturnType<typeof productViewsRepository>;
