import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { OwnCollection, OwnCollectionDetail } from '@gembourse/contracts/own-collections';
import type { OwnProduct } from '@gembourse/contracts/own-products';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const LIST = '/api/showroom/collection/list';
const DETAIL = '/api/showroom/collection/detail/1';
const EVENTS = '/api/showroom/collection/events';
const SAVE = '/api/showroom/collection/save';
const PRODUCTS = '/api/showroom/collection/products';
const BATCH = '/api/showroom/collection/batch';
const PRODUCT_LIST = '/api/showroom/product/list';

/** The points of a supplier administrator (the page's access is showroom:view). */
const POINTS = {
  view: { menuId: 1001, webPerms: 'showroom:view' },
  collection: { menuId: 1021, webPerms: 'showroom:collection:edit' },
};

function collection(overrides: Partial<OwnCollection> = {}): OwnCollection {
  return {
    id: 1,
    name: 'Spring Launch 2027',
    cover: null,
    visibility: 'launch',
    priceVisibility: 'community',
    releaseAt: '2027-03-12T12:00:00.000Z',
    finalDisplayAt: null,
    shipStartDate: '2027-04-01',
    shipDeadlineDate: '2027-04-30',
    eventId: 4,
    eventName: 'Hong Kong Jewellery Show',
    eventExclusive: true,
    published: true,
    listed: false,
    state: 'notReleased',
    productCount: 3,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const PAGE = {
  list: [
    collection(),
    collection({
      id: 2,
      name: 'Autumn Pearls',
      visibility: 'public',
      priceVisibility: 'public',
      releaseAt: '2026-09-01T12:00:00.000Z',
      shipStartDate: null,
      shipDeadlineDate: null,
      eventId: null,
      eventName: null,
      eventExclusive: false,
      published: false,
      listed: true,
      state: 'launched',
      productCount: 0,
    }),
  ],
  total: 2,
  pageNum: 1,
  pageSize: 12,
  hasMore: false,
};

const item = (id: number, name: string, sku: string) => ({ id, name, sku, image: null, published: true });
const DETAIL_ANSWER: OwnCollectionDetail = {
  ...collection(),
  pictures: [],
  description: 'Pastel sapphires for the spring fair.',
  products: [item(11, 'Akoya Ring', 'AK-1'), item(12, 'Pearl Drop', 'PD-2'), item(13, 'Sapphire Band', 'SB-3')],
};

function ownProduct(id: number, name: string, sku: string): OwnProduct {
  return {
    id,
    name,
    sku,
    image: null,
    categories: [],
    tags: [],
    brandId: null,
    brandName: null,
    currency: 'USD',
    price: null,
    published: true,
    listed: true,
    immediate: false,
    availability: 'stock',
    stock: null,
    visibility: 'public',
    priceVisibility: 'public',
    releaseAt: null,
    released: true,
    displaySeq: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
  };
}

function logIn(points = Object.values(POINTS), overrides: Parameters<typeof makeUser>[0] = {}) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: points, ...overrides }));
}

/** Fakes the API at the HTTP boundary: the list, a detail, the events, the writes and the product search. */
function stubApi(batch: (body: unknown) => Response = () => envelope({ changed: 2 })) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const body = () => JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (path === LIST) return envelope(PAGE);
    if (path === DETAIL) return envelope(DETAIL_ANSWER);
    if (path === EVENTS) return envelope([{ id: 4, name: 'Hong Kong Jewellery Show', startsAt: '2027-03-01T02:00:00.000Z' }]);
    if (path === BATCH) return batch(body());
    if (path === SAVE) return envelope({ ...DETAIL_ANSWER, ...body(), id: 3, products: [] });
    if (path === PRODUCTS) return envelope({ ...DETAIL_ANSWER, products: [] });
    if (path === PRODUCT_LIST)
      return envelope({ list: [ownProduct(14, 'Emerald Studs', 'ES-4')], total: 1, pageNum: 1, pageSize: 20, hasMore: false });
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
async function choose(user: UserEvent, label: string, optionText: string) {
  await user.click(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === optionText);
    if (!found) throw new Error(`option ${optionText} not shown`);
    return found as HTMLElement;
  });
  await user.click(option);
}

/** Opens the Publishing menu and clicks one of its actions. */
async function runBatch(user: UserEvent, menu: string, action: string) {
  await user.click(button(menu));
  const entry = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-dropdown-menu-item')].find((o) => o.textContent === action);
    if (!found) throw new Error(`action ${action} not shown`);
    return found as HTMLElement;
  });
  await user.click(entry);
}

/** Types a date (and time) into an antd DatePicker and confirms it with Enter. */
async function pickDate(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
  await waitFor(() => expect(input.value).toBe(text));
}

// Role queries compute accessible names over the whole page (slow in jsdom): elements are found by text.
const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const queryButton = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' });
const rowBoxes = () => [...document.querySelectorAll<HTMLInputElement>('.ant-table-row .ant-checkbox-input')];
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const fieldOf = (label: string) => screen.getByText(label, { selector: 'label, label *' }).closest('.ant-form-item') as HTMLElement;
const explain = (label: string) => fieldOf(label).querySelector('.ant-form-item-explain')?.textContent ?? '';
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);
const dayOf = (date: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(date));

async function openPage(path = '/home/showroom-collection?language=en') {
  const view = renderApp(path);
  await screen.findByText('Spring Launch 2027');
  return view;
}

/** Fills the fields every collection needs: name, both visibilities and the release. */
async function fillRequired(user: UserEvent, release: string) {
  await user.type(screen.getByLabelText('Name'), 'Winter Gala');
  await user.click(within(fieldOf('Who sees the collection')).getByText('Public'));
  await user.click(within(fieldOf('Who sees the prices')).getByText('Community'));
  await pickDate(user, 'Release date and time', release);
}

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('showroom collections (SPEC §2 "Collections: create and edit", §4)', () => {
  it('shows each collection with its state and date, visibility, event, shipping, products and status', async () => {
    logIn();
    const api = stubApi();
    await openPage();
    const spring = rowOf('Spring Launch 2027');
    expect(within(spring).getByText('Not released')).toBeTruthy();
    expect(within(spring).getByText(`launches ${dayOf('2027-03-12T12:00:00.000Z')}`)).toBeTruthy();
    expect(within(spring).getByText('Collection: Launch')).toBeTruthy();
    expect(within(spring).getByText('Prices: Community')).toBeTruthy();
    expect(within(spring).getByText('Hong Kong Jewellery Show')).toBeTruthy();
    expect(within(spring).getByText('Exclusive')).toBeTruthy();
    const ship = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).formatRange(
      new Date('2027-04-01T00:00:00'),
      new Date('2027-04-30T00:00:00'),
    );
    // The locale's range puts thin spaces around the dash, which the text query folds to plain ones.
    expect(within(spring).getByText(ship.replace(/\s+/g, ' '))).toBeTruthy();
    expect(within(spring).getByText('3 products')).toBeTruthy();
    expect(within(spring).getByText('Published')).toBeTruthy();
    expect(within(spring).getByText('Unlisted')).toBeTruthy();

    const autumn = rowOf('Autumn Pearls');
    expect(within(autumn).getByText('Launched')).toBeTruthy();
    expect(within(autumn).getByText(`launched ${dayOf('2026-09-01T12:00:00.000Z')}`)).toBeTruthy();
    expect(within(autumn).getByText('Collection: Public')).toBeTruthy();
    expect(within(autumn).queryByText('Exclusive')).toBeNull();
    // No event and no shipping window: the empty value of SPEC §9.
    expect(within(autumn).getAllByText('--')).toHaveLength(2);
    expect(within(autumn).getByText('Unpublished')).toBeTruthy();
    expect(within(autumn).getByText('Listed')).toBeTruthy();
    expect(screen.getByText('2 collections')).toBeTruthy();
    expect(api.urlsOf(LIST)[0]).toBe(`${LIST}?pageNum=1&pageSize=12&sort=release_desc`);
  });

  it('puts a filter, the sort and the search in the URL and sends them with the request', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    const { router } = await openPage('/home/showroom-collection?language=en&pageNum=2');

    await choose(user, 'State', 'Launched');
    await waitFor(() => expect(search(router).get('state')).toBe('launched'));
    // A new filter starts from the first page, and the language stays.
    expect(search(router).get('pageNum')).toBeNull();
    expect(search(router).get('language')).toBe('en');
    await waitFor(() => expect(api.urlsOf(LIST).at(-1)).toBe(`${LIST}?pageNum=1&pageSize=12&sort=release_desc&state=launched`));

    await choose(user, 'Sort by', 'Name A–Z');
    await user.type(screen.getByPlaceholderText('Search your collections'), 'pearl{Enter}');
    await waitFor(() => expect(search(router).get('q')).toBe('pearl'));
    await waitFor(() => expect(api.urlsOf(LIST).at(-1)).toBe(`${LIST}?pageNum=1&pageSize=12&sort=name_asc&q=pearl&state=launched`));
  });

  it('asks for a selection first and sends nothing without one', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    await openPage();
    await runBatch(user, 'Publishing', 'Publish');
    expect(await screen.findByText('Select at least one collection first')).toBeTruthy();
    await user.click(button('Delete'));
    expect(screen.queryByText(/^Delete \d+ collection/)).toBeNull();
    expect(api.bodiesOf(BATCH)).toEqual([]);
  });

  it('publishes the selected collections, says how many changed, clears the selection and reloads the list', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    await openPage();
    const loads = api.urlsOf(LIST).length;
    for (const box of rowBoxes()) await user.click(box);
    expect(await screen.findByText('2 selected')).toBeTruthy();

    await runBatch(user, 'Publishing', 'Publish');
    expect(await screen.findByText('2 collections updated')).toBeTruthy();
    expect(api.bodiesOf(BATCH)).toEqual([{ action: 'publish', ids: [1, 2] }]);
    expect(await screen.findByText('0 selected')).toBeTruthy();
    await waitFor(() => expect(api.urlsOf(LIST).length).toBeGreaterThan(loads));
  });

  it('deletes a selected collection only after the confirmation', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi(() => envelope({ changed: 1 }));
    await openPage();
    await user.click(rowBoxes()[1]!);
    await user.click(button('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete 1 collection?')).not.toHaveLength(0);
    expect(api.bodiesOf(BATCH)).toEqual([]);
    await user.click(button('Delete', dialog));
    expect(await screen.findByText('1 collection deleted')).toBeTruthy();
    expect(api.bodiesOf(BATCH)).toEqual([{ action: 'delete', ids: [2] }]);
  });

  it('creates a collection with the body the contract expects', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    await openPage();
    await user.click(button('New collection'));
    // The cover and the pictures both say the SPEC §9 size of a collection picture.
    expect(await screen.findAllByText('Recommended 200 × 200 px')).toHaveLength(2);
    await fillRequired(user, '2027-03-12 10:00');
    await user.click(button('Save'));

    expect(await screen.findByText('Collection created')).toBeTruthy();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        name: 'Winter Gala',
        cover: null,
        pictures: [],
        visibility: 'public',
        priceVisibility: 'community',
        releaseAt: dayjs('2027-03-12 10:00').toISOString(),
        finalDisplayAt: null,
        shipStartDate: null,
        shipDeadlineDate: null,
        eventId: null,
        eventExclusive: false,
        description: null,
      },
    ]);
  });

  it('edits a collection from its stored fields and sends them back with its id', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    await openPage();
    await user.click(screen.getByLabelText('Edit Spring Launch 2027'));
    const name = (await screen.findByDisplayValue('Spring Launch 2027')) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Spring Launch 2027 II');
    await user.click(button('Save'));

    expect(await screen.findByText('Collection saved')).toBeTruthy();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        id: 1,
        name: 'Spring Launch 2027 II',
        cover: null,
        pictures: [],
        visibility: 'launch',
        priceVisibility: 'community',
        releaseAt: '2027-03-12T12:00:00.000Z',
        finalDisplayAt: null,
        shipStartDate: '2027-04-01',
        shipDeadlineDate: '2027-04-30',
        eventId: 4,
        eventExclusive: true,
        description: 'Pastel sapphires for the spring fair.',
      },
    ]);
  });

  it("shows the contract's cross-field rule under its field and sends nothing (final display before release)", async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    await openPage();
    await user.click(button('New collection'));
    await screen.findByText('Who sees the collection');
    await user.click(button('Save'));
    await waitFor(() => expect(explain('Name')).toBe('This field is required'));

    await fillRequired(user, '2027-03-12 10:00');
    await pickDate(user, 'Final display date', '2027-03-01 10:00');
    await user.click(button('Save'));
    await waitFor(() => expect(explain('Final display date')).toBe('The final display date must come after the release date'));
    expect(api.bodiesOf(SAVE)).toEqual([]);
  });

  it("reorders a collection's products and saves the new order", async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    await openPage();
    await user.click(screen.getByLabelText('Products of Spring Launch 2027'));
    expect(await screen.findByText('Pearl Drop')).toBeTruthy();
    expect(screen.getByText('Pastel sapphires for the spring fair.')).toBeTruthy();

    const up = screen.getByLabelText('Move Pearl Drop up');
    await user.click(up);
    // The moved product keeps the focus: the next Enter moves it again.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Pearl Drop down'));
    await user.click(screen.getByLabelText('Remove Sapphire Band'));
    await user.click(button('Save products'));

    expect(await screen.findByText("The collection's products are saved")).toBeTruthy();
    expect(api.bodiesOf(PRODUCTS)).toEqual([{ id: 1, productIds: [12, 11] }]);
  });

  it('adds a product found by a search over my own products', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    await openPage();
    await user.click(screen.getByLabelText('Products of Spring Launch 2027'));
    await screen.findByText('Pearl Drop');
    const picker = screen.getByLabelText('Add a product');
    await user.click(picker);
    await user.type(picker, 'emerald');
    await waitFor(() => expect(api.urlsOf(PRODUCT_LIST).some((u) => u.includes('q=emerald'))).toBe(true));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent?.startsWith('Emerald Studs'));
      if (!found) throw new Error('no option');
      return found as HTMLElement;
    });
    await user.click(option);
    await user.click(button('Save products'));
    expect(await screen.findByText("The collection's products are saved")).toBeTruthy();
    expect(api.bodiesOf(PRODUCTS)).toEqual([{ id: 1, productIds: [11, 12, 13, 14] }]);
  });

  it('opens the editor as a modal on a phone (390 px)', async () => {
    stubScreenWidth(390);
    logIn();
    const user = userEvent.setup();
    stubApi();
    await openPage();
    await user.click(button('New collection'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal-wrap, .ant-modal-root, .ant-modal')).toBeTruthy();
    expect(document.querySelector('.ant-drawer-open')).toBeNull();
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    await user.click(button('Cancel', dialog));
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
  });

  it('shows a standard user without showroom:collection:edit no New, Edit or batch controls', async () => {
    logIn([POINTS.view], { company_role: 'standard' });
    stubApi();
    await openPage();
    expect(queryButton('New collection')).toBeNull();
    expect(queryButton('Edit')).toBeNull();
    expect(queryButton('Publishing')).toBeNull();
    expect(queryButton('Delete')).toBeNull();
    expect(rowBoxes()).toHaveLength(0);
    // The products can still be looked at, without the controls that change them.
    fireEvent.click(screen.getByLabelText('Products of Spring Launch 2027'));
    expect(await screen.findByText('Pearl Drop')).toBeTruthy();
    expect(screen.queryByLabelText('Move Pearl Drop up')).toBeNull();
    expect(queryButton('Save products')).toBeNull();
  });

  it('speaks traditional Chinese: states, dates, the count and the batch result', async () => {
    logIn();
    const user = userEvent.setup();
    stubApi();
    await setLocale('zh-tw');
    renderApp('/home/showroom-collection?language=zh-tw');
    const spring = rowOf(await screen.findByText('Spring Launch 2027').then((el) => el.textContent!));
    expect(within(spring).getByText('未發表')).toBeTruthy();
    expect(within(spring).getByText(`${dayOf('2027-03-12T12:00:00.000Z', 'zh-TW')} 推出`)).toBeTruthy();
    expect(within(spring).getByText('獨家')).toBeTruthy();
    expect(screen.getByText('共 2 個系列')).toBeTruthy();
    await user.click(rowBoxes()[0]!);
    await runBatch(user, '發佈與上架', '發佈');
    expect(await screen.findByText('已更新 2 個系列')).toBeTruthy();
  });
});
