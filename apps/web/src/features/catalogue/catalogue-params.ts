import {
  CATALOGUE_LIMITS,
  PRODUCT_PAGE_SIZES,
  PRODUCT_SORTS,
  ZCatalogueFilters,
  type CatalogueQueryInput,
  type ProductSort,
} from '@gembourse/contracts/catalogue-search';
import { CURRENCIES, type Currency } from '@gembourse/contracts/limits';
import { CATALOGUE_KEYWORD, catalogueKeywordOf, FORMER_CATALOGUE_KEYWORDS } from '@gembourse/contracts/search-links';

// The URL of /home/product holds the search call's own parameters (contracts: catalogue-search.ts), so a shared link,
// a reload, the back button and a saved search all say the same thing. Each value is checked by the contract's own
// schema; a malformed one is dropped instead of failing the page. The keyword's name and its former names are
// contracts/search-links.ts's, the one home of every link into the catalogue.

/** Facets whose values are a comma-separated list in the URL (`metal=41001,41002`). */
export const LIST_FACETS = [
  'group',
  'category',
  'metal',
  'fineness',
  'stone',
  'shape',
  'colour',
  'clarity',
  'treatment',
  'origin',
  'lab',
  'availability',
  'segment',
  'country',
] as const;
export type ListFacet = (typeof LIST_FACETS)[number];

export const RANGE_FIELDS = ['caratMin', 'caratMax', 'priceMin', 'priceMax'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/** The catalogue page's state, as its URL carries it. */
export interface CatalogueState {
  q: string;
  /** As chosen; undefined is the default (relevance with a keyword, newest without). */
  sort: ProductSort | undefined;
  seed: number | undefined;
  page: number;
  pageSize: number;
  /** Keyset cursors of the page shown, when it was reached by Next / Previous. */
  after: string | undefined;
  before: string | undefined;
  /** As chosen on this page; undefined follows the remembered choice or the language. */
  currency: Currency | undefined;
  lists: Record<ListFacet, string[]>;
  ranges: Record<RangeField, number | undefined>;
  immediate: boolean;
  verified: boolean;
  supplier: number | undefined;
}

const field = ZCatalogueFilters.shape;

function listOf(key: ListFacet, raw: string | null): string[] {
  if (!raw) return [];
  const parsed = field[key].safeParse(raw);
  return parsed.success && parsed.data ? [...new Set(parsed.data.map(String))] : [];
}

function numberOf(key: RangeField | 'supplier', raw: string | null): number | undefined {
  if (raw == null || raw === '') return undefined;
  const parsed = field[key].safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

function intIn(raw: string | null, min: number, max: number): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

const isSort = (v: string | null): v is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(v ?? '');
const isCurrency = (v: string | null): v is Currency => (CURRENCIES as readonly string[]).includes(v ?? '');
const cursor = (v: string | null) => (v && v.length <= CATALOGUE_LIMITS.cursorMax ? v : undefined);

/** Reads the catalogue state from a query string; anything malformed falls back to its default. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueState {
  const sort = params.get('sort');
  const lists = Object.fromEntries(LIST_FACETS.map((k) => [k, listOf(k, params.get(k))])) as Record<ListFacet, string[]>;
  const ranges = Object.fromEntries(RANGE_FIELDS.map((k) => [k, numberOf(k, params.get(k))])) as Record<RangeField, number | undefined>;
  const currency = params.get('currency');
  return {
    q: catalogueKeywordOf(params).slice(0, CATALOGUE_LIMITS.keywordMax),
    sort: isSort(sort) ? sort : undefined,
    seed: intIn(params.get('seed'), 0, CATALOGUE_LIMITS.seedMax),
    page: intIn(params.get('page'), 1, 1_000_000) ?? 1,
    pageSize: intIn(params.get('pageSize'), 1, CATALOGUE_LIMITS.pageSizeMax) ?? PRODUCT_PAGE_SIZES[0],
    after: cursor(params.get('after')),
    before: cursor(params.get('before')),
    currency: isCurrency(currency) ? currency : undefined,
    lists,
    ranges,
    immediate: params.get('immediate') === 'true',
    verified: params.get('verified') === 'true',
    supplier: numberOf('supplier', params.get('supplier')),
  };
}

/** The sort in effect: relevance needs a keyword. */
export function effectiveSort(state: Pick<CatalogueState, 'q' | 'sort'>): ProductSort {
  if (!state.sort) return state.q ? 'relevance' : 'newest';
  return state.sort === 'relevance' && !state.q ? 'newest' : state.sort;
}

/** The search's filters and keyword as query parameters (no paging): what a saved search and a "See all" keep. */
function filterEntries(state: CatalogueState): [string, string][] {
  const out: [string, string][] = [];
  if (state.q) out.push([CATALOGUE_KEYWORD, state.q]);
  for (const k of LIST_FACETS) if (state.lists[k].length) out.push([k, state.lists[k].join(',')]);
  for (const k of RANGE_FIELDS) if (state.ranges[k] != null) out.push([k, String(state.ranges[k])]);
  if (state.immediate) out.push(['immediate', 'true']);
  if (state.verified) out.push(['verified', 'true']);
  if (state.supplier != null) out.push(['supplier', String(state.supplier)]);
  return out;
}

const PAGE_KEYS = [
  CATALOGUE_KEYWORD,
  ...FORMER_CATALOGUE_KEYWORDS,
  'sort',
  'seed',
  'page',
  'pageSize',
  'after',
  'before',
  'currency',
  ...LIST_FACETS,
  ...RANGE_FIELDS,
  'immediate',
  'verified',
  'supplier',
];

/**
 * Writes the state into a copy of `current`, keeping parameters that are not the catalogue's (the `language` of
 * SPEC §1). Defaults are left out so a plain catalogue link stays plain; a former keyword name is dropped, so it
 * never lingers beside the keyword in later URLs.
 */
export function writeCatalogueParams(current: URLSearchParams, state: CatalogueState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const k of PAGE_KEYS) next.delete(k);
  for (const [k, v] of filterEntries(state)) next.set(k, v);
  const sort = effectiveSort(state);
  if (state.sort && sort !== (state.q ? 'relevance' : 'newest')) next.set('sort', sort);
  if (sort === 'random' && state.seed != null) next.set('seed', String(state.seed));
  if (state.pageSize !== PRODUCT_PAGE_SIZES[0]) next.set('pageSize', String(state.pageSize));
  if (state.page > 1) next.set('page', String(state.page));
  if (state.after) next.set('after', state.after);
  else if (state.before) next.set('before', state.before);
  if (state.currency) next.set('currency', state.currency);
  return next;
}

/** The search call for a state, in `currency`: a page by cursor when one is set, else by number. */
export function catalogueQueryOf(state: CatalogueState, currency: Currency): CatalogueQueryInput {
  const query: Record<string, string> = Object.fromEntries(filterEntries(state));
  const sort = effectiveSort(state);
  query.sort = sort;
  if (sort === 'random' && state.seed != null) query.seed = String(state.seed);
  query.currency = currency;
  query.pageSize = String(state.pageSize);
  if (state.after) query.after = state.after;
  else if (state.before) query.before = state.before;
  else if (state.page > 1) query.page = String(Math.min(state.page, CATALOGUE_LIMITS.jumpPageMax));
  return query as CatalogueQueryInput;
}

/** The query string a saved search keeps: the filters, the keyword and a chosen sort (no page, no currency). */
export function savedSearchQuery(state: CatalogueState): string {
  const params = new URLSearchParams(filterEntries(state));
  if (state.sort) params.set('sort', effectiveSort(state));
  return params.toString();
}

/** How many filters (not the keyword) are set: the badge on the phone's Filters button. */
export function activeFilterCount(state: CatalogueState): number {
  const lists = LIST_FACETS.reduce((n, k) => n + state.lists[k].length, 0);
  const caratSet = state.ranges.caratMin != null || state.ranges.caratMax != null;
  const priceSet = state.ranges.priceMin != null || state.ranges.priceMax != null;
  return lists + Number(caratSet) + Number(priceSet) + Number(state.immediate) + Number(state.verified) + Number(state.supplier != null);
}

/** The state with every filter and the keyword cleared (sort, page size and currency stay). */
export function clearedFilters(): Partial<CatalogueState> {
  return {
    q: '',
    lists: Object.fromEntries(LIST_FACETS.map((k) => [k, []])) as unknown as Record<ListFacet, string[]>,
    ranges: { caratMin: undefined, caratMax: undefined, priceMin: undefined, priceMax: undefined },
    immediate: false,
    verified: false,
    supplier: undefined,
  };
}

/** A fresh seed for the random order. */
export function newSeed(): number {
  return Math.floor(Math.random() * CATALOGUE_LIMITS.seedMax);
}
