import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, MenuItem } from '@gembourse/contracts/auth';
import { menuRowsOf } from '@gembourse/contracts/pages';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp, stubApi } from '../../../test/render-app.tsx';
import { stubScreenWidth } from '../../../test/screen.ts';
import { reloadAppConfig } from '../../../shared/app-config/app-config-store.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../../shared/session/session-store.ts';
import { ADMIN_MENUS, menuRow, SEED_MENUS, STANDARD_MENUS } from '../../../shared/session/test-menus.ts';
import { StorageKey } from '../../../shared/storage/storage-keys.ts';
import { pageOf } from '../../../shared/session/workspace-pages.ts';
import { setToken } from '../../../shared/storage/token-store.ts';

function logIn(menus: Pick<CurrentUser, 'menuList' | 'permissions'> = ADMIN_MENUS, overrides: Partial<CurrentUser> = {}) {
  setToken('tok', true);
  setUserInfo(makeUser({ ...menus, ...overrides }));
}

const path = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;
const tabBar = () => screen.getByRole('navigation', { name: 'Opened pages' });
// The tab bar is a list of links to the opened pages (issue 9: a tablist may hold only tabs; these control no panels).
const tabNames = () =>
  within(tabBar())
    .getAllByRole('link')
    .map((t) => t.textContent);
const tabLink = (name: RegExp) => within(tabBar()).getByRole('link', { name });
const closeOf = (name: RegExp) => within(tabLink(name).closest('li') as HTMLElement).getByRole('button', { name: /^Close / });
const sideMenu = () => screen.getAllByRole('navigation', { name: 'Workspace menu' })[0];

/** Waits until the page of `to` is the open tab (recorded and on screen). */
async function onScreen(to: string) {
  const [pathname, search = ''] = to.split('?');
  const name = pageOf(pathname, search, useSessionStore.getState().menus)?.name;
  // Within the tab bar: a page may have tabs of its own (my favourites).
  await waitFor(() =>
    expect(within(tabBar()).getByRole('link', { current: 'page' }).closest('[data-tab]')?.getAttribute('data-tab')).toBe(name),
  );
}

async function open(path: string) {
  const view = renderApp(`${path}${path.includes('?') ? '&' : '?'}language=en`);
  await screen.findByRole('navigation', { name: 'Opened pages' });
  return view;
}

async function go(router: ReturnType<typeof renderApp>['router'], to: string) {
  await router.navigate(`${to}${to.includes('?') ? '&' : '?'}language=en`);
  await onScreen(to);
}

beforeEach(async () => {
  stubApi();
  stubScreenWidth();
  localStorage.clear();
  reloadAppConfig();
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('side menu and breadcrumb', () => {
  it('builds the menu from menuList and shows the breadcrumb of the parent chain', async () => {
    logIn();
    await open('/home/showroom-product');
    const menu = sideMenu();
    for (const name of ['Showroom', 'Analytics', 'Company', 'My account']) expect(within(menu).getByText(name)).toBeTruthy();
    // The page's branch is unfolded and its entry selected.
    const selected = within(menu).getByRole('menuitem', { name: 'Products' });
    expect(selected.className).toContain('ant-menu-item-selected');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Showroom')).toBeTruthy();
    expect(within(crumbs).getByText('Products')).toBeTruthy();
    // The site header stays on top; the site footer steps aside for the workspace footer.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByText(/The online exhibition of the jewellery and gemstone trade/)).toBeTruthy();
  });

  it('a page that is no menu entry hangs under its parent entry', async () => {
    logIn();
    await open('/home/showroom-product-add');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['', 'Showroom', 'Products', 'Add product']);
    expect(within(crumbs).getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/home/showroom-product');
  });

  it('opens a frame entry in the embedded frame page', async () => {
    const frame = menuRow({ menuId: 600, parentId: 400, menuName: 'Tutorial', frameUrl: 'https://www.youtube.com/embed/abc', sort: 999 });
    logIn({ ...ADMIN_MENUS, menuList: [...SEED_MENUS, frame] });
    const { router } = await open('/home/my-profile');
    await userEvent.click(within(sideMenu()).getByRole('menuitem', { name: 'Tutorial' }));
    await waitFor(() => expect(path(router)).toBe('/home/frame'));
    expect(router.state.location.search).toContain('menuId=600');
    const iframe = (await screen.findByTitle('Tutorial')) as HTMLIFrameElement;
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.src).toBe('https://www.youtube.com/embed/abc');
    expect(tabNames()).toEqual(['Home', 'My profile', 'Tutorial']);
  });

  it('does not frame hosts the CSP would block; offers a new browser tab instead', async () => {
    const frame = menuRow({ menuId: 601, menuName: 'Elsewhere', frameUrl: 'https://example.org/page' });
    logIn({ ...ADMIN_MENUS, menuList: [...SEED_MENUS, frame] });
    await open('/home/frame?menuId=601');
    expect(await screen.findByText(/cannot be shown inside GemBourse/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open in a new tab/ }).getAttribute('href')).toBe('https://example.org/page');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('tab bar (SPEC §2, §4)', () => {
  it('home tab first; visits add tabs; 403 is not recorded; tabs are stored under the tag-nav key', async () => {
    logIn(STANDARD_MENUS, { company_role: 'standard' });
    const { router } = await open('/home/showroom-product');
    await go(router, '/home/analytics-dashboard');
    expect(tabNames()).toEqual(['Home', 'Products', 'Dashboard']);
    expect(tabLink(/Dashboard/).getAttribute('aria-current')).toBe('page');
    await router.navigate('/home/manage-user?language=en');
    await waitFor(() => expect(path(router)).toBe('/403'));
    expect(await screen.findByText('Sorry, you do not have permission to access this content')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(StorageKey.USER_TAG_NAV)!) as { menuName: string }[];
    expect(stored.map((t) => t.menuName)).toEqual(['ShowroomProduct', 'AnalyticsDashboard']);
  });

  // Issue 9, item 12 (accessibility): no tablist holding buttons, close buttons that say which page, one <main>.
  it('is a list of page links, the page on screen marked current, each close button naming its page', async () => {
    logIn();
    const { router } = await open('/home/showroom-product');
    await go(router, '/home/showroom-brand');
    expect(within(tabBar()).queryByRole('tablist')).toBeNull();
    expect(within(tabBar()).getAllByRole('listitem')).toHaveLength(3);
    expect(tabLink(/Brands/).getAttribute('aria-current')).toBe('page');
    expect(tabLink(/Products/).getAttribute('aria-current')).toBeNull();
    expect(within(tabBar()).getByRole('button', { name: 'Close Products' })).toBeTruthy();
    expect(within(tabBar()).queryByRole('button', { name: /Close Home/ })).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  // Issue 28: the pages of one catalog showed its icon (a person for Messages, Notifications and My favourites alike).
  it('gives Messages, Notifications and My favourites icons of their own, in their tabs', async () => {
    // The menus as the server seeds them from the page table.
    const rows = menuRowsOf().map((r) =>
      menuRow({ ...r, path: r.path ?? null, icon: r.icon ?? null, webPerms: r.webPerms ?? null, sort: r.menuId }),
    );
    logIn({ menuList: rows, permissions: rows.filter((r) => r.webPerms).map((r) => ({ menuId: r.menuId, webPerms: r.webPerms! })) });
    const { router } = await open('/home/messages');
    await go(router, '/home/notifications');
    await go(router, '/home/my-favorites');
    const iconOf = (el: Element | null) =>
      [...(el?.querySelector('.anticon')?.classList ?? [])].find((c) => c.startsWith('anticon-') && c !== 'anticon-close');
    const tabIcons = ['Messages', 'Notifications', 'My favourites'].map((name) => iconOf(tabLink(new RegExp(`^${name}`))));
    expect(new Set(tabIcons).size).toBe(3);
    // Not their catalog's, which the side menu shows beside "My account".
    expect(tabIcons).not.toContain(iconOf(within(sideMenu()).getByRole('menuitem', { name: /My account/ })));
  });

  it('restores the tabs from storage on reload', async () => {
    logIn();
    localStorage.setItem(
      StorageKey.USER_TAG_NAV,
      JSON.stringify([
        { menuName: 'ShowroomBrand', menuTitle: 'menu.ShowroomBrand' },
        { menuName: 'MyFavorites', menuTitle: 'menu.MyFavorites' },
      ]),
    );
    resetSessionStore();
    const { router } = await open('/home/my-profile');
    expect(tabNames()).toEqual(['Home', 'Brands', 'My favourites', 'My profile']);
    await userEvent.click(tabLink(/Brands/));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-brand'));
    await userEvent.click(tabLink(/Home/));
    await waitFor(() => expect(path(router)).toBe('/home/index'));
  });

  it('closing the current page returns to its opener, else the previous tab, else the default route', async () => {
    logIn();
    const { router } = await open('/home/showroom-product');
    await go(router, '/home/showroom-brand'); // opened from Products
    await go(router, '/home/showroom-collection'); // opened from Brands
    await go(router, '/home/my-favorites'); // opened from Collections
    expect(tabNames()).toEqual(['Home', 'Products', 'Brands', 'Collections', 'My favourites']);

    // Close Brands (not on screen): stay.
    await userEvent.click(closeOf(/Brands/));
    expect(path(router)).toBe('/home/my-favorites');
    // Close the page on screen: its opener (Collections) is open.
    await userEvent.click(closeOf(/My favourites/));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-collection'));
    // Collections' opener (Brands) is closed: the previous tab.
    await userEvent.click(closeOf(/Collections/));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-product'));
    // Nothing left: the default route.
    await userEvent.click(closeOf(/Products/));
    await waitFor(() => expect(path(router)).toBe('/home/index'));
    expect(useSessionStore.getState().tabs).toEqual([]);
  });

  it('a page can close itself to an explicit path (Cancel on the product form)', async () => {
    // The product form reads the showroom's options and settings as it opens.
    stubApi({
      '/api/showroom/product/options': { collections: [], brands: [], tags: [] },
      '/api/showroom/settings': { preferredCurrency: 'USD', segment: null },
    });
    logIn();
    const { router } = await open('/home/my-profile');
    await go(router, '/home/showroom-product-add');
    expect(tabNames()).toEqual(['Home', 'My profile', 'Add product']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-product'));
    await onScreen('/home/showroom-product');
    expect(tabNames()).toEqual(['Home', 'My profile', 'Products']);
  });

  it('close others and close all from the context menu of a tab and from the tab actions menu', async () => {
    logIn();
    const { router } = await open('/home/showroom-product');
    await go(router, '/home/showroom-brand');
    await go(router, '/home/my-profile');
    fireEvent.contextMenu(within(tabBar()).getByText('Brands'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Close others/ }));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-brand'));
    expect(tabNames()).toEqual(['Home', 'Brands']);
    expect(useSessionStore.getState().keepAlive).toEqual(['ShowroomBrand']);

    await go(router, '/home/my-favorites');
    await userEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
    const menus = await screen.findAllByRole('menuitem', { name: /Close all/ });
    await userEvent.click(menus[menus.length - 1]);
    await waitFor(() => expect(path(router)).toBe('/home/index'));
    expect(useSessionStore.getState().tabs).toEqual([]);
    expect(useSessionStore.getState().keepAlive).toEqual([]);
  });
});

describe('keep-alive (SPEC §4)', () => {
  it('a page keeps what was typed while another tab is on screen, and forgets it once its tab is closed', async () => {
    logIn();
    const { router } = await open('/home/showroom-product');
    const search = () => screen.getByRole('textbox', { name: 'Search your products' }) as HTMLInputElement;
    await userEvent.type(search(), 'sapphire');
    await userEvent.click(within(sideMenu()).getByRole('menuitem', { name: 'Collections' }));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-collection'));
    // Its tab must be on screen before the user leaves it: a page left before it rendered never opened a tab.
    await onScreen('/home/showroom-collection');
    await userEvent.click(tabLink(/Products/));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-product'));
    expect(search().value).toBe('sapphire');

    // Closed, then opened again: a fresh page.
    await userEvent.click(closeOf(/Products/));
    await waitFor(() => expect(path(router)).toBe('/home/showroom-collection'));
    await go(router, '/home/showroom-product');
    expect(search().value).toBe('');
  });
});

describe('permission points (SPEC §6)', () => {
  it('the administrator sees Delete; the standard user does not; both may add', async () => {
    logIn(ADMIN_MENUS);
    const admin = await open('/home/showroom-product');
    const toolbar = screen.getByRole('toolbar', { name: 'Product actions' });
    expect(within(toolbar).getByRole('button', { name: /Add product/ })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: /Delete/ })).toBeTruthy();
    admin.unmount();

    localStorage.clear();
    resetSessionStore();
    logIn(STANDARD_MENUS, { company_role: 'standard' });
    await open('/home/showroom-product');
    const staffToolbar = screen.getByRole('toolbar', { name: 'Product actions' });
    expect(within(staffToolbar).getByRole('button', { name: /Add product/ })).toBeTruthy();
    expect(within(staffToolbar).queryByRole('button', { name: /Delete/ })).toBeNull();
    // Nor the manage area in the menu.
    expect(within(sideMenu()).queryByText('Company')).toBeNull();
  });

  it('a user without a permission list keeps every control', async () => {
    const user = makeUser({ menuList: SEED_MENUS as MenuItem[] });
    delete (user as Partial<CurrentUser>).permissions;
    setToken('tok', true);
    setUserInfo(user);
    await open('/home/showroom-product');
    expect(screen.getByRole('button', { name: /Delete/ })).toBeTruthy();
  });
});
