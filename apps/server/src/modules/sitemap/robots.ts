import { PAGES } from '@gembourse/contracts/pages';
import { absoluteUrl, SITEMAP_INDEX_PATH } from '@gembourse/contracts/public-urls';

// robots.txt (issue 29), derived from THE page table so a new member or console page is disallowed by being declared.
// Crawlers may read every public page, the built assets and the uploaded pictures the pages show; they are kept off
// the member workspace and the console (a guest only meets the login-required page there), the e-mail link targets and
// demo mailbox (one-time tokens in their URLs), and the API: the rendered pages carry their content in the HTML, so
// nothing under /api must be fetched to index them, and its answers are no pages of their own.

/** Public pages no crawler should walk: targets of e-mailed one-time links, the demo mailbox and the 403 page. */
const UNCRAWLED_PUBLIC = new Set(['Activate', 'ResetPassword', 'ForgotPassword', 'DevMailbox', 'Forbidden']);

/** Paths of the server that are no pages. */
const UNCRAWLED_PATHS = ['/api/', '/im-api/', '/ws'];

/** The path prefixes robots.txt disallows, in table order. */
export function disallowedPaths(): string[] {
  const pages = PAGES.filter((p) => p.face !== 'public' || UNCRAWLED_PUBLIC.has(p.name)).map((p) => p.path);
  return [...UNCRAWLED_PATHS, ...pages];
}

/** The robots.txt of a site at `publicUrl`. */
export function robotsText(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, SITEMAP_INDEX_PATH)}`,
    '',
  ].join('\n');
}
