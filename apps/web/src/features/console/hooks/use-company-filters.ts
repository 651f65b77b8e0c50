import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { JOIN_TYPES } from '@gembourse/contracts/auth';
import { COMPANY_STATUSES, VERIFICATION_STATUSES } from '@gembourse/contracts/company';
import type { ConsoleCompanyFilters } from '../api.ts';

/** Rows per page the console offers; the first is the default. */
export const CONSOLE_PAGE_SIZES = [20, 50, 100] as const;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;
const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The filters a URL carries; unknown values are dropped, so a hand-edited link never answers 40000. */
export function filtersOf(params: URLSearchParams): Required<Pick<ConsoleCompanyFilters, 'pageNum' | 'pageSize'>> & ConsoleCompanyFilters {
  const size = positive(params.get('pageSize'), CONSOLE_PAGE_SIZES[0]);
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    joinType: oneOf(JOIN_TYPES, params.get('joinType')),
    status: oneOf(COMPANY_STATUSES, params.get('status')),
    verification: oneOf(VERIFICATION_STATUSES, params.get('verification')),
    pageNum: Math.min(positive(params.get('pageNum'), 1), 10_000),
    pageSize: (CONSOLE_PAGE_SIZES as readonly number[]).includes(size) ? size : CONSOLE_PAGE_SIZES[0],
  };
}

/**
 * The company list's filters and page, kept in the URL so that the back button, a reload and the welcome page's
 * "pending verifications" link all land on the same view. Changing a filter goes back to page 1.
 */
export function useCompanyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const update = useCallback(
    (patch: ConsoleCompanyFilters) => {
      const paging = 'pageNum' in patch || 'pageSize' in patch;
      const next = { ...filters, ...(paging ? {} : { pageNum: 1 }), ...patch };
      // Other parameters (the language sync's `language`) stay as they are.
      const query = new URLSearchParams(params);
      for (const [key, value] of Object.entries(next)) {
        const fallback = (key === 'pageNum' && value === 1) || (key === 'pageSize' && value === CONSOLE_PAGE_SIZES[0]);
        if (value === undefined || value === '' || fallback) query.delete(key);
        else query.set(key, String(value));
      }
      setParams(query);
    },
    [filters, params, setParams],
  );
  return { filters, update };
}
