import { DEFAULT_LOCALE, LANGUAGE_PARAM, LOCALES, type Locale } from './locale.ts';

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

export { LANGUAGE_PARAM };

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

/**
 * The public pages of fixed address that search engines should find (the sitemap's content kind): the site's own
 * pages with real content. Login, registration and the e-mail link targets are left out (they carry `noindex`), and
 * so are the events, knowledge and leads pages while they are placeholders (docs/decisions.md "Sitemap").
 */
export const CONTENT_PAGES = ['/home/index', '/home/suppliers', '/home/product', '/home/about', '/home/contact', '/home/support'] as const;

/** The kinds of the sitemap index, one sitemap (or several of at most 50,000 URLs) each. */
export const SITEMAP_KINDS = ['products', 'companies', 'content'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The robots.txt and the sitemap index, at the site's root where crawlers look for them. */
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** '/sitemap-products-2.xml': the `file`-th sitemap of a kind (from 1). */
export function sitemapPath(kind: SitemapKind, file: number): string {
  return `/sitemap-${kind}-${file}.xml`;
}

/** `base` + `path`: an absolute address of a path that carries no language (the sitemaps, robots.txt). */
export function absoluteUrl(base: string, path: string): string {
  return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
}

/**
 * The canonical URL and hreflang alternates of many entities of one kind, equal to canonicalUrl(entityPath(...)) and
 * alternateUrls(entityPath(...)) (a test holds them together) without parsing a URL per entity and language: the
 * sitemap writes five addresses for each of up to a million products.
 */
export function entityUrls(
  base: string,
  kind: PublicEntity,
): (id: number) => { canonical: string; alternates: { hreflang: string; href: string }[] } {
  // The template's id is a placeholder without characters that need encoding, so it stays as it is in every spelling.
  const slot = '0';
  const split = (href: string) => {
    const at = href.indexOf(`id=${slot}&`) + 3;
    return [href.slice(0, at), href.slice(at + slot.length)] as const;
  };
  const canonical = split(canonicalUrl(base, entityPath(kind, slot), DEFAULT_LOCALE));
  const alternates = alternateUrls(base, entityPath(kind, slot)).map((a) => ({ hreflang: a.hreflang, parts: split(a.href) }));
  return (id) => {
    const value = String(Math.trunc(id));
    return {
      canonical: canonical[0] + value + canonical[1],
      alternates: alternates.map((a) => ({ hreflang: a.hreflang, href: a.parts[0] + value + a.parts[1] })),
    };
  };
}
