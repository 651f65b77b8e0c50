import { Converter } from 'opencc-js/t2cn';
import { cjkNgramPattern, cjkNgrams, normalizeSearch } from '../company/company-search-text.ts';
import { escapeLike } from '../company/directory-list.repository.ts';

// What the supplier's own product list searches (products.search_text), computed in one place for the write path,
// the fill job and the demo seed. It follows the directory's search text (company-search-text.ts: the same folding
// and CJK n-grams, so one- and two-character Chinese keywords use the trigram index) and adds one more fold: Chinese
// is reduced to simplified script on both sides, so 珍珠項鍊 and 珍珠项链 find each other whichever one was typed.

/** What a product's search text is made of. */
export interface ProductSearchSource {
  name: string;
  sku: string;
  tags?: readonly string[] | null;
}

/** The product columns the search text is computed from: a write that sets one of them recomputes it. */
export const SEARCH_INPUTS = ['name', 'sku', 'tags'] as const;
export const touchesSearchInputs = (values: object): boolean => SEARCH_INPUTS.some((k) => k in values);

// Traditional (Taiwan variants included) to simplified: variants such as 鍊 and 鏈 both become 链, so a traditional
// keyword meets a simplified name and the reverse. Simplified text passes through unchanged.
const toSimplified = Converter({ from: 'tw', to: 'cn' });

/** A text as it is stored and as a keyword is matched: folded case and accents (normalizeSearch), simplified Chinese. */
export function foldSearch(text: string): string {
  return normalizeSearch(toSimplified(text));
}

/** products.search_text: name, SKU and tags, folded, then the CJK n-grams of all that. */
export function productSearchText(src: ProductSearchSource): string {
  const text = foldSearch([src.name, src.sku, ...(src.tags ?? [])].join(' ').replace(/\s+/g, ' ').trim());
  const ngrams = cjkNgrams(text);
  return ngrams ? `${text} ${ngrams}` : text;
}

/** The LIKE pattern a typed keyword is matched with against products.search_text. */
export function productSearchPattern(keyword: string): string {
  const folded = foldSearch(keyword.replace(/\s+/g, ' ').trim());
  return cjkNgramPattern(folded) ?? `%${escapeLike(folded)}%`;
}
