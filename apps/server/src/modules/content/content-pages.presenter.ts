import type { ContentPage } from '@gembourse/contracts/content-pages';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import { sanitizePageHtml } from '../../platform/html/sanitize.ts';
import type { PageRow } from './content-pages.repository.ts';

/** A page in `locale`, English where that language has no text. */
export function presentPage(row: PageRow, locale: Locale): ContentPage {
  return {
    slug: row.slug,
    title: pickText(row.title, locale),
    html: sanitizePageHtml(pickText(row.bodyHtml, locale)),
    updatedAt: row.updatedAt.toISOString(),
  };
}
