import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@gembourse/contracts/catalogue.api';
import type { CompanyDetail, CompanyListBody } from '@gembourse/contracts/company';
import { companyApi } from '@gembourse/contracts/company.api';
import { companyProfileApi } from '@gembourse/contracts/company-profile.api';
import { SHOWROOM_PAGE_SIZES, type ShowroomProductSort } from '@gembourse/contracts/company-showroom';
import type { ConnectionDirection, ConnectionListQuery, ConnectionStatus, ShareShowroom } from '@gembourse/contracts/connections';
import { connectionsApi } from '@gembourse/contracts/connections.api';
import { favouritesApi } from '@gembourse/contracts/favourites.api';
import type { Currency } from '@gembourse/contracts/limits';
import { useCatalogueCurrency } from '../../domain/catalogue/catalogue-currency.ts';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { keepThroughLogin } from '../../shared/session/keep-through-login.ts';

// Texts (excerpts, labels) come back in the request's language and what a viewer may see depends on who asks, so
// both are part of every key that holds such data.
export const companyKeys = {
  all: ['companies'] as const,
  list: (body: CompanyListBody, pageNum: number, pageSize: number, locale: string, userId: number) =>
    ['companies', 'list', body, pageNum, pageSize, locale, userId] as const,
  detail: (id: number) => ['companies', 'detail', id] as const,
  detailIn: (id: number, locale: string, userId: number) => ['companies', 'detail', id, locale, userId] as const,
  contacts: (id: number, userId: number) => ['companies', 'contacts', id, userId] as const,
  products: (id: number, sort: ShowroomProductSort, userId: number, currency: Currency) =>
    ['companies', 'products', id, sort, userId, currency] as const,
  collections: (id: number, userId: number) => ['companies', 'collections', id, userId] as const,
  connections: ['companies', 'connections'] as const,
  connectionList: (direction: ConnectionDirection, status: ConnectionStatus | undefined, pageNum: number) =>
    ['companies', 'connections', direction, status ?? 'all', pageNum] as const,
};

// Lists and the profile show their own error (with Retry, or the not-found page), so no generic toast for reads.
const quiet = { hideErrorMsg: true } as const;

function useViewer() {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  return { locale, userId };
}

/** POST /api/company/list?pageNum&pageSize: the directory page; the previous page stays on screen while paging. */
export function useCompanyList(body: CompanyListBody, pageNum: number, pageSize: number) {
  const { locale, userId } = useViewer();
  return useQuery({ ...companyListQuery(body, pageNum, pageSize, locale, userId), placeholderData: keepPreviousData });
}

/** One directory page's query for `userId` (0: a guest, as the server renders pages). */
export function companyListQuery(body: CompanyListBody, pageNum: number, pageSize: number, locale: string, userId = 0) {
  return queryOptions({
    queryKey: companyKeys.list(body, pageNum, pageSize, locale, userId),
    queryFn: ({ signal }) => callApi(companyApi.list, { query: { pageNum, pageSize }, body }, { ...quiet, signal }),
  });
}

/**
 * GET /api/company/detail/{id}: the profile with the viewer's relation (own, canEdit, connection, collected). The one
 * client of the endpoint: the profile page and the editor (editor-api.ts) both read through it, errors shown in place.
 */
export function fetchCompanyDetail(id: number, signal?: AbortSignal): Promise<CompanyDetail> {
  return callApi(companyApi.detail, { params: { id } }, { ...quiet, signal });
}

/** The profile page's read of a company. */
export function useCompanyDetail(id: number | null) {
  const { locale, userId } = useViewer();
  const query = companyDetailQuery(id ?? 0, locale, userId);
  return useQuery({ ...query, enabled: id != null, placeholderData: keepThroughLogin(query.queryKey) });
}

/** The profile's query for `userId` (0: a guest, as the server renders pages). */
export function companyDetailQuery(id: number, locale: string, userId = 0) {
  return queryOptions({
    queryKey: companyKeys.detailIn(id, locale, userId),
    queryFn: ({ signal }) => fetchCompanyDetail(id, signal),
    // A missing profile stays missing: do not hammer the server with retries of a 404.
    retry: false,
  });
}

/** A company's contacts, or what would open them. */
export function useCompanyContacts(id: number) {
  const { userId } = useViewer();
  return useQuery({
    queryKey: companyKeys.contacts(id, userId),
    queryFn: ({ signal }) => callApi(companyProfileApi.contactsOf, { params: { company_id: id } }, { ...quiet, signal }),
  });
}

// Showroom answers carry no translated text (category labels come from the dictionary), so only the viewer is part
// of their keys. "Load more" pages by number: a page that shifts meanwhile may repeat a card, which the list drops.
const nextPage = (last: { hasMore: boolean; pageNum: number }) => (last.hasMore ? last.pageNum + 1 : undefined);

/** GET /api/company/product/list/{company_id}: the showroom's products the viewer may see, page by page. */
export function useShowroomProducts(id: number, sort: ShowroomProductSort) {
  const { userId } = useViewer();
  // Prices in the currency the viewer reads the catalogue in (issue 11).
  const { currency } = useCatalogueCurrency();
  return useInfiniteQuery({
    queryKey: companyKeys.products(id, sort, userId, currency),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        catalogueApi.showroomProducts,
        { params: { company_id: id }, query: { pageNum: pageParam, pageSize: SHOWROOM_PAGE_SIZES.products, sort, currency } },
        { ...quiet, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // A new sort keeps the current cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/company/collection/list/{company_id}: the showroom's collections the viewer may see, page by page. */
export function useShowroomCollections(id: number) {
  const { userId } = useViewer();
  return useInfiniteQuery({
    queryKey: companyKeys.collections(id, userId),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        catalogueApi.showroomCollections,
        { params: { company_id: id }, query: { pageNum: pageParam, pageSize: SHOWROOM_PAGE_SIZES.collections } },
        { ...quiet, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The one client of GET /api/company/connection/list: a page of my company's connections. */
function fetchConnections(query: Partial<ConnectionListQuery>, options?: { signal?: AbortSignal; hideErrorMsg?: boolean }) {
  return callApi(connectionsApi.list, { query }, options);
}

/** My company's incoming or outgoing contact requests. */
export function useConnections(direction: ConnectionDirection, status: ConnectionStatus | undefined, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: companyKeys.connectionList(direction, status, pageNum),
    queryFn: ({ signal }) => fetchConnections({ direction, status, pageNum, pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

// Writes keep the generic toast of the error catalogue: the server's message says why it failed.

/** Takes back my company's pending request. */
export function withdrawConnection(id: number) {
  return callApi(connectionsApi.withdraw, { params: { id } });
}

/** My company's pending request to `companyId`, if any (the profile shows its status, not its id). */
export async function pendingRequestTo(companyId: number) {
  const page = await fetchConnections({ direction: 'outgoing', status: 'pending', companyId, pageNum: 1, pageSize: 1 });
  return page.list[0];
}

/** Accepts a pending request to my company. */
export function acceptConnection(id: number) {
  return callApi(connectionsApi.accept, { params: { id } });
}

/** Declines a pending request to my company. */
export function declineConnection(id: number) {
  return callApi(connectionsApi.decline, { params: { id } });
}

/** Collects or un-collects a brand (the profile's button: the supplier's default brand); answers the new state. */
export function setFavourite(brandId: number, collected: boolean) {
  return callApi(favouritesApi.setBrand, { params: { id: brandId }, body: { collected } });
}

/** E-mails the showroom link; answers how many mails were sent. */
export function shareShowroom(body: ShareShowroom) {
  return callApi(companyApi.share, { body });
}
