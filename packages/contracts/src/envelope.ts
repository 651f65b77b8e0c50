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
