import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanySummary } from '@gembourse/contracts/company';
import type { CompanyMatch } from '@gembourse/contracts/connections';
import { catalogueAnswer, catalogueProduct, usdPrice } from '../../test/catalogue-fixtures.ts';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const company: CompanySummary = {
  id: 1,
  name: '周氏珠宝',
  nameEn: 'Chow Jewellery',
  logo: null,
  cover: null,
  country: 'Hong Kong',
  city: null,
  businessNature: [30706, 30708],
  mainProducts: [],
  mainMarkets: [],
  verified: true,
  boothNumber: 'A12',
  productCount: 48,
  profileExcerpt: 'Fine jade since 1962.',
};
const product = (id: number, price: number | null) =>
  catalogueProduct({
    id,
    name: `Ruby ring ${id}`,
    companyName: 'Chow Jewellery',
    price: price == null ? { state: 'hidden', reason: 'login' } : usdPrice(price),
    immediate: id === 1,
    favourite: null,
  });
/** Both rows ask the catalogue search: the Immediate row with immediate=true. */
const searchRoute = (url: string) =>
  envelope(
    catalogueAnswer(
      new URL(url, 'http://x').searchParams.get('immediate') === 'true'
        ? { list: [product(1, null)] }
        : { list: [product(1, null), product(2, 1250)] },
    ),
  );

let routes: Record<string, (url: string) => Response>;

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
  routes = {
    '/api/company/mainpage/recommend': () => envelope([company]),
    '/api/product/search': searchRoute,
    '/api/content/events/upcoming': () => envelope([]),
    '/api/dictionary/business_nature': () =>
      envelope([
        { dictCode: 'business_nature', dataValue: 30706, dataLabel: 'Exporter', parentValue: null, sort: 1 },
        { dictCode: 'business_nature', dataValue: 30708, dataLabel: 'Retailer', parentValue: null, sort: 2 },
      ]),
    '/api/dictionary/main_products': () =>
      envelope([{ dictCode: 'main_products', dataValue: 30719, dataLabel: 'Pearls', parentValue: null, sort: 1 }]),
    '/api/dictionary/main_markets': () =>
      envelope([{ dictCode: 'main_markets', dataValue: 30792, dataLabel: 'Europe', parentValue: null, sort: 1 }]),
    '/api/dictionary/product_category': () =>
      envelope([{ dictCode: 'product_category', dataValue: 30733, dataLabel: 'Ring', parentValue: null, sort: 1 }]),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (routes[url.split('?')[0]] ?? (() => envelope([])))(url)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('shows showrooms with dictionary labels, products with guest price notice, and the empty events state', async () => {
    renderApp('/home/index?language=en');
    expect(await screen.findByText('周氏珠宝')).toBeTruthy();
    // The showroom card and three product cards (two new, one of them also ready to ship).
    await waitFor(() => expect(screen.getAllByText('Chow Jewellery').length).toBe(4));
    expect(await screen.findByText('Exporter, Retailer')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Products: 48')).toBeTruthy();
    expect((await screen.findAllByText('Log in to see the price')).length).toBe(2);
    expect(screen.getByText('$1,250')).toBeTruthy();
    expect(screen.getByText('Ready to ship', { selector: 'h2' })).toBeTruthy();
    expect(await screen.findByText('No upcoming events')).toBeTruthy();
    const img = document.querySelector('img');
    expect(img === null || img.getAttribute('loading') === 'lazy').toBe(true);
    // Guests get no personal matches, and the members-only endpoint is never asked.
    expect(screen.queryByText('Recommended for you')).toBeNull();
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls as [string][];
    expect(calls.some(([u]) => u.startsWith('/api/company/match'))).toBe(false);
  });

  it('shows members the suppliers matched to them, with why', async () => {
    const match: CompanyMatch = {
      ...company,
      id: 9,
      name: 'Akoya Pearl Farm',
      nameEn: null,
      mainProducts: [30719],
      score: 76,
      reasons: { products: [30719], markets: [30792], natures: [] },
    };
    routes['/api/company/match'] = () => envelope([match]);
    setToken('tok', true);
    setUserInfo(makeUser({ join_type: 'buyer' }));
    renderApp('/home/index?language=en');
    expect(await screen.findByText('Recommended for you')).toBeTruthy();
    expect(await screen.findByText('Akoya Pearl Farm')).toBeTruthy();
    expect(await screen.findByText('Offers Pearls')).toBeTruthy();
    expect(screen.getByText('Serves Europe')).toBeTruthy();
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls as [string][];
    expect(calls.find(([u]) => u.startsWith('/api/company/match'))?.[0]).toBe('/api/company/match?limit=12');
  });

  it('shows an error with a working Retry per list', async () => {
    let fail = true;
    routes['/api/product/search'] = () =>
      fail ? envelope(null, 50000, 'Catalogue unavailable', 0, 500) : envelope(catalogueAnswer({ list: [product(3, 10)] }));
    const user = userEvent.setup();
    renderApp('/home/index?language=en');
    await waitFor(() => expect(screen.getAllByText('Catalogue unavailable').length).toBe(2));
    fail = false;
    await user.click(screen.getAllByRole('button', { name: /Retry/ })[0]);
    expect(await screen.findByText('Ruby ring 3')).toBeTruthy();
  });

  it.each([
    ['en', 'Search products, gemstones or suppliers', 'pearl', 'Search the catalogue'],
    ['zh-cn', '搜索产品、宝石或供应商', '珍珠项链', '搜索产品目录'],
  ])(
    'in %s the home box opens the catalogue searching what was typed, the box filled (issue 28)',
    async (lang, box, typed, catalogueBox) => {
      await setLocale(lang as 'en' | 'zh-cn');
      const user = userEvent.setup();
      const { router } = renderApp(`/home/index?language=${lang}`);
      await user.type(await screen.findByRole('searchbox', { name: box }), `${typed}{Enter}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home/product'));
      const url = new URLSearchParams(router.state.location.search);
      expect(url.get('q')).toBe(typed);
      expect(url.has('keyword')).toBe(false);
      await waitFor(() => expect((screen.getByRole('searchbox', { name: catalogueBox }) as HTMLInputElement).value).toBe(typed));
      const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls as [string][];
      await waitFor(() =>
        expect(calls.some(([u]) => u.startsWith('/api/product/search') && new URL(u, 'http://x').searchParams.get('q') === typed)).toBe(
          true,
        ),
      );
    },
    30_000,
  );

  it("tells a guest what a guest sees: each search's first results and the prices suppliers show to everyone", async () => {
    renderApp('/home/index?language=en');
    expect(
      await screen.findByRole('button', {
        name: 'Guests see the first 12 results of each search, and the prices suppliers show to everyone. Log in for the full catalogue and more prices.',
      }),
    ).toBeTruthy();
  });

  it('"Join as a supplier" opens the register page with Supplier chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/home/index?language=en');
    await user.click(await screen.findByRole('button', { name: 'Join as a supplier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/Register'));
    expect(new URLSearchParams(router.state.location.search).get('as')).toBe('supplier');
    expect((await screen.findByRole('heading', { level: 1, name: 'Join GemBourse as a supplier' })).tagName).toBe('H1');
    expect((screen.getByRole('radio', { name: /Supplier/ }) as HTMLInputElement).checked).toBe(true);
  }, 30_000);

  it('asks for the lists in the visitor language and translates the page', async () => {
    renderApp('/home/index?language=zh');
    expect(await screen.findByText('推荐展厅')).toBeTruthy();
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls as [string, RequestInit][];
    await waitFor(() =>
      expect(
        calls.some(
          ([u, init]) => u.startsWith('/api/company/mainpage/recommend') && (init.headers as Record<string, string>).lang === 'zh_CN',
        ),
      ).toBe(true),
    );
  });

  it('fills the new and ready-to-ship rows from the catalogue search, each with a link to the same search', async () => {
    renderApp('/home/index?language=en');
    await waitFor(() => expect(screen.getAllByText('Chow Jewellery').length).toBe(4));
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls as [string][];
    const searches = calls.map(([u]) => u).filter((u) => u.startsWith('/api/product/search'));
    const params = searches.map((u) => Object.fromEntries(new URL(u, 'http://x').searchParams));
    expect(params).toContainEqual({ sort: 'newest', pageSize: '6', facets: 'false', currency: 'USD' });
    expect(params).toContainEqual({ immediate: 'true', sort: 'newest', pageSize: '6', facets: 'false', currency: 'USD' });
    expect(calls.some(([u]) => u.startsWith('/api/product/latest'))).toBe(false);
    const links = [...document.querySelectorAll('a.gb-section-heading__more')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/home/product?sort=newest');
    expect(links).toContain('/home/product?immediate=true&sort=newest');
    // Cards open the product page.
    expect(screen.getByText('Ruby ring 2').closest('a')?.getAttribute('href')).toBe('/home/product-detail?id=2');
  });

  it("links a member's matched supplier to its products in the catalogue", async () => {
    routes['/api/company/match'] = () =>
      envelope([
        { ...company, id: 9, name: 'Akoya Pearl Farm', nameEn: null, score: 70, reasons: { products: [], markets: [], natures: [] } },
      ]);
    setToken('tok', true);
    setUserInfo(makeUser({ join_type: 'buyer' }));
    renderApp('/home/index?language=en');
    const link = await screen.findByText('See products', { selector: 'a, a *' });
    expect(link.closest('a')?.getAttribute('href')).toBe('/home/product?supplier=9');
  });
});
