import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BillingOverview, CompanySide, SubscribeRequest, ZPaymentMethodRequest } from '@gembourse/contracts/billing';
import { billingApi } from '@gembourse/contracts/billing.api';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { z } from 'zod';
import { isApiError } from '../../shared/api/api-error.ts';
import { callApi, downloadApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

// Plan names and descriptions come back in the request's language, and the overview and invoices are the caller's
// company's: the locale and the user are part of every key that holds them.
export const billingKeys = {
  all: ['billing'] as const,
  plans: (locale: string, side: CompanySide) => ['billing', 'plans', locale, side] as const,
  overview: (locale: string, userId: number) => ['billing', 'overview', locale, userId] as const,
  invoicesOf: (userId: number) => ['billing', 'invoices', userId] as const,
  invoices: (userId: number, pageNum: number, pageSize: number) => ['billing', 'invoices', userId, pageNum, pageSize] as const,
};

/** The invoice table's page size. */
export const INVOICE_PAGE_SIZE = 10;

// The page shows its own error states (with Retry) for reads, so no generic toast for them.
const quiet = { hideErrorMsg: true } as const;

function useViewer() {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  return { locale, userId };
}

/** GET /api/billing/plans?side=: the plans for my company's side with what each unlocks, in the viewer's language. */
export function usePlans(side: CompanySide) {
  const { locale } = useViewer();
  return useQuery({
    queryKey: billingKeys.plans(locale, side),
    queryFn: ({ signal }) => callApi(billingApi.plans, { query: { side } }, { ...quiet, signal }),
  });
}

/** My company's side (buyer or seller): which plans it may buy and which of their limits mean something to it. */
export function useCompanySide(): CompanySide {
  return useSessionStore((s) => s.userInfo?.join_type ?? 'seller');
}

/** GET /api/billing/overview: my company's subscription, the plan whose limits apply, usage and the stored card. */
export function useBillingOverview() {
  const { locale, userId } = useViewer();
  return useQuery({
    queryKey: billingKeys.overview(locale, userId),
    queryFn: ({ signal }) => callApi(billingApi.overview, {}, { ...quiet, signal }),
  });
}

/** GET /api/billing/invoices: a page of my company's invoices, newest first. */
export function useInvoices(pageNum: number, pageSize = INVOICE_PAGE_SIZE) {
  const { userId } = useViewer();
  return useQuery({
    queryKey: billingKeys.invoices(userId, pageNum, pageSize),
    queryFn: ({ signal }) => callApi(billingApi.invoices, { query: { pageNum, pageSize } }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a write: the answer's overview replaces the cached one at once (no flash of the old plan), and the invoices
 * (a charge adds one) and every other language's overview are fetched again.
 */
export function useBillingRefresh() {
  const queryClient = useQueryClient();
  const { locale, userId } = useViewer();
  return (overview?: BillingOverview) => refreshBilling(queryClient, locale, userId, overview);
}

function refreshBilling(queryClient: QueryClient, locale: string, userId: number, overview?: BillingOverview) {
  if (overview) queryClient.setQueryData(billingKeys.overview(locale, userId), overview);
  // The plans do not change with a subscription; this language's overview was just replaced.
  void queryClient.invalidateQueries({
    queryKey: billingKeys.all,
    predicate: (q) => q.queryKey[1] !== 'plans' && !(overview && q.queryKey[1] === 'overview' && q.queryKey[2] === locale),
  });
}

// The writes that carry a card are plain calls, never useMutation: TanStack Query keeps a mutation's variables in its
// cache (and shows them in its devtools), and the card number and CVV must live nowhere but the open form
// (ARCHITECTURE §9). Payment failures are shown in the form (hideErrorMsg): the error catalogue still acts on the
// session codes, and the form says what the provider answered where the payer is looking.

/** POST /api/company/subscriptions: subscribe, upgrade (charged now) or downgrade (at the end of the period). */
export function subscribe(body: SubscribeRequest, options: { inForm?: boolean } = {}) {
  return callApi(billingApi.subscribe, { body }, options.inForm ? quiet : undefined);
}

/** POST /api/company/subscriptions/cancel: the plan stays until the end of the period, then the company is on Free. */
export function cancelSubscription() {
  return callApi(billingApi.cancel);
}

/** POST /api/company/subscriptions/resume: undoes a cancel or a scheduled downgrade. */
export function resumeSubscription() {
  return callApi(billingApi.resume);
}

/** POST /api/billing/payment-method: replaces the stored card (the provider checks it; nothing is charged). */
export function updatePaymentMethod(body: z.infer<typeof ZPaymentMethodRequest>) {
  return callApi(billingApi.paymentMethod, { body }, quiet);
}

/** GET /api/billing/invoices/:id/pdf: saves the invoice as a PDF (in my company's language; name from the server). */
export function downloadInvoicePdf(id: number, number: string) {
  return downloadApi(billingApi.invoicePdf, { params: { id } }, { fallbackName: `${number}.pdf` });
}

/** The provider's refusals, shown in the payment form: declined (40200) or "try again" (40201). */
export function paymentFailureOf(error: unknown): 'declined' | 'retry' | null {
  if (!isApiError(error) || error.kind !== 'business') return null;
  if (error.code === ErrorCode.PAYMENT_DECLINED) return 'declined';
  if (error.code === ErrorCode.PAYMENT_RETRY) return 'retry';
  return null;
}
