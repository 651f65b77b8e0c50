import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The SQL expressions the supplier directory orders and searches by, written once: the indexes of companies.ts are
// built on them and company.repository.ts queries with them, so the planner matches the two exactly (an index serves
// an ORDER BY only when its expression is the same). docs/benchmarks.md has the figures they were chosen by.

/** The companies columns the expressions read. */
export interface DirectoryColumns {
  id: SQLWrapper;
  name: SQLWrapper;
  nameEn: SQLWrapper;
  alternateName: SQLWrapper;
  searchText: SQLWrapper;
  joinType: SQLWrapper;
  status: SQLWrapper;
  verificationStatus: SQLWrapper;
  publishedProducts: SQLWrapper;
}

/**
 * The directory's partial indexes hold listed suppliers only (isListedSupplier: an active verified seller with a
 * published product). Literals, so that the planner proves a query's WHERE implies it.
 */
export const listedPredicate = (t: Pick<DirectoryColumns, 'joinType' | 'status' | 'verificationStatus' | 'publishedProducts'>): SQL =>
  sql`${t.joinType} = 'seller' and ${t.status} = 'active' and ${t.verificationStatus} = 'verified' and ${t.publishedProducts} > 0`;

/** Latin-script name of the A-Z index and of name sorts for en/tr readers: English name, else the own one. */
export const latinNameKey = (t: Pick<DirectoryColumns, 'name' | 'nameEn'>): SQL => sql`lower(coalesce(${t.nameEn}, ${t.name}))`;
/** The own name, read by Chinese readers. */
export const ownNameKey = (t: Pick<DirectoryColumns, 'name'>): SQL => sql`lower(${t.name})`;
/** The A-Z index's groups: initials a-z first. ascii() rather than a regex or a range: cheap, and the same under any collation. */
export const latinInitialKey = (t: Pick<DirectoryColumns, 'name' | 'nameEn'>): SQL => sql`(ascii(${latinNameKey(t)}) between 97 and 122)`;

/**
 * A fixed pseudo-random 31-bit key per supplier (a hash of its id): the random sort orders by it XOR a mask drawn from
 * the seed, which an index on this key can serve range by range (company.repository.ts randomPage).
 */
export const shuffleKey = (t: Pick<DirectoryColumns, 'id'>): SQL => sql`(hashint4(${t.id}) & 2147483647)`;

/**
 * How long the names prefix of search_text is: it starts with the folded own, English and alternate names, so a
 * keyword starting within this many characters (plus one) is a name match (the relevance sort).
 */
export const namesLength = (t: Pick<DirectoryColumns, 'name' | 'nameEn' | 'alternateName'>): SQL =>
  sql`char_length(${t.name}) + coalesce(char_length(${t.nameEn}), 0) + coalesce(char_length(${t.alternateName}), 0) + 2`;

/** Keywords up to this many characters are told to be name matches from search_names alone (longer: from search_text). */
export const NAME_HIT_SPAN = 32;

/** Characters of the scripts written without spaces (company-search-text.ts CJK_RUN), for a regular-expression class. */
const CJK = String.raw`\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003134f`;
/** A string literal (standard conforming: backslashes reach the regular expression as written). */
const lit = (s: string) => sql.raw(`'${s}'`);
const nl = sql.raw('chr(10)');

/**
 * search_names (a generated column): the start of search_text that name matches can lie in (namesLength +
 * NAME_HIT_SPAN characters), a line break, then every CJK character and character pair of the names prefix, one per
 * line. Short and stored uncompressed, so deciding "name match" reads a few hundred bytes instead of decompressing
 * search_text; its trigram index finds the name matches of a rare keyword, and the lines give one- and two-character
 * Chinese keywords words of their own to be found by (as search_text's n-grams do, docs/decisions.md).
 */
export function searchNamesExpression(t: DirectoryColumns): SQL {
  const len = namesLength(t);
  const pair = lit(`([${CJK}])([${CJK}])`);
  // Only the CJK runs of the names prefix (and of the characters a keyword may start at), one run per line.
  const runs = sql`regexp_replace(substr(${t.searchText}, 1, ${len} + 2), ${lit(`[^${CJK}]+`)}, ${nl}, 'g')`;
  const singles = sql`regexp_replace(${runs}, ${lit(`([${CJK}])`)}, ${lit('\\1')} || ${nl}, 'g')`;
  const evenPairs = sql`regexp_replace(${runs}, ${pair}, ${nl} || ${lit('\\1\\2')} || ${nl}, 'g')`;
  // The pairs starting at each run's second character: set the first one apart, then cut pairs again.
  const oddPairs = sql`regexp_replace(regexp_replace(${runs}, ${lit(`(^|\\n)([${CJK}])`)}, ${lit('\\1\\2')} || ${nl}, 'g'), ${pair}, ${nl} || ${lit('\\1\\2')} || ${nl}, 'g')`;
  return sql`substr(${t.searchText}, 1, ${len} + ${sql.raw(String(NAME_HIT_SPAN))}) || ${nl} || ${singles} || ${nl} || ${evenPairs} || ${nl} || ${oddPairs}`;
}
