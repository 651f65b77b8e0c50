import { describe, expect, it } from 'vitest';
import type { CompanyListAnswer } from '@gembourse/contracts/company';
import { catalogueAnswer, catalogueProduct } from '../../test/catalogue-fixtures.ts';
import { headTagsHtml } from './head-html.ts';
import { catalogueHead, directoryHead } from './list-heads.ts';
import { BASE, companyFixture, jsonLdOfHtml, richResultsReport, seoContext } from './test/seo-kit.ts';

// The catalogue and the directory: an ItemList of the entries on the page, numbered across pages, and a canonical
// URL that keeps the search and drops how it is shown.

const itemListOf = (nodes: unknown[]) => nodes.find((n) => (n as { '@type': string })['@type'] === 'ItemList') as Record<string, unknown>;

describe('catalogueHead', () => {
  it('lists the products of the page, numbered from the page’s offset, and keeps the filters in the canonical URL', () => {
    const answer = catalogueAnswer({
      page: 2,
      pageSize: 24,
      total: 30,
      list: [catalogueProduct({ id: 701, name: 'Burmese Ruby Halo Ring' }), catalogueProduct({ id: 702, name: 'Tahitian Pearl Drops' })],
    });
    const tags = catalogueHead(answer, seoContext('/home/product?metal=41001&keyword=ruby&page=2&currency=EUR&seed=7'));
    expect(tags.title).toBe('Products · GemBourse');
    expect(tags.description).toBe(
      'Search jewellery, pearls and gemstones from suppliers worldwide on GemBourse, by category, metal, stone, price and availability.',
    );
    // An old link's `keyword=` is the same search as `q=`; currency and seed only present it.
    expect(tags.canonical).toBe(`${BASE}/home/product?metal=41001&page=2&q=ruby&language=en`);
    const nodes = jsonLdOfHtml(headTagsHtml(tags));
    expect(itemListOf(nodes).itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, url: `${BASE}/home/product-detail?id=701&language=en`, name: 'Burmese Ruby Halo Ring' },
      { '@type': 'ListItem', position: 26, url: `${BASE}/home/product-detail?id=702&language=en`, name: 'Tahitian Pearl Drops' },
    ]);
    expect(richResultsReport(nodes)).toMatchObject({ missing: [], notEligible: [] });
    expect(richResultsReport(nodes).types).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
  });

  it('has no ItemList before the search answers, or for an empty result', () => {
    for (const answer of [undefined, catalogueAnswer({ list: [], total: 0 })]) {
      const tags = catalogueHead(answer, seoContext('/home/product'));
      expect(tags.jsonLd.map((n) => n['@type'])).toEqual(['BreadcrumbList']);
      expect(tags.canonical).toBe(`${BASE}/home/product?language=en`);
    }
  });
});

describe('directoryHead', () => {
  it('lists the suppliers of the page by the name their reader reads', () => {
    const page: CompanyListAnswer = {
      list: [companyFixture(), companyFixture({ id: 4, name: '龍珠珍珠', nameEn: null })],
      total: 40,
      pageNum: 3,
      pageSize: 12,
      hasMore: true,
      limited: false,
    };
    for (const [locale, first] of [
      ['en', 'Pearl River Jewellery'],
      ['zh-tw', '珠江珍珠有限公司'],
    ] as const) {
      const tags = directoryHead(page, seoContext(`/home/suppliers?keyword=pearl&page=3&language=${locale}`, locale));
      expect(tags.canonical).toBe(`${BASE}/home/suppliers?keyword=pearl&page=3&language=${locale}`);
      const nodes = jsonLdOfHtml(headTagsHtml(tags));
      expect(itemListOf(nodes).itemListElement).toEqual([
        { '@type': 'ListItem', position: 25, url: `${BASE}/home/company-profile?id=3&language=${locale}`, name: first },
        { '@type': 'ListItem', position: 26, url: `${BASE}/home/company-profile?id=4&language=${locale}`, name: '龍珠珍珠' },
      ]);
      expect(richResultsReport(nodes)).toMatchObject({ missing: [], notEligible: [] });
    }
    expect(directoryHead(page, seoContext('/home/suppliers', 'zh-tw')).title).toBe('供應商 · GemBourse');
  });
});
