import { COMPANY_SORTS, type CompanyListBody, type CompanySort } from '@gembourse/contracts/company';
import { DIRECTORY_KEYWORD } from '@gembourse/contracts/search-links';

/** Directory page size: a multiple of 2, 3 and 4 so every grid row is full (guests get 12 at most). */
export const DIRECTORY_PAGE_SIZE = 24;
const SEED_MAX = 1_000_000;

/** The directory's state as the URL carries it, so links, reloads and the back button restore a search. */
export interface DirectoryState {
  keyword: string;
  sort: CompanySort;
  businessNature: number[];
  mainProducts: number[];
  mainMarkets: number[];
  country: string | undefined;
  verifiedOnly: boolean;
  page: number;
  /** Seed of the `random` sort: kept in the URL so paging and reloads keep one random order. */
  seed: number | undefined;
}

// URL parameter of each field; arrays travel comma-separated (`products=30716,30719`).
const PARAM = {
  keyword: DIRECTORY_KEYWORD,
  sort: 'sort',
  businessNature: 'nature',
  mainProducts: 'products',
  mainMarkets: 'markets',
  country: 'country',
  verifiedOnly: 'verified',
  page: 'page',
  seed: 'seed',
} as const;

function ids(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

function positiveInt(value: string | null, max: number): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
}

/** Reads the directory state from a query string; anything malformed falls back to the default. */
export function parseDirectoryParams(params: URLSearchParams): DirectoryState {
  const sort = params.get(PARAM.sort);
  return {
    keyword: (params.get(PARAM.keyword) ?? '').trim(),
    sort: (COMPANY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CompanySort) : 'relevance',
    businessNature: ids(params.get(PARAM.businessNature)),
    mainProducts: ids(params.get(PARAM.mainProducts)),
    mainMarkets: ids(params.get(PARAM.mainMarkets)),
    country: params.get(PARAM.country)?.trim() || undefined,
    verifiedOnly: params.get(PARAM.verifiedOnly) === '1',
    page: Math.max(1, positiveInt(params.get(PARAM.page), 10_000) ?? 1),
    seed: positiveInt(params.get(PARAM.seed), SEED_MAX),
  };
}

/**
 * Writes the directory state into a copy of `current`, keeping parameters that are not the directory's (the
 * `language` of SPEC §1). Defaults are left out so a plain directory link stays plain.
 */
export function writeDirectoryParams(current: URLSearchParams, state: DirectoryState): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set(PARAM.keyword, state.keyword.trim() || undefined);
  set(PARAM.sort, state.sort === 'relevance' ? undefined : state.sort);
  set(PARAM.businessNature, state.businessNature.join(',') || undefined);
  set(PARAM.mainProducts, state.mainProducts.join(',') || undefined);
  set(PARAM.mainMarkets, state.mainMarkets.join(',') || undefined);
  set(PARAM.country, state.country);
  set(PARAM.verifiedOnly, state.verifiedOnly ? '1' : undefined);
  set(PARAM.page, state.page > 1 ? String(state.page) : undefined);
  set(PARAM.seed, state.sort === 'random' && state.seed != null ? String(state.seed) : undefined);
  return next;
}

/** The request body of POST /api/company/list for a state (empty filters are not sent). */
export function listBodyOf(state: DirectoryState): CompanyListBody {
  const body: CompanyListBody = { sort: state.sort };
  if (state.keyword) body.keyword = state.keyword;
  if (state.businessNature.length) body.businessNature = state.businessNature;
  if (state.mainProducts.length) body.mainProducts = state.mainProducts;
  if (state.mainMarkets.length) body.mainMarkets = state.mainMarkets;
  if (state.country) body.country = state.country;
  if (state.verifiedOnly) body.verifiedOnly = true;
  if (state.sort === 'random' && state.seed != null) body.seed = state.seed;
  return body;
}

/** How many filters (not keyword or sort) are set: the badge on the mobile Filters button. */
export function activeFilterCount(state: DirectoryState): number {
  return [state.businessNature.length, state.mainProducts.length, state.mainMarkets.length, state.country, state.verifiedOnly].filter(
    Boolean,
  ).length;
}

/** A fresh seed for the random order. */
export function newSeed(): number {
  return Math.floor(Math.random() * SEED_MAX);
}
