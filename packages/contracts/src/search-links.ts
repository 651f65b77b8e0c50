import type { CatalogueQueryInput } from './catalogue-search.ts';

// Links into the two searches of the public site, built here by every place that makes one (the home box, the home
// rows' "View all", business matches, the seeded banners, saved-search e-mails) and read here by the pages
// themselves, so a parameter has one name (issue 28: the home box sent `keyword=`, the catalogue read `q=`).

/** The catalogue page (SPEC §2 /home/product). */
export const CATALOGUE_PATH = '/home/product';
/** The catalogue's keyword, on its page as in its search call (GET /api/product/search `q`). */
export const CATALOGUE_KEYWORD = 'q' satisfies keyof CatalogueQueryInput;
/**
 * Names the catalogue's keyword had in links sent before issue 28 (the home box, the seeded banners): still read, once,
 * since e-mails and bookmarks hold them; the page then rewrites its URL with CATALOGUE_KEYWORD.
 */
export const FORMER_CATALOGUE_KEYWORDS = ['keyword'] as const;

/** The supplier directory (SPEC §2 /home/suppliers) and its own keyword parameter. */
export const DIRECTORY_PATH = '/home/suppliers';
export const DIRECTORY_KEYWORD = 'keyword';

/**
 * A catalogue link's parameters: the search call's own names (a misspelt one does not compile), values as the call
 * takes them or as numbers, booleans and arrays of list values.
 */
export type CatalogueLink = { [K in keyof CatalogueQueryInput]?: unknown };

/** The query parameters of a catalogue link; empty values are left out, so a plain link stays plain. */
export function catalogueParams(link: CatalogueLink = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(link)) {
    if (value == null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  return params;
}

/** '/home/product?q=pearl&metal=41001': a link to the catalogue searching `link`. */
export function catalogueHref(link: CatalogueLink = {}): string {
  const query = catalogueParams(link).toString();
  return query ? `${CATALOGUE_PATH}?${query}` : CATALOGUE_PATH;
}

/** The keyword a catalogue URL carries: CATALOGUE_KEYWORD, else a former name of it. */
export function catalogueKeywordOf(params: URLSearchParams): string {
  const name = [CATALOGUE_KEYWORD, ...FORMER_CATALOGUE_KEYWORDS].find((n) => params.get(n)?.trim());
  return name ? params.get(name)!.trim() : '';
}

/**
 * The catalogue URL's parameters with a former keyword name read as the keyword and removed, or null when it holds
 * none (nothing to rewrite). The keyword under CATALOGUE_KEYWORD wins when both are there.
 */
export function withoutFormerKeywords(params: URLSearchParams): URLSearchParams | null {
  if (!FORMER_CATALOGUE_KEYWORDS.some((n) => params.has(n))) return null;
  const next = new URLSearchParams(params);
  const keyword = catalogueKeywordOf(params);
  for (const n of FORMER_CATALOGUE_KEYWORDS) next.delete(n);
  if (keyword) next.set(CATALOGUE_KEYWORD, keyword);
  return next;
}

/** '/home/suppliers?keyword=pearl': the supplier directory searching `keyword`. */
export function directoryHref(keyword?: string): string {
  const k = keyword?.trim();
  return k ? `${DIRECTORY_PATH}?${new URLSearchParams({ [DIRECTORY_KEYWORD]: k }).toString()}` : DIRECTORY_PATH;
}
