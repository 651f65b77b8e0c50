import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEV_OUTBOX_TOKEN_HEADER } from '@gembourse/contracts/system';
import { systemApi } from '@gembourse/contracts/system.api';
import { isApiError } from '../../shared/api/api-error.ts';
import { callApi } from '../../shared/api/endpoint-client.ts';

/** Messages per request: a demo session rarely sends more, and "Load more" fetches the rest. */
export const OUTBOX_PAGE_SIZE = 50;

export const systemKeys = {
  outbox: (token: string | undefined) => ['dev-outbox', token ?? ''] as const,
};

/**
 * The demo outbox, newest first, a page at a time. `token` (the server's DEV_OUTBOX_TOKEN, from the page's link) opens
 * it from another machine. Errors stay quiet: the page explains them itself.
 */
export function useDevOutbox(token?: string) {
  return useInfiniteQuery({
    queryKey: systemKeys.outbox(token),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        systemApi.outbox,
        { query: { pageNum: pageParam, pageSize: OUTBOX_PAGE_SIZE } },
        { hideErrorMsg: true, signal, headers: token ? { [DEV_OUTBOX_TOKEN_HEADER]: token } : undefined },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    // Mail arrives while the visitor waits on this page: look again whenever they come back to the tab.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/**
 * True when the server refused the outbox: not in demo mode, or asked from another machine (or through a proxy)
 * without the DEV_OUTBOX_TOKEN (it answers 404; 403 is taken the same way, as a proxy in front may refuse the path).
 */
export function isOutboxOff(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'business') return error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.FORBIDDEN;
  return error.kind === 'http' && (error.status === 404 || error.status === 403);
}
