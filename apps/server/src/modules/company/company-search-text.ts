import { Converter } from 'opencc-js/t2cn';
import { COUNTRIES } from '@gembourse/contracts/countries';
import { LOCALES, type I18nText } from '@gembourse/contracts/locale';

// What the supplier directory's keyword search matches, computed in one place for the demo seed, registration and
// the profile editor (docs/api.md "Directory search"). Pure: callers bring the rows and the dictionary labels.
// foldSearch is THE folding of every search of the marketplace (the directory here, the catalogue's products.search_text
// in catalogue/product-search-text.ts, the favourites' keywords): a stored text and a typed keyword are folded by it
// alike, so 龍珠 and 龙珠 find the same suppliers and products. It lives here, below the catalogue, because the
// catalogue imports the company module and never the reverse.

/** Distinct published product names kept in the text; beyond this the names add little but weight. */
export const SEARCH_PRODUCT_NAMES_MAX = 300;

const countryNames = new Map(COUNTRIES.map((c) => [c.code, LOCALES.map((l) => c.name[l])]));

/**
 * Case and compatibility forms folded (full-width letters), Latin accents dropped, the script kept. PostgreSQL's ILIKE
 * folds ASCII only under the C collation, so the folding happens in code, on both sides. Searches match with
 * foldSearch, which adds the fold of Chinese to one script; this step alone is for names stored unfolded (brands).
 */
export function normalizeSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

// Traditional (Taiwan variants included) to simplified: variants such as 鍊 and 鏈 both become 链, so a traditional
// keyword meets a simplified text and the reverse. Simplified text passes through unchanged. It keeps the length of
// a text (one character for one), which the names prefix of companies.search_text relies on (namesLength).
const toSimplified = Converter({ from: 'tw', to: 'cn' });

/**
 * The form both a stored search text and a typed keyword are reduced to: folded case and accents (normalizeSearch),
 * Chinese in simplified script, and Turkish dotless ı as i. So "KÜPE", "küpe" and "kupe" find "Küpeler", "İnci" finds
 * "inci", 珍珠項鍊 finds 珍珠项链 and the reverse. normalizeSearch already takes İ and I to i (lower case, then the
 * combining dot dropped); ı has no decomposition, so without this "kırmızı" typed on a Turkish keyboard and "KIRMIZI"
 * would not meet.
 */
export function foldSearch(text: string): string {
  return normalizeSearch(toSimplified(text)).replace(/ı/g, 'i');
}

/**
 * Scripts written without spaces between words (Chinese, Japanese kana; Hangul for good measure). pg_trgm indexes
 * trigrams, so a LIKE pattern of one or two such characters (珍珠, 金) extracts none and cannot use the index.
 */
export const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CJK_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,2}$/u;
/** Delimits the n-gram words; not a word character for pg_trgm, and never between two words a keyword could span. */
const NGRAM_SEP = '|';

/**
 * Every distinct character and character pair of the CJK runs of `text`, as `|珍|珍珠|珠|`. pg_trgm pads each as a
 * word of its own, so `LIKE '%|珍珠|%'` (cjkNgramPattern) finds, through the trigram index, exactly the rows whose
 * text holds 珍珠 anywhere, even in the middle of a sentence.
 */
export function cjkNgrams(text: string): string {
  const grams = new Set<string>();
  for (const [run] of text.matchAll(CJK_RUN)) {
    const chars = [...run];
    chars.forEach((ch, i) => {
      grams.add(ch);
      if (i + 1 < chars.length) grams.add(ch + chars[i + 1]);
    });
  }
  return grams.size ? `${NGRAM_SEP}${[...grams].sort().join(NGRAM_SEP)}${NGRAM_SEP}` : '';
}

/**
 * The LIKE pattern that finds a normalized keyword of one or two CJK characters through the n-gram words of
 * search_text, or undefined for any other keyword (three characters or more carry trigrams of their own).
 */
export function cjkNgramPattern(keyword: string): string | undefined {
  return CJK_ONLY.test(keyword) ? `%${NGRAM_SEP}${keyword}${NGRAM_SEP}%` : undefined;
}

export interface SearchSource {
  name: string;
  nameEn?: string | null;
  alternateName?: string | null;
  profile?: string | null;
  profileEn?: string | null;
  city?: string | null;
  country?: string | null;
  mainProducts: readonly number[];
  /** Names of the published products. */
  productNames: readonly string[];
  /** Categories of the published products (companies.product_categories). */
  productCategories: readonly number[];
}

/** The labels of a dictionary value (main product or product category) in every language (labelList), or nothing. */
export type LabelsOf = (dataValue: number) => readonly string[] | undefined;

/**
 * A dictionary value's labels as LabelsOf gives them, in LOCALES order: the seed (from the dictionary data) and the
 * refresh (from a jsonb column, which orders its keys by length) then build the same text.
 */
export const labelList = (labels: Readonly<I18nText>): string[] => LOCALES.flatMap((l) => labels[l] ?? []);

/** The distinct categories of the published products, sorted (companies.product_categories). */
export function productCategoriesOf(products: readonly { categories?: readonly number[] | null }[]): number[] {
  return [...new Set(products.flatMap((p) => p.categories ?? []))].sort((a, b) => a - b);
}

/**
 * The text a directory keyword is matched against: names (own, alternate, English) first, so a keyword found within
 * the first characters is a name match (the relevance sort), then profiles, city, the country's name and the labels
 * of main products and published products' categories in all four languages (so 戒指, 珍珠 or "yüzük" find a
 * supplier whatever language its profile is in), the published product names, and last the CJK n-grams of all that.
 */
export function companySearchText(src: SearchSource, labelsOf: LabelsOf): string {
  // Sorted: the text is the same whichever order a caller lists the names in (the seed by product, the refresh by name).
  const names = [...new Set(src.productNames)].sort().slice(0, SEARCH_PRODUCT_NAMES_MAX);
  const dictionaryIds = [...new Set([...src.mainProducts, ...src.productCategories])];
  const parts = [
    src.name,
    src.nameEn,
    src.alternateName,
    src.profile,
    src.profileEn,
    src.city,
    ...(countryNames.get((src.country ?? '').toUpperCase()) ?? []),
    ...dictionaryIds.flatMap((id) => labelsOf(id) ?? []),
    ...names,
  ];
  const words = parts.filter((p): p is string => Boolean(p && p.trim()));
  const text = foldSearch([...new Set(words)].join(' ').replace(/\s+/g, ' ').trim());
  const ngrams = cjkNgrams(text);
  return ngrams ? `${text} ${ngrams}` : text;
}
