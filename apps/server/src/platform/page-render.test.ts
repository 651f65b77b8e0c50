import { describe, expect, it } from 'vitest';
import { NONCE_SLOT } from '@gembourse/contracts/page-render';
import { cspWithNonce, SECURITY_HEADERS } from './http/security-headers.ts';
import { canonicalAddress, isRenderedPage, localeOfPage, withVisitorLanguage } from './page-render.ts';
import { antdStylesheetHref, pageHtml, type KeptPage } from './page-html.ts';
import { criticalCss } from './critical-css.ts';

const url = (path: string) => new URL(path, 'http://page.invalid');

describe('which pages the server renders, and at which address (issue 29)', () => {
  it('renders the public pages only: member and console pages stay the shell', () => {
    expect(isRenderedPage('/home/product-detail')).toBe(true);
    expect(isRenderedPage('/home/Register')).toBe(true);
    expect(isRenderedPage('/home/showroom-product')).toBe(false);
    expect(isRenderedPage('/welcome')).toBe(false);
    expect(isRenderedPage('/home/nowhere')).toBe(false);
  });

  it('renders in the language of the address; without one, the visitor is sent to the cookie’s, else English', () => {
    expect(localeOfPage(url('/home/index?language=zh'))).toBe('zh-cn');
    expect(localeOfPage(url('/home/index'))).toBeNull();
    expect(withVisitorLanguage(url('/home/product?q=pearl'), 'theme=dark; gb_language=zh-tw')).toBe('/home/product?q=pearl&language=zh-tw');
    expect(withVisitorLanguage(url('/home/about'), 'gb_language=klingon')).toBe('/home/about?language=en');
    expect(withVisitorLanguage(url('/home/about'), undefined)).toBe('/home/about?language=en');
  });

  it('moves an old spelling to the page table’s, and the catalogue’s former keyword to its one name', () => {
    expect(canonicalAddress(url('/home/register?language=tr'))).toBe('/home/Register?language=tr');
    expect(canonicalAddress(url('/home/product?keyword=pearl&language=en'))).toBe('/home/product?language=en&q=pearl');
    expect(canonicalAddress(url('/home/product?q=pearl&language=en'))).toBeNull();
    expect(canonicalAddress(url('/home/Register?language=en'))).toBeNull();
  });
});

describe('the rendered page in the shell', () => {
  const shell =
    '<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>GemBourse</title>' +
    '<link rel="preload" as="style" href="/assets/antd-1.css" data-antd-css></head>' +
    '<body><div id="root"><div class="gb-boot">GemBourse</div></div></body></html>';
  const page: KeptPage = {
    antdCss: '',
    status: 200,
    html: '<main>龍珠</main>',
    state: `<script type="application/json" id="gb-ssr-state" nonce="${NONCE_SLOT}">{}</script>`,
    styles: '<style>:root{}</style>',
    head: `<script nonce="${NONCE_SLOT}">mark()</script><title>Pearls · GemBourse</title><meta data-gb-head name="description" content="own">`,
  };

  it('holds the page’s markup, data, head and language, and links antd’s stylesheet', () => {
    const html = pageHtml(shell, page, 'zh-tw', 'n0nce');
    expect(html).toContain('<html lang="zh-TW">');
    expect(html).toContain('<div id="root"><main>龍珠</main></div><script type="application/json" id="gb-ssr-state" nonce="n0nce">');
    expect(html).toContain('<script nonce="n0nce">mark()</script>');
    expect(html).not.toContain(NONCE_SLOT);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pearls · GemBourse</title>');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/antd-1.css" data-antd-css>');
    expect(html).not.toContain('gb-boot');
  });

  it('carries the antd rules its markup uses ahead of the app’s styles, and leaves the whole stylesheet preloaded', () => {
    const withStyles = shell.replace('</head>', '<style>.gb-app{}</style></head>');
    expect(antdStylesheetHref(withStyles)).toBe('/assets/antd-1.css');
    const html = pageHtml(withStyles, { ...page, antdCss: '.ant-btn{color:red}' }, 'en', 'n');
    expect(html).toContain('<style data-antd-critical>.ant-btn{color:red}</style><style>.gb-app{}</style>');
    expect(html).toContain('<link rel="preload" as="style" href="/assets/antd-1.css" data-antd-css>');
  });

  it('takes `$` patterns in a page’s text literally', () => {
    const html = pageHtml(shell, { ...page, html: '<p>$& $1 $$</p>' }, 'en', 'n');
    expect(html).toContain('<p>$& $1 $$</p>');
  });
});

describe('the Content-Security-Policy of a rendered page', () => {
  it('allows inline scripts by the answer’s nonce only, and is otherwise the documents’ policy', () => {
    const csp = cspWithNonce('abc+/=');
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc+/='");
    expect(csp.replace(" 'nonce-abc+/='", '')).toBe(SECURITY_HEADERS['content-security-policy']);
  });
});

describe('the antd rules a page uses (critical-css.ts)', () => {
  const css =
    '.ant-btn{a:1}.ant-card .ant-card-head{b:2}.ant-btn:not(.ant-btn-loading){c:3}.ant-modal{d:4}' +
    '.ant-tag,.ant-modal-mask{e:5}:root{--f:6}@media (min-width:1px){.ant-btn{g:7}.ant-modal{h:8}}' +
    '@media (hover:hover){.ant-modal{i:9}}@keyframes spin{from{opacity:0}to{opacity:1}}';
  const critical = criticalCss(css);

  it('keeps the rules whose classes the markup holds, in their order, inside their @media, without animations', () => {
    const html =
      '<div class="ant-card x"><div class="ant-card-head"></div><button class="ant-btn ant-btn-primary"></button><span class="ant-tag">';
    expect(critical(html)).toBe(
      '.ant-btn{a:1}.ant-card .ant-card-head{b:2}.ant-btn:not(.ant-btn-loading){c:3}.ant-tag,.ant-modal-mask{e:5}:root{--f:6}' +
        '@media (min-width:1px){.ant-btn{g:7}}',
    );
  });

  it('leaves out a component the page does not show, and needs every class of a selector', () => {
    expect(critical('<p class="ant-card-head">')).toBe(':root{--f:6}');
  });
});
