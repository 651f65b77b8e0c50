import type { CurrentUser, MenuItem } from '@gembourse/contracts/auth';

/**
 * Test fixtures: the seeded member menus (apps/server/src/db/seed/menus-data.ts) as GET /api/company/user/current
 * sends them, and the menu lists and permission points of a supplier administrator and a supplier standard user.
 */
type Row = [
  menuId: number,
  parentId: number,
  menuType: 1 | 2 | 3,
  menuName: string,
  path?: string | null,
  icon?: string | null,
  webPerms?: string,
];

const ROWS: Row[] = [
  [100, 0, 1, 'Showroom', null, 'ShopOutlined'],
  [1001, 100, 3, 'showroom-view', null, null, 'showroom:view'],
  [101, 100, 2, 'ShowroomProduct', '/home/showroom-product'],
  [1011, 101, 3, 'showroom-product-add', null, null, 'showroom:product:add'],
  [1012, 101, 3, 'showroom-product-edit', null, null, 'showroom:product:edit'],
  [1014, 101, 3, 'showroom-product-delete', null, null, 'showroom:product:delete'],
  [1015, 101, 3, 'showroom-product-import', null, null, 'showroom:product:import'],
  [1016, 101, 3, 'showroom-product-export', null, null, 'showroom:product:export'],
  [102, 100, 2, 'ShowroomCollection', '/home/showroom-collection'],
  [103, 100, 2, 'ShowroomBrand', '/home/showroom-brand'],
  [104, 100, 2, 'ShowroomSetting', '/home/showroom-setting'],
  [105, 100, 2, 'ShowroomPrivacy', '/home/showroom-privacy'],
  [200, 0, 1, 'Analytics', null, 'LineChartOutlined'],
  [2001, 200, 3, 'analytics-view', null, null, 'analytics:view'],
  [201, 200, 2, 'AnalyticsDashboard', '/home/analytics-dashboard'],
  [202, 200, 2, 'AnalyticsProduct', '/home/analytics-product'],
  [203, 200, 2, 'AnalyticsPageview', '/home/analytics-pageview'],
  [300, 0, 1, 'Manage', null, 'TeamOutlined'],
  [301, 300, 2, 'ManageUser', '/home/manage-user'],
  [3010, 301, 3, 'manage-user-view', null, null, 'manage:user:view'],
  [302, 300, 2, 'ManageSubscription', '/home/manage-subscription'],
  [3020, 302, 3, 'manage-billing-view', null, null, 'manage:billing:view'],
  [400, 0, 1, 'Account', null, 'UserOutlined'],
  [401, 400, 2, 'CompanyProfileEdit', '/home/company-profile-edit'],
  [4011, 401, 3, 'company-profile-edit', null, null, 'company:profile:edit'],
  [402, 400, 2, 'MyProfile', '/home/my-profile'],
  [403, 400, 2, 'MyFavorites', '/home/my-favorites'],
];

/** One menu row with the defaults of a visible, enabled entry. */
export function menuRow(overrides: Partial<MenuItem> & Pick<MenuItem, 'menuId' | 'menuName'>): MenuItem {
  return {
    parentId: 0,
    menuType: 2,
    menuTitle: `menu.${overrides.menuName}`,
    path: null,
    frameUrl: null,
    icon: null,
    sort: overrides.menuId,
    visibleFlag: true,
    disabledFlag: false,
    webPerms: null,
    ...overrides,
  };
}

/** Every seeded row used by the tests. */
export const SEED_MENUS: MenuItem[] = ROWS.map(([menuId, parentId, menuType, menuName, path = null, icon = null, webPerms]) =>
  menuRow({ menuId, parentId, menuType, menuName, path, icon, webPerms: webPerms ?? null }),
);

/** Standard users neither delete products, edit the company profile nor manage the company (seed: seller_standard). */
const STANDARD_DROPS = new Set([1014, 401, 4011, 300, 301, 3010, 302, 3020]);

function userMenus(rows: MenuItem[]): Pick<CurrentUser, 'menuList' | 'permissions'> {
  return {
    menuList: rows,
    permissions: rows.filter((r) => r.menuType === 3 && r.webPerms).map((r) => ({ menuId: r.menuId, webPerms: r.webPerms! })),
  };
}

/** supplier@example.com: the supplier administrator. */
export const ADMIN_MENUS = userMenus(SEED_MENUS);
/** staff@example.com: the supplier standard user. */
export const STANDARD_MENUS = userMenus(SEED_MENUS.filter((r) => !STANDARD_DROPS.has(r.menuId)));
