import { z } from 'zod';
import { PRODUCT_SORTS, type ProductSort } from '@gembourse/contracts/catalogue-search';

// The catalogue's keyset cursors (`after` / `before`): where a page starts, as the sort's tier, key and id of the row
// next to it, so the next page starts inside the sort's index instead of skipping rows (page 1,000 costs what page 1
// costs). Opaque to the client (base64url JSON), checked on the way back in: a cursor is data from the URL, so a
// malformed one, or one of another sort or seed, is a 40000 naming its field, never a 5xx or a wrong page.

const ZCursor = z.object({
  /** The sort (and the random order's seed) it belongs to. */
  s: z.enum(PRODUCT_SORTS),
  sd: z.number().int().min(0).nullable(),
  /** The tier of the sort the row is in (catalogue-search-sorts.ts), its key as text (null: read back by id), its id. */
  t: z.number().int().min(0).max(63),
  v: z.string().max(64).nullable(),
  i: z.number().int().min(1).max(2_147_483_647),
  /** The page number the cursor leads to (the answer says which page it is). */
  p: z.number().int().min(1).max(1_000_000),
});
export type Cursor = z.infer<typeof ZCursor>;

/** A cursor as the answer carries it. */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** The cursor of `text` when it is well formed and belongs to this sort and seed; null otherwise. */
export function decodeCursor(text: string, sort: ProductSort, seed: number | null): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZCursor.safeParse(json);
  if (!parsed.success || parsed.data.s !== sort || parsed.data.sd !== seed) return null;
  return parsed.data;
}
