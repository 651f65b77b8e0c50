import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { catalogueSearchApi } from '@gembourse/contracts/catalogue-search.api';
import type { Currency } from '@gembourse/contracts/limits';
import type { ProductAlertKind } from '@gembourse/contracts/product-alerts';
import type { AskQuestion } from '@gembourse/contracts/product-questions';
import { callApi } from '../../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { keepThroughLogin } from '../../../shared/session/keep-through-login.ts';

/** Related products a product page shows ("more from this supplier"). */
export const RELATED_PAGE_SIZE = 8;

// Names, labels and prices come back in the request's language and as the viewer may see them (a member sees
// prices a guest does not), so the locale and the viewer are part of every key.
export const productDetailKeys = {
  all: ['product-detail'] as const,
  detail: (id: number) => ['product-detail', id] as const,
  view: (id: number, currency: Currency, locale: string, userId: number) =>
    ['product-detail', id, 'view', currency, locale, userId] as const,
  questions: (id: number) => ['product-detail', id, 'questions'] as const,
  questionPage: (id: number, pageNum: number, locale: string, userId: number) =>
    ['product-detail', id, 'questions', pageNum, locale, userId] as const,
  related: (id: number, companyId: number, currency: Currency, locale: string, userId: number) =>
    ['product-detail', id, 'related', companyId, currency, locale, userId] as const,
};

function useViewer() {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  return { locale, userId };
}

/** GET /api/product/view/:id in `currency`; a 40400 is the page's not-found state, so no error toast. */
export function useProductDetail(id: number | null, currency: Currency) {
  const { locale, userId } = useViewer();
  const query = productDetailQuery(id ?? 0, currency, locale, userId);
  return useQuery({ ...query, enabled: id != null, placeholderData: keepThroughLogin(query.queryKey) });
}

/** The product page's query for `userId` (0: a guest, as the server renders pages). */
export function productDetailQuery(id: number, currency: Currency, locale: string, userId = 0) {
  return queryOptions({
    queryKey: productDetailKeys.view(id, currency, locale, userId),
    queryFn: ({ signal }) => callApi(catalogueSearchApi.view, { params: { id }, query: { currency } }, { signal, hideErrorMsg: true }),
    retry: false,
  });
}

/** One page of a product's answered questions, with the viewer's own waiting ones. */
export function useProductQuestions(id: number, pageNum: number, pageSize: number) {
  const { locale, userId } = useViewer();
  return useQuery({
    queryKey: productDetailKeys.questionPage(id, pageNum, locale, userId),
    queryFn: ({ signal }) =>
      callApi(catalogueSearchApi.questions, { params: { id }, query: { pageNum, pageSize } }, { signal, hideErrorMsg: true }),
    placeholderData: keepPreviousData,
  });
}

/** The supplier's other products (one search call, no facets). */
export function useRelatedProducts(product: Pick<CatalogueProductDetail, 'id' | 'companyId'>, currency: Currency) {
  const { locale, userId } = useViewer();
  return useQuery({
    queryKey: productDetailKeys.related(product.id, product.companyId, currency, locale, userId),
    queryFn: ({ signal }) =>
      callApi(
        catalogueSearchApi.search,
        {
          query: {
            supplier: String(product.companyId),
            exclude: String(product.id),
            facets: 'false',
            pageSize: String(RELATED_PAGE_SIZE),
            sort: 'newest',
            currency,
          },
        },
        { signal, hideErrorMsg: true },
      ),
    staleTime: 60_000,
  });
}

/** Asks the supplier about product `id`; errors go through the client's one mapping (rate limit, validation). */
export function askQuestion(id: number, body: AskQuestion) {
  return callApi(catalogueSearchApi.ask, { params: { id }, body });
}

/** Sets or cancels one alert; answers both kinds' state after the change. */
export function setProductAlert(id: number, kind: ProductAlertKind, on: boolean) {
  return callApi(catalogueSearchApi.setAlert, { params: { id }, body: { kind, on } });
}
