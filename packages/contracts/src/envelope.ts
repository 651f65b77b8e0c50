// Zod-free on purpose: the web client's first screen imports these and should not pull zod in.

/** dataType 0: `data` is plain JSON; 1: `data` is a base64 AES-256-GCM payload (see docs/api.md). */
export const DataType = { PLAIN: 0, ENCRYPTED: 1 } as const;

/** The answer every JSON endpoint gives (ARCHITECTURE §4). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  dataType: number;
}

/** A list answer: `total` may be an estimate on the catalogue. */
export interface Page<T> {
  list: T[];
  total?: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

/** Where a page starts: the rows before it. */
export const pageOffset = (q: { pageNum: number; pageSize: number }): number => (q.pageNum - 1) * q.pageSize;

/**
 * The page answer of a query with an exact `total`: the one place that says when there is more (rows after this page).
 * Lists whose total is an estimate or that stop early (the directory's guest limit) build their own.
 */
export function pageAnswer<T>(list: T[], total: number, q: { pageNum: number; pageSize: number }): Page<T> & { total: number } {
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize, hasMore: pageOffset(q) + list.length < total };
}
