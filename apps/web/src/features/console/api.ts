import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyStatus, CompanyStatusChange, CompanyVerification, CompanyVerificationResult, ConsoleCompany, ConsoleCompanyQuery,
} from '@gembourse/contracts/console';
import { getRequest, postRequest } from '../../shared/api/http-client.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/** GET /api/console/companies answer. */
export interface ConsoleCompanyPage {
  list: ConsoleCompany[];
  total?: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

/** The list's filters as the page holds them: everything optional, paging included. */
export type ConsoleCompanyFilters = Partial<ConsoleCompanyQuery>;

// The answer holds no translated text (labels come from the dictionary and Intl), so the language is not in the key.
export const consoleKeys = {
  all: ['console'] as const,
  companies: ['console', 'companies'] as const,
  companyList: (filters: ConsoleCompanyFilters) => ['console', 'companies', filters] as const,
};

/** GET /api/console/companies: a page of companies; the previous page stays on screen while paging or filtering. */
export function useConsoleCompanies(filters: ConsoleCompanyFilters) {
  return useQuery({
    queryKey: consoleKeys.companyList(filters),
    // The table shows its own error with Retry, so no generic toast for the read.
    queryFn: ({ signal }) => getRequest<ConsoleCompanyPage>('/api/console/companies', { ...filters }, { hideErrorMsg: true, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many suppliers wait for verification (the welcome page's card); only asked for platform administrators. */
export function usePendingVerificationCount() {
  const administrator = useSessionStore((s) => Boolean(s.userInfo?.administratorFlag));
  const filters: ConsoleCompanyFilters = { verification: 'pending', pageNum: 1, pageSize: 1 };
  return useQuery({
    queryKey: consoleKeys.companyList(filters),
    queryFn: ({ signal }) => getRequest<ConsoleCompanyPage>('/api/console/companies', { ...filters }, { hideErrorMsg: true, signal }),
    enabled: administrator,
    select: (page) => page.total ?? page.list.length,
  });
}

// Writes keep the generic toast of the error catalogue: the server's message says why it failed.

/** POST /api/console/companies/{id}/verification: verifies or rejects, with an optional note to the admins. */
export function decideVerification(id: number, body: CompanyVerification): Promise<CompanyVerificationResult> {
  return postRequest<CompanyVerificationResult>(`/api/console/companies/${id}/verification`, body);
}

/** POST /api/console/companies/{id}/status: suspends or reactivates a company. */
export function setCompanyStatus(id: number, status: CompanyStatus): Promise<CompanyStatusChange & { id: number }> {
  return postRequest<CompanyStatusChange & { id: number }>(`/api/console/companies/${id}/status`, { status });
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
