import { and, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@gembourse/contracts/limits';
import type { AVAILABILITIES } from '@gembourse/contracts/product';
import { shuffleKey } from '../../db/schema/company-directory-sql.ts';
import { companies, products, type ProductVariant } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { rowCodes, type FacetFilter, type PriceContext } from './catalogue-search-filters.ts';
import { RELEVANCE_WINDOW, type Tier } from './catalogue-search-sorts.ts';
import { connectedColumn } from './product-sight.ts';
import { productReleased, type ProductVisibility, type ShowroomPrivacy } from './visibility-policy.ts';

type Availability = (typeof AVAILABILITIES)[number];

// The catalogue search's SQL (issue 11): two statements per search whatever the page size, the page (cards included)
// and, unless the caller asked for none, the facet counts and the total together.
// EXPLAIN ANALYZE on PGlite at 4,880 products: every sort's tier walks its products_catalogue_*_idx from the cursor
// (Index Cond on the row comparison) and stops at the page, 0.3-8 ms per page statement whatever the page number; a
// later tier is "never executed" once the earlier ones filled the page; the facet statement walks
// products_catalogue_shuffle_idx and stops at FACET_EXACT_CAP + 1 rows (17-30 ms with a keyword). At that size the
// planner reads a rare keyword by a scan, cheaper than the trigram index there; the 1,000,000-row bench decides the rest.

const p = products;
const c = companies;

/**
 * Matching products counted exactly by the facet statement; a broader search is counted on the first this many in
 * shuffle order (a uniform sample: the key is a hash of the id) and scaled, with `facetsExact`/`totalExact` false.
 * ARCHITECTURE §8 forbids an exact COUNT(*) over the whole catalogue on a hot path; Algolia's exhaustiveFacetsCount
 * is the precedent for saying "approximate" instead. At 1,000,000 products on PostgreSQL the sample's cost is its
 * random heap reads (docs/benchmarks.md, catalogue): 20,000 rows took about 200 ms a search; 5,000 keep a value
 * holding a tenth of the matches within about 4% of the truth, at a quarter of the reads.
 */
export const FACET_EXACT_CAP = 5_000;

/**
 * FACET_EXACT_CAP of a keyword search. A keyword is a filter no index orders by the shuffle key, so the sample is
 * found by walking the key and testing every row (or by reading every match): a word in 6% of 1,000,000 products
 * ('pırlanta') read 80,000 rows for 5,000 matches, 327 ms; for 1,000 matches 58 ms. A value holding a tenth of the
 * matches is still estimated within about 2 points (one standard error 0.95).
 */
export const KEYWORD_FACET_CAP = 1_000;

/** What one search reads: the rows it may list (visibility and non-facet conditions), the facet filters, the order. */
export interface SearchPlan {
  viewer: AuthContext | null;
  /** Visibility, keyword, supplier, exclude, publishedAfter: what every count applies. */
  base: SQL;
  filters: FacetFilter[];
  tiers: Tier[];
  /** The relevance tier of a row, for the window CTE; set for a keyword search whatever its sort. */
  relevance?: SQL;
  price: PriceContext;
}

/** Where a page starts: the tier, key (as text) and id of the row before it (after) or after it (before). */
export interface PageStart {
  tier: number;
  key: string | null;
  id: number;
  forward: boolean;
}

/** A row of the page statement, typed. */
export interface CatalogueRow {
  id: number;
  name: string;
  sku: string;
  images: string[];
  companyId: number;
  companyName: string;
  companyNameEn: string | null;
  companyCountry: string | null;
  verified: boolean;
  categories: number[];
  metal: number | null;
  caratTotal: number | null;
  currency: Currency;
  price: number | null;
  variants: ProductVariant[];
  visibility: ProductVisibility;
  priceVisibility: ProductVisibility;
  released: boolean;
  productPrivacy: ShowroomPrivacy;
  /** The viewer's company is connected with the supplier (read only where its privacy makes it matter). */
  connected: boolean;
  releaseAt: Date | null;
  availability: Availability;
  immediate: boolean;
  createdAt: Date;
  tier: number;
  key: string | null;
}

/** Rows of db.execute: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows?: Record<string, unknown>[] }).rows ?? [];
const flip = (d: 'asc' | 'desc') => (d === 'asc' ? 'desc' : 'asc');
const dateOf = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const numOrNull = (v: unknown): number | null => (v == null ? null : Number(v));

/** The keyset condition of a page start within its tier: strictly after (or before) the row in the tier's order. */
function keyset(tier: Tier, start: PageStart, id: SQL, key: SQL): SQL {
  const forwardOp = tier.dir === 'asc' ? '>' : '<';
  const op = sql.raw(start.forward ? forwardOp : forwardOp === '>' ? '<' : '>');
  const at = tier.lookup ? tier.lookup(start.id) : sql`(${start.key}::${sql.raw(tier.cast ?? 'text')}, ${start.id}::int)`;
  return sql`(${key}, ${id}) ${op} ${at}`;
}

/**
 * One tier's rows of the page: its index walked from the start, at most `limit`, numbered in the tier's order. A tier
 * after others runs only when they left the page short (`earlier`: the CTE names of the tiers before it, counted in a
 * one-time filter), so a later tier never walks its index for rows the page will not show.
 */
function tierSelect(
  where: SQL,
  tier: Tier,
  index: number,
  start: PageStart | null,
  reverse: boolean,
  limit: number,
  earlier: readonly string[],
): SQL {
  const d = sql.raw(reverse ? flip(tier.dir) : tier.dir);
  const inWindow = tier.windowTier !== undefined;
  const id = inWindow ? sql`m.id` : sql`${p.id}`;
  const key = tier.key;
  const short = earlier.length
    ? sql`(select count(*) from (${sql.raw(earlier.map((t) => `select 1 from ${t}`).join(' union all '))}) e) < ${limit}`
    : undefined;
  const conds = [
    short,
    inWindow ? sql`m.rt = ${tier.windowTier}` : where,
    tier.cond,
    start && start.tier === index ? keyset(tier, start, id, key) : undefined,
  ];
  const from = inWindow ? sql`m` : sql`${p} inner join ${c} on ${c.id} = ${p.companyId}`;
  const inner = sql`select ${id} as id, ${key} as k from ${from} where ${and(...conds)} order by ${key} ${d}, ${id} ${d} limit ${limit}`;
  return sql`select s.id, ${index}::int as tier, s.k::text as k, row_number() over (order by s.k ${d}, s.id ${d}) as rn from (${inner}) s`;
}

/** The catalogue search's two statements. `exactCap` replaces both caps (tests of the estimate only). */
export function catalogueSearchRepository(db: Db, opts: { exactCap?: number } = {}) {
  const capOf = (plan: SearchPlan) => opts.exactCap ?? (plan.relevance ? KEYWORD_FACET_CAP : FACET_EXACT_CAP);
  return {
    /**
     * One page of the search in the sort's order, with its cards: up to `limit` rows after `offset` from `start` (or
     * from the beginning), forward or (a `before` cursor) backward, answered in the sort's order either way.
     */
    async page(plan: SearchPlan, opts: { limit: number; offset: number; start: PageStart | null }): Promise<CatalogueRow[]> {
      const { limit, offset, start } = opts;
      const reverse = start ? !start.forward : false;
      const where = and(plan.base, ...plan.filters.map((f) => f.cond))!;
      const indexes = plan.tiers.map((_, i) => i).filter((i) => !start || (reverse ? i <= start.tier : i >= start.tier));
      const each = offset + limit;
      // Visited in the page's direction: backward from a `before` cursor, the tiers before it in reverse.
      const visit = reverse ? [...indexes].reverse() : indexes;
      const names = visit.map((i) => `t${i}`);
      const ctes = visit.map(
        (i, n) =>
          sql`${sql.raw(names[n])} as materialized (${tierSelect(where, plan.tiers[i], i, start, reverse, each, names.slice(0, n))})`,
      );
      if (plan.tiers.some((t) => t.windowTier !== undefined)) {
        ctes.unshift(
          sql`m as materialized (select ${p.id} as id, ${p.createdAt} as ca, ${plan.relevance ?? sql`0`} as rt from ${p} inner join ${c} on ${c.id} = ${p.companyId} where ${where} order by ${p.createdAt} desc, ${p.id} desc limit ${RELEVANCE_WINDOW})`,
        );
      }
      const parts = names.map((n) => sql.raw(`select * from ${n}`));
      const window = sql`with ${sql.join(ctes, sql`, `)} `;
      const result = await db.execute(sql`${window}select ${p.id} as id, ${p.name} as name, ${p.sku} as sku, ${p.images} as images,
          ${p.companyId} as company_id, ${c.name} as company_name, ${c.nameEn} as company_name_en, ${c.country} as company_country,
          (${c.verificationStatus} = 'verified') as verified, ${p.categories} as categories, ${p.metal} as metal,
          ${p.caratTotal} as carat_total, ${p.currency} as currency, ${p.price} as price, ${p.variants} as variants,
          ${p.visibility} as visibility, ${p.priceVisibility} as price_visibility, ${productReleased(p.releaseAt)} as released,
          ${c.productPrivacy} as product_privacy, ${connectedColumn(plan.viewer)} as connected, ${p.releaseAt} as release_at, ${p.availability} as availability, ${p.immediate} as immediate, ${p.createdAt} as created_at,
          x.tier, x.k
        from (${sql.join(parts, sql` union all `)}) x
        inner join ${p} on ${p.id} = x.id inner join ${c} on ${c.id} = ${p.companyId}
        order by x.tier ${sql.raw(reverse ? 'desc' : 'asc')}, x.rn limit ${limit} offset ${offset}`);
      const rows = rowsOf(result).map((r): CatalogueRow => ({
        id: Number(r.id),
        name: String(r.name),
        sku: String(r.sku),
        images: (r.images as string[] | null) ?? [],
        companyId: Number(r.company_id),
        companyName: String(r.company_name),
        companyNameEn: (r.company_name_en as string | null) ?? null,
        companyCountry: (r.company_country as string | null) ?? null,
        verified: Boolean(r.verified),
        categories: (r.categories as number[] | null) ?? [],
        metal: numOrNull(r.metal),
        caratTotal: numOrNull(r.carat_total),
        currency: r.currency as Currency,
        price: numOrNull(r.price),
        variants: (r.variants as ProductVariant[] | null) ?? [],
        visibility: r.visibility as ProductVisibility,
        priceVisibility: r.price_visibility as ProductVisibility,
        released: Boolean(r.released),
        productPrivacy: r.product_privacy as ShowroomPrivacy,
        connected: Boolean(r.connected),
        releaseAt: r.release_at == null ? null : dateOf(r.release_at),
        availability: r.availability as Availability,
        immediate: Boolean(r.immediate),
        createdAt: dateOf(r.created_at),
        tier: Number(r.tier),
        key: r.k == null ? null : String(r.k),
      }));
      return reverse ? rows.reverse() : rows;
    },

    /**
     * The facet counts and the total in one statement. Disjunctive counts: a row counts under a value of facet F when
     * it passes every filter but F's own (miss = 0, or it fails exactly one filter and that one is F's). Counted over
     * the first FACET_EXACT_CAP + 1 matching rows in shuffle order: exact when there are no more, otherwise a uniform
     * sample scaled by how much of the shuffle key's range it covers (2^31 / its largest key).
     */
    async facets(plan: SearchPlan): Promise<{ counts: Map<number, number>; total: number; exact: boolean }> {
      const cap = capOf(plan);
      const key = shuffleKey(p);
      const failing = plan.filters.map((f) => ({ group: f.group, fails: sql`not coalesce(${f.cond}, false)` }));
      const miss = failing.length
        ? sql.join(
            failing.map((f) => sql`(${f.fails})::int`),
            sql` + `,
          )
        : sql`0`;
      const failed = failing.length
        ? sql`(case ${sql.join(
            failing.map((f) => sql`when ${f.fails} then ${f.group}::int`),
            sql` `,
          )} end)`
        : sql`null::int`;
      // unnest in the select list (one ProjectSet) rather than a lateral unnest per row (a Function Scan per sampled
      // row): 27 ms less of 195 over the 78,000 codes of a 5,000-row sample at 1,000,000 products.
      const result = await db.execute(sql`with base as materialized (
          select ${rowCodes(plan.price)} as codes, ${key} as sk, ${miss} as miss, ${failed} as failed
          from ${p} inner join ${c} on ${c.id} = ${p.companyId}
          where ${plan.base} order by ${key} limit ${cap + 1})
        select code, count(*)::int as n from (select unnest(codes) as code, miss, failed from base) u
          where miss = 0 or (miss = 1 and failed = code / 1000000) group by code
        union all select -1, (count(*) filter (where miss = 0))::int from base
        union all select -2, count(*)::int from base
        union all select -3, coalesce(max(sk), 0)::int from base`);
      const counts = new Map<number, number>();
      let total = 0;
      let seen = 0;
      let maxKey = 0;
      for (const r of rowsOf(result)) {
        const code = Number(r.code);
        const n = Number(r.n);
        if (code === -1) total = n;
        else if (code === -2) seen = n;
        else if (code === -3) maxKey = n;
        else counts.set(code, n);
      }
      if (seen <= cap) return { counts, total, exact: true };
      const scale = 2 ** 31 / (maxKey + 1);
      for (const [code, n] of counts) counts.set(code, Math.round(n * scale));
      return { counts, total: Math.round(total * scale), exact: false };
    },
  };
}
export type CatalogueSearchRepository = ReturnType<typeof catalogueSearchRepository>;
