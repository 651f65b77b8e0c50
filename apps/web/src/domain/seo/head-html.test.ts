import { describe, expect, it } from 'vitest';
import { escapeHtml, headTagsHtml } from './head-html.ts';
import { companyHead } from './company-head.ts';
import { productHead } from './product-head.ts';
import { companyFixture, headOfHtml, jsonLdOfHtml, productFixture, seoContext } from './test/seo-kit.ts';

// What a supplier types reaches the HTML of every guest's page: no name or text may end an element or an attribute.

const BREAKOUT = '</script><script>alert(1)</script><!--';
const ATTRIBUTE = '"><img src=x onerror=alert(2)>\'';

describe('headTagsHtml', () => {
  it('keeps a product named like a closing script tag inside its JSON-LD, which parses back to the name', () => {
    const product = productFixture({ name: BREAKOUT, descriptionHtml: `<p>${ATTRIBUTE.replace(/</g, '&lt;')}</p>`, sku: ATTRIBUTE });
    const html = headTagsHtml(productHead(product, seoContext('/home/product-detail?id=501')));
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('\\u003c/script\\u003e');
    const doc = headOfHtml(html);
    // Only our own elements: no script ran out of the data, no image was injected into head or body.
    expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('type'))).toEqual(['application/ld+json', 'application/ld+json']);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.body.innerHTML).toBe('');
    expect(doc.title).toBe(`${BREAKOUT} · GemBourse`);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(BREAKOUT);
    const nodes = jsonLdOfHtml(html) as Record<string, unknown>[];
    expect(nodes[0]).toMatchObject({ name: BREAKOUT, sku: ATTRIBUTE });
  });

  it('escapes quotes in attributes, so a description cannot add attributes or elements', () => {
    const html = headTagsHtml(
      companyHead(companyFixture({ profileEn: ATTRIBUTE, nameEn: `Pearl "River" & <Co>` }), seoContext('/home/company-profile?id=3')),
    );
    const doc = headOfHtml(html);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(ATTRIBUTE);
    expect(doc.querySelector('meta[name="description"]')?.getAttributeNames().sort()).toEqual(['content', 'data-gb-head', 'name']);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.title).toBe('Pearl "River" & <Co> · GemBourse');
  });

  it('marks every element but the title, one per line, and puts the response’s nonce on the JSON-LD scripts', () => {
    const html = headTagsHtml(productHead(productFixture(), seoContext('/home/product-detail?id=501')), { nonce: 'r4nd0m' });
    const [title, ...rest] = html.split('\n');
    expect(title).toBe('<title>Akoya Pearl Strand · GemBourse</title>');
    for (const line of rest) expect(line).toMatch(/^<(meta|link|script) data-gb-head /);
    const scripts = [...headOfHtml(html).querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('nonce'))).toEqual(['r4nd0m', 'r4nd0m']);
  });

  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
