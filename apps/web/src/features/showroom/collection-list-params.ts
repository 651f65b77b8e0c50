import { ZOwnCollectionQuery, type OwnCollectionQuery, type OwnCollectionQueryInput } from '@gembourse/contracts/own-collections';
import { listUrlStateOf, queryInputOf } from './list-url-state.ts';

/** The collection list's state is its contract query (ZOwnCollectionQuery), kept in the URL as the product list's is. */
export type CollectionListState = OwnCollectionQuery;

const { codec } = listUrlStateOf<CollectionListState>(ZOwnCollectionQuery, 'pageNum');

/** The list's URL state (shared/navigation/use-url-state.ts): any change but paging returns to page 1. */
export const COLLECTION_LIST_URL_STATE = codec;

/** The request query of a state. */
export function collectionQueryOf(state: CollectionListState): OwnCollectionQueryInput {
  return queryInputOf(state) as OwnCollectionQueryInput;
}

/** The filters a user chose (not search, sort or paging): "Clear filters" shows when there is one. */
export const COLLECTION_FILTER_FIELDS = ['state', 'published', 'listed'] as const;
export type CollectionFilterField = (typeof COLLECTION_FILTER_FIELDS)[number];

/** Whether any filter is set. */
export function hasCollectionFilters(state: CollectionListState): boolean {
  return COLLECTION_FILTER_FIELDS.some((key) => state[key] !== undefined);
}
