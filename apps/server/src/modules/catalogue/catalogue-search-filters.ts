import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CARAT_BUCKETS, PRICE_BUCKETS, type CatalogueFilters, type FacetKey } from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import { AVAILABILITIES } from '@gembourse/contracts/product';
import { PRODUCT_SEGMENTS } from '@gembourse/contracts/showroom';
import { companies, products } from '../../db/schema/index.ts';
import type { RateTable } from '@gembourse/contracts/catalogue-search';
import { priceSortOf } from './price-sort.ts';
import {
  categoriesOfGroup,
  categoryGroupOf,
  countryNumber,
  countryOfNumber,
  FACET_GROUP,
  FACET_VALUES,
  facetCode,
  facetGroupOf,
  facetValueOf,
} from './facet-codes.ts';

// The catalogue's filters as SQL, one condition per facet, each tagged with its facet group: the page applies them
// all; the facet counts apply all but a count's own (disjunctive: ticking "gold" still shows how many are silver).
// Discrete facets are codes (facet-codes.ts): one `&&` on products.facet_codes or companies.facet_codes each.

const p = products;
const c = companies;

/**
 * The price facet's group: computed in the query from price_sort (the viewer's currency and the price visibility
 * decide the bucket, so it cannot be stored). Next to FACET_GROUP's query-only groups (availability 13, immediate 14).
 */
export const PRICE_GROUP = 15;

/** One facet's filter: the facet group its counts are coded with, and the condition. */
export interface FacetFilter {
  key: FacetKey;
  group: number;
  cond: SQL;
}

/** An int[] parameter. */
export const intArrayParam = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

/** The query's ids the dictionary does not know: group and category (the contract checks only their range). */
export function unknownDictionaryIds(f: CatalogueFilters): ('group' | 'category')[] {
  const bad: ('group' | 'category')[] = [];
  if (f.group?.some((g) => categoriesOfGroup(g).length === 0)) bad.push('group');
  if (f.category?.some((id) => categoryGroupOf(id) === undefined)) bad.push('category');
  return bad;
}

/** What the filters need beyond the query: the viewer's price sight as SQL, their currency and the rates. */
export interface PriceContext {
  /** productPriceScope (visibility-policy.ts) over the products row: a hidden price matches no range. */
  priceVisible: SQL;
  currency: Currency;
  rates: RateTable;
}

/** A product's price the viewer may see, in USD cents; null when hidden or missing. */
export const visiblePriceSort = (ctx: PriceContext): SQL => sql`(case when ${ctx.priceVisible} then ${p.priceSort} end)`;

/** Every active facet filter of the query. */
export function facetFilters(f: CatalogueFilters, ctx: PriceContext): FacetFilter[] {
  const out: FacetFilter[] = [];
  const codes = (key: FacetKey, group: number, values: readonly number[] | undefined, column: SQLWrapper = p.facetCodes) => {
    const valid = (values ?? []).filter((v) => v >= 0);
    if (values?.length) out.push({ key, group, cond: sql`${column} && ${intArrayParam(valid.map((v) => facetCode(group, v)))}` });
  };
  codes('group', FACET_GROUP.group, f.group);
  codes('category', FACET_GROUP.category, f.category);
  codes('metal', FACET_GROUP.metal, f.metal);
  // Fineness is free text on products: a value outside the suggestions has no code and matches nothing.
  codes('fineness', FACET_GROUP.fineness, f.fineness?.map(FACET_VALUES.fineness.toNumber));
  codes('stone', FACET_GROUP.stone, f.stone);
  codes('shape', FACET_GROUP.shape, f.shape);
  codes('colour', FACET_GROUP.colour, f.colour?.map(FACET_VALUES.colour.toNumber));
  codes('clarity', FACET_GROUP.clarity, f.clarity?.map(FACET_VALUES.clarity.toNumber));
  codes('treatment', FACET_GROUP.treatment, f.treatment);
  codes('origin', FACET_GROUP.origin, f.origin?.map(countryNumber));
  codes('lab', FACET_GROUP.lab, f.lab?.map(FACET_VALUES.lab.toNumber));
  if (f.caratMin != null || f.caratMax != null) {
    const parts = [
      sql`${p.caratTotal} is not null`,
      ...(f.caratMin != null ? [sql`${p.caratTotal} >= ${f.caratMin}`] : []),
      ...(f.caratMax != null ? [sql`${p.caratTotal} <= ${f.caratMax}`] : []),
    ];
    out.push({ key: 'carat', group: FACET_GROUP.carat, cond: sql`(${sql.join(parts, sql` and `)})` });
  }
  if (f.priceMin != null || f.priceMax != null) {
    const price = visiblePriceSort(ctx);
    const parts = [
      sql`${price} is not null`,
      ...(f.priceMin != null ? [sql`${price} >= ${priceSortOf(f.priceMin, ctx.currency, ctx.rates)}`] : []),
      ...(f.priceMax != null ? [sql`${price} <= ${priceSortOf(f.priceMax, ctx.currency, ctx.rates)}`] : []),
    ];
    out.push({ key: 'price', group: PRICE_GROUP, cond: sql`(${sql.join(parts, sql` and `)})` });
  }
  if (f.availability?.length) {
    const list = sql.join(
      f.availability.map((a) => sql`${a}`),
      sql`, `,
    );
    out.push({ key: 'availability', group: FACET_GROUP.availability, cond: sql`${p.availability} in (${list})` });
  }
  // `false` is an unticked box: no filter.
  if (f.immediate) out.push({ key: 'immediate', group: FACET_GROUP.immediate, cond: sql`${p.immediate}` });
  codes(
    'segment',
    FACET_GROUP.segment,
    f.segment?.map((s) => PRODUCT_SEGMENTS.indexOf(s)),
    c.facetCodes,
  );
  codes('country', FACET_GROUP.country, f.country?.map(countryNumber), c.facetCodes);
  if (f.verified) codes('verified', FACET_GROUP.verified, [1], c.facetCodes);
  return out;
}

/** The price bucket (PRICE_BUCKETS index) of a row in the viewer's currency, as SQL; null when the price is hidden. */
export function priceBucketCode(ctx: PriceContext): SQL {
  const price = visiblePriceSort(ctx);
  const whens = PRICE_BUCKETS.map(([, to], i) =>
    to === null
      ? sql`when ${price} is not null then ${facetCode(PRICE_GROUP, i)}::int`
      : sql`when ${price} < ${priceSortOf(to, ctx.currency, ctx.rates)} then ${facetCode(PRICE_GROUP, i)}::int`,
  );
  return sql`(case ${sql.join(whens, sql` `)} end)`;
}

/** Every code a row counts under: its stored product and company codes, and the ones computed here. */
export function rowCodes(ctx: PriceContext): SQL {
  const avail = sql`(case ${sql.join(
    AVAILABILITIES.map((a, i) => sql`when ${p.availability} = ${a} then ${facetCode(FACET_GROUP.availability, i)}::int`),
    sql` `,
  )} end)`;
  const immediate = sql`(case when ${p.immediate} then ${facetCode(FACET_GROUP.immediate, 1)}::int end)`;
  return sql`(${p.facetCodes} || ${c.facetCodes} || array_remove(array[${avail}, ${immediate}, ${priceBucketCode(ctx)}]::int[], null))`;
}

/** The facet key and the answer's value of a counted code; undefined for a group the answer does not show. */
export function facetValueOfCode(code: number): { key: FacetKey; value: string | number } | undefined {
  const group = facetGroupOf(code);
  const n = facetValueOf(code);
  switch (group) {
    case FACET_GROUP.category:
      return { key: 'category', value: n };
    case FACET_GROUP.group:
      return { key: 'group', value: n };
    case FACET_GROUP.metal:
      return { key: 'metal', value: n };
    case FACET_GROUP.fineness:
      return { key: 'fineness', value: FACET_VALUES.fineness.fromNumber(n) };
    case FACET_GROUP.stone:
      return { key: 'stone', value: n };
    case FACET_GROUP.shape:
      return { key: 'shape', value: n };
    case FACET_GROUP.colour:
      return { key: 'colour', value: FACET_VALUES.colour.fromNumber(n) };
    case FACET_GROUP.clarity:
      return { key: 'clarity', value: FACET_VALUES.clarity.fromNumber(n) };
    case FACET_GROUP.treatment:
      return { key: 'treatment', value: n };
    case FACET_GROUP.origin:
      return { key: 'origin', value: countryOfNumber(n) };
    case FACET_GROUP.lab:
      return { key: 'lab', value: FACET_VALUES.lab.fromNumber(n) };
    case FACET_GROUP.carat:
      return n < CARAT_BUCKETS.length ? { key: 'carat', value: n } : undefined;
    case FACET_GROUP.availability:
      return { key: 'availability', value: AVAILABILITIES[n] };
    case FACET_GROUP.immediate:
      return { key: 'immediate', value: 'true' };
    case PRICE_GROUP:
      return { key: 'price', value: n };
    case FACET_GROUP.segment:
      return { key: 'segment', value: PRODUCT_SEGMENTS[n] };
    case FACET_GROUP.country:
      return { key: 'country', value: countryOfNumber(n) };
    case FACET_GROUP.verified:
      return { key: 'verified', value: 'true' };
    default:
      return undefined;
  }
}
