import { ZOwnProductQuery, type OwnProductQuery, type OwnProductQueryInput } from '@gembourse/contracts/own-products';
import type { UrlStateCodec } from '../../shared/navigation/use-url-state.ts';

/**
 * The product list's state is the list query itself (ZOwnProductQuery), its URL parameters named as the query's, so
 * every rule (sorts, page sizes, search length, yes/no flags) is the contract's and a link is the request.
 */
export type ProductListState = OwnProductQuery;
type Field = keyof ProductListState;

const SHAPE = ZOwnProductQuery.shape;
const FIELDS = Object.keys(SHAPE) as Field[];

/** One field from the URL: the contract's parse, or its default (undefined for a filter) when malformed. */
function fieldOf<K extends Field>(key: K, raw: string | null): ProductListState[K] {
  const schema = SHAPE[key];
  const parsed = schema.safeParse(raw ?? undefined);
  return (parsed.success ? parsed.data : schema.parse(undefined)) as ProductListState[K];
}

/** The state with nothing chosen: page 1, the default size and sort, no search or filter. */
export const DEFAULT_PRODUCT_LIST = ZOwnProductQuery.parse({});

/** Reads the list state from a query string; a hand-edited link never answers 40000. */
export function parseProductListParams(params: URLSearchParams): ProductListState {
  const state = Object.fromEntries(FIELDS.map((key) => [key, fieldOf(key, params.get(key))])) as ProductListState;
  // A search of spaces only is no search.
  if (!state.q) delete state.q;
  return state;
}

/** Writes the list state into a copy of `current`; defaults are left out so a plain link stays plain. */
export function writeProductListParams(current: URLSearchParams, state: ProductListState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FIELDS) {
    const value = state[key];
    if (value === undefined || value === '' || value === DEFAULT_PRODUCT_LIST[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The list's URL state (shared/navigation/use-url-state.ts): any change but paging returns to page 1. */
export const PRODUCT_LIST_URL_STATE: UrlStateCodec<ProductListState> = {
  parse: parseProductListParams,
  write: writeProductListParams,
  pageKey: 'pageNum',
};

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');

/** The request query of a state: the yes/no filters travel as text, as the query string carries them. */
export function listQueryOf(state: ProductListState): OwnProductQueryInput {
  return { ...state, published: flag(state.published), listed: flag(state.listed), immediate: flag(state.immediate) };
}

/** The filters a user chose (not search, sort or paging): "Clear filters" shows when there is one. */
export const FILTER_FIELDS = ['category', 'collection', 'brand', 'tag', 'published', 'listed', 'immediate', 'availability'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type YesNoField = Extract<FilterField, 'published' | 'listed' | 'immediate'>;

/** Whether any filter is set. */
export function hasFilters(state: ProductListState): boolean {
  return FILTER_FIELDS.some((key) => state[key] !== undefined);
}
