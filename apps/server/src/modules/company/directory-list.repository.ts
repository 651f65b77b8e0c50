import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CompanyListBody } from '@gembourse/contracts/company';
import type { Locale } from '@gembourse/contracts/locale';
import {
  latinInitialKey,
  latinNameKey,
  NAME_HIT_SPAN,
  namesLength,
  ownNameKey,
  shuffleKey,
} from '../../db/schema/company-directory-sql.ts';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { shuffleMask } from '../../platform/db/shuffle.ts';
import { rowsOf } from '../../platform/db/sql-text.ts';
import { cjkNgramPattern } from './company-search-text.ts';
import { keywordWords } from './search-words.ts';
import { intArray, isListedSupplier, summaryColumns } from './supplier-columns.ts';

// The supplier directory's page query at trade scale (issue 9: 100,000 suppliers). Every page reads about as many
// rows as it shows, whatever the sort: orders are served by the partial indexes of db/schema/companies.ts, a keyword's
// name matches by search_names, the random order range by range of its shuffle key; `total` is exact up to
// EXACT_TOTAL_CAP and an estimate above it, `hasMore` always exact. docs/benchmarks.md has the figures.

const c = companies;

/** Totals up to this are counted exactly; above it `total` is an estimate (the list contract allows it). */
export const EXACT_TOTAL_CAP = 1000;
/** Listed suppliers a keyword is tried on to estimate how many it matches: the first ones in shuffle order, a uniform sample. */
export const KEYWORD_SAMPLE = 500;

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The keyword folded like search_text (foldSearch: 龍珠 is 龙珠) and cut into its words (search-words.ts: at spaces, and
 * Chinese into its words, 珍珠项链 is 珍珠 + 项链), or undefined when nothing searchable is left.
 */
export function keywordOf(keyword: string | undefined): string[] | undefined {
  const words = keywordWords(keyword).map((w) => w.folded);
  return words.length ? words : undefined;
}

/** One word's condition: the trigram index on search_text, or for one or two CJK characters its n-gram words. */
function wordMatch(word: string, text: SQLWrapper): SQL {
  const ngram = cjkNgramPattern(word);
  return ngram ? sql`${text} like ${ngram}` : sql`${text} like ${`%${escapeLike(word)}%`}`;
}

/**
 * The keyword condition: every word in the text. search_text and the keyword are folded alike
 * (company-search-text.ts), so a plain LIKE is exact, and several times cheaper to recheck than ILIKE.
 */
export function keywordMatch(kw: readonly string[], text: SQLWrapper = c.searchText): SQL {
  return and(...kw.map((w) => wordMatch(w, text)))!;
}

/**
 * Whether a word is a name match: it starts within the names prefix of search_text (namesLength, plus one).
 * `candidate` is a superset that the trigram index of search_names serves; `exact` decides, reading search_names (a
 * short, uncompressed copy of that prefix) rather than search_text. Undefined when no text can hold the word (a line
 * break: search_text has none, search_names uses it as its separator).
 */
function wordNameMatch(kw: string): { candidate: SQL; exact: SQL } | undefined {
  if (kw.includes('\n')) return undefined;
  const ngram = cjkNgramPattern(kw);
  // search_names lists the names' CJK characters and pairs one per line.
  const pattern = ngram ? `%\n${kw}\n%` : `%${escapeLike([...kw].slice(0, NAME_HIT_SPAN).join(''))}%`;
  const len = namesLength(c);
  const exact =
    kw.length <= NAME_HIT_SPAN
      ? sql`strpos(substr(${c.searchNames}, 1, least(${len} + ${kw.length}, strpos(${c.searchNames}, chr(10)) - 1)), ${kw}) > 0`
      : sql`strpos(substr(${c.searchText}, 1, ${len} + ${kw.length}), ${kw}) > 0`;
  return { candidate: sql`${c.searchNames} like ${pattern}`, exact };
}

/**
 * A name match of the keyword (folded words, keywordOf): every word of it in the supplier's names, the trigram index
 * of search_names as the candidate, decided exactly; undefined when no name can hold a word. The relevance sort's
 * first group, and the favourites' "its supplier's names".
 */
export function nameMatch(kw: readonly string[]): SQL | undefined {
  const each = kw.map(wordNameMatch);
  if (each.some((m) => !m)) return undefined;
  const all = each as { candidate: SQL; exact: SQL }[];
  return and(...all.map((m) => m.candidate), ...all.map((m) => m.exact));
}

/** The organiser's default order: verified first, then showroom order, then the most visited. */
const defaultOrder = (): SQL[] => [sql`(${c.verificationStatus} = 'verified') desc`, desc(c.showroomSort), desc(c.visitCount), asc(c.id)];

/**
 * The name the viewer reads (presenter's displayName), in lower case: own-language for Chinese readers. Accented
 * initials sort by the database's collation: after z under the embedded C collation, with their letter on a
 * PostgreSQL with a linguistic one. Folding them in SQL (translate) tripled the cost of the sort at 10,000 suppliers.
 */
const readName = (locale: Locale): SQL => (locale === 'zh-cn' || locale === 'zh-tw' ? ownNameKey(c) : latinNameKey(c));

const shuffleOrder = (seed: number): SQL[] => [sql`(${shuffleKey(c)} # ${shuffleMask(seed)}::int)`, asc(c.id)];

/** The order of every sort but a keyword's relevance (relevancePage) and random (shufflePage). */
function orderOf(body: CompanyListBody, locale: Locale): SQL[] {
  switch (body.sort) {
    case 'name_asc':
      return [asc(readName(locale)), asc(c.id)];
    case 'name_desc':
      return [desc(readName(locale)), desc(c.id)];
    // Letters A-Z first (grouped by their initial), then names starting with a digit, a Chinese character or any other.
    case 'alphabet':
      return [sql`${latinInitialKey(c)} desc`, asc(latinNameKey(c)), asc(c.id)];
    case 'created_desc':
      return [desc(c.createdAt), desc(c.id)];
    case 'created_asc':
      return [asc(c.createdAt), asc(c.id)];
    case 'updated_desc':
      return [desc(c.updatedAt), desc(c.id)];
    case 'updated_asc':
      return [asc(c.updatedAt), asc(c.id)];
    case 'showroom_asc':
      return [asc(c.showroomSort), asc(c.id)];
    case 'showroom_desc':
      return [desc(c.showroomSort), desc(c.id)];
    case 'most_visited':
      return [desc(c.visitCount), asc(c.id)];
    case 'random':
      return shuffleOrder(body.seed ?? 0);
    case 'relevance':
    default:
      return defaultOrder();
  }
}

/** A page of the directory: the cards, whether more follow (exact) and the number of matches (exact up to EXACT_TOTAL_CAP). */
export interface DirectoryPage<Row> {
  rows: Row[];
  hasMore: boolean;
  total: number;
}

/** How long an estimate (never an exact count) is reused by this process. */
const ESTIMATE_TTL_MS = 60_000;

/** The directory's list query (POST /api/company/list). */
export function directoryListRepository(db: Db) {
  /**
   * Estimates of this process by query (filters and keyword): a page of the same search, the next page or another
   * sort, reuses them for a minute instead of sampling again. Exact counts (small sets) are never kept.
   */
  const estimates = new Map<string, { at: number; value: number }>();
  async function remembered(key: string, compute: () => Promise<{ value: number; keep: boolean }>): Promise<number> {
    const hit = estimates.get(key);
    if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.value;
    const { value, keep } = await compute();
    if (keep) {
      if (estimates.size >= 1000) estimates.clear();
      estimates.set(key, { at: Date.now(), value });
    } else estimates.delete(key);
    return value;
  }

  /** The planner's estimate of how many companies match `where`: no rows read, a millisecond of planning. */
  async function estimateRows(where: SQL | undefined): Promise<number> {
    const [row] = rowsOf(await db.execute(sql`explain (format json) select 1 from ${c} where ${where ?? sql`true`}`));
    const raw = row?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[] | undefined;
    return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
  }

  /** How many match `where`, counting no further than EXACT_TOTAL_CAP + 1. */
  async function cappedCount(where: SQL | undefined): Promise<number> {
    const capped = db
      .select({ one: sql`1` })
      .from(c)
      .where(where)
      .limit(EXACT_TOTAL_CAP + 1)
      .as('capped');
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
    return n;
  }

  /**
   * How many of the first KEYWORD_SAMPLE suppliers of `where` in shuffle order the keyword matches: a uniform sample,
   * and the exact count when fewer suppliers than that are in `where`. The planner cannot tell (search_text values over
   * 1 kB get no statistics, and its guess was off by a thousand times for '香港'), so this decides how to search.
   */
  async function sampleKeyword(where: SQL | undefined, kw: readonly string[]): Promise<{ hits: number; seen: number }> {
    const sample = db.select({ text: c.searchText }).from(c).where(where).orderBy(shuffleKey(c)).limit(KEYWORD_SAMPLE).as('sample');
    const [row] = await db
      .select({ hits: sql<number>`(count(*) filter (where ${keywordMatch(kw, sample.text)}))::int`, seen: sql<number>`count(*)::int` })
      .from(sample);
    return row;
  }

  /** The cards of `ids`, in that order. */
  async function cardsOf(ids: number[]) {
    if (!ids.length) return [];
    const rows = await db.select(summaryColumns).from(c).where(inArray(c.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  }

  /**
   * A keyword's relevance order: name matches first, then the other matches, each group in the default order. The
   * groups are two queries, the second run only when the first does not fill the page, so a common keyword reads the
   * page's rows off the default order's index instead of ranking every match (13,006 rows for 'pearl').
   */
  async function relevancePage(
    where: SQL | undefined,
    keyword: SQL,
    kw: readonly string[],
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const n = offset + limit + 1;
    const named = nameMatch(kw);
    const first = named
      ? (
          await db
            .select({ id: c.id })
            .from(c)
            .where(and(where, named))
            .orderBy(...defaultOrder())
            .limit(n)
        ).map((r) => r.id)
      : [];
    let ids = first;
    if (first.length < n) {
      // Every name match is a match (it lies in search_text, n-grams included), so the groups together are the matches.
      const rest = await db
        .select({ id: c.id })
        .from(c)
        .where(and(where, keyword, named ? sql`not (${named})` : undefined))
        .orderBy(...defaultOrder())
        .limit(n - first.length);
      ids = [...first, ...rest.map((r) => r.id)];
    }
    return ids.slice(offset, n);
  }

  /**
   * The random order of a seed, page by page without sorting every supplier: ordered by shuffle key XOR mask, the
   * first rows all share the mask's leading bits, that is lie in one range of the shuffle key. The range is chosen to
   * hold about twice the rows up to the page's end (from `expected`, the number of matches), and widened when it
   * holds too few; an index range scan reads it (companies_directory_shuffle_idx).
   */
  async function shufflePage(where: SQL | undefined, seed: number, expected: number, limit: number, offset: number): Promise<number[]> {
    const mask = shuffleMask(seed);
    const n = offset + limit + 1;
    let depth = expected > 2 * n ? Math.min(31, Math.floor(Math.log2(expected / (2 * n)))) : 0;
    for (;;) {
      const span = 2 ** (31 - depth);
      const low = Math.floor(mask / span) * span;
      const range = depth ? sql`${shuffleKey(c)} between ${low} and ${low + span - 1}` : undefined;
      const rows = await db
        .select({ id: c.id })
        .from(c)
        .where(and(where, range))
        .orderBy(...shuffleOrder(seed))
        .limit(limit + 1)
        .offset(offset);
      // A full page within the range is the page of the whole order; fewer rows are, once the range is everything.
      if (rows.length > limit || depth === 0) return rows.map((r) => r.id);
      depth = Math.max(0, depth - 3);
    }
  }

  return {
    shufflePage,

    /** A page of listed suppliers matching the body's filters, whether more follow, and how many match. */
    async listSuppliers(
      body: CompanyListBody,
      limit: number,
      offset: number,
      locale: Locale,
    ): Promise<DirectoryPage<Awaited<ReturnType<typeof cardsOf>>[number]>> {
      const kw = keywordOf(body.keyword);
      const where = and(
        isListedSupplier,
        body.businessNature?.length ? sql`${c.businessNature} && ${intArray(body.businessNature)}` : undefined,
        body.mainProducts?.length ? sql`${c.mainProducts} && ${intArray(body.mainProducts)}` : undefined,
        body.mainMarkets?.length ? sql`${c.mainMarkets} && ${intArray(body.mainMarkets)}` : undefined,
        body.country ? eq(c.country, body.country.toUpperCase()) : undefined,
        body.verifiedOnly ? eq(c.verificationStatus, 'verified') : undefined,
      );
      const n = offset + limit + 1;

      // How many suppliers the filters leave (the planner's estimate, kept a minute) and how many of them match:
      // exactly when the filters leave fewer than the keyword sample, else estimated from it (kept a minute too).
      const filters = JSON.stringify([body.businessNature, body.mainProducts, body.mainMarkets, body.country, body.verifiedOnly]);
      const suppliers = await remembered(filters, async () => ({ value: await estimateRows(where), keep: true }));
      let exact: number | undefined;
      let estimate = suppliers;
      let keyword: SQL | undefined;
      if (kw) {
        // -1: the sample held every supplier of the filters, so its count is exact (and is not kept).
        let counted = -1;
        const share = await remembered(`${filters}${JSON.stringify(kw)}`, async () => {
          const sample = await sampleKeyword(where, kw);
          if (sample.seen < KEYWORD_SAMPLE) counted = sample.hits;
          return { value: sample.hits / Math.max(1, sample.seen), keep: sample.seen >= KEYWORD_SAMPLE };
        });
        if (counted >= 0) exact = counted;
        estimate = exact ?? Math.round(share * suppliers);
        // A common keyword is cheapest found by walking the order's index until the page is full; a rare one through
        // the trigram index, then sorted. coalesce() hides the LIKE from the index and from the planner's guess.
        keyword = estimate > Math.sqrt(n * Math.max(suppliers, 1)) ? sql`coalesce(${keywordMatch(kw)}, false)` : keywordMatch(kw);
      }
      const matching = and(where, keyword);

      // Counted only when it may come out at most EXACT_TOTAL_CAP (the planner's estimate of filters alone is trusted
      // to within four times; a keyword's sample is what decides).
      const counting =
        exact !== undefined || estimate > (kw ? 1 : 4) * EXACT_TOTAL_CAP
          ? Promise.resolve(undefined)
          : cappedCount(and(where, kw ? keywordMatch(kw) : undefined));
      const paging = (async () => {
        let ids: number[];
        if (body.sort === 'random') ids = await shufflePage(matching, body.seed ?? 0, estimate, limit, offset);
        else if (kw && body.sort === 'relevance') ids = await relevancePage(where, keyword!, kw, limit, offset);
        // The ids first, then their cards: a deep page sorts narrow rows (4,000 of them for page 200), not cards.
        else
          ids = (
            await db
              .select({ id: c.id })
              .from(c)
              .where(matching)
              .orderBy(...orderOf(body, locale))
              .limit(limit + 1)
              .offset(offset)
          ).map((r) => r.id);
        return { rows: await cardsOf(ids.slice(0, limit)), got: ids.length };
      })();
      const [{ rows, got }, counted] = await Promise.all([paging, counting]);
      const hasMore = got > limit;

      let total: number;
      if (!hasMore && (rows.length > 0 || offset === 0)) total = offset + rows.length;
      else if (exact !== undefined) total = exact;
      else if (counted !== undefined && counted <= EXACT_TOTAL_CAP) total = counted;
      else total = Math.max(EXACT_TOTAL_CAP + 1, estimate);
      return { rows, hasMore, total: Math.max(total, offset + rows.length + (hasMore ? 1 : 0)) };
    },
  };
}
