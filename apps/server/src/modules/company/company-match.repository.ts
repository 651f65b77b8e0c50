import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, companyMatches, matchingState, users, type StoredMatch } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { intArray, isListedSupplier, summaryColumns } from './supplier-columns.ts';
import { ACTIVITY_FULL_VISITS, FULL_CATEGORY_MATCH, FULL_MAIN_PRODUCT_MATCH, MATCH_WEIGHTS as W } from './matching-policy.ts';

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

/** The SQL of business matching: the caller's profile, the ranking, and the stored lists (company_matches). */
export function companyMatchRepository(db: Db) {
  return {
    /** The member's preferences with their company's facts (one row). */
    async caller(userId: number) {
      const [row] = await db
        .select({
          preferences: users.productPreferences,
          userNature: users.businessNature,
          userCountry: users.country,
          companyId: c.id,
          mainProducts: c.mainProducts,
          mainMarkets: c.mainMarkets,
          natures: c.businessNature,
          country: c.country,
        })
        .from(users)
        .innerJoin(c, eq(c.id, users.companyId))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The members of a company, whose lists follow a change of its profile. */
    async membersOf(companyId: number): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
      return rows.map((r) => r.id);
    },

    /**
     * Listed suppliers other than the caller's company that match in at least one respect, best first: the ranking
     * itself, a scan of the listed suppliers computing small array intersections (no per-supplier query and no
     * aggregate over the catalogue: product categories are kept on the company row). Run by the refresh jobs, and by
     * a request only when its list was never computed (company-match.service.ts).
     */
    async rank(p: MatchProfile, limit: number): Promise<StoredMatch[]> {
      const overlaps = (column: SQL, wanted: readonly number[]) => sql`(${column} && ${intArray(wanted)})`;
      const found = (column: SQL, wanted: readonly number[]) => sql`cardinality(${hits(column, wanted)})`;
      // The score needs only counts and overlaps; the matched ids are worked out for the few rows shown (cards), so
      // the scan of every listed supplier computes two small intersections per row, not eight.
      const score = sql<number>`round(
        ${n(W.categories)} * least(1.0, ${found(sql`${c.productCategories}`, p.categories)}::float8 / ${n(Math.max(1, Math.min(FULL_CATEGORY_MATCH, p.categories.length)))})
        + ${n(W.mainProducts)} * least(1.0, ${found(sql`${c.mainProducts}`, p.mainProducts)}::float8 / ${n(Math.max(1, Math.min(FULL_MAIN_PRODUCT_MATCH, p.mainProducts.length)))})
        + ${n(W.nature)} * ${overlaps(sql`${c.businessNature}`, p.natures)}::int
        + ${n(W.market)} * ${overlaps(sql`${c.mainMarkets}`, p.markets)}::int
        + ${n(W.verified)} * (${c.verificationStatus} = 'verified')::int
        + ${n(W.activity)} * least(1.0, ${c.visitCount}::float8 / ${n(ACTIVITY_FULL_VISITS)})
      )::int`;
      return db
        .select({ id: c.id, score })
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
        .limit(limit);
    },

    /**
     * The cards of the first `limit` of `ranked` that are still listed (a supplier suspended or unpublished since the
     * list was computed drops out), in that order, each with the ids that matched: worked out for these rows only.
     */
    async cards(p: MatchProfile, ranked: readonly StoredMatch[], limit: number) {
      const ids = ranked.map((r) => r.id).filter((id) => id !== p.companyId);
      if (!ids.length) return [];
      const rows = await db
        .select({
          ...summaryColumns,
          categoryHits: hits(sql`${c.productCategories}`, p.categories),
          mainHits: hits(sql`${c.mainProducts}`, p.mainProducts),
          natureHits: hits(sql`${c.businessNature}`, p.natures),
          marketHits: hits(sql`${c.mainMarkets}`, p.markets),
        })
        .from(c)
        .where(and(isListedSupplier, inArray(c.id, ids)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ranked
        .flatMap((r) => {
          const row = byId.get(r.id);
          return row ? [{ ...row, score: r.score }] : [];
        })
        .slice(0, limit);
    },

    /** The listing generation now (matching_state): read before a ranking, stored with the list it ranks. */
    async generation(): Promise<number> {
      const [row] = await db.select({ generation: matchingState.listingGeneration }).from(matchingState);
      return row?.generation ?? 0;
    },

    /**
     * The stored list of a profile signature (`suppliers` null when none) and the listing generation now, in one
     * statement: a ranking that follows is of that generation or newer.
     */
    async stored(signature: string) {
      const [row] = await db
        .select({
          suppliers: companyMatches.suppliers,
          computedAt: companyMatches.computedAt,
          generation: companyMatches.generation,
          current: matchingState.listingGeneration,
        })
        .from(matchingState)
        .leftJoin(companyMatches, eq(companyMatches.signature, signature));
      return row ?? { suppliers: null, computedAt: null, generation: null, current: 0 };
    },

    /**
     * Stores a list ranked in listing generation `generation`; `requested` when a member asked for it (a read, a
     * profile change). A list of an older generation than the one stored is dropped: it was ranked before a listing
     * the stored one already includes.
     */
    async store(signature: string, profile: MatchProfile, suppliers: StoredMatch[], generation: number, requested: boolean): Promise<void> {
      const now = new Date();
      await db
        .insert(companyMatches)
        .values({ signature, companyId: profile.companyId, profile, suppliers, generation, computedAt: now, requestedAt: now })
        .onConflictDoUpdate({
          target: companyMatches.signature,
          set: { suppliers, generation, computedAt: now, ...(requested ? { requestedAt: now } : {}) },
          setWhere: sql`${companyMatches.generation} <= ${generation}`,
        });
    },

    /**
     * Lists asked for since `requestedSince` that were computed before `computedBefore` or in an older listing
     * generation: the schedule recomputes them. (Reads the requested_at index; the rest is a filter on those rows.)
     */
    stale(requestedSince: Date, computedBefore: Date, limit: number) {
      return db
        .select({ signature: companyMatches.signature, profile: companyMatches.profile })
        .from(companyMatches)
        .where(
          and(
            gte(companyMatches.requestedAt, requestedSince),
            or(
              lt(companyMatches.computedAt, computedBefore),
              sql`${companyMatches.generation} < (select ${matchingState.listingGeneration} from ${matchingState})`,
            ),
          ),
        )
        .orderBy(asc(companyMatches.generation), asc(companyMatches.computedAt))
        .limit(limit);
    },

    /**
     * A supplier became listed: raises the listing generation in `tx`, so every list ranked before it commits is out of
     * date (one row written, however many lists are stored). Concurrent listings queue on the row's lock: they are
     * organiser decisions and first publications, a few a minute.
     */
    async newListing(tx: Db = db): Promise<void> {
      await tx.update(matchingState).set({ listingGeneration: sql`${matchingState.listingGeneration} + 1` });
    },

    /** Forgets lists nobody asked for since `before` (members who stopped using matching, profiles changed since). */
    async forget(before: Date): Promise<void> {
      await db.delete(companyMatches).where(lt(companyMatches.requestedAt, before));
    },
  };
}
export type CompanyMatchRepository = ReturnType<typeof companyMatchRepository>;
