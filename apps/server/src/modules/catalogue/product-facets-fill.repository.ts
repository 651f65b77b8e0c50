import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { caratTotalOf, productFacetCodes } from './facet-codes.ts';

/**
 * The SQL of the facet backfill (product-facets-fill.job.ts): rows written before migration 0015 have facet_codes '{}'
 * and carat_total null; new writes derive both (product-writes.repository.ts). A computed row is never empty (every
 * product has a category), so "empty and no carat total" is exactly "not computed yet".
 */
export function productFacetsFillRepository(db: Db) {
  return {
    /**
     * Computes facet_codes and carat_total for up to `limit` uncomputed rows after id `after` (facet-codes.ts, the one
     * home of the encoding), in one short transaction: the rows are locked (a supplier's edit or another process's batch
     * goes first, and the lock re-checks the condition after it), computed here and written in one UPDATE over a VALUES list. Answers the rows
     * read and the last id, so a row that still computes empty cannot hold the job in a loop.
     */
    async fill(after: number, limit: number): Promise<{ read: number; last: number }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: products.id,
            categories: products.categories,
            metal: products.metal,
            fineness: products.fineness,
            stones: products.stones,
          })
          .from(products)
          .where(and(gt(products.id, after), eq(products.facetCodes, sql`'{}'::int[]`), isNull(products.caratTotal)))
          .orderBy(asc(products.id))
          .limit(limit)
          .for('update');
        if (!rows.length) return { read: 0, last: after };
        const values = sql.join(
          rows.map((r) => {
            const codes = productFacetCodes(r);
            return sql`(${r.id}::int, ${`{${codes.join(',')}}`}::int[], ${caratTotalOf(r.stones)}::numeric)`;
          }),
          sql`, `,
        );
        // The guard repeats the selection: a row the write path computed meanwhile keeps its own values.
        await tx.execute(sql`
          update ${products} set facet_codes = v.f, carat_total = v.c from (values ${values}) as v(id, f, c)
          where ${products.id} = v.id and ${products.facetCodes} = '{}' and ${products.caratTotal} is null`);
        return { read: rows.length, last: rows[rows.length - 1].id };
      });
    },
  };
}
export type ProductFacetsFillRepository = ReturnType<typeof productFacetsFillRepository>;
