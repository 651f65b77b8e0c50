import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyStatus, CompanyVerification, ConsoleCompanyQuery } from '@gembourse/contracts/console';
import { consoleApi } from '@gembourse/contracts/console.api';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/** The list's filters as the page holds them: everything optional, paging included. */
export type ConsoleCompanyFilters = Partial<ConsoleCompanyQuery>;

// The answer holds no translated text (labels come from the dictionary and Intl), so the language is not in the key.
export const consoleKeys = {
  all: ['console'] as const,
  companies: ['console', 'companies'] as const,
  companyList: (filters: ConsoleCompanyFilters) => ['console', 'companies', filters] as const,
};

/** The one client of GET /api/console/companies; lists show their own error with Retry, so no generic toast. */
function fetchCompanies(filters: ConsoleCompanyFilters, signal: AbortSignal) {
  return callApi(consoleApi.companies, { query: filters }, { hideErrorMsg: true, signal });
}

/** A page of companies; the previous page stays on screen while paging or filtering. */
export function useConsoleCompanies(filters: ConsoleCompanyFilters) {
  return useQuery({
    queryKey: consoleKeys.companyList(filters),
    queryFn: ({ signal }) => fetchCompanies(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many suppliers wait for verification (the welcome page's card); only asked for platform administrators. */
export function usePendingVerificationCount() {
  const administrator = useSessionStore((s) => Boolean(s.userInfo?.administratorFlag));
  const filters: ConsoleCompanyFilters = { verification: 'pending', pageNum: 1, pageSize: 1 };
  return useQuery({
    queryKey: consoleKeys.companyList(filters),
    queryFn: ({ signal }) => fetchCompanies(filters, signal),
    enabled: administrator,
    select: (page) => page.total ?? page.list.length,
  });
}

// Writes keep the generic toast of the error catalogue: the server's message says why it failed.

/** Verifies or rejects a company, with an optional note to its admins. */
export function decideVerification(id: number, body: CompanyVerification) {
  return callApi(consoleApi.decideVerification, { params: { id }, body });
}

/** Suspends or reactivates a company. */
export function setCompanyStatus(id: number, status: CompanyStatus) {
  return callApi(consoleApi.setStatus, { params: { id }, body: { status } });
}

/** A console write that refreshes every company list (and the pending count) once it succeeds. */
export function useConsoleWrite<A, R>(write: (args: A) => Promise<R>, onDone: (result: R, args: A) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result, args) => {
      onDone(result, args);
      return queryClient.invalidateQueries({ queryKey: consoleKeys.companies });
    },
  });
}
