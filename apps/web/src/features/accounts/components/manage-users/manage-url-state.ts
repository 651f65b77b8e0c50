import { COMPANY_USER_STATUSES, type CompanyUserStatus } from '@gembourse/contracts/company-users';
import type { UrlStateCodec } from '../../../../shared/navigation/use-url-state.ts';

/** Rows per page the user list offers; the first is the default. */
export const USER_PAGE_SIZES = [20, 50, 100] as const;

/** The manage page's view: which tab, and the user list's status filter and page. */
export interface ManageUrlState {
  tab: 'users' | 'roles';
  status?: CompanyUserStatus;
  pageNum: number;
  pageSize: number;
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the view from the URL; anything malformed falls back to its default, so a hand-edited link never answers 40000. */
export function parseManageState(params: URLSearchParams): ManageUrlState {
  const status = params.get('status');
  const size = positive(params.get('pageSize'), USER_PAGE_SIZES[0]);
  return {
    tab: params.get('tab') === 'roles' ? 'roles' : 'users',
    status: (COMPANY_USER_STATUSES as readonly string[]).includes(status ?? '') ? (status as CompanyUserStatus) : undefined,
    pageNum: Math.min(positive(params.get('pageNum'), 1), 10_000),
    pageSize: (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : USER_PAGE_SIZES[0],
  };
}

/** Writes the view into a copy of the URL's parameters, leaving defaults out and others (`language`) as they are. */
export function writeManageState(current: URLSearchParams, state: ManageUrlState): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === fallback) next.delete(key);
    else next.set(key, String(value));
  };
  set('tab', state.tab, 'users');
  set('status', state.status);
  set('pageNum', state.pageNum, 1);
  set('pageSize', state.pageSize, USER_PAGE_SIZES[0]);
  return next;
}

/** The codec of useUrlState: a new filter or tab returns to the first page. */
export const MANAGE_URL_STATE: UrlStateCodec<ManageUrlState> = {
  parse: parseManageState,
  write: writeManageState,
  pageKey: 'pageNum',
};
