import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { CompanyMatch } from '@gembourse/contracts/connections';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';
import { stubCompaniesApi, summary } from './test/companies-api-stub.ts';

const LIST = '/api/company/list';
const page = (overrides: Record<string, unknown> = {}) => ({
  list: [summary(), summary({ id: 12, name: 'Blue Lagoon Gems', nameEn: null, verified: false, boothNumber: null, mainProducts: [30719] })],
  total: 30,
  pageNum: 1,
  pageSize: 24,
  hasMore: true,
  limited: false,
  ...overrides,
});

function logIn() {
  setToken('tok', true);
  setUserInfo(makeUser({ join_type: 'buyer' }));
}

/** Opens an antd Select by its label and clicks the option with this text. */
async function choose(user: UserEvent, label: string, optionText: string) {
  await user.click(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === optionText);
    if (!found) throw new Error(`option ${optionText} not shown`);
    return found as HTMLElement;
  });
  await user.click(option);
}

// Role queries compute accessible names over the whole page (slow in jsdom): elements are found by text or label.
const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const pageLink = (n: number) => document.querySelector(`.ant-pagination-item-${n}`) as HTMLElement | null;
const matchesStrip = () => screen.queryByText('Recommended for you', { selector: 'h2' })?.closest('section') ?? null;

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

// Each test mounts the whole app; under a full parallel run a cold start takes several seconds.
describe('supplier directory', () => {
  it('lists suppliers with dictionary labels, the count and paging, and the member matches with reasons', async () => {
    logIn();
    const match: CompanyMatch = {
      ...summary({ id: 40, name: 'Akoya Pearl Farm' }),
      score: 82,
      reasons: { products: [30719], markets: [30789], natures: [] },
    };
    const api = stubCompaniesApi({ [LIST]: () => envelope(page()), '/api/company/match': () => envelope([match]) });
    renderApp('/home/suppliers?language=en');
    expect(await screen.findByText('周大福珠宝')).toBeTruthy();
    expect(screen.getByText('Blue Lagoon Gems')).toBeTruthy();
    expect((await screen.findAllByText('Jewellery, Pearls')).length).toBeGreaterThan(0);
    expect(screen.getByText('30 suppliers')).toBeTruthy();
    expect(screen.getAllByText('Booth HALL 1 - A12').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Products: 48').length).toBeGreaterThan(0);
    expect(pageLink(2)).toBeTruthy();
    expect(api.urlsOf(LIST)[0]).toBe('/api/company/list?pageNum=1&pageSize=24');
    expect(api.bodiesOf(LIST)[0]).toEqual({ sort: 'relevance' });

    const strip = await waitFor(() => matchesStrip() as HTMLElement);
    expect(await within(strip).findByText('Akoya Pearl Farm')).toBeTruthy();
    expect(await within(strip).findByText('Offers Pearls')).toBeTruthy();
    expect(within(strip).getByText('Serves Asia')).toBeTruthy();
    expect(screen.queryByText(/Log in to browse the full supplier directory/)).toBeNull();
  });

  // Issue 9, item 12: a buyer searching "pearl" sees the results first, the recommendations after them.
  it('puts "Recommended for you" below the results while a keyword or a filter is on', async () => {
    logIn();
    const match: CompanyMatch = {
      ...summary({ id: 40, name: 'Lab Diamond Works' }),
      score: 82,
      reasons: { products: [30719], markets: [], natures: [] },
    };
    stubCompaniesApi({ [LIST]: () => envelope(page()), '/api/company/match': () => envelope([match]) });
    const results = () => document.getElementById('gb-dir-results') as HTMLElement;
    const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const findStrip = () =>
      waitFor(() => {
        const found = matchesStrip();
        if (!found) throw new Error('no recommendations yet');
        return found as HTMLElement;
      });

    const first = renderApp('/home/suppliers?language=en');
    const strip = await findStrip();
    expect(await within(strip).findByText('Lab Diamond Works')).toBeTruthy();
    expect(before(strip, results())).toBe(true);
    first.unmount();

    for (const query of ['keyword=pearl', 'verified=1']) {
      const view = renderApp(`/home/suppliers?${query}&language=en`);
      expect(await screen.findByText('Blue Lagoon Gems')).toBeTruthy();
      const after = await findStrip();
      expect(before(results(), after), query).toBe(true);
      view.unmount();
    }
  });

  it('reads filters from the URL, sends them in the body and writes changes back (keeping the language)', async () => {
    logIn();
    const api = stubCompaniesApi({ [LIST]: () => envelope(page()) });
    const user = userEvent.setup();
    const { router } = renderApp('/home/suppliers?language=en&keyword=pearl&products=30716&verified=1&page=2');
    await screen.findByText('周大福珠宝');
    expect(api.bodiesOf(LIST)[0]).toEqual({ sort: 'relevance', keyword: 'pearl', mainProducts: [30716], verifiedOnly: true });
    expect(api.urlsOf(LIST)[0]).toContain('pageNum=2');

    await choose(user, 'Main markets', 'Asia');
    await waitFor(() =>
      expect(api.bodiesOf(LIST).at(-1)).toEqual({
        sort: 'relevance',
        keyword: 'pearl',
        mainProducts: [30716],
        mainMarkets: [30789],
        verifiedOnly: true,
      }),
    );
    // A new filter starts again at page 1.
    expect(api.urlsOf(LIST).at(-1)).toContain('pageNum=1');
    expect(search(router).get('markets')).toBe('30789');
    expect(search(router).get('language')).toBe('en');
    expect(search(router).get('page')).toBeNull();

    await user.click(screen.getByLabelText('Verified suppliers only'));
    await waitFor(() =>
      expect(api.bodiesOf(LIST).at(-1)).toEqual({ sort: 'relevance', keyword: 'pearl', mainProducts: [30716], mainMarkets: [30789] }),
    );

    const box = screen.getByLabelText('Search suppliers by name, product or keyword');
    fireEvent.change(box, { target: { value: ' 珍珠 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ keyword: '珍珠' }));
    expect(search(router).get('keyword')).toBe('珍珠');

    // Back restores the previous search.
    await router.navigate(-1);
    await waitFor(() => expect(search(router).get('keyword')).toBe('pearl'));
  });

  it('shows guests the first results with a notice and a Log in button, without paging', async () => {
    stubCompaniesApi({ [LIST]: () => envelope(page({ total: 60, hasMore: false, limited: true })) });
    const user = userEvent.setup();
    renderApp('/home/suppliers?language=en');
    expect(await screen.findByText('You are seeing the first 2 suppliers')).toBeTruthy();
    expect(screen.getByText('Showing the first 2 of 60 suppliers')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(matchesStrip()).toBeNull();
    const alert = screen.getByText('You are seeing the first 2 suppliers').closest('.ant-alert') as HTMLElement;
    await user.click(button('Log in', alert));
    expect(useSessionStore.getState().loginModalOpen).toBe(true);
  });

  it('sorts by every option; random keeps one seed while paging', async () => {
    logIn();
    const api = stubCompaniesApi({ [LIST]: () => envelope(page()) });
    const user = userEvent.setup();
    const { router } = renderApp('/home/suppliers?language=en');
    await screen.findByText('周大福珠宝');
    await user.click(screen.getByLabelText('Sort by'));
    const labels = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
      if (found.length < 12) throw new Error('options not shown');
      return found;
    });
    expect(labels).toEqual([
      'Relevance',
      'Name A–Z',
      'Name Z–A',
      'A–Z index',
      'Newest members',
      'Oldest members',
      'Recently updated',
      'Least recently updated',
      'Showroom order (ascending)',
      'Showroom order (descending)',
      'Most visited',
      'Random',
    ]);
    await user.click([...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === 'Random') as HTMLElement);
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)?.sort).toBe('random'));
    const seed = api.bodiesOf(LIST).at(-1)?.seed;
    expect(Number.isInteger(seed)).toBe(true);
    expect(search(router).get('seed')).toBe(String(seed));

    await user.click(pageLink(2) as HTMLElement);
    await waitFor(() => expect(api.urlsOf(LIST).at(-1)).toContain('pageNum=2'));
    expect(api.bodiesOf(LIST).at(-1)).toEqual({ sort: 'random', seed });
  });

  it('shows the empty state with a way out, and an error with a working Retry', async () => {
    logIn();
    let fail = true;
    stubCompaniesApi({
      [LIST]: (body) => {
        if (fail) return envelope(null, 50000, 'Directory unavailable', 0, 500);
        return envelope((body as { keyword?: string }).keyword ? page({ list: [], total: 0, hasMore: false }) : page());
      },
    });
    const user = userEvent.setup();
    renderApp('/home/suppliers?language=en&keyword=zzz');
    expect(await screen.findByText('Directory unavailable')).toBeTruthy();
    fail = false;
    await user.click(button(/Retry/));
    expect(await screen.findByText('No suppliers match your search and filters')).toBeTruthy();
    await user.click(button('Clear search and filters'));
    expect(await screen.findByText('周大福珠宝')).toBeTruthy();
  });

  it('moves the filters into a drawer on phones', async () => {
    stubScreenWidth(390);
    logIn();
    const api = stubCompaniesApi({ [LIST]: () => envelope(page()) });
    const user = userEvent.setup();
    renderApp('/home/suppliers?language=en');
    await screen.findByText('周大福珠宝');
    expect(screen.queryByLabelText('Main markets')).toBeNull();
    await user.click(button('Filters'));
    await choose(user, 'Business nature', 'Exporter');
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toEqual({ sort: 'relevance', businessNature: [30706] }));
  });
});
