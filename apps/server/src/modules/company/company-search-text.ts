import { COUNTRIES } from '@gembourse/contracts/countries';
import { LOCALES } from '@gembourse/contracts/locale';

// What the supplier directory's keyword search matches, computed in one place for the demo seed, registration and
// the profile editor (docs/api.md "Directory search"). Pure: callers bring the rows and the dictionary labels.

/** Distinct published product names kept in the text; beyond this the names add little but weight. */
export const SEARCH_PRODUCT_NAMES_MAX = 300;

const countryNames = new Map(COUNTRIES.map((c) => [c.code, LOCALES.map((l) => c.name[l])]));

/**
 * The form both the stored text and a typed keyword are reduced to: lower case, compatibility forms folded (full-width
 * letters), Latin accents dropped. PostgreSQL's ILIKE folds ASCII only under the C collation, so the folding happens
 * here, on both sides, the same way: "KÜPE", "küpe" and "kupe" all find "Küpeler", and "İnci" finds "inci".
 */
export function normalizeSearch(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
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

/** The labels of a dictionary value (main product or product category) in every language, or nothing. */
export type LabelsOf = (dataValue: number) => readonly string[] | undefined;

/** The distinct categories of the published products, sorted (companies.product_categories). */
export function productCategoriesOf(products: readonly { categories?: readonly number[] | null }[]): number[] {
  return [...new Set(products.flatMap((p) => p.categories ?? []))].sort((a, b) => a - b);
}

/**
 * The text a directory keyword is matched against: names (own, alternate, English), profiles, city, the country's
 * name and the labels of main products and published products' categories in all four languages (so 戒指, 珍珠 or
 * "yüzük" find a supplier whatever language its profile is in), and the published product names.
 */
export function companySearchText(src: SearchSource, labelsOf: LabelsOf): string {
  const names = [...new Set(src.productNames)].slice(0, SEARCH_PRODUCT_NAMES_MAX);
  const dictionaryIds = [...new Set([...src.mainProducts, ...src.productCategories])];
  const parts = [
    src.name, src.nameEn, src.alternateName, src.profile, src.profileEn, src.city,
    ...(countryNames.get((src.country ?? '').toUpperCase()) ?? []),
    ...dictionaryIds.flatMap((id) => labelsOf(id) ?? []),
    ...names,
  ];
  const words = parts.filter((p): p is string => Boolean(p && p.trim()));
  return normalizeSearch([...new Set(words)].join(' ').replace(/\s+/g, ' ').trim());
}
