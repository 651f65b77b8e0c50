import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnBrand } from '@gembourse/contracts/brands';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

// /home/showroom-brand (issue 10 item 5): my brands with the default one first and tagged, product counts linking to
// the product list filtered by brand, create and rename in a modal with the server's field errors under the field,
// and delete after a confirmation that says how many products move to the default brand.

const LIST = '/api/showroom/brand/list';
const SAVE = '/api/showroom/brand/save';
const DELETE = '/api/showroom/brand/delete';

const POINTS = {
  view: { menuId: 1001, webPerms: 'showroom:view' },
  brand: { menuId: 1031, webPerms: 'showroom:brand:edit' },
};

const brand = (overrides: Partial<OwnBrand>): OwnBrand => ({
  id: 1,
  name: 'Aurora Gems',
  nameEn: null,
  logo: null,
  isDefault: false,
  productCount: 0,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const LIST_ANSWER = {
  list: [
    // A default brand carries its company's names in both forms (issue 28).
    brand({ id: 1, name: '極光寶石珠寶', nameEn: 'Aurora Gems', isDefault: true, productCount: 12 }),
    brand({ id: 2, name: 'Aurora Atelier', logo: '/uploads/seed/logo-at-6.webp', productCount: 3 }),
    brand({ id: 3, name: 'Aurora Bridal', productCount: 1 }),
  ],
};

function logIn(points = Object.values(POINTS)) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: points }));
}

/** Fakes the API at the HTTP boundary; `save` answers the save. */
function stubApi(save: (body: Record<string, unknown>) => Response = (body) => envelope(brand({ id: 9, ...body }))) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const body = () => JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (path === LIST) return envelope(LIST_ANSWER);
    if (path === SAVE) return save(body());
    if (path === DELETE) return envelope({ moved: 3, defaultBrandId: 1 });
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (p: string) =>
    fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === p).map(([, init]) => JSON.parse(String(init?.body)));
  const urlsOf = (p: string) => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.split('?')[0] === p);
  return { bodiesOf, urlsOf };
}

const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const queryButton = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('showroom brands', () => {
  it('lists the default brand first with its tag, and links each count to the product list filtered by the brand', async () => {
    logIn();
    stubApi();
    renderApp('/home/showroom-brand?language=en');
    await screen.findByText('Aurora Atelier');
    const rows = [...document.querySelectorAll('.ant-table-row')].map((r) => r.querySelector('.gb-brands__name')?.textContent);
    expect(rows).toEqual(['極光寶石珠寶', 'Aurora Atelier', 'Aurora Bridal']);
    expect(within(rowOf('Aurora Gems')).getByText('Default')).toBeTruthy();
    expect(within(rowOf('Aurora Atelier')).queryByText('Default')).toBeNull();
    expect(within(rowOf('Aurora Gems')).getByText('12 products').closest('a')?.getAttribute('href')).toBe('/home/showroom-product?brand=1');
    expect(within(rowOf('Aurora Bridal')).getByText('1 product')).toBeTruthy();
    // The default brand can be renamed but has no Delete.
    expect(within(rowOf('Aurora Gems')).getByText('Edit')).toBeTruthy();
    expect(within(rowOf('Aurora Gems')).queryByText('Delete')).toBeNull();
    expect(within(rowOf('Aurora Atelier')).getByText('Delete')).toBeTruthy();
  });

  it('creates a brand in the modal, and puts the server field error (a name in use) under the name', async () => {
    logIn();
    const user = userEvent.setup();
    let calls = 0;
    const api = stubApi((body) =>
      ++calls === 1
        ? envelope({ fieldErrors: [{ path: 'name', message: 'You already have a brand with this name' }] }, 40000, 'failed', 0, 400)
        : envelope(brand({ id: 9, name: String(body.name) })),
    );
    renderApp('/home/showroom-brand?language=en');
    await screen.findByText('Aurora Atelier');
    await user.click(button('New brand'));
    const dialog = await screen.findByRole('dialog');
    // Nothing typed: the contract's own rule answers, and nothing is sent.
    await user.click(button('Save', dialog));
    // The form kit's required message (its wording is the kit's: shared/forms).
    expect(await within(dialog).findByText(/required/i)).toBeTruthy();
    expect(api.bodiesOf(SAVE)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), '  aurora bridal ');
    await user.click(button('Save', dialog));
    expect(await within(dialog).findByText('You already have a brand with this name')).toBeTruthy();
    expect(api.bodiesOf(SAVE)).toEqual([{ name: 'aurora bridal', nameEn: null, logo: null }]);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Aurora Men');
    await user.click(button('Save', dialog));
    expect(await screen.findByText('Brand created')).toBeTruthy();
    expect(api.bodiesOf(SAVE)[1]).toEqual({ name: 'Aurora Men', nameEn: null, logo: null });
  });

  it('renames a brand with its id, keeping its logo', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    renderApp('/home/showroom-brand?language=en');
    await screen.findByText('Aurora Atelier');
    await user.click(within(rowOf('Aurora Atelier')).getByText('Edit'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Aurora Atelier');
    await user.clear(name);
    await user.type(name, 'Aurora Studio');
    await user.click(button('Save', dialog));
    expect(await screen.findByText('Brand saved')).toBeTruthy();
    expect(api.bodiesOf(SAVE)).toEqual([{ id: 2, name: 'Aurora Studio', nameEn: null, logo: '/uploads/seed/logo-at-6.webp' }]);
  });

  it("shows a brand's English name beside its name and edits it; an emptied one is sent as none (issue 28)", async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    renderApp('/home/showroom-brand?language=en');
    await screen.findByText('Aurora Atelier');
    const row = rowOf('極光寶石珠寶');
    expect(within(row).getByText('Aurora Gems')).toBeTruthy();
    await user.click(within(row).getByText('Edit'));
    const dialog = await screen.findByRole('dialog');
    const english = within(dialog).getByLabelText('English name') as HTMLInputElement;
    expect(english.value).toBe('Aurora Gems');
    await user.clear(english);
    await user.type(english, 'Aurora Fine Jewellery');
    await user.click(button('Save', dialog));
    expect(await screen.findByText('Brand saved')).toBeTruthy();
    expect(api.bodiesOf(SAVE)).toEqual([{ id: 1, name: '極光寶石珠寶', nameEn: 'Aurora Fine Jewellery', logo: null }]);

    await user.click(within(rowOf('Aurora Atelier')).getByText('Edit'));
    const second = await screen.findByRole('dialog');
    await user.type(within(second).getByLabelText('English name'), '   ');
    await user.click(button('Save', second));
    await waitFor(() => expect(api.bodiesOf(SAVE)).toHaveLength(2));
    expect(api.bodiesOf(SAVE)[1]).toMatchObject({ id: 2, nameEn: null });
  });

  it('deletes a brand only after a confirmation that says how many products move to the default brand', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubApi();
    renderApp('/home/showroom-brand?language=en');
    await screen.findByText('Aurora Atelier');
    await user.click(within(rowOf('Aurora Atelier')).getByText('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Its 3 products move to your default brand Aurora Gems.')).toBeTruthy();
    expect(api.bodiesOf(DELETE)).toEqual([]);
    await user.click(button('Delete', dialog));
    expect(await screen.findByText('Brand deleted: 3 products moved to your default brand')).toBeTruthy();
    expect(api.bodiesOf(DELETE)).toEqual([{ id: 2 }]);
    await waitFor(() => expect(api.urlsOf(LIST).length).toBeGreaterThan(1));
  });

  it('shows a member without showroom:brand:edit the list only', async () => {
    logIn([POINTS.view]);
    stubApi();
    renderApp('/home/showroom-brand?language=en');
    await screen.findByText('Aurora Atelier');
    expect(queryButton('New brand')).toBeNull();
    expect(screen.queryByText('Edit')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('reads in traditional Chinese', async () => {
    logIn();
    stubApi();
    await setLocale('zh-tw');
    renderApp('/home/showroom-brand?language=zh-tw');
    await screen.findByText('Aurora Atelier');
    expect(within(rowOf('Aurora Gems')).getByText('預設')).toBeTruthy();
    expect(within(rowOf('Aurora Gems')).getByText('12 項產品')).toBeTruthy();
    expect(button('新增品牌')).toBeTruthy();
  });
});
