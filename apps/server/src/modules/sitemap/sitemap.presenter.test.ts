import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlEntry } from './sitemap.presenter.ts';

describe('the sitemap XML', () => {
  it('escapes the five XML specials in text and attributes', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(
      urlEntry({ loc: 'https://x.example/?a=1&b="2"', lastmod: null, alternates: [{ hreflang: 'en', href: "https://x.example/?q='<>'" }] }),
    ).toBe(
      '<url><loc>https://x.example/?a=1&amp;b=&quot;2&quot;</loc><xhtml:link rel="alternate" hreflang="en" href="https://x.example/?q=&apos;&lt;&gt;&apos;"/></url>\n',
    );
    expect(sitemapIndexXml(['https://x.example/s?a&b'])).toContain('<sitemap><loc>https://x.example/s?a&amp;b</loc></sitemap>');
  });
});
