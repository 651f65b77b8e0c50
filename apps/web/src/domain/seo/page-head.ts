import { CATALOGUE_KEYWORD, catalogueHref } from '@gembourse/contracts/search-links';
import { canonicalUrl, HREFLANG } from '@gembourse/contracts/public-urls';
import { baseHead, tableTitle } from './base-head.ts';
import { trail } from './breadcrumbs.ts';
import { genericDescription } from './generic-description.ts';
import type { HeadTags, SeoContext } from './head-tags.ts';
import { node, part } from './json-ld.ts';
import { pagePathOf } from './page-urls.ts';
import { NOT_FOUND_ROBOTS } from './robots.ts';

/** The placeholder of a SearchAction's URL template (Google's documented name for it). */
const SEARCH_TERM = 'search_term_string';

/**
 * The catalogue's search as a URL template: the link the home box makes (search-links.ts catalogueHref with the
 * keyword under CATALOGUE_KEYWORD), in the page's language, with the placeholder unescaped as the template needs.
 */
export function catalogueSearchTemplate(ctx: SeoContext): string {
  const href = canonicalUrl(ctx.baseUrl, catalogueHref({ [CATALOGUE_KEYWORD]: `{${SEARCH_TERM}}` }), ctx.locale);
  return href.replace(encodeURIComponent(`{${SEARCH_TERM}}`), `{${SEARCH_TERM}}`);
}

/** /home/index: WebSite with a SearchAction into the catalogue's keyword. */
export function homeHead(ctx: SeoContext): HeadTags {
  const path = '/home/index';
  const website = node('WebSite', {
    name: ctx.siteName,
    url: canonicalUrl(ctx.baseUrl, path, ctx.locale),
    inLanguage: HREFLANG[ctx.locale],
    potentialAction: part('SearchAction', {
      target: part('EntryPoint', { urlTemplate: catalogueSearchTemplate(ctx) }),
      'query-input': `required name=${SEARCH_TERM}`,
    }),
  });
  return baseHead(ctx, { path, description: genericDescription(ctx, path), jsonLd: [website] });
}

/**
 * A page without data of its own (about, contact, support, log in, join, and any later public page until it has a
 * builder): the page table's title, its generic description, Home › page, and the table's robots instruction (so the
 * account forms and every workspace page say noindex).
 */
export function staticPageHead(ctx: SeoContext): HeadTags {
  const path = pagePathOf(ctx.path);
  const name = tableTitle(ctx, path);
  const head = baseHead(ctx, { path, description: genericDescription(ctx, path) });
  // A noindex page is no step of a trail a search engine shows.
  if (!name || head.robots) return head;
  return { ...head, jsonLd: [trail(ctx, { name, url: head.canonical })] };
}

/**
 * The page of a product, company or other id that does not exist or that the guest may not see (answered 404): the
 * "Content does not exist" title the page shows, noindex, no structured data and no alternates (there is nothing in
 * another language either).
 */
export function notFoundHead(ctx: SeoContext): HeadTags {
  const title = ctx.t('errors:notFound');
  const head = baseHead(ctx, { detail: title, description: genericDescription(ctx, '/'), robots: NOT_FOUND_ROBOTS });
  return { ...head, alternates: [] };
}
