import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyDetail, CompanyListBody, CompanySummary } from '@gembourse/contracts/company';
import type { CompanyContacts } from '@gembourse/contracts/company-profile';
import type { Connection, ConnectionRequest, ConnectionStatus, ShareShowroom } from '@gembourse/contracts/connections';
import type { ProductSummary } from '@gembourse/contracts/product';
import { getRequest, postRequest } from '../../shared/api/http-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/** POST /api/company/list answer: a page of suppliers; `limited` when a guest got the first results only. */
export interface CompanyPage {
  list: CompanySummary[];
  total?: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
  limited: boolean;
}

/** GET /api/company/connection/list answer. */
export interface ConnectionPage {
  list: Connection[];
  total?: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

export type ConnectionDirection = 'incoming' | 'outgoing';

// Texts (excerpts, labels) come back in the request's language and what a viewer may see depends on who asks, so
// both are part of every key that holds such data.
export const companyKeys = {
  all: ['companies'] as const,
  list: (body: CompanyListBody, pageNum: number, pageSize: number, locale: string, userId: number) =>
    ['companies', 'list', body, pageNum, pageSize, locale, userId] as const,
  detail: (id: number) => ['companies', 'detail', id] as const,
  detailIn: (id: number, locale: string, userId: number) => ['companies', 'detail', id, locale, userId] as const,
  contacts: (id: number, userId: number) => ['companies', 'contacts', id, userId] as const,
  products: (id: number, locale: string, userId: number) => ['companies', 'products', id, locale, userId] as const,
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
  return useQuery({
    queryKey: companyKeys.list(body, pageNum, pageSize, locale, userId),
    queryFn: ({ signal }) => postRequest<CompanyPage>(`/api/company/list?pageNum=${pageNum}&pageSize=${pageSize}`, body, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/company/detail/{id}: the profile with the viewer's relation (own, canEdit, connection, collected). */
export function useCompanyDetail(id: number | null) {
  const { locale, userId } = useViewer();
  return useQuery({
    queryKey: companyKeys.detailIn(id ?? 0, locale, userId),
    queryFn: ({ signal }) => getRequest<CompanyDetail>(`/api/company/detail/${id}`, undefined, { ...quiet, signal }),
    enabled: id != null,
    // A missing profile stays missing: do not hammer the server with retries of a 404.
    retry: false,
  });
}

/** GET /api/company/contact/list/{company_id}: the contacts, or what would open them. */
export function useCompanyContacts(id: number) {
  const { userId } = useViewer();
  return useQuery({
    queryKey: companyKeys.contacts(id, userId),
    queryFn: ({ signal }) => getRequest<CompanyContacts>(`/api/company/contact/list/${id}`, undefined, { ...quiet, signal }),
  });
}

// The product API has no supplier filter yet (only GET /api/product/latest, at most 48): the profile shows this
// supplier's products among the newest ones until a showroom listing endpoint arrives.
const LATEST_MAX = 48;
const PROFILE_PRODUCTS = 12;

/** The supplier's published products the viewer may see (from the newest products; see the note above). */
export function useCompanyProducts(id: number) {
  const { locale, userId } = useViewer();
  return useQuery({
    queryKey: companyKeys.products(id, locale, userId),
    queryFn: async ({ signal }) => {
      const latest = await getRequest<ProductSummary[]>('/api/product/latest', { limit: LATEST_MAX }, { ...quiet, signal });
      return latest.filter((p) => p.companyId === id).slice(0, PROFILE_PRODUCTS);
    },
  });
}

/** GET /api/company/connection/list: my company's incoming or outgoing contact requests. */
export function useConnections(direction: ConnectionDirection, status: ConnectionStatus | undefined, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: companyKeys.connectionList(direction, status, pageNum),
    queryFn: ({ signal }) =>
      getRequest<ConnectionPage>('/api/company/connection/list', { direction, status, pageNum, pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

// Writes keep the generic toast of the error catalogue: the server's message says why it failed.

/** POST /api/company/connection/request (a declined request may be sent again). */
export function requestConnection(body: ConnectionRequest): Promise<unknown> {
  return postRequest('/api/company/connection/request', body);
}

/** POST /api/company/connection/accept/{id}. */
export function acceptConnection(id: number): Promise<unknown> {
  return postRequest(`/api/company/connection/accept/${id}`);
}

/** POST /api/company/connection/decline/{id}. */
export function declineConnection(id: number): Promise<unknown> {
  return postRequest(`/api/company/connection/decline/${id}`);
}

/** POST /api/favourite/company/{id}: collects or un-collects the brand; answers the new state. */
export function setFavourite(id: number, collected: boolean): Promise<{ collected: boolean }> {
  return postRequest<{ collected: boolean }>(`/api/favourite/company/${id}`, { collected });
}

/** POST /api/company/share: e-mails the showroom link; answers how many mails were sent. */
export function shareShowroom(body: ShareShowroom): Promise<{ sent: number }> {
  return postRequest<{ sent: number }>('/api/company/share', body);
}
