import { findPage } from '@gembourse/contracts/pages';
import type { Robots } from './head-tags.ts';

// Which pages search engines should leave out of their index (issue 29 item 4), decided from the page table so a new
// page is covered by declaring it. docs/decisions.md "Head tags and structured data" gives the reasons.

/**
 * Public pages that are no content of their own: the account forms (log in, join, forgotten password) may be
 * followed to the pages they link, the targets of e-mailed links (activation, password reset: one-time tokens in the
 * URL) and the demo mailbox not even that, and /403 says only that something is refused.
 */
const PUBLIC_NOINDEX: Readonly<Record<string, Robots>> = {
  Login: 'noindex',
  Register: 'noindex',
  ForgotPassword: 'noindex',
  Forbidden: 'noindex',
  Activate: 'noindex,nofollow',
  ResetPassword: 'noindex,nofollow',
  DevMailbox: 'noindex,nofollow',
};

/**
 * The robots instruction of the page at `pathname`: none for the public site's content pages; noindex for the pages
 * above and for a path the table does not know; noindex,nofollow for every page of the member workspace and the
 * console (login required: a crawler only ever gets the login form or /403 there).
 */
export function robotsOf(pathname: string): Robots | undefined {
  const page = findPage(pathname);
  if (!page) return 'noindex';
  if (page.face !== 'public') return 'noindex,nofollow';
  return PUBLIC_NOINDEX[page.name];
}

/** A page whose content does not exist or the guest may not see (answered 404, or 403): never indexed. */
export const NOT_FOUND_ROBOTS: Robots = 'noindex';
