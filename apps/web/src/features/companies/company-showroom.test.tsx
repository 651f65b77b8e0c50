import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';
import { collection, detail, product, showroomPage, stubCompaniesApi, type Handler } from './test/companies-api-stub.ts';

const PRODUCTS = '/api/company/product/list/11';
const COLLECTIONS = '/api/company/collection/list/11';

function open(handlers: Record<string, Handler>, lang = 'en') {
  const api = stubCompaniesApi({
    '/api/company/detail/11': () => envelope(detail()),
    '/api/company/contact/list/11': () => envelope({ visible: false, requirement: 'login', list: [] }),
    ...handlers,
  });
  return { api, ...renderApp(`/home/company-profile?id=11&language=${lang}`) };
}

/** A profile section by its title, once it is there. */
const findRegion = (title: string) =>
  waitFor(() => {
    const found = screen.queryByText(title, { selector: 'h2' })?.closest('section');
    if (!found) throw new Error(`no section ${title}`);
    return found as HTMLElement;
  });

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('showroom on the company profile', () => {
  it('shows the products page by page and the collections with their dates and counts', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ join_type: 'buyer', companyId: 90 }));
    const user = userEvent.setup();
    const { api } = open({
      [PRODUCTS]: (_b, url) =>
        new URLSearchParams(url.split('?')[1]).get('pageNum') === '2'
          ? showroomPage([product({ id: 503, name: 'Tahitian Drops' })], { total: 3, pageNum: 2 })
          : showroomPage([product(), product({ id: 502, name: 'Baroque Brooch', price: { state: 'hidden', reason: 'login' } })], {
              total: 3,
              hasMore: true,
            }),
      [COLLECTIONS]: () =>
        showroomPage(
          [
            collection({
              id: 32,
              name: 'Pearls of Spring 2027',
              visibility: 'launch',
              releaseAt: '2027-03-02T12:00:00Z',
              released: false,
              productCount: 1,
            }),
            collection(),
          ],
          { pageSize: 12 },
        ),
    });

    const showroom = await findRegion('Showroom');
    expect(await within(showroom).findByText('Akoya Pearl Strand')).toBeTruthy();
    expect(within(showroom).getByText('$1,200')).toBeTruthy();
    expect(within(showroom).getByText('Log in to see the price')).toBeTruthy();
    expect(within(showroom).getByText('3 products')).toBeTruthy();
    expect(api.urlsOf(PRODUCTS)[0]).toBe(`${PRODUCTS}?pageNum=1&pageSize=24&sort=showroom_asc&currency=USD`);

    await user.click(within(showroom).getByText('Load more').closest('button') as HTMLElement);
    expect(await within(showroom).findByText('Tahitian Drops')).toBeTruthy();
    expect(within(showroom).getByText('Akoya Pearl Strand')).toBeTruthy();
    expect(within(showroom).queryByText('Load more')).toBeNull();

    const collections = await findRegion('Collections');
    expect(await within(collections).findByText('Bridal Pearls 2026')).toBeTruthy();
    expect(within(collections).getByText('Released Mar 5, 2026')).toBeTruthy();
    expect(within(collections).getByText('12 products')).toBeTruthy();
    expect(within(collections).getByText('Launches Mar 2, 2027')).toBeTruthy();
    expect(within(collections).getByText('1 product')).toBeTruthy();
    expect(within(collections).getByText('Launch')).toBeTruthy();
  });

  it('formats the collection dates in the viewer language', async () => {
    await setLocale('zh-tw');
    open({ [COLLECTIONS]: () => showroomPage([collection()]) }, 'zh-tw');
    const collections = await findRegion('系列');
    expect(await within(collections).findByText('發佈於 2026年3月5日')).toBeTruthy();
    expect(within(collections).getByText('12 件產品')).toBeTruthy();
  });

  it('says so when the showroom has no products or collections yet', async () => {
    open({});
    expect(await screen.findByText('This supplier has not published any products yet')).toBeTruthy();
    expect(await screen.findByText('No collections yet')).toBeTruthy();
  });

  it('asks guests to log in when the showroom is for members, without an empty collections block', async () => {
    const closed = () => showroomPage([], { total: 0 }, { visible: false, requirement: 'login' });
    open({ [PRODUCTS]: closed, [COLLECTIONS]: closed });
    expect(await screen.findByText('Log in to see the products of this showroom.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Collections', { selector: 'h2' })).toBeNull());
    expect(screen.queryByText('This supplier has not published any products yet')).toBeNull();
  });

  it('lists the products a members-only showroom shows everyone by their own setting, under the login notice (issue 28)', async () => {
    const closed = () => showroomPage([], { total: 0 }, { visible: false, requirement: 'login' });
    open({
      [PRODUCTS]: () =>
        showroomPage([product({ id: 601, name: 'Open Day Pearl' })], { total: 1 }, { visible: false, requirement: 'login' }),
      [COLLECTIONS]: closed,
    });
    const showroom = await findRegion('Showroom');
    expect(await within(showroom).findByText('Open Day Pearl')).toBeTruthy();
    expect(within(showroom).getByText('1 product')).toBeTruthy();
    expect(
      within(showroom).getByText("Log in to see the rest of this showroom: these products are shown to everyone by the supplier's choice."),
    ).toBeTruthy();
    expect(within(showroom).queryByText('Log in to see the products of this showroom.')).toBeNull();
  });
});
