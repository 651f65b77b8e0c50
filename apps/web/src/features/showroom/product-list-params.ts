import { ZOwnProductQuery, type OwnProductQuery, type OwnProductQueryInput } from '@gembourse/contracts/own-products';
import { listUrlStateOf, queryInputOf } from './list-url-state.ts';

/**
 * The product list's state is the list query itself (ZOwnProductQuery), its URL parameters named as the query's, so
 * every rule (sorts, page sizes, search length, yes/no flags) is the contract's and a link is the request.
 */
export type ProductListState = OwnProductQuery;

const { defaults, codec } = listUrlStateOf<ProductListState>(ZOwnProductQuery, 'pageNum');

/** The state with nothing chosen: page 1, the default size and sort, no search or filter. */
export const DEFAULT_PRODUCT_LIST = defaults;

/** Reads the list state from a query string; a hand-edited link never answers 40000. */
export const parseProductListParams = codec.parse;

/** Writes the list state into a copy of `current`; defaults are left out so a plain link stays plain. */
export const writeProductListParams = codec.write;

/** The list's URL state (shared/navigation/use-url-state.ts): any change but paging returns to page 1. */
export const PRODUCT_LIST_URL_STATE = codec;

/** The request query of a state: the yes/no filters travel as text, as the query string carries them. */
export function listQueryOf(state: ProductListState): OwnProductQueryInput {
  return queryInputOf(state) as OwnProductQueryInput;
}

/** The filters a user chose (not search, sort or paging): "Clear filters" shows when there is one. */
export const FILTER_FIELDS = ['category', 'collection', 'brand', 'tag', 'published', 'listed', 'immediate', 'availability'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type YesNoField = Extract<FilterField, 'published' | 'listed' | 'immediate'>;

/** Whether any filter is set. */
export function hasFilters(state: ProductListState): boolean {
  return FILTER_FIELDS.some((key) => state[key] !== undefined);
}
