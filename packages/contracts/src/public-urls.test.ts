import { describe, expect, it } from 'vitest';
import { alternateUrls, canonicalUrl, entityPath } from './public-urls.ts';

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
