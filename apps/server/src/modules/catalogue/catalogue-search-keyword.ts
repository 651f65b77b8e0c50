import { and, sql, type SQL } from 'drizzle-orm';
import { listedPredicate } from '../../db/schema/company-directory-sql.ts';
import { brands, companies, products } from '../../db/schema/index.ts';
import { cjkNgramPattern } from '../company/company-search-text.ts';
import { escapeLike } from '../company/directory-list.repository.ts';
import type { KeywordWord as Word } from '../company/search-words.ts';
import { labelCodes } from './catalogue-search-labels.ts';
import { productSearchPattern } from './product-search-text.ts';

// The catalogue's keyword (issue 11): every word must match the product's search text (name, SKU, tags, description:
// product-search-text.ts), its brand's name, its supplier's name, or name one of its traits in any language
// (catalogue-search-labels.ts). Each alternative is index-served: the trigram
// index of products.search_text (LIKE and the typo operator <%), and for brand and supplier an array of matching
// company ids computed once per statement (an InitPlan) that products_company_idx serves, so a rare word is a bitmap
// OR of index scans and a broad one a walk of the sort's index with the condition as a filter.

const p = products;
// Aliases written out: drizzle's alias() renders only its name inside a raw sql template.
const cs = {
  id: sql.raw('kc.id'),
  joinType: sql.raw('kc.join_type'),
  status: sql.raw('kc.status'),
  verificationStatus: sql.raw('kc.verification_status'),
  publishedProducts: sql.raw('kc.published_products'),
  searchNames: sql.raw('kc.search_names'),
};

/**
 * Words this long or longer also match by trigram word similarity (pg_trgm `<%`, threshold 0.6 by default), so a typo
 * in a name or a SKU ("saphire", "GB-RNG-1024" for 1042) still finds it (typoMatch); shorter words have too few
 * trigrams to say.
 */
export const TYPO_MIN_CHARS = 4;

/**
 * A word in more suppliers' or brands' names than this is a word of the trade ("diamond", "jewellery", "gold"), not
 * a name: it matches products by their own text only. At 1,000,000 products 'diamond' was in 1,882 of 10,000
 * suppliers' names and 1,511 brands' and pulled in all their products; each row was then compared with both lists
 * (`= any` over an array is a linear search), 80 ms of one search. A buyer typing a name means a handful of them.
 */
export const NAME_MATCH_MAX = 20;

/** The ids an `array(select id ... )` of name matches gives, or none when it holds more than NAME_MATCH_MAX. */
const fewNamed = (ids: SQL): SQL =>
  // Cast: a bare subquery inside any() would be read as a set of rows to compare with, not as one array.
  sql`(select case when cardinality(n.ids) <= ${NAME_MATCH_MAX} then n.ids else '{}'::int[] end from (select ${ids} as ids) n)::int[]`;

/**
 * Suppliers whose names hold the word: search_names (folded as every search text, company-search-text.ts) and its
 * trigram index (listed suppliers: the index's predicate).
 */
function supplierIds(w: Word): SQL {
  const ngram = cjkNgramPattern(w.folded);
  const pattern = ngram ? `%\n${w.folded}\n%` : `%${escapeLike(w.folded)}%`;
  return fewNamed(
    sql`array(select ${cs.id} from ${companies} kc where ${listedPredicate(cs)} and ${cs.searchNames} like ${pattern} limit ${NAME_MATCH_MAX + 1})`,
  );
}

/**
 * Products of a brand whose name holds the word: brands_name_trgm_idx finds the brands, products_brand_idx their
 * products. A brand's name is stored as written (lower(name) is indexed), so it is matched by the word as typed.
 */
function brandMatch(w: Word): SQL {
  const like = `%${escapeLike(w.typed)}%`;
  const ids = sql`array(select kb.id from ${brands} kb where lower(kb.name) like ${like} limit ${NAME_MATCH_MAX + 1})`;
  return sql`${p.brandId} = any(${fewNamed(ids)})`;
}

/**
 * Products a mistyped word may mean: word similarity (`<%`) with the start of the search text (name, SKU, tags),
 * found through the trigram index (its `<%` on the whole text), at most TYPO_CANDIDATES of them. Only when the word as
 * typed is in no product's search text at all (a one-time check): word similarity costs a fraction of a millisecond
 * per row, which a filter over a broad search cannot afford, and a word that exists is not a typo.
 */
function typoMatch(w: Word): SQL {
  const pattern = productSearchPattern(w.folded);
  const codesEnd = sql`char_length(x.name) + char_length(x.sku) + 2`;
  const nowhere = sql`not exists (select 1 from ${products} x where x.search_text like ${pattern})`;
  // The prefix first: where the planner scans (a small catalogue) it decides on a few dozen characters, and the
  // whole text's `<%` (the trigram index's condition at scale) is computed only for the rows that pass it.
  // The guard twice. Inside the array, as its one-time filter: a parallel plan evaluates every InitPlan its workers
  // read before it starts them, CASE or not (at 1,000,000 products 'pirlanta', a word that exists, paid 69 ms for
  // candidates nobody used). Around it, a CASE: where the planner puts the array first (an index condition reads it),
  // the CASE still decides before the candidates are computed.
  const similar = sql`array(select x.id from ${products} x where ${nowhere} and ${w.folded} <% substr(x.search_text, 1, ${codesEnd}) and ${w.folded} <% x.search_text limit ${TYPO_CANDIDATES})`;
  return sql`${p.id} = any(case when ${nowhere} then ${similar} else '{}'::int[] end)`;
}

/** A mistyped word's candidates at most: a typo of a very common word is not worth more than a few pages. */
export const TYPO_CANDIDATES = 100;

/** One word's condition: in the search text (or like it, for a long mistyped word), or the brand's or the supplier's name. */
function wordMatch(w: Word): SQL {
  const alternatives = [sql`${p.searchText} like ${productSearchPattern(w.folded)}`];
  alternatives.push(sql`${p.companyId} = any(${supplierIds(w)})`, brandMatch(w));
  // A word naming a category, metal, stone, shape or treatment in any language (catalogue-search-labels.ts).
  const codes = labelCodes(w.folded);
  if (codes.length) alternatives.push(sql`${p.facetCodes} && ${sql.raw(`'{${codes.join(',')}}'::int[]`)}`);
  if ([...w.folded].length >= TYPO_MIN_CHARS) alternatives.push(typoMatch(w));
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** Every word matches. */
export function keywordMatch(words: readonly Word[]): SQL | undefined {
  return words.length ? and(...words.map(wordMatch)) : undefined;
}

/**
 * The relevance tier of a matching row: 0 when every word is in the name, 1 when every word is in the name, SKU or
 * tags, 2 otherwise (brand, supplier, description, or a typo). search_text starts with the folded name, then the SKU,
 * then the tags (product-search-text.ts), so the tier reads prefixes of it rather than folding the columns again.
 */
export function relevanceTier(words: readonly Word[]): SQL {
  const nameEnd = sql`char_length(${p.name}) + 1`;
  const codesEnd = sql`char_length(${p.name}) + char_length(${p.sku}) + coalesce(char_length(array_to_string(${p.tags}, ' ')), 0) + 3`;
  const within = (end: SQL) => and(...words.map((w) => sql`strpos(substr(${p.searchText}, 1, ${end}), ${w.folded}) > 0`));
  return sql`(case when ${within(nameEnd)} then 0 when ${within(codesEnd)} then 1 else 2 end)`;
}
