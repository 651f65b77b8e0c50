import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueQueryInput } from '@gembourse/contracts/catalogue-search';
import { catalogueSearchApi } from '@gembourse/contracts/catalogue-search.api';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { keepThroughLogin } from '../../shared/session/keep-through-login.ts';

// Names and labels come back in the request's language, and what a viewer may see (prices, hearts, the guest limit)
// depends on who asks: both are part of every key. Favourite toggles invalidate the whole prefix.
export const catalogueSearchKeys = {
  all: ['catalogue-search'] as const,
  search: (query: CatalogueQueryInput, locale: string, userId: number) => ['catalogue-search', query, locale, userId] as const,
};

/**
 * GET /api/product/search (the catalogue page, the home page's rows, a product page's related products). The last
 * page stays on screen while the next loads, so a ticked facet does not blank the grid.
 */
export function useCatalogueSearch(query: CatalogueQueryInput, options: { keepPrevious?: boolean } = {}) {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  const search = catalogueSearchQuery(query, locale, userId);
  return useQuery({ ...search, placeholderData: options.keepPrevious ? keepPreviousData : keepThroughLogin(search.queryKey) });
}

/** The catalogue search's query for `userId` (0: a guest, as the server renders pages). */
export function catalogueSearchQuery(query: CatalogueQueryInput, locale: string, userId = 0) {
  return queryOptions({
    queryKey: catalogueSearchKeys.search(query, locale, userId),
    queryFn: ({ signal }) => callApi(catalogueSearchApi.search, { query }, { hideErrorMsg: true, signal }),
  });
}
