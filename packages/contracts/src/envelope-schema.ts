import { z } from 'zod';

/** Response schema for an envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data, dataType: z.number().int() });
}

/** Query of pages users jump through. */
export const ZPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/** A list answer: `total` may be an estimate on the catalogue. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().optional(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}
