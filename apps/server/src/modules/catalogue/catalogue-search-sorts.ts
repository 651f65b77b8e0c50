import { sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@gembourse/contracts/catalogue-search';
import { shuffleKey } from '../../db/schema/company-directory-sql.ts';
import { products } from '../../db/schema/index.ts';
import { shuffleMask } from '../../platform/db/shuffle.ts';

// Each sort of the catalogue as a list of tiers: a tier is a set of rows (its condition) in the order of ONE index of
// migration 0015 (products_catalogue_*_idx: key, id over published and listed products), so each tier's query walks
// its index and stops at the page. A sort that must put some rows last (hidden prices) or deal a seeded order (random)
// is several tiers, one after the other: the page statement is a UNION ALL of the tiers from the cursor's on, each
// with a LIMIT, so no sort ever orders the whole catalogue. Keyset cursors name the tier, key and id of a row.

const p = products;

export type Direction = 'asc' | 'desc';

/** One tier of a sort. */
export interface Tier {
  /** The rows of this tier (besides the search's own conditions). */
  cond?: SQL;
  /** The index key, over the products row (the tier's query orders by it, then id, in `dir`). */
  key: SQL;
  /** The key's type, to read a cursor's text back; null when the cursor carries only the id (lookup). */
  cast: 'timestamptz' | 'bigint' | 'int' | null;
  dir: Direction;
  /** A row's (key, id) read back by id (name sorts: a name is too long for a cursor of CATALOGUE_LIMITS.cursorMax). */
  lookup?: (id: number) => SQL;
  /**
   * Rows from the relevance window (a CTE named m with columns id, ca, rt) instead of products: the window's tier
   * `windowTier`, keyed by m.ca.
   */
  windowTier?: number;
}

const created: Omit<Tier, 'cond'> = { key: sql`${p.createdAt}`, cast: 'timestamptz', dir: 'desc' };
const byName = (dir: Direction): Tier => ({
  key: sql`lower(${p.name})`,
  cast: null,
  dir,
  lookup: (id) => sql`(select lower(x.name), x.id from products x where x.id = ${id})`,
});

/** Slices of the shuffle key a random order deals in a seeded order (16: 2^SLICE_BITS). */
const SLICE_BITS = 4;
const SLICE_SPAN = 2 ** (31 - SLICE_BITS);

/**
 * The random order of a seed: the shuffle key's range cut in 16 slices, visited in an order drawn from the seed (slice
 * index XOR the mask's top bits), each walked up or down by another bit of the mask: 16 index range scans, fixed per
 * seed, different between seeds. (The directory's key XOR mask order cannot be walked in an index in one statement.)
 */
function randomTiers(seed: number): Tier[] {
  const mask = shuffleMask(seed);
  const top = mask >>> (31 - SLICE_BITS);
  const key = shuffleKey(p);
  return Array.from({ length: 2 ** SLICE_BITS }, (_, j) => {
    const slice = j ^ top;
    const low = slice * SLICE_SPAN;
    return {
      cond: sql`${key} between ${low} and ${low + SLICE_SPAN - 1}`,
      key,
      cast: 'int' as const,
      dir: (mask >>> j) & 1 ? ('desc' as const) : ('asc' as const),
    };
  });
}

/**
 * The relevance order ranks the newest RELEVANCE_WINDOW matches of a keyword by tier (name, then SKU and tags, then
 * the rest; newest first within each) and lists older matches after them, newest first. The bound keeps a very broad
 * word ("ring": most of the catalogue) from ranking every match on every page: the statement reads at most this many
 * matches (walking products_catalogue_created_idx) plus the page, on page 1 as on page 1,000. A search narrow enough
 * to be worth reading in relevance order has fewer matches than this and is ranked whole. Its cost is the rows
 * walked to find them: a word in 6% of 1,000,000 products read 33,000 rows for 2,000 matches (128 ms), 8,000 for
 * 500 (30 ms); 500 are about 20 pages of 24.
 */
export const RELEVANCE_WINDOW = 500;

/** The relevance order's tiers: the window's three (rows of CTE m: id, ca = created_at, rt = tier), then the rest. */
const relevanceTiers = (): Tier[] => [
  { windowTier: 0, key: sql`m.ca`, cast: 'timestamptz', dir: 'desc' },
  { windowTier: 1, key: sql`m.ca`, cast: 'timestamptz', dir: 'desc' },
  { windowTier: 2, key: sql`m.ca`, cast: 'timestamptz', dir: 'desc' },
  // Older than the window's oldest row: newest first, without ranking (the bound on a very broad word's cost).
  {
    ...created,
    cond: sql`(select count(*) from m) >= ${RELEVANCE_WINDOW} and (${p.createdAt}, ${p.id}) < (select m.ca, m.id from m order by m.ca, m.id limit 1)`,
  },
];

/**
 * The tiers of a sort. `priceVisible` is the viewer's price sight as SQL: rows whose price the viewer may not see, or
 * that have none, come after every priced row in both price sorts (newest first among them).
 */
export function tiersOf(sort: ProductSort, opts: { keyword: boolean; seed: number; priceVisible: SQL }): Tier[] {
  const priced = sql`(${opts.priceVisible} and ${p.priceSort} is not null)`;
  const unpriced: Tier = { ...created, cond: sql`not coalesce(${priced}, false)` };
  switch (sort) {
    case 'relevance':
      return opts.keyword ? relevanceTiers() : [created];
    case 'newest':
      return [created];
    case 'priceAsc':
      return [{ cond: priced, key: sql`${p.priceSort}`, cast: 'bigint', dir: 'asc' }, unpriced];
    case 'priceDesc':
      return [{ cond: priced, key: sql`${p.priceSort}`, cast: 'bigint', dir: 'desc' }, unpriced];
    case 'mostVisited':
      return [{ key: sql`${p.viewCount}`, cast: 'int', dir: 'desc' }];
    case 'nameAsc':
      return [byName('asc')];
    case 'nameDesc':
      return [byName('desc')];
    case 'random':
      return randomTiers(opts.seed);
    case 'showroom':
      return [{ key: sql`${p.displaySeq}`, cast: 'int', dir: 'asc' }];
  }
}

/** The sort applied: relevance without a keyword is newest. */
export const appliedSort = (sort: ProductSort, keyword: boolean): ProductSort => (sort === 'relevance' && !keyword ? 'newest' : sort);
