import type { TFunction } from 'i18next';
import type { Locale } from '@gembourse/contracts/locale';

// What a page puts in its <head> for search engines and link previews (issue 29 item 4): built by the pure builders
// of this folder from the data the page already fetches, serialised by head-html.ts on the server and applied by
// apply-head-tags.ts after a client-side navigation, so both faces carry the same tags.

/** An image of a preview: an absolute URL, its alternative text and, when known, its size in pixels. */
export interface HeadImage {
  url: string;
  alt: string;
  /** Absent when the API does not say (it gives image URLs only; docs/decisions.md "Head tags and structured data"). */
  width?: number;
  height?: number;
}

/** A search engine's instruction: absent means index and follow. */
export type Robots = 'noindex' | 'noindex,nofollow';

/** A schema.org node in JSON-LD (one <script type="application/ld+json"> each). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface HeadTags {
  /** The document title, as the browser tab shows it ("Akoya Pearl Strand · GemBourse"). */
  title: string;
  description?: string;
  /** The absolute canonical URL, in the page's language. */
  canonical: string;
  /** One per locale and x-default (packages/contracts/src/public-urls.ts). */
  alternates: { hreflang: string; href: string }[];
  robots?: Robots;
  openGraph: {
    type: 'website' | 'product';
    /** The page's own name, without the site's (og:site_name carries that). */
    title: string;
    description?: string;
    url: string;
    siteName: string;
    /** en_US, zh_CN, zh_TW, tr_TR. */
    locale: string;
    image?: HeadImage;
  };
  twitter: {
    card: 'summary' | 'summary_large_image';
    title: string;
    description?: string;
    image?: HeadImage;
  };
  jsonLd: JsonLd[];
}

/** The namespaces the builders read; all four are loaded before the first paint (EAGER_NAMESPACES). */
export const SEO_NAMESPACES = ['pages', 'menu', 'common', 'errors'] as const;

/**
 * The t of SEO_NAMESPACES (pages: the generic descriptions, menu: the page table's titles, common: breadcrumb labels,
 * errors: the not-found title): `i18n.getFixedT(locale, [...SEO_NAMESPACES])` on the server, or
 * `useTranslation([...SEO_NAMESPACES]).t` on the client. Keys are always written with their namespace.
 */
export type SeoT = TFunction<['pages', 'menu', 'common', 'errors']>;

/** Where a page is and in which language it is read: the same for every builder. */
export interface SeoContext {
  /** PUBLIC_URL: the origin (and base path) that makes links absolute behind a proxy. */
  baseUrl: string;
  /** The request's path and query ('/home/product-detail?id=12&currency=EUR'); the canonical URL is built from it. */
  path: string;
  locale: Locale;
  t: SeoT;
  /** The site's name ("GemBourse"), as the title's suffix and og:site_name. */
  siteName: string;
}
