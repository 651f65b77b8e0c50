import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FAVOURITE_PAGE_SIZE, type FavouriteBrandPage, type FavouriteProductPage, type FavouriteType,
} from '@gembourse/contracts/favourites';
import { downloadBlob } from '../../shared/api/download.ts';
import { getRequest, postRequest } from '../../shared/api/http-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/** The answer of each favourites list. */
export interface FavouritePages {
  brand: FavouriteBrandPage;
  product: FavouriteProductPage;
}

// Supplier names come back in the request's language and the lists are the user's own, so both are in every key.
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: (type: FavouriteType, keyword: string, pageNum: number, locale: string, userId: number) =>
    ['favourites', type, keyword, pageNum, locale, userId] as const,
};

const LIST_PATHS: Record<FavouriteType, string> = {
  brand: '/api/company/favorite/brand/list',
  product: '/api/company/favorite/product/list',
};
const TOGGLE_PATHS: Record<FavouriteType, string> = { brand: '/api/favourite/company', product: '/api/favourite/product' };

/**
 * GET /api/company/favorite/{brand|product}/list: one page of my favourites. Always fetched fresh on opening: a
 * heart clicked on a profile elsewhere changes it, and that page cannot reach this key.
 */
export function useFavouriteList<T extends FavouriteType>(type: T, keyword: string, pageNum: number) {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  return useQuery({
    queryKey: favouriteKeys.list(type, keyword, pageNum, locale, userId),
    queryFn: ({ signal }) =>
      getRequest<FavouritePages[T]>(LIST_PATHS[type], { pageNum, pageSize: FAVOURITE_PAGE_SIZE, keyword: keyword || undefined }, { hideErrorMsg: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/favourite/{company|product}/{id} with collected: false; the existing toggles, idempotent. */
export function removeFavourite(type: FavouriteType, id: number): Promise<{ collected: boolean }> {
  return postRequest<{ collected: boolean }>(`${TOGGLE_PATHS[type]}/${id}`, { collected: false });
}

/** GET /api/company/favorite/export: the list (with the same keyword) as an .xlsx, saved under the server's name. */
export function exportFavourites(type: FavouriteType, keyword: string, fallbackName: string) {
  return downloadBlob('/api/company/favorite/export', { query: { type, keyword: keyword || undefined }, fallbackName });
}
