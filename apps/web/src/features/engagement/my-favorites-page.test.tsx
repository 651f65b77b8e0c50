import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import type { FavouriteBrand, FavouriteProduct } from '@gembourse/contracts/favourites';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

// /home/my-favorites: the wish list and brand tabs (tab kept in the address), removal after a confirmation, keyword
// search, the empty, error and retry states, and the Excel export through the API client's blob helper.

const BRANDS = '/api/company/favorite/brand/list';
const PRODUCTS = '/api/company/favorite/product/list';
const EXPORT = '/api/company/favorite/export';

type Handler = (url: string, body: unknown) => Response | Promise<Response>;

const brand = (overrides: Partial<FavouriteBrand> = {}): FavouriteBrand => ({
  // A supplier's brand (brands.id), with its supplier.
  id: 71,
  name: 'Pearl River',
  logo: null,
  companyId: 11,
  companyName: '珠江珍珠',
  companyNameEn: 'Pearl River Jewellery',
  country: 'HK',
  mainProducts: [30716, 30719],
  verificationStatus: 'verified',
  verified: true,
  available: true,
  collectedAt: '2026-03-02T12:00:00Z',
  ...overrides,
});
const product = (overrides: Partial<FavouriteProduct> = {}): FavouriteProduct => ({
  id: 501,
  name: 'Akoya Pearl Strand',
  sku: 'AK-1',
  image: null,
  price: 1250,
  currency: 'USD',
  companyId: 11,
  companyName: 'Pearl River Jewellery',
  available: true,
  collectedAt: '2026-03-05T12:00:00Z',
  ...overrides,
});
const pageOf = <T,>(list: T[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 24, hasMore: false });
const mainProducts: DictEntry[] = [
  { dictCode: 'main_products', dataValue: 30716, dataLabel: 'Jewellery', parentValue: null, sort: 1 },
  { dictCode: 'main_products', dataValue: 30719, dataLabel: 'Pearls', parentValue: null, sort: 2 },
];

function stub(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (handlers[path]) return handlers[path](url, body);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === '/api/dictionary/main_products') return envelope(mainProducts);
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const urlsOf = (p: string) => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.split('?')[0] === p);
  const bodiesOf = (p: string) =>
    fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === p).map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  return { urlsOf, bodiesOf };
}

const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const linkTo = (text: string) => screen.getByText(text, { selector: 'a, a *' }).closest('a')?.getAttribute('href');
const confirmPopup = () =>
  waitFor(() => {
    const found = document.querySelector('.ant-popconfirm');
    if (!found) throw new Error('no popconfirm');
    return found as HTMLElement;
  });

beforeEach(async () => {
  resetSessionStore();
  setToken('tok', true);
  setUserInfo(makeUser({ join_type: 'buyer' }));
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('my favourites page', () => {
  it('opens on the wish list, links cards to the product and supplier, and keeps the tab in the address', async () => {
    stub({ [PRODUCTS]: () => pageOf([product()]), [BRANDS]: () => pageOf([brand()]) });
    const { router } = renderApp('/home/my-favorites?language=en');
    expect(await screen.findByText('Akoya Pearl Strand')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Products \(wish list\)/ }).getAttribute('aria-selected')).toBe('true');
    expect(linkTo('Akoya Pearl Strand')).toBe('/home/product-detail?id=501');
    expect(linkTo('Pearl River Jewellery')).toBe('/home/company-profile?id=11');
    expect(screen.getByText('$1,250')).toBeTruthy();
    expect(screen.getByText('1 product on your wish list')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Brands/ }));
    expect(await screen.findByText('Jewellery, Pearls')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('tab=brands'));
    // The brand's name links to its supplier, named beneath it in the reader's order (English first here).
    expect(linkTo('Pearl River')).toBe('/home/company-profile?id=11');
    expect(screen.getByText('Pearl River Jewellery')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('opens the tab named in the address (a reload keeps it)', async () => {
    const api = stub({ [BRANDS]: () => pageOf([brand()]) });
    renderApp('/home/my-favorites?tab=brands&language=en');
    expect(await screen.findByText('Pearl River Jewellery')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Brands/ }).getAttribute('aria-selected')).toBe('true');
    expect(api.urlsOf(PRODUCTS)).toEqual([]);
  });

  it('removes a brand after a confirmation and then shows the empty state with a way to browse suppliers', async () => {
    let collected = [brand()];
    const api = stub({
      [BRANDS]: () => pageOf(collected),
      '/api/favourite/brand/71': () => {
        collected = [];
        return envelope({ collected: false });
      },
    });
    renderApp('/home/my-favorites?tab=brands&language=en');
    await screen.findByText('Pearl River Jewellery');
    fireEvent.click(button('Remove'));
    const popup = await confirmPopup();
    expect(within(popup).getByText('“Pearl River” will no longer be on this list.')).toBeTruthy();
    fireEvent.click(button('Remove', popup));
    expect(await screen.findByText(/You have not collected any brands yet/)).toBeTruthy();
    expect(api.bodiesOf('/api/favourite/brand/71')).toEqual([{ collected: false }]);
    expect(linkTo('Browse suppliers')).toBe('/home/suppliers');
  });

  it('searches with the trimmed keyword and offers to clear a search without matches', async () => {
    const api = stub({ [PRODUCTS]: (url) => pageOf(new URL(url, 'http://x').searchParams.get('keyword') ? [] : [product()]) });
    renderApp('/home/my-favorites?language=en');
    await screen.findByText('Akoya Pearl Strand');
    const box = screen.getByLabelText('Search by product, SKU or supplier');
    fireEvent.change(box, { target: { value: '  opal ring ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Nothing matches “opal ring”.')).toBeTruthy();
    expect(api.urlsOf(PRODUCTS).at(-1)).toContain('keyword=opal+ring');
    fireEvent.click(button('Clear search'));
    expect(await screen.findByText('Akoya Pearl Strand')).toBeTruthy();
  });

  it('shows a load error with Retry, and an empty wish list with a way to browse products', async () => {
    let fail = true;
    stub({ [PRODUCTS]: () => (fail ? envelope(null, 50000, 'Server error', 0, 500) : pageOf([])) });
    renderApp('/home/my-favorites?language=en');
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(button('Retry'));
    expect(await screen.findByText(/Your wish list is empty/)).toBeTruthy();
    expect(linkTo('Browse products')).toBe('/home/product');
    expect(button('Export to Excel').disabled).toBe(true);
  });

  it('exports the list as the file the server names', async () => {
    const api = stub({
      [PRODUCTS]: () => pageOf([product()]),
      [EXPORT]: () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="wish-list-2026-03-05.xlsx"; filename*=UTF-8\'\'wish-list-2026-03-05.xlsx',
          },
        }),
    });
    const saved: string[] = [];
    // jsdom has no object URLs; saveBlob only needs one to hand to the link.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/home/my-favorites?language=en');
    await screen.findByText('Akoya Pearl Strand');
    fireEvent.click(button('Export to Excel'));
    await waitFor(() => expect(saved).toEqual(['wish-list-2026-03-05.xlsx']));
    expect(api.urlsOf(EXPORT)).toEqual([`${EXPORT}?type=product`]);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('lists a product that is no longer available as such, without its fields or links (issue 28: the server sends none)', async () => {
    stub({
      [PRODUCTS]: () => pageOf([product({ available: false, price: null, name: null, sku: null, image: null, currency: null })]),
    });
    renderApp('/home/my-favorites?language=en');
    expect(await screen.findByText('Product no longer available')).toBeTruthy();
    expect(screen.getByText('No longer available')).toBeTruthy();
    expect(screen.getByText('Product no longer available').closest('a')).toBeNull();
  });
});
