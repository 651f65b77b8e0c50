import { LANG_HEADER } from '@gembourse/contracts/locale';
import type { KeyOf } from '../../shared/i18n/keys.ts';
import { documentTitleOf, pageNameOf, tableTitleOf } from '../../shared/navigation/title-formula.ts';
import type { HeadImage, HeadTags, JsonLd, Robots, SeoContext } from './head-tags.ts';
import { pageUrls, pagePathOf } from './page-urls.ts';
import { robotsOf } from './robots.ts';

/** What a builder knows of its page beyond the context. */
export interface PageFacts {
  /** The page's canonical path; by default the request's path without presentation parameters. */
  path?: string;
  /** The name of the one thing the page shows (a product, a company), as its tab shows it. */
  detail?: string | null;
  description?: string;
  image?: HeadImage;
  ogType?: HeadTags['openGraph']['type'];
  /** A wide picture (a product photo, a cover) gets the large card; a logo or none the small one. */
  largeImage?: boolean;
  jsonLd?: JsonLd[];
  /** Overrides the page table's robots instruction (a not-found page). */
  robots?: Robots;
}

/** The page table's title of `path` in the context's language. */
export function tableTitle(ctx: SeoContext, path: string): string | null {
  return tableTitleOf(new URL(path, 'http://x').pathname, (key: KeyOf<'menu'>) => ctx.t(`menu:${key}`));
}

/**
 * The head every builder returns: the title by the tab's formula (title-formula.ts), the canonical and alternate URLs
 * by the contracts' public-urls.ts, the robots instruction by the page table (robots.ts), and the Open Graph and
 * Twitter cards from the same name, description and picture.
 */
export function baseHead(ctx: SeoContext, facts: PageFacts): HeadTags {
  const path = facts.path ?? pagePathOf(ctx.path);
  const table = tableTitle(ctx, path);
  const title = documentTitleOf({ detail: facts.detail, table }, ctx.siteName);
  const name = pageNameOf({ detail: facts.detail, table }) ?? ctx.siteName;
  const { canonical, alternates } = pageUrls(ctx.baseUrl, path, ctx.locale);
  const robots = facts.robots ?? robotsOf(new URL(path, 'http://x').pathname);
  return {
    title,
    description: facts.description,
    canonical,
    alternates,
    ...(robots ? { robots } : {}),
    openGraph: {
      type: facts.ogType ?? 'website',
      title: name,
      description: facts.description,
      url: canonical,
      siteName: ctx.siteName,
      locale: LANG_HEADER[ctx.locale],
      image: facts.image,
    },
    twitter: {
      card: facts.image && facts.largeImage ? 'summary_large_image' : 'summary',
      title: name,
      description: facts.description,
      image: facts.image,
    },
    jsonLd: facts.jsonLd ?? [],
  };
}
