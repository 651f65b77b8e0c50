import { beforeEach, describe, expect, it } from 'vitest';
import { applyHeadTags } from './apply-head-tags.ts';
import { companyHead } from './company-head.ts';
import { headTagsHtml } from './head-html.ts';
import { staticPageHead } from './page-head.ts';
import { productHead } from './product-head.ts';
import { BASE, companyFixture, productFixture, seoContext } from './test/seo-kit.ts';

// A client-side navigation: the new page's tags replace the previous page's (server-rendered or applied), and
// nothing else in the head moves.

const metaOf = (name: string) =>
  [...document.head.querySelectorAll(`meta[name="${name}"], meta[property="${name}"]`)].map((m) => m.getAttribute('content'));
const canonicals = () => [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));

describe('applyHeadTags', () => {
  beforeEach(() => {
    // A server-rendered product page: the app's own head elements around the rendered tags.
    const product = headTagsHtml(productHead(productFixture(), seoContext('/home/product-detail?id=501')));
    document.head.innerHTML = `<meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/assets/app.css">${product}<meta name="theme-color" content="#0b1f3a">`;
  });

  it('replaces the product page’s tags with the company page’s on navigation', () => {
    expect(canonicals()).toEqual([`${BASE}/home/product-detail?id=501&language=en`]);
    applyHeadTags(document, companyHead(companyFixture(), seoContext('/home/company-profile?id=3')));
    expect(document.title).toBe('Pearl River Jewellery · GemBourse');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(canonicals()).toEqual([`${BASE}/home/company-profile?id=3&language=en`]);
    expect(metaOf('description')).toEqual(['Pearls since 1998: South Sea and freshwater strands, set and loose.']);
    expect(metaOf('og:image')).toEqual([`${BASE}/uploads/cover/pearl-river.webp`]);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(5);
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '')['@type'],
    );
    expect(ld).toEqual(['Organization', 'BreadcrumbList']);
    // Not ours: left alone.
    expect(metaOf('viewport')).toEqual(['width=device-width']);
    expect(metaOf('theme-color')).toEqual(['#0b1f3a']);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('drops what the next page has none of (its picture, its structured data) and adds its robots instruction', () => {
    applyHeadTags(document, staticPageHead(seoContext('/home/login')));
    expect(document.title).toBe('Log in · GemBourse');
    expect(metaOf('robots')).toEqual(['noindex']);
    expect(metaOf('og:image')).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    applyHeadTags(document, staticPageHead(seoContext('/home/about')));
    expect(metaOf('robots')).toEqual([]);
    expect(canonicals()).toEqual([`${BASE}/home/about?language=en`]);
  });
});
