import { describe, expect, it } from 'vitest';
import { findPage, MENU_CATALOGS, menuIdOf, menuRowsOf, pageNamed, PAGES, pageTitleKey } from './pages.ts';
import { PERM } from './permissions.ts';

describe('the page table', () => {
  it('names every page and path once', () => {
    const names = PAGES.map((p) => p.name);
    const paths = PAGES.map((p) => p.path.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every menu row, catalog and point an id of its own', () => {
    const ids = menuRowsOf().map((r) => r.menuId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the menu ids of the seed the organiser has switched (ids never move)', () => {
    const byName = Object.fromEntries(
      menuRowsOf()
        .filter((r) => r.menuType !== 3)
        .map((r) => [r.menuName, r.menuId]),
    );
    expect(byName).toEqual({
      Showroom: 100,
      ShowroomProduct: 101,
      ShowroomCollection: 102,
      ShowroomBrand: 103,
      ShowroomSetting: 104,
      ShowroomPrivacy: 105,
      Analytics: 200,
      AnalyticsDashboard: 201,
      AnalyticsProduct: 202,
      AnalyticsPageview: 203,
      Manage: 300,
      ManageUser: 301,
      ManageSubscription: 302,
      Account: 400,
      CompanyProfileEdit: 401,
      MyProfile: 402,
      MyFavorites: 403,
      EmailNotification: 404,
      CompanyPrivacy: 405,
      Messages: 406,
      Notifications: 407,
      Console: 500,
      Welcome: 501,
    });
    const points = Object.fromEntries(
      menuRowsOf()
        .filter((r) => r.menuType === 3)
        .map((r) => [r.webPerms, r.menuId]),
    );
    expect(points).toMatchObject({
      'showroom:product:add': 1011,
      'showroom:product:edit': 1012,
      'showroom:product:publish': 1013,
      'showroom:product:delete': 1014,
      'showroom:product:import': 1015,
      'showroom:product:export': 1016,
      'showroom:collection:edit': 1021,
      'showroom:brand:edit': 1031,
      'showroom:setting:edit': 1041,
      'manage:user:view': 3010,
      'manage:user:add': 3011,
      'manage:user:edit': 3012,
      'manage:user:status': 3013,
      'manage:user:delete': 3014,
      'manage:billing:edit': 3021,
      'company:profile:edit': 4011,
      'company:privacy:edit': 4051,
    });
  });

  it('hands out every page-level point that a page asks for', () => {
    const granted = new Set(menuRowsOf().flatMap((r) => (r.webPerms ? [r.webPerms] : [])));
    for (const page of PAGES) {
      if (typeof page.access === 'object') expect(granted.has(page.access.perm), page.name).toBe(true);
    }
    for (const perm of [PERM.showroomView, PERM.analyticsView, PERM.manageUserView, PERM.manageBillingView]) {
      expect(granted.has(perm), perm).toBe(true);
    }
  });

  it('puts each menu entry under a catalog and each point under its page or catalog', () => {
    const rows = menuRowsOf();
    const ids = new Set(rows.map((r) => r.menuId));
    for (const r of rows) expect(r.parentId === 0 || ids.has(r.parentId), String(r.menuId)).toBe(true);
    expect(rows.filter((r) => r.parentId === 0).map((r) => r.menuName)).toEqual(MENU_CATALOGS.map((c) => c.name));
    expect(rows.find((r) => r.webPerms === PERM.showroomView)?.parentId).toBe(100);
  });

  it('opens member pages to members only, and points parents and stand-ins at pages that exist', () => {
    for (const page of PAGES) {
      if (page.face === 'member') expect(page.access, page.name).not.toBe('public');
      if ('parent' in page) expect(pageNamed(page.parent)?.menu, page.name).toBeDefined();
      if ('otherwise' in page) expect(findPage(page.otherwise), page.name).toBeDefined();
    }
  });

  it('finds a page by path whatever the case or a trailing slash, and titles it menu.<name>', () => {
    expect(findPage('/home/Showroom-Product/')?.name).toBe('ShowroomProduct');
    expect(findPage('/home/register')?.name).toBe('Register');
    expect(findPage('/home/nothing')).toBeUndefined();
    expect(pageTitleKey(pageNamed('Suppliers')!)).toBe('menu.Suppliers');
  });

  it('names menu ids for role grants', () => {
    expect(menuIdOf({ page: 'CompanyPrivacy' })).toBe(405);
    expect(menuIdOf({ perm: PERM.showroomProductDelete })).toBe(1014);
    expect(() => menuIdOf({ page: 'Home' })).toThrow();
  });
});
