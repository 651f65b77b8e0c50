import { describe, expect, it } from 'vitest';
import { companyHead } from './company-head.ts';
import { headTagsHtml } from './head-html.ts';
import { BASE, companyFixture, jsonLdOfHtml, richResultsReport, seoContext } from './test/seo-kit.ts';

// A supplier's profile: the name and text its reader reads first, its cover as the preview, and an Organization that
// carries contact details only where the showroom shows them to everyone.

const PATH = '/home/company-profile?id=3';
const org = (nodes: unknown[]) => nodes.find((n) => (n as { '@type': string })['@type'] === 'Organization') as Record<string, unknown>;

describe('companyHead', () => {
  it('names the company as its reader reads it, in the title, the description and an Organization that passes the Rich Results check', () => {
    const tags = companyHead(companyFixture(), seoContext(PATH));
    expect(tags.title).toBe('Pearl River Jewellery · GemBourse');
    expect(tags.description).toBe('Pearls since 1998: South Sea and freshwater strands, set and loose.');
    expect(tags.canonical).toBe(`${BASE}/home/company-profile?id=3&language=en`);
    expect(tags.alternates.map((a) => a.hreflang)).toEqual(['en', 'zh-Hans', 'zh-Hant', 'tr', 'x-default']);
    expect(tags.openGraph).toMatchObject({
      type: 'website',
      title: 'Pearl River Jewellery',
      image: { url: `${BASE}/uploads/cover/pearl-river.webp` },
    });
    expect(tags.twitter.card).toBe('summary_large_image');

    const nodes = jsonLdOfHtml(headTagsHtml(tags));
    expect(org(nodes)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Pearl River Jewellery',
      alternateName: ['珠江珍珠有限公司'],
      url: `${BASE}/home/company-profile?id=3&language=en`,
      logo: `${BASE}/uploads/logo/pearl-river.webp`,
      image: `${BASE}/uploads/cover/pearl-river.webp`,
      description: 'Pearls since 1998: South Sea and freshwater strands, set and loose.',
      address: { '@type': 'PostalAddress', addressCountry: 'HK', addressLocality: 'Hong Kong', streetAddress: '1 Jade Road, Kowloon' },
      foundingDate: '1998',
      sameAs: ['https://pearl-river.example/'],
    });
    expect(richResultsReport(nodes)).toMatchObject({ missing: [], notEligible: [] });
    expect(richResultsReport(nodes).types).toContain('BreadcrumbList');
  });

  it('gives a Chinese reader the registered name and the company’s own text', () => {
    const tags = companyHead(companyFixture(), seoContext(`${PATH}&language=zh-cn`, 'zh-cn'));
    expect(tags.title).toBe('珠江珍珠有限公司 · GemBourse');
    expect(tags.description).toBe('自1998年起专营南洋珍珠与淡水珍珠。');
    expect(tags.canonical).toBe(`${BASE}/home/company-profile?id=3&language=zh-cn`);
    expect(tags.jsonLd.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: `${BASE}/home/index?language=zh-cn` },
      { '@type': 'ListItem', position: 2, name: '供应商', item: `${BASE}/home/suppliers?language=zh-cn` },
      { '@type': 'ListItem', position: 3, name: '珠江珍珠有限公司', item: tags.canonical },
    ]);
  });

  it('leaves out the street address and website of a showroom that shows contact details to its community or contacts only', () => {
    for (const contactPrivacy of ['community', 'contacts'] as const) {
      // Even a member's view, which holds them, builds the guest's structured data.
      const html = headTagsHtml(companyHead(companyFixture({ contactPrivacy }), seoContext(PATH)));
      expect(html).not.toContain('Jade Road');
      expect(html).not.toContain('pearl-river.example"');
      expect(html).not.toContain('sameAs');
      expect(org(jsonLdOfHtml(html)).address).toEqual({ '@type': 'PostalAddress', addressCountry: 'HK', addressLocality: 'Hong Kong' });
    }
  });

  it('shows a company without a cover by its logo on the small card, and falls back to the translated description', () => {
    const tags = companyHead(
      companyFixture({ cover: null, profile: null, profileEn: null, profileExcerpt: '' }),
      seoContext(`${PATH}&language=tr`, 'tr'),
    );
    expect(tags.openGraph.image?.url).toBe(`${BASE}/uploads/logo/pearl-river.webp`);
    expect(tags.twitter.card).toBe('summary');
    expect(tags.description).toBe('GemBourse üzerinde bir tedarikçinin showroomu: şirket profili, ürünler ve koleksiyonlar.');
    expect(tags.openGraph.locale).toBe('tr_TR');
  });
});
