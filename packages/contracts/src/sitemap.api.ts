import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ROBOTS_PATH, SITEMAP_INDEX_PATH, SITEMAP_KINDS } from './public-urls.ts';

const tags = ['seo'] as const;

/** What crawlers read at the site's root (issue 29): robots.txt, the sitemap index and its sitemaps. */
export const sitemapApi = {
  robots: endpoint({
    method: 'GET',
    path: ROBOTS_PATH,
    access: 'public',
    summary: 'robots.txt (text/plain): the public pages allowed, member and console pages and the API disallowed, the sitemap index named',
    tags,
    transport: 'file',
  }),
  index: endpoint({
    method: 'GET',
    path: SITEMAP_INDEX_PATH,
    access: 'public',
    summary: 'Sitemap index (application/xml): every sitemap of every kind by absolute URL',
    tags,
    transport: 'file',
  }),
  sitemap: endpoint({
    method: 'GET',
    // sitemapPath(kind, file): find-my-way splits the segment at its dashes.
    path: '/sitemap-:kind-:file.xml',
    access: 'public',
    summary:
      "One sitemap (application/xml, streamed): at most 50,000 of a kind's public URLs, each with lastmod and its hreflang alternates; 404 past the last file",
    tags,
    params: z.object({ kind: z.enum(SITEMAP_KINDS), file: z.coerce.number().int().min(1).max(1_000_000) }),
    transport: 'file',
  }),
};
