import { useQuery } from '@tanstack/react-query';
import { companyApi } from '@gembourse/contracts/company.api';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/** Query key of the caller's supplier matches: per user (the match is personal) and language (excerpts). */
export function supplierMatchKey(userId: number | undefined, locale: string, limit: number) {
  return ['companies', 'match', userId ?? 0, locale, limit] as const;
}

/**
 * GET /api/company/match: suppliers recommended for the logged-in member (home page and directory share the cache).
 * Guests never ask: the endpoint is for members only.
 */
export function useSupplierMatches(limit = 12) {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id);
  return useQuery({
    queryKey: supplierMatchKey(userId, locale, limit),
    queryFn: ({ signal }) => callApi(companyApi.match, { query: { limit } }, { hideErrorMsg: true, signal }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}
