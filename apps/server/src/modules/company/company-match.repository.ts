import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { intArray, isListedSupplier, summaryColumns } from './company.repository.ts';
import {
  ACTIVITY_FULL_VISITS, FULL_CATEGORY_MATCH, FULL_MAIN_PRODUCT_MATCH, MATCH_WEIGHTS as W,
} from './matching-policy.ts';

const c = companies;

/** What the ranking compares each supplier with, worked out from the caller by the service. */
export interface MatchProfile {
  companyId: number;
  categories: number[];
  mainProducts: number[];
  natures: number[];
  markets: number[];
}

/** The values of a supplier's array column that are also in `wanted`, sorted. */
const hits = (column: SQL, wanted: readonly number[]) =>
  sql<number[]>`array(select distinct x from unnest(${column}) x where x = any(${intArray(wanted)}) order by x)`;
/** A constant of the policy, written into the SQL (not a parameter: the planner then knows its type). */
const n = (value: number) => sql.raw(String(Number(value)));

/** The SQL of business matching: the caller's profile, and every listed supplier ranked in one query. */
export function companyMatchRepository(db: Db) {
  return {
    /** The member's preferences with their company's facts (one row). */
    async caller(userId: number) {
      const [row] = await db
        .select({
          preferences: users.productPreferences, userNature: users.businessNature, userCountry: users.country,
          companyId: c.id, mainProducts: c.mainProducts, mainMarkets: c.mainMarkets, natures: c.businessNature, country: c.country,
        })
        .from(users)
        .innerJoin(c, eq(c.id, users.companyId))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /**
     * Listed suppliers other than the caller's company that match in at least one respect, best first, with the
     * ids that matched. A scan of the listed suppliers computing small array intersections: no per-supplier
     * query and no aggregate over the catalogue (product categories are kept on the company row).
     */
    rank(p: MatchProfile, limit: number) {
      const overlaps = (column: SQL, wanted: readonly number[]) => sql`(${column} && ${intArray(wanted)})`;
      const found = (column: SQL, wanted: readonly number[]) => sql`cardinality(${hits(column, wanted)})`;
      // The score needs only counts and overlaps; the matched ids are worked out for the few rows shown (below), so
      // the scan of every listed supplier computes two small intersections per row, not eight.
      const score = sql<number>`round(
        ${n(W.categories)} * least(1.0, ${found(sql`${c.productCategories}`, p.categories)}::float8 / ${n(Math.max(1, Math.min(FULL_CATEGORY_MATCH, p.categories.length)))})
        + ${n(W.mainProducts)} * least(1.0, ${found(sql`${c.mainProducts}`, p.mainProducts)}::float8 / ${n(Math.max(1, Math.min(FULL_MAIN_PRODUCT_MATCH, p.mainProducts.length)))})
        + ${n(W.nature)} * ${overlaps(sql`${c.businessNature}`, p.natures)}::int
        + ${n(W.market)} * ${overlaps(sql`${c.mainMarkets}`, p.markets)}::int
        + ${n(W.verified)} * (${c.verificationStatus} = 'verified')::int
        + ${n(W.activity)} * least(1.0, ${c.visitCount}::float8 / ${n(ACTIVITY_FULL_VISITS)})
      )::int`;
      const ranked = db
        .select({ id: c.id, score: score.as('score'), visits: c.visitCount })
        .from(c)
        .where(
          and(
            isListedSupplier,
            ne(c.id, p.companyId),
            sql`(${overlaps(sql`${c.productCategories}`, p.categories)} or ${overlaps(sql`${c.mainProducts}`, p.mainProducts)}
              or ${overlaps(sql`${c.businessNature}`, p.natures)} or ${overlaps(sql`${c.mainMarkets}`, p.markets)})`,
          ),
        )
        .orderBy(desc(score), desc(c.visitCount), asc(c.id))
        .limit(limit)
        .as('ranked');
      return db
        .select({
          ...summaryColumns,
          score: ranked.score,
          categoryHits: hits(sql`${c.productCategories}`, p.categories),
          mainHits: hits(sql`${c.mainProducts}`, p.mainProducts),
          natureHits: hits(sql`${c.businessNature}`, p.natures),
          marketHits: hits(sql`${c.mainMarkets}`, p.markets),
        })
        .from(ranked)
        .innerJoin(c, eq(c.id, ranked.id))
        .orderBy(desc(ranked.score), desc(ranked.visits), asc(c.id));
    },
  };
}
export type CompanyMatchRepository = ReturnType<typeof companyMatchRepository>;
