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
const share = (found: SQL, full: number) => sql`least(1.0, cardinality(${found})::float8 / ${n(full)})`;

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
      const categoryHits = hits(sql`${c.productCategories}`, p.categories);
      const mainHits = hits(sql`${c.mainProducts}`, p.mainProducts);
      const natureHits = hits(sql`${c.businessNature}`, p.natures);
      const marketHits = hits(sql`${c.mainMarkets}`, p.markets);
      const any = (found: SQL) => sql`(cardinality(${found}) > 0)::int`;
      const score = sql<number>`round(
        ${n(W.categories)} * ${share(categoryHits, Math.max(1, Math.min(FULL_CATEGORY_MATCH, p.categories.length)))}
        + ${n(W.mainProducts)} * ${share(mainHits, Math.max(1, Math.min(FULL_MAIN_PRODUCT_MATCH, p.mainProducts.length)))}
        + ${n(W.nature)} * ${any(natureHits)} + ${n(W.market)} * ${any(marketHits)}
        + ${n(W.verified)} * (${c.verificationStatus} = 'verified')::int
        + ${n(W.activity)} * least(1.0, ${c.visitCount}::float8 / ${n(ACTIVITY_FULL_VISITS)})
      )::int`;
      return db
        .select({ ...summaryColumns, score, categoryHits, mainHits, natureHits, marketHits })
        .from(c)
        .where(
          and(
            isListedSupplier,
            ne(c.id, p.companyId),
            sql`(${c.productCategories} && ${intArray(p.categories)} or ${c.mainProducts} && ${intArray(p.mainProducts)}
              or ${c.businessNature} && ${intArray(p.natures)} or ${c.mainMarkets} && ${intArray(p.markets)})`,
          ),
        )
        .orderBy(desc(score), desc(c.visitCount), asc(c.id))
        .limit(limit);
    },
  };
}
export type CompanyMatchRepository = ReturnType<typeof companyMatchRepository>;
