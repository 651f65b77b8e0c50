import { cjkNgramPattern, cjkNgrams, foldSearch } from '../company/company-search-text.ts';
import { escapeLike } from '../company/directory-list.repository.ts';

// What the supplier's own product list searches (products.search_text), computed in one place for the write path,
// the fill job and the demo seed. It is built as the directory's search text is (company-search-text.ts: the same
// folding, foldSearch, with Chinese in simplified script on both sides, so 珍珠項鍊 and 珍珠项链 find each other whichever
// one was typed; and the same CJK n-grams, so one- and two-character Chinese keywords use the trigram index).
// The catalogue's keyword search (catalogue-search-keyword.ts) reads the same text: name first, then SKU, then tags,
// then the description's plain text, in that order, so the relevance tiers can tell where a word was found.

/** What a product's search text is made of. */
export interface ProductSearchSource {
  name: string;
  sku: string;
  tags?: readonly string[] | null;
  /** The description (HTML): its plain text, capped at DESCRIPTION_CHARS, is searched too. */
  descriptionHtml?: string | null;
}

/** Characters of a description's plain text kept in the search text: enough to find a product by what it says about itself, short enough to keep the trigram index and its rechecks small. */
export const DESCRIPTION_CHARS = 1000;

/** The product columns the search text is computed from: a write that sets one of them recomputes it. */
export const SEARCH_INPUTS = ['name', 'sku', 'tags', 'descriptionHtml'] as const;
export const touchesSearchInputs = (values: object): boolean => SEARCH_INPUTS.some((k) => k in values);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The plain text of a description's HTML, capped at DESCRIPTION_CHARS (the wizard sanitised it; tags become spaces). */
export function descriptionText(html: string | null | undefined): string {
  if (!html) return '';
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, DESCRIPTION_CHARS).join('');
}

/** products.search_text: name, SKU, tags and the description's text, folded, then the CJK n-grams of all that. */
export function productSearchText(src: ProductSearchSource): string {
  const parts = [src.name, src.sku, ...(src.tags ?? []), descriptionText(src.descriptionHtml)];
  const text = foldSearch(parts.join(' ').replace(/\s+/g, ' ').trim());
  const ngrams = cjkNgrams(text);
  return ngrams ? `${text} ${ngrams}` : text;
}

/** The LIKE pattern a typed keyword is matched with against products.search_text. */
export function productSearchPattern(keyword: string): string {
  const folded = foldSearch(keyword.replace(/\s+/g, ' ').trim());
  return cjkNgramPattern(folded) ?? `%${escapeLike(folded)}%`;
}
