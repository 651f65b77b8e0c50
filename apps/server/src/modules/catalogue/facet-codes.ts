import {
  CARAT_BUCKETS,
  normalizeStoneClarity,
  normalizeStoneColour,
  STONE_CLARITIES,
  STONE_COLOURS,
  type FacetKey,
} from '@gembourse/contracts/catalogue-search';
import { COUNTRIES, findCountry } from '@gembourse/contracts/countries';
import { CERTIFICATE_LABS, FINENESS_SUGGESTIONS, type StoneOut } from '@gembourse/contracts/jewellery';
import { CATEGORY_ROWS } from '../../db/seed/dictionary-data.ts';

// The catalogue's facets as integers (issue 11): every discrete facet value of a product is one int in
// products.facet_codes (GIN-indexed), code = group * 1,000,000 + value, so one `&&` filters any facet, one unnest
// counts them all, and `code / 1000000` tells a count's facet back. This file is the one home of that encoding: the
// write path, the demo seed, the bench generator and the search's SQL all go through it.

/** The facet groups stored on products.facet_codes (the supplier's own facets are on companies.facet_codes). */
export const FACET_GROUP = {
  category: 1,
  group: 2,
  metal: 3,
  fineness: 4,
  stone: 5,
  shape: 6,
  colour: 7,
  clarity: 8,
  treatment: 9,
  origin: 10,
  lab: 11,
  carat: 12,
  // Computed in the query from plain columns (they change by batch actions, which do not rewrite facet_codes):
  availability: 13,
  immediate: 14,
  // companies.facet_codes, a generated column (migration 0015): always what the company row says.
  segment: 20,
  country: 21,
  verified: 22,
} as const satisfies Partial<Record<FacetKey, number>>;
export type StoredFacet = keyof typeof FACET_GROUP;

const SPAN = 1_000_000;
export const facetCode = (group: number, value: number): number => group * SPAN + value;
export const facetGroupOf = (code: number): number => Math.floor(code / SPAN);
export const facetValueOf = (code: number): number => code % SPAN;

/** A country code as a number (two letters, base 26): the same arithmetic the companies' generated column does in SQL. */
export function countryNumber(code: string): number {
  const c = code.toUpperCase();
  return (c.charCodeAt(0) - 65) * 26 + (c.charCodeAt(1) - 65);
}
export function countryOfNumber(n: number): string {
  return String.fromCharCode(65 + Math.floor(n / 26), 65 + (n % 26));
}

/** A closed list's value as a number: its index. */
const indexIn = (list: readonly string[], v: string): number => list.indexOf(v);

/** How each facet's query value maps to the number stored, and back (for the answer's facet values). */
export const FACET_VALUES = {
  colour: { toNumber: (v: string) => indexIn(STONE_COLOURS, v), fromNumber: (n: number) => STONE_COLOURS[n] },
  clarity: { toNumber: (v: string) => indexIn(STONE_CLARITIES, v), fromNumber: (n: number) => STONE_CLARITIES[n] },
  lab: { toNumber: (v: string) => indexIn(CERTIFICATE_LABS, v), fromNumber: (n: number) => CERTIFICATE_LABS[n] },
  fineness: {
    toNumber: (v: string) => FINENESS_SUGGESTIONS.findIndex((f) => f.toLowerCase() === v.toLowerCase()),
    fromNumber: (n: number) => FINENESS_SUGGESTIONS[n],
  },
  origin: { toNumber: countryNumber, fromNumber: countryOfNumber },
  country: { toNumber: countryNumber, fromNumber: countryOfNumber },
} as const;

/** Category → its group (the dictionary seed's parent value). */
const GROUP_OF: ReadonlyMap<number, number> = new Map(CATEGORY_ROWS.map(([id, group]) => [id, group]));
export const categoryGroupOf = (category: number): number | undefined => GROUP_OF.get(category);
/** The categories of a group, for a group filter. */
export const categoriesOfGroup = (group: number): number[] => CATEGORY_ROWS.filter(([, g]) => g === group).map(([id]) => id);

/** The carat bucket (index in CARAT_BUCKETS) of a total carat weight. */
export function caratBucketOf(carat: number): number {
  return CARAT_BUCKETS.findIndex(([from, to]) => carat >= from && (to === null || carat < to));
}

/** What a product's stored facet codes are computed from. */
export interface FacetSource {
  categories: readonly number[];
  metal: number | null | undefined;
  fineness: string | null | undefined;
  stones: readonly StoneOut[];
}

/** The total carat weight of a product's stones (null when none gives one). */
export function caratTotalOf(stones: readonly StoneOut[]): number | null {
  const carats = stones.map((s) => s.carat).filter((c): c is number => c != null);
  return carats.length ? Math.round(carats.reduce((a, b) => a + b, 0) * 1000) / 1000 : null;
}

/** products.facet_codes: every discrete facet value of the product, deduplicated and sorted. */
export function productFacetCodes(src: FacetSource): number[] {
  const codes = new Set<number>();
  const add = (group: number, value: number | null | undefined) => {
    if (value != null && value >= 0) codes.add(facetCode(group, value));
  };
  for (const c of src.categories) {
    add(FACET_GROUP.category, c);
    add(FACET_GROUP.group, categoryGroupOf(c));
  }
  add(FACET_GROUP.metal, src.metal);
  if (src.fineness) add(FACET_GROUP.fineness, FACET_VALUES.fineness.toNumber(src.fineness));
  for (const s of src.stones) {
    add(FACET_GROUP.stone, s.type);
    add(FACET_GROUP.shape, s.shape);
    add(FACET_GROUP.treatment, s.treatment);
    const colour = normalizeStoneColour(s.colour);
    if (colour) add(FACET_GROUP.colour, FACET_VALUES.colour.toNumber(colour));
    const clarity = normalizeStoneClarity(s.clarity);
    if (clarity) add(FACET_GROUP.clarity, FACET_VALUES.clarity.toNumber(clarity));
    const origin = originCountry(s.origin);
    if (origin) add(FACET_GROUP.origin, countryNumber(origin));
    if (s.certificateLab) add(FACET_GROUP.lab, FACET_VALUES.lab.toNumber(s.certificateLab));
  }
  const carat = caratTotalOf(src.stones);
  if (carat != null) add(FACET_GROUP.carat, caratBucketOf(carat));
  return [...codes].sort((a, b) => a - b);
}

/** A stone's free-text origin as a country code: a code ("CO") or a country's name in any of the four languages. */
export function originCountry(origin: string | null | undefined): string | null {
  // "Myanmar (Burma)", "Tanzania (Merelani)": the country comes first, a region or an older name after it.
  const v = origin?.replace(/\(.*\)/g, '').trim();
  if (!v) return null;
  const byCode = findCountry(v);
  if (byCode) return byCode.code;
  return ORIGIN_NAMES.get(v.toLowerCase()) ?? ORIGIN_SYNONYMS[v.toLowerCase()] ?? null;
}
const ORIGIN_NAMES: ReadonlyMap<string, string> = new Map(
  COUNTRIES.flatMap((c) => Object.values(c.name).map((name) => [name.toLowerCase(), c.code] as const)),
);
/** Names the gem trade uses for an origin that are not the country's current name. */
const ORIGIN_SYNONYMS: Readonly<Record<string, string>> = { burma: 'MM', ceylon: 'LK', 'burma (myanmar)': 'MM', siam: 'TH' };
