import { alternateUrls, canonicalUrl, entityPath, type PublicEntity } from '@gembourse/contracts/public-urls';
import type { Locale } from '@gembourse/contracts/locale';

// The URLs of a page's head: canonical and alternates come from the contracts' public-urls.ts (the sitemap's home
// too); this file only decides which of a request's parameters name the page and which only present it.

/**
 * Parameters that change how a page is shown, not what it is, so its canonical URL leaves them out: the currency
 * prices are converted to (the same product in EUR is the same page), a random order's seed and keyset cursors
 * (one-off spellings of a page that `page` names for good).
 */
export const PRESENTATION_PARAMS = ['currency', 'seed', 'after', 'before'] as const;

/** The request's path without presentation parameters (and without a fragment). */
export function pagePathOf(path: string): string {
  const url = new URL(path, 'http://x');
  for (const p of PRESENTATION_PARAMS) url.searchParams.delete(p);
  const query = url.searchParams.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Canonical and alternates of `path` (already the page's own path) in `locale`. */
export function pageUrls(baseUrl: string, path: string, locale: Locale) {
  return { canonical: canonicalUrl(baseUrl, path, locale), alternates: alternateUrls(baseUrl, path) };
}

/** The canonical URL of a public entity's page in `locale`: what lists and breadcrumbs link to. */
export function entityUrl(baseUrl: string, kind: PublicEntity, id: number, locale: Locale): string {
  return canonicalUrl(baseUrl, entityPath(kind, id), locale);
}

/**
 * An image of ours (`/uploads/…`) or an external one as an absolute URL, or undefined when it is neither http(s)
 * nor a path (a data: or javascript: URL never reaches a preview).
 */
export function absoluteUrl(baseUrl: string, src: string | null | undefined): string | undefined {
  const s = src?.trim();
  if (!s) return undefined;
  try {
    const url = new URL(s, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
