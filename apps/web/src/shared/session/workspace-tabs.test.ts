import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator, type Navigator } from '../navigation/navigator.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { buildBreadcrumbMap, buildMenuTree, menuTitleKey } from './menu-tree.ts';
import { resetSessionStore, setTabs, useSessionStore } from './session-store.ts';
import { closeAllPages, closeOtherPages, closePage, recordVisit } from './tab-actions.ts';
import { planCloseCurrent, type TabEntry } from './tabs.ts';
import { menuRow, SEED_MENUS } from './test-menus.ts';
import { locationOfTab, pageOf } from './workspace-pages.ts';

const tab = (menuName: string, extra: Partial<TabEntry> = {}): TabEntry => ({ menuName, menuTitle: `menu.${menuName}`, ...extra });
const names = () => useSessionStore.getState().tabs.map((t) => t.menuName);

let navigate: ReturnType<typeof vi.fn<Navigator>>;
beforeEach(() => {
  navigate = vi.fn<Navigator>();
  setNavigator(navigate);
  resetSessionStore();
  useSessionStore.setState({ menus: SEED_MENUS, tabs: [], keepAlive: [] });
});

describe('menu tree and breadcrumb map (SPEC §3)', () => {
  const rows = [
    ...SEED_MENUS,
    menuRow({ menuId: 900, parentId: 100, menuName: 'Hidden', path: '/home/x', visibleFlag: false }),
    menuRow({ menuId: 901, parentId: 900, menuName: 'UnderHidden', path: '/home/y' }),
    menuRow({ menuId: 902, parentId: 100, menuName: 'Off', path: '/home/z', disabledFlag: true }),
  ];

  it('builds the tree from catalogs and menus only, top level at parentId 0, ordered by sort', () => {
    const tree = buildMenuTree(rows);
    expect(tree.map((n) => n.menuName)).toEqual(['Showroom', 'Analytics', 'Manage', 'Account']);
    expect(tree[0].children.map((n) => n.menuName)).toEqual([
      'ShowroomProduct',
      'ShowroomCollection',
      'ShowroomBrand',
      'ShowroomSetting',
      'ShowroomPrivacy',
    ]);
    // Permission points (type 3) are no menu entries.
    expect(tree[0].children[0].children).toEqual([]);
  });

  it('maps every menuId to the name and title steps along its parent chain', () => {
    const map = buildBreadcrumbMap(rows);
    expect(map.get(101)).toEqual([
      { name: 'Showroom', title: 'menu.Showroom' },
      { name: 'ShowroomProduct', title: 'menu.ShowroomProduct' },
    ]);
    expect(map.get(100)).toEqual([{ name: 'Showroom', title: 'menu.Showroom' }]);
    // Hidden, disabled, below a hidden parent, or a permission point: no breadcrumb.
    for (const id of [900, 901, 902, 1011]) expect(map.has(id), String(id)).toBe(false);
  });

  it('survives a parent cycle in bad data', () => {
    const map = buildBreadcrumbMap([
      menuRow({ menuId: 1, parentId: 2, menuName: 'A' }),
      menuRow({ menuId: 2, parentId: 1, menuName: 'B' }),
    ]);
    expect(map.size).toBe(0);
  });

  it('resolves menu.<name> titles in the menu namespace', () => {
    expect(menuTitleKey('menu.ShowroomProduct')).toBe('menu:ShowroomProduct');
    expect(menuTitleKey('workspace:home')).toBe('workspace:home');
  });
});

describe('workspace pages', () => {
  const frame = menuRow({ menuId: 600, menuName: 'Tutorial', frameUrl: 'https://www.youtube.com/embed/abc', icon: 'PlayCircleOutlined' });

  it('names a page by its menu row, keeps the query without the language and inherits the catalog icon', () => {
    expect(pageOf('/home/showroom-product', '?language=zh-cn&q=ring', SEED_MENUS)).toEqual({
      name: 'ShowroomProduct',
      title: 'menu.ShowroomProduct',
      icon: 'ShopOutlined',
      menuId: 101,
      query: { q: 'ring' },
    });
  });

  it('knows the standalone product screens and hangs them under the product list', () => {
    expect(pageOf('/home/showroom-product-edit', '?id=5', SEED_MENUS)).toMatchObject({
      name: 'ShowroomProductEdit',
      title: 'menu.ShowroomProductEdit',
      parentName: 'ShowroomProduct',
      query: { id: '5' },
    });
  });

  it('does not record home, 403, 404 or a frame page without its menu row', () => {
    for (const path of ['/home/index', '/403', '/404']) expect(pageOf(path, '', SEED_MENUS), path).toBeNull();
    expect(pageOf('/home/frame', '?menuId=600', SEED_MENUS)).toBeNull();
    expect(pageOf('/home/frame', '?menuId=600', [...SEED_MENUS, frame])).toMatchObject({
      name: 'Tutorial',
      menuId: 600,
      query: { menuId: '600' },
    });
  });

  it('finds the URL of a tab: menu path, frame page, or member page', () => {
    expect(locationOfTab(tab('ShowroomBrand', { menuQuery: { a: '1' } }), SEED_MENUS)).toBe('/home/showroom-brand?a=1');
    expect(locationOfTab(tab('Tutorial'), [frame])).toBe('/home/frame?menuId=600');
    expect(locationOfTab(tab('ShowroomProductAdd'), SEED_MENUS)).toBe('/home/showroom-product-add');
    expect(locationOfTab(tab('Gone'), SEED_MENUS)).toBeNull();
  });
});

describe('closing the current page (SPEC §2)', () => {
  const tabs = [tab('A'), tab('B', { fromMenuName: 'A', fromMenuQuery: { q: 'x' } }), tab('C', { fromMenuName: 'A' }), tab('D')];

  it('returns to the page it was opened from while that tab is open', () => {
    const plan = planCloseCurrent(tabs, 'C', { defaultPath: '/home/index' });
    expect(plan.tabs.map((t) => t.menuName)).toEqual(['A', 'B', 'D']);
    expect(plan.to).toEqual({ tab: tabs[0], query: undefined });
    expect(planCloseCurrent(tabs, 'B', { defaultPath: '/' }).to).toEqual({ tab: tabs[0], query: { q: 'x' } });
  });

  it('otherwise goes to the previous tab (the next one when it was first)', () => {
    const withoutA = tabs.filter((t) => t.menuName !== 'A');
    expect(planCloseCurrent(withoutA, 'C', { defaultPath: '/' }).to).toMatchObject({ tab: { menuName: 'B' } });
    expect(planCloseCurrent(tabs, 'A', { defaultPath: '/' }).to).toMatchObject({ tab: { menuName: 'B' } });
  });

  it('goes to the default route when no tab is left or the page had none, and to an explicit path when given', () => {
    expect(planCloseCurrent([tab('A')], 'A', { defaultPath: '/home/index' }).to).toEqual({ path: '/home/index' });
    expect(planCloseCurrent(tabs, 'Z', { defaultPath: '/home/index' })).toEqual({ tabs, to: { path: '/home/index' } });
    expect(planCloseCurrent(tabs, 'C', { to: '/home/x', defaultPath: '/' }).to).toEqual({ path: '/home/x' });
  });
});

describe('tab actions on the session', () => {
  const page = (pathname: string, search = '') => pageOf(pathname, search, SEED_MENUS)!;

  it('records visits with their origin, keeps them alive and saves the list under the tag-nav key', () => {
    recordVisit(page('/home/showroom-product'), null);
    recordVisit(page('/home/showroom-brand'), { name: 'ShowroomProduct' });
    recordVisit(page('/home/showroom-brand', '?tab=2'), { name: 'ShowroomBrand' });
    const { tabs, keepAlive } = useSessionStore.getState();
    expect(tabs.map((t) => [t.menuName, t.fromMenuName, t.menuQuery])).toEqual([
      ['ShowroomProduct', undefined, undefined],
      // A query change of the same page keeps the origin.
      ['ShowroomBrand', 'ShowroomProduct', { tab: '2' }],
    ]);
    expect(keepAlive).toEqual(['ShowroomProduct', 'ShowroomBrand']);
    expect(JSON.parse(localStorage.getItem(StorageKey.USER_TAG_NAV)!)).toEqual(tabs);
  });

  it('an origin that is no tab (a public page) leaves the origin as it was', () => {
    recordVisit(page('/home/showroom-product'), null);
    recordVisit(page('/home/showroom-brand'), { name: 'ShowroomProduct' });
    recordVisit(page('/home/showroom-brand'), { name: 'NotATab' });
    expect(useSessionStore.getState().tabs[1].fromMenuName).toBe('ShowroomProduct');
  });

  it('closing the current tab drops it from keep-alive and navigates; closing another stays', () => {
    setTabs([tab('ShowroomProduct'), tab('ShowroomBrand', { fromMenuName: 'ShowroomProduct' }), tab('MyProfile')]);
    useSessionStore.setState({ keepAlive: ['ShowroomProduct', 'ShowroomBrand', 'MyProfile'] });
    closePage('MyProfile', { current: 'ShowroomBrand' });
    expect(names()).toEqual(['ShowroomProduct', 'ShowroomBrand']);
    expect(navigate).not.toHaveBeenCalled();
    closePage('ShowroomBrand', { current: 'ShowroomBrand' });
    expect(names()).toEqual(['ShowroomProduct']);
    expect(useSessionStore.getState().keepAlive).toEqual(['ShowroomProduct']);
    expect(navigate).toHaveBeenCalledWith('/home/showroom-product', undefined);
  });

  it('close others keeps one tab (and its keep-alive entry); close all empties both and goes home', () => {
    setTabs([tab('ShowroomProduct'), tab('ShowroomBrand'), tab('MyProfile')]);
    useSessionStore.setState({ keepAlive: ['ShowroomProduct', 'ShowroomBrand', 'MyProfile'] });
    closeOtherPages('ShowroomBrand', 'MyProfile');
    expect(names()).toEqual(['ShowroomBrand']);
    expect(useSessionStore.getState().keepAlive).toEqual(['ShowroomBrand']);
    expect(navigate).toHaveBeenLastCalledWith('/home/showroom-brand', undefined);
    closeAllPages();
    expect(names()).toEqual([]);
    expect(useSessionStore.getState().keepAlive).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/home/index', undefined);
    expect(localStorage.getItem(StorageKey.USER_TAG_NAV)).toBe('[]');
  });
});
