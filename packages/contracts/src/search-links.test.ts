import { describe, expect, it } from 'vitest';
import { catalogueHref, catalogueKeywordOf, directoryHref, withoutFormerKeywords } from './search-links.ts';

describe('search links', () => {
  it('build catalogue links with the one keyword name, lists comma-separated and flags as the search call takes them', () => {
    expect(catalogueHref()).toBe('/home/product');
    expect(catalogueHref({ q: '珍珠 项链' })).toBe('/home/product?q=%E7%8F%8D%E7%8F%A0+%E9%A1%B9%E9%93%BE');
    expect(catalogueHref({ q: '', immediate: true, metal: [41001, 41002], supplier: 9, verified: false })).toBe(
      '/home/product?immediate=true&metal=41001%2C41002&supplier=9',
    );
    expect(directoryHref(' pearl ')).toBe('/home/suppliers?keyword=pearl');
    expect(directoryHref('')).toBe('/home/suppliers');
  });

  it('read a former keyword name once and rewrite it under the one name, q winning when both are there', () => {
    expect(catalogueKeywordOf(new URLSearchParams('keyword=pearl'))).toBe('pearl');
    expect(catalogueKeywordOf(new URLSearchParams('q=ruby&keyword=pearl'))).toBe('ruby');
    expect(withoutFormerKeywords(new URLSearchParams('language=en&q=ruby'))).toBeNull();
    expect(withoutFormerKeywords(new URLSearchParams('language=en&keyword=pearl'))?.toString()).toBe('language=en&q=pearl');
    expect(withoutFormerKeywords(new URLSearchParams('q=ruby&keyword=pearl'))?.toString()).toBe('q=ruby');
    expect(withoutFormerKeywords(new URLSearchParams('keyword='))?.toString()).toBe('');
  });
});
