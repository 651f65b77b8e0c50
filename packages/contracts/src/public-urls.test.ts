import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateUrls, canonicalUrl, entityPath, entityUrls, sitemapPath } from './public-urls.ts';

describe('public URLs (issue 29)', () => {
  it('spells one page one way: parameters sorted, the language last, the base with or without its slash', () => {
    expect(canonicalUrl('https://gembourse.example', '/home/product?q=pearl&metal=41001&language=tr', 'zh-tw')).toBe(
      'https://gembourse.example/home/product?metal=41001&q=pearl&language=zh-tw',
    );
    expect(canonicalUrl('https://gembourse.example/', entityPath('product', 12), 'en')).toBe(
      'https://gembourse.example/home/product-detail?id=12&language=en',
    );
  });

  it('names every language and x-default in the default one', () => {
    const alternates = alternateUrls('https://gembourse.example', entityPath('company', 3));
    expect(alternates.map((a) => a.hreflang)).toEqual(['en', 'zh-Hans', 'zh-Hant', 'tr', 'x-default']);
    expect(alternates.at(-1)!.href).toBe('https://gembourse.example/home/company-profile?id=3&language=en');
  });
});

describe('entityUrls (the sitemap fast path)', () => {
  it('spells each entity exactly as canonicalUrl and alternateUrls do', () => {
    for (const base of ['https://gembourse.example', 'https://gembourse.example/', 'http://localhost:3000']) {
      for (const kind of ['product', 'company'] as const) {
        const urls = entityUrls(base, kind);
        for (const id of [1, 10, 987654321]) {
          expect(urls(id).canonical).toBe(canonicalUrl(base, entityPath(kind, id), 'en'));
          expect(urls(id).alternates).toEqual(alternateUrls(base, entityPath(kind, id)));
        }
      }
    }
  });

  it('names the sitemaps at the root', () => {
    expect(absoluteUrl('https://gembourse.example', sitemapPath('products', 2))).toBe('https://gembourse.example/sitemap-products-2.xml');
  });
});
