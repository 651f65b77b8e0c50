import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import type { OwnProduct, OwnProductOptions } from '@gembourse/contracts/own-products';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const LIST = '/api/showroom/product/list';
const OPTIONS = '/api/showroom/product/options';
const BATCH = '/api/showroom/product/batch';

/** The points of a supplier administrator (the page's access is showroom:view). */
const POINTS = {
  view: { menuId: 1001, webPerms: 'showroom:view' },
  add: { menuId: 1011, webPerms: 'showroom:product:add' },
  edit: { menuId: 1012, webPerms: 'showroom:product:edit' },
  publish: { menuId: 1013, webPerms: 'showroom:product:publish' },
  delete: { menuId: 1014, webPerms: 'showroom:product:delete' },
  collection: { menuId: 1021, webPerms: 'showroom:collection:edit' },
};

const CATEGORIES: DictEntry[] = [
  { dictCode: 'product_category', dataValue: 30733, dataLabel: 'Ring', parentValue: null, sort: 1 },
  { dictCode: 'product_category', dataValue: 30734, dataLabel: 'Necklace', parentValue: null, sort: 2 },
];

function product(overrides: Partial<OwnProduct> = {}): OwnProduct {
  return {
    id: 1,
    name: 'Akoya Pearl Ring',
    sku: 'AK-001',
    image: null,
    categories: [30733],
    tags: ['pearl', 'bridal'],
    brandId: 5,
    brandName: 'Lustre',
    currency: 'USD',
    price: 1200,
    published: true,
    listed: false,
    immediate: true,
    availability: 'stock',
    stock: 7,
    visibility: 'public',
    priceVisibility: 'public',
    releaseAt: null,
    released: true,
    displaySeq: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const PAGE = {
  list: [
    product(),
    product({ id: 2, name: 'Sapphire Necklace', sku: 'SN-7', categories: [30734], tags: [], brandId: null, brandName: null, price: null }),
  ],
  total: 2,
  pageNum: 1,
  pageSize: 20,
  hasMore: false,
};
const OPTION_LISTS: OwnProductOptions = {
  collections: [{ id: 9, name: 'Spring 2026' }],
  brands: [{ id: 5, name: 'Lustre' }],
  tags: ['pearl'],
};

function logIn(points = Object.values(POINTS), overrides: Parameters<typeof makeUser>[0] = {}) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: points, ...overrides }));
}

/** Fakes the API at the HTTP boundary: the list, its options, the dictionary and the batch. */
function stubApi(batch: (body: unknown) => Response = () => envelope({ changed: 2 })) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    if (path === LIST) return envelope(PAGE);
    if (path === OPTIONS) return envelope(OPTION_LISTS);
    if (path === BATCH) return batch(JSON.parse(String(init?.body)));
    if (path === '/api/dictionary/product_category') return envelope(CATEGORIES);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const urlsOf = (path: string) => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.split('?')[0] === path);
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === path).map(([, init]) => JSON.parse(String(init?.body)));
  return { urlsOf, bodiesOf };
}

/** Opens an antd Select by its label and clicks the option with this text. */
async function choose(user: UserEvent, label: string, optionText: string, root: HTMLElement = document.body) {
  await user.click(within(root).getByLabelText(label));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === optionText);
    if (!found) throw new Error(`option ${optionText} not shown`);
    return found as HTMLElement;
  });
  await user.click(option);
}

/** Opens a batch menu and clicks one of its actions. */
async function runBatch(user: UserEvent, menu: string, action: string) {
  await user.click(button(menu));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-dropdown-menu-item')].find((o) => o.textContent === action);
    if (!found) throw new Error(`action ${action} not shown`);
    return found as HTMLElement;
  });
  await user.click(item);
}

// Role queries compute accessible names over the whole page (slow in jsdom): elements are found by text.
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const queryButton = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' });
const rowBoxes = () => [...document.querySelectorAll<HTMLInputElement>('.ant-table-row .ant-checkbox-input')];
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('showroom product list (SPEC §2)', () => {
  it('shows each product with its labels, price, availability, states and a link to its editor', async () => {
    logIn();
    const api = stubApi();
    renderApp('/home/showroom-product?language=en');
    const ring = rowOf(await screen.findByText('Akoya Pearl Ring').then((el) => el.textContent!));
    expect(within(ring).getByText('SKU AK-001')).toBeTruthy();
    expect(await within(ring).findByText('Ring')).toBeTruthy();
    expect(within(ring).getByText('pearl')).toBeTruthy();
    expect(within(ring).getByText('Lustre')).toBeTruthy();
    expect(within(ring).getByText('$1,200')).toBeTruthy();
    expect(within(ring).getByText('In stock: 7')).toBeTruthy();
    expect(within(ring).getByText('Published')).toBeTruthy();
    expect(within(ring).getByText('Unlisted')).toBeTruthy();
    expect(within(ring).getByText('Immediate')).toBeTruthy();
    expect(within(ring).getByText('Mar 5, 2026')).toBeTruthy();
    expect(within(ring).getByText('Akoya Pearl Ring').closest('a')?.getAttribute('href')).toBe('/home/showroom-product-edit?id=1');

    const necklace = rowOf('Sapphire Necklace');
    expect(await within(necklace).findByText('Necklace')).toBeTruthy();
    // No price or brand: the empty value of SPEC §9; no tags: nothing below the categories (one column since issue 28).
    expect(within(necklace).getAllByText('--')).toHaveLength(2);
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(api.urlsOf(LIST)[0]).toBe(`${LIST}?pageNum=1&pageSize=20&sort=updated_desc`);
  });

  it('puts a filter, the sort and the search in the URL and sends them with the request', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    const { router } = renderApp('/home/showroom-product?language=en&pageNum=2');
    await screen.findByText('Akoya Pearl Ring');

    await choose(user, 'Publishing', 'Unpublished');
    await waitFor(() => expect(search(router).get('published')).toBe('false'));
    // A new filter starts from the first page.
    expect(search(router).get('pageNum')).toBeNull();
    expect(search(router).get('language')).toBe('en');
    await waitFor(() => expect(api.urlsOf(LIST).at(-1)).toBe(`${LIST}?pageNum=1&pageSize=20&sort=updated_desc&published=false`));

    await choose(user, 'Sort by', 'Price: low to high');
    await waitFor(() => expect(search(router).get('sort')).toBe('price_asc'));

    await user.type(screen.getByPlaceholderText('Search your products'), 'pearl{Enter}');
    await waitFor(() => expect(search(router).get('q')).toBe('pearl'));
    await waitFor(() => expect(api.urlsOf(LIST).at(-1)).toBe(`${LIST}?pageNum=1&pageSize=20&sort=price_asc&q=pearl&published=false`));
  });

  it('asks for a selection first and sends nothing without one', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    renderApp('/home/showroom-product?language=en');
    await screen.findByText('Akoya Pearl Ring');
    await runBatch(user, 'Publishing', 'Publish');
    expect(await screen.findByText('Select at least one product first')).toBeTruthy();
    await user.click(button('Delete'));
    expect(api.bodiesOf(BATCH)).toEqual([]);
  });

  it('publishes the selected products, says how many changed, clears the selection and reloads the list', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    renderApp('/home/showroom-product?language=en');
    await screen.findByText('Akoya Pearl Ring');
    const loads = api.urlsOf(LIST).length;
    for (const box of rowBoxes()) await user.click(box);
    expect(await screen.findByText('2 selected')).toBeTruthy();

    await runBatch(user, 'Publishing', 'Publish');
    expect(await screen.findByText('2 products updated')).toBeTruthy();
    expect(api.bodiesOf(BATCH)).toEqual([{ action: 'publish', ids: [1, 2] }]);
    expect(await screen.findByText('0 selected')).toBeTruthy();
    await waitFor(() => expect(api.urlsOf(LIST).length).toBeGreaterThan(loads));
  });

  it("shows the server's refusal through the error catalogue and keeps the selection", async () => {
    logIn();
    const user = userEvent.setup();
    const refusal = 'These products have no image and cannot be published: Akoya Pearl Ring';
    const api = stubApi(() => envelope({ reason: 'noImage', products: [{ id: 1, name: 'Akoya Pearl Ring' }] }, 40900, refusal, 0, 409));
    renderApp('/home/showroom-product?language=en');
    await screen.findByText('Akoya Pearl Ring');
    await user.click(rowBoxes()[0]!);
    await runBatch(user, 'Publishing', 'Publish');
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.bodiesOf(BATCH)).toEqual([{ action: 'publish', ids: [1] }]);
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('adds the selected products to a chosen collection', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi(() => envelope({ changed: 1 }));
    renderApp('/home/showroom-product?language=en');
    await screen.findByText('Akoya Pearl Ring');
    await user.click(rowBoxes()[1]!);
    await runBatch(user, 'Collection', 'Add to collection');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Apply', { selector: 'button *' }));
    expect(await within(dialog).findByText('Choose one first.')).toBeTruthy();
    await choose(user, 'Collection', 'Spring 2026', dialog);
    await user.click(within(dialog).getByText('Apply', { selector: 'button *' }));
    expect(await screen.findByText('1 product updated')).toBeTruthy();
    expect(api.bodiesOf(BATCH)).toEqual([{ action: 'addToCollection', ids: [2], collectionId: 9 }]);
  });

  it('shows a standard user without the delete and publish points neither control', async () => {
    logIn([POINTS.view, POINTS.add, POINTS.edit], { company_role: 'standard' });
    stubApi();
    renderApp('/home/showroom-product?language=en');
    await screen.findByText('Akoya Pearl Ring');
    expect(button('Category')).toBeTruthy();
    expect(button(/Shift to brand/)).toBeTruthy();
    expect(queryButton('Delete')).toBeNull();
    expect(queryButton('Publishing')).toBeNull();
    expect(queryButton('Collection')).toBeNull();
    expect(button(/Add product/)).toBeTruthy();
  });

  it('speaks simplified Chinese: headers, states, sorts and the batch count', async () => {
    logIn();
    const user = userEvent.setup();
    stubApi(() => envelope({ changed: 1 }));
    await setLocale('zh-cn');
    renderApp('/home/showroom-product?language=zh-cn');
    const ring = rowOf(await screen.findByText('Akoya Pearl Ring').then((el) => el.textContent!));
    expect(within(ring).getByText('已发布')).toBeTruthy();
    expect(within(ring).getByText('已下架')).toBeTruthy();
    expect(within(ring).getByText('库存：7')).toBeTruthy();
    expect(screen.getByText('共 2 个产品')).toBeTruthy();
    expect(screen.getByText('最近更新')).toBeTruthy();
    await user.click(rowBoxes()[0]!);
    await runBatch(user, '发布与上架', '发布');
    expect(await screen.findByText('已更新 1 个产品')).toBeTruthy();
  });
});
