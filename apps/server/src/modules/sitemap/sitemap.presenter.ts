// The XML of the sitemaps (sitemaps.org 0.9, with Google's xhtml:link for hreflang alternates). Written as text pieces
// so a file of 50,000 URLs streams out batch by batch; every value goes through escapeXml.

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML content and double- or single-quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** One URL of a sitemap, and the same page in each language. */
export interface SitemapUrl {
  loc: string;
  /** W3C datetime; omitted for a page with no row of its own. */
  lastmod?: string | null;
  alternates: readonly { hreflang: string; href: string }[];
}

/** The start of a sitemap (`<urlset>`). */
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
/** Its end. */
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>` of a sitemap. */
export function urlEntry(u: SitemapUrl): string {
  let out = `<url><loc>${escapeXml(u.loc)}</loc>`;
  if (u.lastmod) out += `<lastmod>${escapeXml(u.lastmod)}</lastmod>`;
  for (const a of u.alternates) out += `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`;
  return `${out}</url>\n`;
}

/** A sitemap index naming each sitemap by absolute URL. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
