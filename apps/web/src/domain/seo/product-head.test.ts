import { describe, expect, it } from 'vitest';
import { documentTitleOf } from '../../shared/navigation/title-formula.ts';
import { headTagsHtml } from './head-html.ts';
import { productHead } from './product-head.ts';
import { BASE, headOfHtml, jsonLdOfHtml, productFixture, richResultsReport, seoContext } from './test/seo-kit.ts';

// A product page's head: what a link preview and a search engine read of /home/product-detail?id=501.

const PATH = '/home/product-detail?id=501&currency=EUR';
const productNode = (nodes: unknown[]) => nodes.find((n) => (n as { '@type': string })['@type'] === 'Product') as Record<string, unknown>;

describe('productHead', () => {
  it('titles, describes and links the product page as its tab does, with hreflang alternates', () => {
    const tags = productHead(productFixture(), seoContext(PATH));
    expect(tags.title).toBe(documentTitleOf({ detail: 'Akoya Pearl Strand' }, 'GemBourse'));
    expect(tags.title).toBe('Akoya Pearl Strand · GemBourse');
    expect(tags.description).toBe('Lustrous Akoya pearls, 7–7.5 mm & hand-knotted. 18K clasp');
    // The currency only presents the page: one canonical URL for every currency.
    expect(tags.canonical).toBe(`${BASE}/home/product-detail?id=501&language=en`);
    expect(tags.alternates).toEqual([
      { hreflang: 'en', href: `${BASE}/home/product-detail?id=501&language=en` },
      { hreflang: 'zh-Hans', href: `${BASE}/home/product-detail?id=501&language=zh-cn` },
      { hreflang: 'zh-Hant', href: `${BASE}/home/product-detail?id=501&language=zh-tw` },
      { hreflang: 'tr', href: `${BASE}/home/product-detail?id=501&language=tr` },
      { hreflang: 'x-default', href: `${BASE}/home/product-detail?id=501&language=en` },
    ]);
    expect(tags.robots).toBeUndefined();
    expect(tags.openGraph).toMatchObject({
      type: 'product',
      title: 'Akoya Pearl Strand',
      url: tags.canonical,
      siteName: 'GemBourse',
      locale: 'en_US',
      image: { url: `${BASE}/uploads/product/ak1.webp`, alt: 'Akoya Pearl Strand' },
    });
    expect(tags.twitter).toMatchObject({ card: 'summary_large_image', image: { url: `${BASE}/uploads/product/ak1.webp` } });
  });

  it('puts a public price in an Offer of the supplier’s own price, with availability, and passes the Rich Results check', () => {
    const nodes = jsonLdOfHtml(headTagsHtml(productHead(productFixture(), seoContext(PATH))));
    const product = productNode(nodes);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Akoya Pearl Strand',
      sku: 'AK-1',
      image: [`${BASE}/uploads/product/ak1.webp`, `${BASE}/uploads/product/ak2.webp`],
      brand: { '@type': 'Brand', name: 'Pearl River' },
      url: `${BASE}/home/product-detail?id=501&language=en`,
      offers: {
        '@type': 'Offer',
        price: 1250,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Pearl River Jewellery', url: `${BASE}/home/company-profile?id=11&language=en` },
      },
    });
    const report = richResultsReport(nodes);
    expect(report.missing).toEqual([]);
    expect(report.notEligible).toEqual([]);
    expect(report.types).toEqual(expect.arrayContaining(['Product', 'Offer', 'Brand', 'BreadcrumbList']));
  });

  it('gives a hidden price no Offer and no amount: a valid Product that is not eligible for a product snippet', () => {
    const hidden = productFixture({
      price: { state: 'hidden', reason: 'login' },
      variants: [{ name: 'Long', sku: null, price: { state: 'hidden', reason: 'login' } }],
    });
    const html = headTagsHtml(productHead(hidden, seoContext(PATH)));
    const nodes = jsonLdOfHtml(html);
    expect(productNode(nodes).offers).toBeUndefined();
    expect(html).not.toMatch(/Offer|1250|1160|priceCurrency/);
    const report = richResultsReport(nodes);
    expect(report.missing).toEqual([]);
    expect(report.notEligible).toEqual(['Product']);
  });

  it('makes a price range an AggregateOffer and maps pre-orders and sold-out stock', () => {
    const range = productFixture({
      availability: 'preorder',
      price: {
        state: 'shown',
        converted: { amount: 90, max: 180, currency: 'EUR' },
        original: { amount: 100, max: 200, currency: 'USD' },
        approximate: true,
      },
    });
    const nodes = jsonLdOfHtml(headTagsHtml(productHead(range, seoContext(PATH))));
    expect(productNode(nodes).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 100,
      highPrice: 200,
      priceCurrency: 'USD',
      availability: 'https://schema.org/PreOrder',
    });
    expect(richResultsReport(nodes).missing).toEqual([]);
    const soldOut = productHead(productFixture({ stock: 0 }), seoContext(PATH));
    expect(JSON.stringify(soldOut.jsonLd)).toContain('https://schema.org/OutOfStock');
  });

  it('follows the language: traditional Chinese breadcrumb, og:locale and canonical, and a generic description when the product has no text', () => {
    const tags = productHead(
      productFixture({ descriptionHtml: '<p> </p>' }),
      seoContext('/home/product-detail?id=501&language=zh-tw', 'zh-tw'),
    );
    expect(tags.canonical).toBe(`${BASE}/home/product-detail?id=501&language=zh-tw`);
    expect(tags.openGraph.locale).toBe('zh_TW');
    expect(tags.description).toBe('GemBourse上的珠寶產品——珠寶與寶石產業的B2B交易平台。');
    const crumbs = tags.jsonLd.find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首頁', item: `${BASE}/home/index?language=zh-tw` },
      { '@type': 'ListItem', position: 2, name: '產品', item: `${BASE}/home/product?language=zh-tw` },
      { '@type': 'ListItem', position: 3, name: 'Akoya Pearl Strand', item: tags.canonical },
    ]);
    // The Product's own description stays empty rather than claiming the generic text as the product's.
    expect(tags.jsonLd.find((n) => n['@type'] === 'Product')?.description).toBeUndefined();
  });

  it('writes every tag a link preview reads into the HTML', () => {
    const doc = headOfHtml(headTagsHtml(productHead(productFixture(), seoContext(PATH))));
    const meta = (sel: string) => doc.querySelector(sel)?.getAttribute('content');
    expect(doc.title).toBe('Akoya Pearl Strand · GemBourse');
    expect(meta('meta[name="description"]')).toBe('Lustrous Akoya pearls, 7–7.5 mm & hand-knotted. 18K clasp');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BASE}/home/product-detail?id=501&language=en`);
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(5);
    expect(meta('meta[property="og:title"]')).toBe('Akoya Pearl Strand');
    expect(meta('meta[property="og:image"]')).toBe(`${BASE}/uploads/product/ak1.webp`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });
});
