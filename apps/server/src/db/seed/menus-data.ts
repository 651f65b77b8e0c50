/**
 * The member workspace's menus and permission points (SPEC §3 "Menu item", §6), and which role sees which.
 * menuTitle is an i18n key the web app resolves (locales/<lang>/menu.json).
 */
export interface MenuSeed {
  menuId: number;
  parentId: number;
  menuType: 1 | 2 | 3;
  menuName: string;
  path?: string;
  frameUrl?: string;
  icon?: string;
  webPerms?: string;
}

const catalog = (menuId: number, menuName: string, icon: string): MenuSeed => ({ menuId, parentId: 0, menuType: 1, menuName, icon });
const menu = (menuId: number, parentId: number, menuName: string, path: string): MenuSeed => ({ menuId, parentId, menuType: 2, menuName, path });
const point = (menuId: number, parentId: number, webPerms: string): MenuSeed => ({
  menuId, parentId, menuType: 3, menuName: webPerms.replaceAll(':', '-'), webPerms,
});

export const MENU_SEED: MenuSeed[] = [
  catalog(100, 'Showroom', 'ShopOutlined'),
  menu(101, 100, 'ShowroomProduct', '/home/showroom-product'),
  point(1011, 101, 'showroom:product:add'),
  point(1012, 101, 'showroom:product:edit'),
  point(1013, 101, 'showroom:product:publish'),
  point(1014, 101, 'showroom:product:delete'),
  point(1015, 101, 'showroom:product:import'),
  point(1016, 101, 'showroom:product:export'),
  menu(102, 100, 'ShowroomCollection', '/home/showroom-collection'),
  point(1021, 102, 'showroom:collection:edit'),
  menu(103, 100, 'ShowroomBrand', '/home/showroom-brand'),
  menu(104, 100, 'ShowroomSetting', '/home/showroom-setting'),
  point(1041, 104, 'showroom:setting:edit'),
  menu(105, 100, 'ShowroomPrivacy', '/home/showroom-privacy'),
  catalog(200, 'Analytics', 'LineChartOutlined'),
  menu(201, 200, 'AnalyticsDashboard', '/home/analytics-dashboard'),
  menu(202, 200, 'AnalyticsProduct', '/home/analytics-product'),
  menu(203, 200, 'AnalyticsPageview', '/home/analytics-pageview'),
  catalog(300, 'Manage', 'TeamOutlined'),
  menu(301, 300, 'ManageUser', '/home/manage-user'),
  // Seeing the list (GET /api/company/user/list): a point of its own, so a role can be given the page without actions.
  point(3010, 301, 'manage:user:view'),
  point(3011, 301, 'manage:user:add'),
  point(3012, 301, 'manage:user:edit'),
  point(3013, 301, 'manage:user:status'),
  point(3014, 301, 'manage:user:delete'),
  menu(302, 300, 'ManageSubscription', '/home/manage-subscription'),
  point(3021, 302, 'manage:billing:edit'),
  catalog(400, 'Account', 'UserOutlined'),
  menu(401, 400, 'CompanyProfileEdit', '/home/company-profile-edit'),
  point(4011, 401, 'company:profile:edit'),
  menu(402, 400, 'MyProfile', '/home/my-profile'),
  menu(403, 400, 'MyFavorites', '/home/my-favorites'),
  menu(404, 400, 'EmailNotification', '/home/email-notification'),
  // A buyer's own privacy page (contact privacy only); a supplier chooses it on /home/showroom-privacy instead.
  menu(405, 400, 'CompanyPrivacy', '/home/company-privacy'),
  point(4051, 405, 'company:privacy:edit'),
  catalog(500, 'Console', 'ControlOutlined'),
  menu(501, 500, 'Welcome', '/welcome'),
];

/** The ids of the given menus and of everything below them. */
function subtree(...rootIds: number[]): number[] {
  const out = new Set(rootIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of MENU_SEED) {
      if (out.has(m.parentId) && !out.has(m.menuId)) {
        out.add(m.menuId);
        grew = true;
      }
    }
  }
  return [...out];
}
const without = (list: number[], ...drop: number[]) => list.filter((id) => !drop.includes(id));

/** Role code -> menu ids. A user's role is `platform_admin` or `<join_type>_<company_role>`. */
export const ROLE_SEED: Record<string, { name: string; menuIds: number[] }> = {
  platform_admin: { name: 'Platform administrator', menuIds: MENU_SEED.map((m) => m.menuId) },
  // Suppliers choose their contact privacy on the showroom privacy page: the point without the buyers' page (405).
  seller_admin: { name: 'Supplier administrator', menuIds: without(subtree(100, 200, 300, 400), 405) },
  // Standard users run the showroom but neither delete products, change showroom settings nor manage the company.
  seller_standard: { name: 'Supplier standard user', menuIds: without(subtree(100, 200, 400), 1014, 1041, 401, 4011, 405, 4051) },
  buyer_admin: { name: 'Buyer administrator', menuIds: subtree(300, 400) },
  buyer_standard: { name: 'Buyer standard user', menuIds: without(subtree(400), 401, 4011, 405, 4051) },
};
