import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import { LANGUAGE_COOKIE, type PageRenderer, type RenderedPage } from '@gembourse/contracts/page-render';
import { findPage } from '@gembourse/contracts/pages';
import { LANGUAGE_PARAM } from '@gembourse/contracts/locale';
import { CATALOGUE_PATH, withoutFormerKeywords } from '@gembourse/contracts/search-links';

// The public pages rendered on the server (issue 29): the server answers a public page's URL with the page as a guest
// sees it, from the web app's own renderer (apps/web/src/app/ssr/entry-server.tsx, bundled to dist-ssr), which the
// browser then hydrates. Member and console pages stay the shell that the browser renders (their data is a member's).

/** A public page of the page table, by its URL path. */
export function isRenderedPage(pathname: string): boolean {
  return findPage(pathname)?.face === 'public';
}

/** The value of the language cookie the app mirrors its stored language into, if it names one of ours. */
function cookieLocale(header: string | undefined): Locale | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return normalizeLocale(decodeURIComponent(value ?? ''));
  }
  return undefined;
}

/**
 * The language a page is rendered in (SPEC §1): the `language` parameter when it names one of ours, else null: the
 * URL is to be redirected to the one with the parameter (`redirectTo`), so the page is rendered in the language the
 * browser would pick (the stored one, mirrored in a cookie, else English) and every rendered page has one address per
 * language.
 */
export function localeOfPage(url: URL): Locale | null {
  return normalizeLocale(url.searchParams.get(LANGUAGE_PARAM)) ?? null;
}

/** The page's URL with the language the visitor would get: the cookie's, else English. */
export function withVisitorLanguage(url: URL, cookieHeader: string | undefined): string {
  const next = new URL(url);
  next.searchParams.set(LANGUAGE_PARAM, cookieLocale(cookieHeader) ?? 'en');
  return `${next.pathname}${next.search}`;
}

/**
 * Where an old or non-canonical address of a public page lives now, or null when it is the page's own: the page
 * table's spelling of the path (/home/register is /home/Register) and the catalogue's keyword under its one name
 * (`?keyword=` of the links before issue 28). Answered with 301, so search engines move their entry too.
 */
export function canonicalAddress(url: URL): string | null {
  const def = findPage(url.pathname);
  if (!def) return null;
  const params = def.path === CATALOGUE_PATH ? withoutFormerKeywords(url.searchParams) : null;
  if (def.path === url.pathname && !params) return null;
  const search = (params ?? url.searchParams).toString();
  return search ? `${def.path}?${search}` : def.path;
}

/** Loads the renderer's bundle, or undefined when the web app was built without it (the shell is served then). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  // React picks its build by NODE_ENV when first loaded: the development one, with its checks, renders a page several
  // times slower. The tests set NODE_ENV=test and keep it.
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(file).href)) as { default: PageRenderer };
  return module.default;
}

/** Renders the page at `req.url` as a guest, its API calls answered in-process by `app`. */
export function renderFor(
  app: FastifyInstance,
  renderer: PageRenderer,
  req: FastifyRequest,
  url: URL,
  locale: Locale,
  publicUrl: string,
): Promise<RenderedPage> {
  return renderer.renderPage({
    url: url.href,
    locale,
    publicUrl,
    dispatch: async (path, init) => {
      const res = await app.inject({
        method: init.method as 'GET',
        url: path,
        // The visitor's address and agent: limits and counts per visitor hold for a rendered page as for its own calls.
        headers: { ...init.headers, 'user-agent': req.headers['user-agent'] ?? '' },
        remoteAddress: req.ip,
        payload: init.body,
      });
      return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, {
        status: res.statusCode,
        headers: Object.entries(res.headers).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)] as [string, string]])),
      });
    },
  });
}
