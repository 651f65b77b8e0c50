import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale.ts';

// The addresses of the public pages that search engines, link previews and the sitemap name (issue 29): one home, so
// the canonical link of a rendered page, its hreflang alternates and the sitemap's <loc> are the same string. Links
// inside the app keep their short form (no language: the app adds the visitor's); a canonical URL always carries the
// language, since each language is a page of its own to a search engine.

/** The detail pages a public entity has, and the query parameter that names it. */
export const ENTITY_PAGES = {
  product: '/home/product-detail',
  company: '/home/company-profile',
} as const;
export type PublicEntity = keyof typeof ENTITY_PAGES;

/** The parameter that carries the language of a public URL (SPEC §1). */
export const LANGUAGE_PARAM = 'language';

/** hreflang of each of our locales (BCP 47, as search engines read them). */
export const HREFLANG: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', tr: 'tr' };

/** '/home/product-detail?id=12': an entity's page in its short form, the one links inside the app use. */
export function entityPath(kind: PublicEntity, id: number | string): string {
  return `${ENTITY_PAGES[kind]}?id=${encodeURIComponent(String(id))}`;
}

/**
 * The canonical URL of a public page in `locale`: `base` (PUBLIC_URL, no trailing slash needed) + path, its
 * parameters sorted by name with `language` last, so one page has one spelling.
 */
export function canonicalUrl(base: string, path: string, locale: Locale): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  const params = [...url.searchParams.entries()].filter(([name]) => name !== LANGUAGE_PARAM);
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams([...params, [LANGUAGE_PARAM, locale]]);
  return `${url.origin}${url.pathname}?${search.toString()}`;
}

/** The hreflang alternates of a public page: one per locale, and x-default in the default language. */
export function alternateUrls(base: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: HREFLANG[locale], href: canonicalUrl(base, path, locale) })),
    { hreflang: 'x-default', href: canonicalUrl(base, path, DEFAULT_LOCALE) },
  ];
}
