import { safeHtml } from '../../shared/html/safe-html.ts';

/**
 * A product description made safe to insert: the server stores it sanitised already (standard formatting only); this
 * second pass (shared/html/safe-html.ts) guards the page against a row written another way, and opens every link in a
 * new tab so a buyer never leaves the product (`nofollow`: a supplier's link is not the platform's recommendation).
 */
export function safeProductHtml(html: string): string {
  return safeHtml(html, { rel: ['nofollow'] });
}
