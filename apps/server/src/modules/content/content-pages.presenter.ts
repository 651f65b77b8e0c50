import sanitizeHtml from 'sanitize-html';
import type { ContentPage } from '@gembourse/contracts/content-pages';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import type { PageRow } from './content-pages.repository.ts';

// sanitize-html's defaults (text-level and block tags, no script/style/iframe, no event handlers, http(s)/mailto/tel
// links only) plus a few attributes that page texts use.
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['id'],
  },
  allowedSchemesByTag: { img: ['http', 'https'] },
  // A new tab must not get a handle on this window.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Cleans stored page HTML; applied on the way out so rows written by any means (SQL, a future editor) are safe. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** A page in `locale`, English where that language has no text. */
export function presentPage(row: PageRow, locale: Locale): ContentPage {
  return {
    slug: row.slug,
    title: pickText(row.title, locale),
    html: sanitizePageHtml(pickText(row.bodyHtml, locale)),
    updatedAt: row.updatedAt.toISOString(),
  };
}
