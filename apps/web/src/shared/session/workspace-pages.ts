import type { MenuItem } from '@gembourse/contracts/auth';
import { normalisePath, PAGES } from '@gembourse/contracts/pages';
import { LANGUAGE_PARAM } from '@gembourse/contracts/locale';
import { HOME_PATH } from '../navigation/paths.ts';
import { isRoutable } from './menu-tree.ts';
import type { TabEntry } from './tabs.ts';

/** The embedded-frame page of menu entries that carry a frameUrl (`/home/frame?menuId=`). */
export const FRAME_PATH = '/home/frame';

/** Pages that never become tabs (SPEC §2): home has its own fixed tab; 403 and 404 are not places to return to. */
export const UNRECORDED_PATHS: readonly string[] = [HOME_PATH, '/403', '/404'];

/** Where closing a page goes when nothing better is open (SPEC §2 "a default route"): the home tab's page. */
export const DEFAULT_WORKSPACE_PATH = HOME_PATH;

/** The query parameter the router adds to every URL; it belongs to the browser, not to a tab (SPEC §1). */

/**
 * The member pages of SPEC §2 and their tab names, from the page table (packages/contracts/src/pages.ts). The names
 * of menu pages equal the seeded menuName, so a tab opened from the menu and one opened by a link are the same tab;
 * the three standalone product screens hang under the product list (breadcrumb, selected menu entry).
 */
export const MEMBER_PAGES: Readonly<Record<string, { name: string; parent?: string }>> = Object.fromEntries(
  PAGES.filter((p) => p.face === 'member').map((p) => [
    normalisePath(p.path),
    'parent' in p ? { name: p.name, parent: p.parent } : { name: p.name },
  ]),
);

/** A workspace page as the tab bar, breadcrumb and side menu see it. */
export interface WorkspacePage {
  /** Tab and keep-alive name (the menuName). */
  name: string;
  /** Title key as the server spells it: `menu.<menuName>`. */
  title: string;
  icon?: string;
  /** The menu row of the page, when the user's menu has one. */
  menuId?: number;
  /** The menu entry to highlight and to hang the breadcrumb under, for pages that are not menu entries. */
  parentName?: string;
  /** The page's query without the language parameter; undefined when empty. */
  query?: Record<string, string>;
  /** Set on the embedded-frame page. */
  frameUrl?: string;
}

/** Visible, enabled catalogs and menus: the rows navigation may use (SPEC §6). */
export function usableMenus(menus: MenuItem[]): MenuItem[] {
  return menus.filter((m) => m.visibleFlag && !m.disabledFlag && m.menuType !== 3);
}

const normalise = normalisePath;

/** A search string as a tab's query, without the language parameter; undefined when nothing is left. */
export function queryOf(search: string): Record<string, string> | undefined {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const entries = [...params.entries()];
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The search string of a tab query ('' when empty). */
export function searchOf(query: Record<string, string> | undefined): string {
  const qs = new URLSearchParams(query ?? {}).toString();
  return qs ? `?${qs}` : '';
}

/** The icon a tab shows: the row's own, else the nearest ancestor's (the seed puts icons on catalogs only). */
function iconOf(row: MenuItem | undefined, rows: MenuItem[]): string | undefined {
  const seen = new Set<number>();
  let cur = row;
  while (cur && !seen.has(cur.menuId)) {
    if (cur.icon) return cur.icon;
    seen.add(cur.menuId);
    const parentId = cur.parentId;
    cur = parentId === 0 ? undefined : rows.find((r) => r.menuId === parentId);
  }
  return undefined;
}

/**
 * What page a location is, for the tab bar (SPEC §2, §4): a menu row by path, the frame page of a menu row with a
 * frameUrl, or one of the member pages; null for pages that are not recorded (home, 403, 404, an unknown frame).
 */
export function pageOf(pathname: string, search: string, menus: MenuItem[]): WorkspacePage | null {
  const path = normalise(pathname);
  if (UNRECORDED_PATHS.includes(path)) return null;
  const rows = usableMenus(menus);
  const query = queryOf(search);
  if (path === FRAME_PATH) {
    const menuId = Number(query?.menuId);
    const row = rows.find((r) => r.menuId === menuId && r.frameUrl);
    if (!row?.frameUrl) return null;
    return {
      name: row.menuName,
      title: row.menuTitle,
      icon: iconOf(row, rows),
      menuId: row.menuId,
      query: { menuId: String(menuId) },
      frameUrl: row.frameUrl,
    };
  }
  const known = MEMBER_PAGES[path];
  const row = rows.find((r) => r.menuType === 2 && r.path && normalise(r.path) === path);
  if (row) return { name: row.menuName, title: row.menuTitle, icon: iconOf(row, rows), menuId: row.menuId, query };
  if (!known) return null;
  const own = rows.find((r) => r.menuName === known.name);
  const parent = known.parent ? rows.find((r) => r.menuName === known.parent) : undefined;
  return {
    name: known.name,
    title: `menu.${known.name}`,
    icon: iconOf(own ?? parent, rows),
    menuId: own?.menuId,
    parentName: known.parent,
    query,
  };
}

/** The URL of a tab (path and query), or null when neither the menu nor the member pages know its name. */
export function locationOfTab(tab: Pick<TabEntry, 'menuName' | 'menuQuery'>, menus: MenuItem[]): string | null {
  const row = usableMenus(menus).find((r) => r.menuName === tab.menuName && isRoutable(r));
  if (row?.path) return `${row.path}${searchOf(tab.menuQuery)}`;
  if (row?.frameUrl) return `${FRAME_PATH}${searchOf({ ...tab.menuQuery, menuId: String(row.menuId) })}`;
  const path = Object.keys(MEMBER_PAGES).find((p) => MEMBER_PAGES[p].name === tab.menuName);
  return path ? `${path}${searchOf(tab.menuQuery)}` : null;
}

/** The URL a menu entry opens: its path, or the frame page for an entry with only a frameUrl; null if not routable. */
export function locationOfMenu(row: Pick<MenuItem, 'menuId' | 'path' | 'frameUrl'>): string | null {
  if (row.path) return row.path;
  if (row.frameUrl) return `${FRAME_PATH}?menuId=${row.menuId}`;
  return null;
}
