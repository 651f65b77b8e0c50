import { useQuery } from '@tanstack/react-query';
import { catalogueSearchApi } from '@gembourse/contracts/catalogue-search.api';
import type { ProductAlertKind } from '@gembourse/contracts/product-alerts';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

// The member's own alerts; product names come back in the request's language.
export const alertKeys = {
  all: ['my-alerts'] as const,
  list: (userId: number, locale: string) => ['my-alerts', userId, locale] as const,
};

/** GET /api/product/alert/list: my product alerts and saved searches (always fresh: product pages change them). */
export function useMyAlerts() {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  return useQuery({
    queryKey: alertKeys.list(userId, locale),
    queryFn: ({ signal }) => callApi(catalogueSearchApi.myAlerts, undefined, { signal, hideErrorMsg: true }),
    staleTime: 0,
  });
}

/** Cancels one kind of alert on a product. */
export function cancelProductAlert(productId: number, kind: ProductAlertKind) {
  return callApi(catalogueSearchApi.setAlert, { params: { id: productId }, body: { kind, on: false } });
}

/** Removes a saved search. */
export function removeSavedSearch(id: number) {
  return callApi(catalogueSearchApi.removeSearch, { params: { id } });
}
