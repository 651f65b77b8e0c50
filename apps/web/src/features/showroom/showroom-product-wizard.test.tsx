import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DictCode, DictEntry } from '@gembourse/contracts/dictionary';
import type { OwnProduct, OwnProductOptions } from '@gembourse/contracts/own-products';
import type { OwnProductDetail } from '@gembourse/contracts/product-editor';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const SAVE_INFO = '/api/showroom/product/save-info';
const SAVE_AVAILABILITY = '/api/showroom/product/save-availability';
const DETAIL = '/api/showroom/product/detail/7';

/** The points of a supplier administrator: the wizard's pages need add, edit and view. */
const POINTS = [
  { menuId: 1001, webPerms: 'showroom:view' },
  { menuId: 1011, webPerms: 'showroom:product:add' },
  { menuId: 1012, webPerms: 'showroom:product:edit' },
  { menuId: 1013, webPerms: 'showroom:product:publish' },
];

const dict = (code: DictCode, entries: [number, string][]): DictEntry[] =>
  entries.map(([dataValue, dataLabel], i) => ({ dictCode: code, dataValue, dataLabel, parentValue: null, sort: i + 1 }));
const DICTIONARIES: Record<string, DictEntry[]> = {
  product_category: dict('product_category', [[30733, 'Ring']]),
  stone_type: dict('stone_type', [
    [41101, 'Diamond'],
    [41103, 'Ruby'],
  ]),
  stone_shape: dict('stone_shape', [[41201, 'Round']]),
  stone_treatment: dict('stone_treatment', [[41301, 'None']]),
  metal: dict('metal', [[41001, 'Gold']]),
};
const OPTIONS: OwnProductOptions = {
  collections: [
    { id: 9, name: 'Spring 2026' },
    { id: 10, name: 'Winter Gala' },
  ],
  brands: [{ id: 5, name: 'Lustre' }],
  tags: ['pearl'],
};

/** A draft whose two steps were saved: a pre-order in a window, seen by the community, in one collection. */
const SAVED: OwnProductDetail = {
  id: 7,
  name: 'Akoya Pearl Ring',
  sku: 'AK-001',
  brandId: 5,
  categories: [30733],
  tags: ['pearl'],
  variants: [],
  currency: 'USD',
  price: 1200,
  minOrder: '10 pieces',
  noMinOrderNote: null,
  descriptionHtml: '<p>Akoya pearls</p>',
  images: [],
  videoUrl: null,
  resources: [],
  metal: 41001,
  fineness: '18K/750',
  grossWeightGrams: 5.2,
  metalWeightGrams: 4.1,
  stones: [],
  availability: 'preorder',
  preorderFrom: '2026-12-01',
  preorderTo: '2026-12-20',
  stock: null,
  trackInventory: false,
  visibility: 'community',
  priceVisibility: 'private',
  releaseAt: null,
  displaySeq: 5,
  immediate: true,
  collectionIds: [9],
  published: false,
  listed: false,
  completedSteps: ['info', 'availability'],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

/** The product as a row of my product list. */
const ROW: OwnProduct = {
  id: 7,
  name: 'Akoya Pearl Ring',
  sku: 'AK-001',
  image: null,
  categories: [30733],
  tags: [],
  brandId: 5,
  brandName: 'Lustre',
  currency: 'USD',
  price: 1200,
  published: false,
  listed: false,
  immediate: false,
  availability: 'preorder',
  stock: null,
  visibility: 'community',
  priceVisibility: 'private',
  releaseAt: null,
  released: true,
  displaySeq: 5,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

function logIn(points = POINTS) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: points }));
}

/** Fakes the API at the HTTP boundary: the product, its options, the dictionaries, and the two saves. */
function stubApi(saved: OwnProductDetail = SAVED) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.split('?')[0]!;
    if (path === DETAIL) return envelope(saved);
    if (path === '/api/showroom/product/options') return envelope(OPTIONS);
    if (path === '/api/showroom/product/list') return envelope({ list: [ROW], total: 1, pageNum: 1, pageSize: 20, hasMore: false });
    if (path === SAVE_INFO || path === SAVE_AVAILABILITY) return envelope({ id: 7 });
    const code = /^\/api\/dictionary\/(\w+)$/.exec(path)?.[1];
    if (code) return envelope(DICTIONARIES[code] ?? []);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === '/api/showroom/privacy')
      return envelope({ productPrivacy: 'community', contactPrivacy: 'contacts', qaEnabled: true, qaAnonymous: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === path);
  const bodiesOf = (path: string) => callsTo(path).map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body)));
  return { callsTo, bodiesOf };
}

// Role queries compute accessible names over the whole page (slow in jsdom): elements are found by text.
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const stoneCards = () => [...document.querySelectorAll<HTMLElement>('.gb-pe-stone')];
const errorsUnder = (field: string) =>
  document.getElementById(`product-info_${field}`)?.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('product wizard (SPEC §2 "Product form in steps")', () => {
  it('refuses an empty first step with the required messages and sends nothing', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    renderApp('/home/showroom-product-add?language=en');
    await screen.findByText('Basics');

    await user.click(button('Save and continue'));
    await waitFor(() => expect(errorsUnder('name')).toBe('This field is required'));
    expect(errorsUnder('sku')).toBe('This field is required');
    expect(errorsUnder('categories')).toBe('This field is required');
    expect(errorsUnder('price')).toBe('This field is required');
    expect(errorsUnder('minOrder')).toBe('Enter a minimum order, or a note saying there is none');
    // The description's editor is loaded lazily; its field says the same once it is there.
    await waitFor(() => expect(errorsUnder('descriptionHtml')).toBe('This field is required'));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(api.callsTo(SAVE_INFO)).toEqual([]);

    // Save and publish checks the same rules first: still nothing sent.
    await user.click(button('Save and publish'));
    expect(api.callsTo(SAVE_INFO)).toEqual([]);
    expect(api.callsTo('/api/showroom/product/batch')).toEqual([]);
  });

  it('adds stones as cards, numbers them, removes one, and wants a type for each', async () => {
    logIn();
    const user = userEvent.setup();
    stubApi();
    renderApp('/home/showroom-product-add?language=en');
    await screen.findByText('Basics');
    expect(stoneCards()).toHaveLength(0);

    await user.click(button('Add a stone'));
    await user.click(button('Add a stone'));
    expect(stoneCards()).toHaveLength(2);
    expect(within(stoneCards()[1]!).getByText('Stone 2')).toBeTruthy();
    // A new stone counts one.
    expect((document.getElementById('product-info_stones_1_count') as HTMLInputElement).value).toBe('1');

    await user.type(document.getElementById('product-info_stones_0_origin')!, 'Japan');
    await user.click(within(stoneCards()[1]!).getByText('Remove', { selector: 'button *' }));
    expect(stoneCards()).toHaveLength(1);
    expect((document.getElementById('product-info_stones_0_origin') as HTMLInputElement).value).toBe('Japan');

    await user.click(button('Save and continue'));
    await waitFor(() =>
      expect(
        document.getElementById('product-info_stones_0_type')?.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')
          ?.textContent,
      ).toBe('This field is required'),
    );
  });

  it('holds one video: while set the input gives way to the player and Delete; a non-YouTube link is refused', async () => {
    logIn();
    const user = userEvent.setup();
    stubApi();
    renderApp('/home/showroom-product-add?language=en');
    await screen.findByText('Basics');
    const input = () => document.getElementById('product-info_videoUrl') as HTMLInputElement | null;

    await user.type(input()!, 'https://example.com/watch?v=abcdefgh');
    await user.click(button('Add video'));
    await waitFor(() => expect(errorsUnder('videoUrl')).toBe('Please check the format of this entry'));
    expect(document.querySelector('.gb-pe-video iframe')).toBeNull();

    await user.clear(input()!);
    await user.type(input()!, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(button('Add video'));
    const player = await waitFor(() => document.querySelector<HTMLIFrameElement>('.gb-pe-video iframe')!);
    expect(player.src).toContain('dQw4w9WgXcQ');
    // No input while a video is set: another cannot be added before this one is deleted.
    expect(document.querySelector('input[type=url][placeholder^="https://www.youtube.com"]')).toBeNull();
    expect(screen.queryByText('Add video', { selector: 'button *' })).toBeNull();

    await user.click(button('Delete video'));
    expect(document.querySelector('.gb-pe-video iframe')).toBeNull();
    expect(input()?.value).toBe('');
  });

  it('reopened on edit?id=&step=availability, shows step 2 with the saved values', async () => {
    logIn();
    const api = stubApi();
    renderApp('/home/showroom-product-edit?id=7&step=availability&language=en');
    await screen.findByText('How it is sold');
    expect(api.callsTo(DETAIL).length).toBeGreaterThan(0);
    // Step 2 is the current step; the first step's form is not on screen.
    expect(document.querySelector('.ant-steps-item-active')?.textContent).toContain('Availability');
    expect(document.getElementById('product-info_name')).toBeNull();

    const checked = document.querySelector('.gb-pe-choices .ant-radio-wrapper-checked');
    expect(checked?.textContent).toContain('Pre-order');
    expect((document.getElementById('product-availability_preorderFrom') as HTMLInputElement).value).toBe('2026-12-01');
    expect((document.getElementById('product-availability_preorderTo') as HTMLInputElement).value).toBe('2026-12-20');
    expect((document.getElementById('product-availability_displaySeq') as HTMLInputElement).value).toBe('5');
    expect(document.getElementById('product-availability_immediate')?.getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('Spring 2026')).toBeTruthy();
    expect(screen.queryByText('Winter Gala')).toBeNull();
    // No stock field for a pre-order.
    expect(document.getElementById('product-availability_stock')).toBeNull();
  });

  it("says which setting decides who sees the product: its own level overrides the showroom's privacy, or follows it (issue 28)", async () => {
    logIn();
    const api = stubApi();
    const user = userEvent.setup();
    renderApp('/home/showroom-product-edit?id=7&step=availability&language=en');
    await screen.findByText('How it is sold');
    const visibility = document.getElementById('product-availability_visibility') as HTMLElement;
    // Saved as Community, in a members-only showroom: the product's own setting is said to decide.
    expect(await screen.findByText('This product’s own setting overrides the showroom’s: Community')).toBeTruthy();
    // Its price visibility (Private) is its own too: both say the showroom's privacy does not apply.
    expect(screen.getAllByText(/Your showroom privacy, “Users within the community”, does not apply to this product\./)).toHaveLength(2);
    expect(within(visibility).getByText('Follows your showroom privacy, now “Users within the community”.')).toBeTruthy();
    await user.click(within(visibility).getByText('As the showroom'));
    expect(await screen.findByText('As the showroom: Users within the community (showroom privacy)')).toBeTruthy();
    expect(screen.getByText('Any logged-in GemBourse member can browse them; guests are asked to log in.')).toBeTruthy();
    await user.click(button('Save and continue'));
    await waitFor(() => expect(api.bodiesOf(SAVE_AVAILABILITY)).toHaveLength(1));
    expect(api.bodiesOf(SAVE_AVAILABILITY)[0]).toMatchObject({ visibility: 'showroom', priceVisibility: 'private' });
  });

  it('reorders the images with the arrow buttons (the keyboard way to drag) and saves the new default first', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi({ ...SAVED, images: ['/uploads/p/front.webp', '/uploads/p/side.webp'] });
    renderApp('/home/showroom-product-edit?id=7&step=info&language=en');
    await screen.findByText('Basics');
    const tiles = () => [...document.querySelectorAll<HTMLImageElement>('.gb-pe-images__tile img')].map((img) => img.getAttribute('src'));
    expect(tiles()).toEqual(['/uploads/p/front.webp', '/uploads/p/side.webp']);
    expect(document.querySelector('.gb-pe-images__tile')?.textContent).toContain('Default');

    await user.click(document.querySelector<HTMLButtonElement>('button[aria-label="Move image 2 earlier"]')!);
    expect(tiles()).toEqual(['/uploads/p/side.webp', '/uploads/p/front.webp']);
    await user.click(button('Save and continue'));
    await waitFor(() => expect(api.bodiesOf(SAVE_INFO)).toHaveLength(1));
    expect(api.bodiesOf(SAVE_INFO)[0]).toMatchObject({ id: 7, images: ['/uploads/p/side.webp', '/uploads/p/front.webp'] });
  });

  it('gives each row of the list Edit and Preview links, Edit only to holders of the edit point', async () => {
    logIn();
    stubApi();
    const { unmount } = renderApp('/home/showroom-product?language=en');
    const row = (await screen.findByText('Akoya Pearl Ring')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Edit').closest('a')?.getAttribute('href')).toBe('/home/showroom-product-edit?id=7');
    expect(within(row).getByText('Preview').closest('a')?.getAttribute('href')).toBe('/home/showroom-product-preview?id=7&as=member');
    unmount();

    resetSessionStore();
    logIn(POINTS.filter((p) => p.webPerms !== 'showroom:product:edit'));
    renderApp('/home/showroom-product?language=en');
    const viewOnly = (await screen.findByText('Akoya Pearl Ring')).closest('tr') as HTMLElement;
    expect(within(viewOnly).queryByText('Edit')).toBeNull();
    expect(within(viewOnly).getByText('Preview')).toBeTruthy();
    // The name leads where this user may go: the preview.
    expect(within(viewOnly).getByText('Akoya Pearl Ring').closest('a')?.getAttribute('href')).toBe(
      '/home/showroom-product-preview?id=7&as=member',
    );
  });

  it('asks before unsaved edits are lost: Cancel with a typed name asks, Stay keeps the page and its text', async () => {
    logIn();
    const user = userEvent.setup();
    stubApi();
    const { router } = renderApp('/home/showroom-product-add?language=en');
    await screen.findByText('Basics');
    await user.type(document.getElementById('product-info_name')!, 'Draft ring');

    await user.click(button('Cancel'));
    // antd's confirm names its dialog with the title, so the text is there twice.
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    await user.click(button('Stay'));
    await waitFor(() => expect(screen.queryAllByText('Leave without saving?')).toHaveLength(0));
    expect(router.state.location.pathname).toBe('/home/showroom-product-add');
    expect((document.getElementById('product-info_name') as HTMLInputElement).value).toBe('Draft ring');

    await user.click(button('Cancel'));
    await user.click(await screen.findByText('Leave', { selector: 'button span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/showroom-product'));
  });
});
