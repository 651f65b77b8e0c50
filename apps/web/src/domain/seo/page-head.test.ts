import { describe, expect, it } from 'vitest';
import { headTagsHtml } from './head-html.ts';
import { homeHead, notFoundHead, staticPageHead } from './page-head.ts';
import { BASE, headOfHtml, jsonLdOfHtml, richResultsReport, seoContext } from './test/seo-kit.ts';

// Pages without data of their own: home (WebSite and its search), about and the other content pages, the account
// forms (noindex), the workspace (noindex, nofollow) and the not-found page.

describe('homeHead', () => {
  it('carries a WebSite whose SearchAction fills the catalogue’s keyword parameter', () => {
    const tags = homeHead(seoContext('/home/index?language=zh-cn', 'zh-cn'));
    expect(tags.title).toBe('珠宝及宝石贸易平台 · GemBourse');
    expect(tags.description).toBe('GemBourse是珠宝与宝石行业的在线展会与B2B交易平台：寻找供应商，浏览展厅，采购珠宝、珍珠和宝石。');
    expect(tags.canonical).toBe(`${BASE}/home/index?language=zh-cn`);
    const nodes = jsonLdOfHtml(headTagsHtml(tags));
    expect(nodes).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'GemBourse',
        url: `${BASE}/home/index?language=zh-cn`,
        inLanguage: 'zh-Hans',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${BASE}/home/product?q={search_term_string}&language=zh-cn` },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
    expect(richResultsReport(nodes)).toMatchObject({ missing: [], notEligible: [] });
  });
});

describe('staticPageHead', () => {
  it('titles about by the page table, with its description and a breadcrumb, indexable', () => {
    const tags = staticPageHead(seoContext('/home/about?language=tr', 'tr'));
    expect(tags.title).toMatch(/ · GemBourse$/);
    expect(tags.description).toBe(
      'GemBourse hakkında: kim olduğumuz ve mücevher ve değerli taş ticaretinin çevrimiçi fuarının nasıl işlediği.',
    );
    expect(tags.robots).toBeUndefined();
    expect(tags.canonical).toBe(`${BASE}/home/about?language=tr`);
    const nodes = jsonLdOfHtml(headTagsHtml(tags));
    expect(richResultsReport(nodes)).toMatchObject({ missing: [], types: ['BreadcrumbList', 'ListItem', 'ListItem'] });
  });

  it('says noindex on the account forms and /403, noindex,nofollow on token links and every workspace page', () => {
    const robots = (path: string) =>
      headOfHtml(headTagsHtml(staticPageHead(seoContext(path))))
        .querySelector('meta[name="robots"]')
        ?.getAttribute('content');
    expect(robots('/home/login')).toBe('noindex');
    expect(robots('/home/Register')).toBe('noindex');
    expect(robots('/home/forgot-password')).toBe('noindex');
    expect(robots('/403')).toBe('noindex');
    expect(robots('/home/reset-password?token=abc')).toBe('noindex,nofollow');
    expect(robots('/home/activate?token=abc')).toBe('noindex,nofollow');
    expect(robots('/home/showroom-product')).toBe('noindex,nofollow');
    expect(robots('/home/my-favorites')).toBe('noindex,nofollow');
    expect(robots('/home/about')).toBeUndefined();
    expect(robots('/home/contact')).toBeUndefined();
    expect(robots('/home/support')).toBeUndefined();
    // A noindex page is no breadcrumb step either.
    expect(staticPageHead(seoContext('/home/login')).jsonLd).toEqual([]);
    expect(staticPageHead(seoContext('/home/login')).title).toBe('Log in · GemBourse');
  });
});

describe('notFoundHead', () => {
  it('titles the page "Content does not exist", noindex, without alternates or structured data', () => {
    const tags = notFoundHead(seoContext('/home/product-detail?id=999999&language=zh-tw', 'zh-tw'));
    expect(tags.robots).toBe('noindex');
    expect(tags.title).toMatch(/ · GemBourse$/);
    expect(tags.title).not.toContain('Content does not exist');
    expect(tags.alternates).toEqual([]);
    expect(tags.jsonLd).toEqual([]);
    expect(notFoundHead(seoContext('/home/company-profile?id=9')).title).toBe('Content does not exist · GemBourse');
  });
});
