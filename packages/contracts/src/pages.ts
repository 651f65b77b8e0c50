// THE table of the app's pages (SPEC §2, ARCHITECTURE §6): path, name, title, who may open it and where it sits in
// the member menu. The web's router, its workspace pages (tabs, breadcrumb, page guard, document title) and the
// server's menu seed are all derived from it, so a page is declared once.
import { PERM, type Access, type PermCode } from './permissions.ts';

/**
 * Where the web build writes a landing page's own copy of index.html (`pages/home/login.html` for /home/login, under
 * apps/web/dist; apps/web/build/page-preloads.ts) and where the server looks for it (platform/web-static.ts).
 */
export const PAGE_HTML_DIR = 'pages';

/** Which face of the web app shows the page (ARCHITECTURE §6): public site, member workspace or console. */
export type PageFace = 'public' | 'member' | 'console';

/** A permission point (menuType 3 row) hung under a catalog or a menu entry; its id never changes. */
export interface PagePoint {
  menuId: number;
  perm: PermCode;
}

/**
 * The icons the member menu gives its entries (antd icon names, carried by the menu rows as `icon`): every catalog and
 * every menu page names its own, so the tabs of opened pages tell Messages, Notifications and My favourites apart
 * (issue 28; pages used to show their catalog's icon). The web maps each name to its component
 * (apps/web/src/app/layouts/workspace/menu-icons.tsx), and tsc fails there when one is missing.
 */
export const MENU_ICONS = [
  'ShopOutlined',
  'AppstoreOutlined',
  'FolderOpenOutlined',
  'TrademarkOutlined',
  'SettingOutlined',
  'LockOutlined',
  'LineChartOutlined',
  'DashboardOutlined',
  'BarChartOutlined',
  'EyeOutlined',
  'TeamOutlined',
  'UsergroupAddOutlined',
  'CreditCardOutlined',
  'UserOutlined',
  'IdcardOutlined',
  'HeartOutlined',
  'MailOutlined',
  'MessageOutlined',
  'BellOutlined',
  'SafetyOutlined',
  'ControlOutlined',
  'HomeOutlined',
] as const;

/** The name of one of the member menu's icons. */
export type MenuIconName = (typeof MENU_ICONS)[number];

/**
 * The member menu's catalogs (menuType 1), in menu order. Page-level points that cover a whole area (may open the
 * showroom pages at all) hang under the catalog.
 */
export const MENU_CATALOGS = [
  { name: 'Showroom', menuId: 100, icon: 'ShopOutlined', points: [{ menuId: 1001, perm: PERM.showroomView }] },
  { name: 'Analytics', menuId: 200, icon: 'LineChartOutlined', points: [{ menuId: 2001, perm: PERM.analyticsView }] },
  { name: 'Manage', menuId: 300, icon: 'TeamOutlined', points: [] },
  { name: 'Account', menuId: 400, icon: 'UserOutlined', points: [] },
  { name: 'Console', menuId: 500, icon: 'ControlOutlined', points: [] },
] as const satisfies readonly { name: string; menuId: number; icon: MenuIconName; points: readonly PagePoint[] }[];

/** The name of a menu catalog. */
export type CatalogName = (typeof MENU_CATALOGS)[number]['name'];

/** One page of the app. */
export interface PageDef {
  /**
   * The page's name: the tab and keep-alive name and the menuName of its menu row (so a tab opened from the menu and
   * one opened by a link are the same tab); its title is the i18n key `menu.<name>` (menu namespace on the web).
   */
  name: string;
  /** The URL path (SPEC §2 spelling). */
  path: string;
  face: PageFace;
  /** Who may open it; the web's page guard and the server decide with the same `allows()` (permissions.ts). */
  access: Access;
  /** Its entry in the member menu (a menuType 2 row under `catalog`, in table order), its icon and the points under it. */
  menu?: { menuId: number; catalog: CatalogName; icon: MenuIconName; points?: readonly PagePoint[] };
  /** A page that is no menu entry hangs under this menu page (breadcrumb, selected entry, tab icon). */
  parent?: string;
  /** Where a member refused by `access` goes instead of /403 (a page that stands in for this one). */
  otherwise?: string;
}

const member = 'member' as const;
const anyone = 'public' as const;
const showroom = { perm: PERM.showroomView } as const;
const analytics = { perm: PERM.analyticsView } as const;

/** Every page of the app, in menu order within each catalog. */
export const PAGES = [
  // Public site (SPEC §2): open without login.
  { name: 'Home', path: '/home/index', face: 'public', access: anyone },
  { name: 'Suppliers', path: '/home/suppliers', face: 'public', access: anyone },
  { name: 'ProductList', path: '/home/product', face: 'public', access: anyone },
  { name: 'ProductDetail', path: '/home/product-detail', face: 'public', access: anyone },
  { name: 'Contact', path: '/home/contact', face: 'public', access: anyone },
  { name: 'Support', path: '/home/support', face: 'public', access: anyone },
  { name: 'About', path: '/home/about', face: 'public', access: anyone },
  { name: 'Leads', path: '/home/leads', face: 'public', access: anyone },
  { name: 'Events', path: '/home/event', face: 'public', access: anyone },
  { name: 'EventDetail', path: '/home/event-detail', face: 'public', access: anyone },
  { name: 'CompanyProfile', path: '/home/company-profile', face: 'public', access: anyone },
  { name: 'Knowledge', path: '/home/knowledge', face: 'public', access: anyone },
  { name: 'KnowledgeDetail', path: '/home/knowledge-detail', face: 'public', access: anyone },
  { name: 'Login', path: '/home/login', face: 'public', access: anyone },
  { name: 'Register', path: '/home/Register', face: 'public', access: anyone },
  // Targets of the links GemBourse e-mails, and demo mode's mailbox (docs/decisions.md).
  { name: 'Activate', path: '/home/activate', face: 'public', access: anyone },
  { name: 'ResetPassword', path: '/home/reset-password', face: 'public', access: anyone },
  { name: 'ForgotPassword', path: '/home/forgot-password', face: 'public', access: anyone },
  { name: 'DevMailbox', path: '/home/dev-mailbox', face: 'public', access: anyone },
  { name: 'Forbidden', path: '/403', face: 'public', access: anyone },

  // Member workspace (SPEC §2, §6): the showroom, analytics and manage areas and the member's own pages.
  {
    name: 'ShowroomProduct',
    path: '/home/showroom-product',
    face: 'member',
    access: showroom,
    menu: {
      menuId: 101,
      catalog: 'Showroom',
      icon: 'AppstoreOutlined',
      points: [
        { menuId: 1011, perm: PERM.showroomProductAdd },
        { menuId: 1012, perm: PERM.showroomProductEdit },
        { menuId: 1013, perm: PERM.showroomProductPublish },
        { menuId: 1014, perm: PERM.showroomProductDelete },
        { menuId: 1015, perm: PERM.showroomProductImport },
        { menuId: 1016, perm: PERM.showroomProductExport },
      ],
    },
  },
  {
    name: 'ShowroomCollection',
    path: '/home/showroom-collection',
    face: 'member',
    access: showroom,
    menu: {
      menuId: 102,
      catalog: 'Showroom',
      icon: 'FolderOpenOutlined',
      points: [{ menuId: 1021, perm: PERM.showroomCollectionEdit }],
    },
  },
  {
    name: 'ShowroomBrand',
    path: '/home/showroom-brand',
    face: 'member',
    access: showroom,
    menu: {
      menuId: 103,
      catalog: 'Showroom',
      icon: 'TrademarkOutlined',
      points: [{ menuId: 1031, perm: PERM.showroomBrandEdit }],
    },
  },
  {
    name: 'ShowroomSetting',
    path: '/home/showroom-setting',
    face: 'member',
    access: showroom,
    menu: {
      menuId: 104,
      catalog: 'Showroom',
      icon: 'SettingOutlined',
      points: [{ menuId: 1041, perm: PERM.showroomSettingEdit }],
    },
  },
  // A buyer company has no showroom: its members choose their contact privacy on their own page instead.
  {
    name: 'ShowroomPrivacy',
    path: '/home/showroom-privacy',
    face: 'member',
    access: showroom,
    otherwise: '/home/company-privacy',
    menu: { menuId: 105, catalog: 'Showroom', icon: 'LockOutlined' },
  },
  {
    name: 'ShowroomProductAdd',
    path: '/home/showroom-product-add',
    face: 'member',
    access: { perm: PERM.showroomProductAdd },
    parent: 'ShowroomProduct',
  },
  {
    name: 'ShowroomProductEdit',
    path: '/home/showroom-product-edit',
    face: 'member',
    access: { perm: PERM.showroomProductEdit },
    parent: 'ShowroomProduct',
  },
  { name: 'ShowroomProductPreview', path: '/home/showroom-product-preview', face: 'member', access: showroom, parent: 'ShowroomProduct' },
  {
    name: 'AnalyticsDashboard',
    path: '/home/analytics-dashboard',
    face: 'member',
    access: analytics,
    menu: { menuId: 201, catalog: 'Analytics', icon: 'DashboardOutlined' },
  },
  {
    name: 'AnalyticsProduct',
    path: '/home/analytics-product',
    face: 'member',
    access: analytics,
    menu: { menuId: 202, catalog: 'Analytics', icon: 'BarChartOutlined' },
  },
  {
    name: 'AnalyticsPageview',
    path: '/home/analytics-pageview',
    face: 'member',
    access: analytics,
    menu: { menuId: 203, catalog: 'Analytics', icon: 'EyeOutlined' },
  },
  {
    name: 'ManageUser',
    path: '/home/manage-user',
    face: 'member',
    access: { perm: PERM.manageUserView },
    menu: {
      menuId: 301,
      catalog: 'Manage',
      icon: 'UsergroupAddOutlined',
      points: [
        // Seeing the list (GET /api/company/user/list): a point of its own, so a role can be given the page without actions.
        { menuId: 3010, perm: PERM.manageUserView },
        { menuId: 3011, perm: PERM.manageUserAdd },
        { menuId: 3012, perm: PERM.manageUserEdit },
        { menuId: 3013, perm: PERM.manageUserStatus },
        { menuId: 3014, perm: PERM.manageUserDelete },
        { menuId: 3015, perm: PERM.manageRoleEdit },
      ],
    },
  },
  {
    name: 'ManageSubscription',
    path: '/home/manage-subscription',
    face: 'member',
    access: { perm: PERM.manageBillingView },
    menu: {
      menuId: 302,
      catalog: 'Manage',
      icon: 'CreditCardOutlined',
      points: [
        { menuId: 3020, perm: PERM.manageBillingView },
        { menuId: 3021, perm: PERM.manageBillingEdit },
      ],
    },
  },
  {
    name: 'CompanyProfileEdit',
    path: '/home/company-profile-edit',
    face: 'member',
    access: { perm: PERM.companyProfileEdit },
    menu: {
      menuId: 401,
      catalog: 'Account',
      icon: 'IdcardOutlined',
      points: [{ menuId: 4011, perm: PERM.companyProfileEdit }],
    },
  },
  {
    name: 'MyProfile',
    path: '/home/my-profile',
    face: 'member',
    access: member,
    menu: { menuId: 402, catalog: 'Account', icon: 'UserOutlined' },
  },
  {
    name: 'MyFavorites',
    path: '/home/my-favorites',
    face: 'member',
    access: member,
    menu: { menuId: 403, catalog: 'Account', icon: 'HeartOutlined' },
  },
  {
    name: 'EmailNotification',
    path: '/home/email-notification',
    face: 'member',
    access: member,
    menu: { menuId: 404, catalog: 'Account', icon: 'MailOutlined' },
  },
  // Issue 12: the chat as a full page (phones; the panel elsewhere), and the notification centre with the to-do list.
  {
    name: 'Messages',
    path: '/home/messages',
    face: 'member',
    access: member,
    menu: { menuId: 406, catalog: 'Account', icon: 'MessageOutlined', points: [{ menuId: 4061, perm: PERM.chatUse }] },
  },
  {
    name: 'Notifications',
    path: '/home/notifications',
    face: 'member',
    access: member,
    menu: { menuId: 407, catalog: 'Account', icon: 'BellOutlined' },
  },
  // Any member may read it; holders of company:privacy:edit may change it (the endpoint's access).
  {
    name: 'CompanyPrivacy',
    path: '/home/company-privacy',
    face: 'member',
    access: member,
    menu: {
      menuId: 405,
      catalog: 'Account',
      icon: 'SafetyOutlined',
      points: [{ menuId: 4051, perm: PERM.companyPrivacyEdit }],
    },
  },

  // The organiser's console outside /home (SPEC §2 guard: no token -> /login).
  { name: 'ConsoleLogin', path: '/login', face: 'console', access: anyone },
  { name: 'Welcome', path: '/welcome', face: 'console', access: member, menu: { menuId: 501, catalog: 'Console', icon: 'HomeOutlined' } },
  { name: 'Companies', path: '/companies', face: 'console', access: 'staff' },
  // Reported conversations (issue 12).
  { name: 'ChatReports', path: '/chat-reports', face: 'console', access: 'staff' },
] as const satisfies readonly PageDef[];

/** The name of a page of the table. */
export type PageName = (typeof PAGES)[number]['name'];
/** The names of the pages of one face. */
export type PageNameOf<F extends PageFace> = Extract<(typeof PAGES)[number], { face: F }>['name'];

/** The i18n key of a page's title as the server spells menu titles (`menu.<name>`). */
export function pageTitleKey(page: Pick<PageDef, 'name'>): `menu.${string}` {
  return `menu.${page.name}`;
}

/** A path as the router matches it: case-insensitive, without a trailing slash. */
export function normalisePath(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

const byPath = new Map<string, PageDef>(PAGES.map((p) => [normalisePath(p.path), p]));

/** The page at `pathname` (case-insensitive), or undefined for a path the table does not know. */
export function findPage(pathname: string): PageDef | undefined {
  return byPath.get(normalisePath(pathname));
}

/** The page called `name`, or undefined. */
export function pageNamed(name: string): PageDef | undefined {
  return PAGES.find((p) => p.name === name);
}

/** A row of the menu table as the seed writes it (SPEC §3 "Menu item"; menuTitle is `menu.<menuName>`). */
export interface MenuRowDef {
  menuId: number;
  parentId: number;
  menuType: 1 | 2 | 3;
  menuName: string;
  path?: string;
  icon?: string;
  webPerms?: string;
}

const pointRow = (parentId: number, p: PagePoint): MenuRowDef => ({
  menuId: p.menuId,
  parentId,
  menuType: 3,
  menuName: p.perm.replaceAll(':', '-'),
  webPerms: p.perm,
});

/**
 * The member menu as rows, in order (the seed's `sort`): each catalog, its own points, then its pages in table order,
 * each followed by its points.
 */
export function menuRowsOf(pages: readonly PageDef[] = PAGES): MenuRowDef[] {
  const rows: MenuRowDef[] = [];
  for (const c of MENU_CATALOGS) {
    rows.push({ menuId: c.menuId, parentId: 0, menuType: 1, menuName: c.name, icon: c.icon });
    for (const p of c.points) rows.push(pointRow(c.menuId, p));
    for (const page of pages) {
      if (page.menu?.catalog !== c.name) continue;
      rows.push({ menuId: page.menu.menuId, parentId: c.menuId, menuType: 2, menuName: page.name, path: page.path, icon: page.menu.icon });
      for (const p of page.menu.points ?? []) rows.push(pointRow(page.menu.menuId, p));
    }
  }
  return rows;
}

/** The menu id of a page's menu entry, or of a permission point (for role grants that name them). */
export function menuIdOf(target: { page: PageName } | { perm: PermCode }): number {
  if ('page' in target) {
    const id = pageNamed(target.page)?.menu?.menuId;
    if (id === undefined) throw new Error(`Page ${target.page} has no menu entry`);
    return id;
  }
  const row = menuRowsOf().find((r) => r.webPerms === target.perm);
  if (!row) throw new Error(`No point grants ${target.perm}`);
  return row.menuId;
}
