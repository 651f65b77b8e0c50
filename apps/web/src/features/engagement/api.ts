import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FAVOURITE_PAGE_SIZE, type FavouriteType } from '@gembourse/contracts/favourites';
import { favouritesApi } from '@gembourse/contracts/favourites.api';
import type { ResponseOf } from '@gembourse/contracts/endpoint';
import { callApi, downloadApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

// Supplier names come back in the request's language and the lists are the user's own, so both are in every key.
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: (type: FavouriteType, keyword: string, pageNum: number, locale: string, userId: number) =>
    ['favourites', type, keyword, pageNum, locale, userId] as const,
};

/** The answer of each favourites list, as its endpoint declares it. */
export type FavouritePage<T extends FavouriteType> = ResponseOf<
  { brand: typeof favouritesApi.brands; product: typeof favouritesApi.products }[T]
>;

/** One page of a favourites list (the one client of both list endpoints). */
function fetchFavourites<T extends FavouriteType>(
  type: T,
  query: { pageNum: number; keyword?: string },
  signal: AbortSignal,
): Promise<FavouritePage<T>> {
  const q = { ...query, pageSize: FAVOURITE_PAGE_SIZE };
  const options = { hideErrorMsg: true, signal };
  return (
    type === 'brand' ? callApi(favouritesApi.brands, { query: q }, options) : callApi(favouritesApi.products, { query: q }, options)
  ) as Promise<FavouritePage<T>>;
}

/**
 * GET /api/company/favorite/{brand|product}/list: one page of my favourites. Always fetched fresh on opening: a
 * heart clicked on a profile elsewhere changes it, and that page cannot reach this key.
 */
export function useFavouriteList<T extends FavouriteType>(type: T, keyword: string, pageNum: number) {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  return useQuery({
    queryKey: favouriteKeys.list(type, keyword, pageNum, locale, userId),
    queryFn: ({ signal }) => fetchFavourites(type, { pageNum, keyword: keyword || undefined }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Un-collects a brand or a product through the existing toggles (idempotent). */
export function removeFavourite(type: FavouriteType, id: number) {
  return callApi(type === 'brand' ? favouritesApi.setBrand : favouritesApi.setProduct, { params: { id }, body: { collected: false } });
}

/** The list (with the same keyword) as an .xlsx, saved under the server's name. */
export function exportFavourites(type: FavouriteType, keyword: string, fallbackName: string) {
  return downloadApi(favouritesApi.export, { query: { type, keyword: keyword || undefined } }, { fallbackName });
}
