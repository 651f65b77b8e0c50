import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorCode } from '@gembourse/contracts/errors';
import { isApiError } from '../../shared/api/api-error.ts';
import { getRequest } from '../../shared/api/http-client.ts';

/** One e-mail of GET /api/dev/outbox (apps/server/src/modules/system/system.routes.ts). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** Null for text-only messages, and once a delivered message's body was dropped. */
  html: string | null;
  locale: string;
  /** `stored` (recorded, not handed to a mail server), `sent` or `failed`. */
  status: string;
  createdAt: string;
}

interface OutboxPage {
  list: OutboxMessage[];
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

/** Messages per request: a demo session rarely sends more, and "Load more" fetches the rest. */
export const OUTBOX_PAGE_SIZE = 50;

export const systemKeys = {
  outbox: ['dev-outbox'] as const,
};

/** The demo outbox, newest first, a page at a time. Errors stay quiet: the page explains them itself. */
export function useDevOutbox() {
  return useInfiniteQuery({
    queryKey: systemKeys.outbox,
    queryFn: ({ pageParam, signal }) =>
      getRequest<OutboxPage>('/api/dev/outbox', { pageNum: pageParam, pageSize: OUTBOX_PAGE_SIZE }, { hideErrorMsg: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    // Mail arrives while the visitor waits on this page: look again whenever they come back to the tab.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/**
 * True when the server refused the outbox: not in demo mode, or asked from another machine without DEV_OUTBOX_REMOTE
 * (it answers 404; 403 is taken the same way, as a proxy in front may refuse the path).
 */
export function isOutboxOff(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'business') return error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.FORBIDDEN;
  return error.kind === 'http' && (error.status === 404 || error.status === 403);
}
