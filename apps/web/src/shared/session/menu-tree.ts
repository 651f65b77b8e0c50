import type { MenuItem } from '@gembourse/contracts/auth';
import type { KeyOf } from '../i18n/keys.ts';

/** A menu row with its children, as the side menu renders it. */
export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

/**
 * Builds the navigable tree (SPEC §3, §6): visible, enabled rows that are not permission points (menuType 3),
 * nested by parentId with 0 as the top level, ordered by `sort`.
 */
export function buildMenuTree(rows: MenuItem[]): MenuNode[] {
  const usable = rows.filter((r) => r.visibleFlag && !r.disabledFlag && r.menuType !== 3);
  const nodes = new Map<number, MenuNode>(usable.map((r) => [r.menuId, { ...r, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === 0 ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === 0) roots.push(node);
  }
  const sortDeep = (list: MenuNode[]): MenuNode[] => {
    list.sort((a, b) => a.sort - b.sort);
    for (const n of list) sortDeep(n.children);
    return list;
  };
  return sortDeep(roots);
}

/** A menu entry is routable only when it carries a path or an embedded frame URL (SPEC §2). */
export function isRoutable(item: Pick<MenuItem, 'path' | 'frameUrl'>): boolean {
  return Boolean(item.path || item.frameUrl);
}

/** One step of a breadcrumb: the menu's name and its title key (SPEC §3 "breadcrumb map"). */
export interface BreadcrumbStep {
  name: string;
  title: string;
}

/**
 * The breadcrumb map of SPEC §3: menuId -> the name and title steps from the top-level entry down to the entry
 * itself, along the parent chain. Built once per menu list; only visible, enabled catalogs and menus take part, and a
 * row whose chain breaks (a hidden or missing ancestor) gets no entry, so no half-breadcrumb is ever shown.
 */
export function buildBreadcrumbMap(rows: MenuItem[]): Map<number, BreadcrumbStep[]> {
  const usable = new Map(rows.filter((r) => r.visibleFlag && !r.disabledFlag && r.menuType !== 3).map((r) => [r.menuId, r]));
  const map = new Map<number, BreadcrumbStep[]>();
  const chainOf = (row: MenuItem, seen: Set<number>): BreadcrumbStep[] | null => {
    const known = map.get(row.menuId);
    if (known) return known;
    // A cycle in bad data must not hang the page.
    if (seen.has(row.menuId)) return null;
    seen.add(row.menuId);
    const step = { name: row.menuName, title: row.menuTitle };
    if (row.parentId === 0) return [step];
    const parent = usable.get(row.parentId);
    const above = parent ? chainOf(parent, seen) : null;
    return above ? [...above, step] : null;
  };
  for (const row of usable.values()) {
    const chain = chainOf(row, new Set());
    if (chain) map.set(row.menuId, chain);
  }
  return map;
}

/** A menu title's key in the `menu` namespace (locales/en/menu.json names every one). */
export type MenuTitleKey = `menu:${KeyOf<'menu'>}`;

/**
 * The i18n key of a menu title: the server sends `menu.<menuName>`, which the client resolves in the `menu`
 * namespace (`menu:<menuName>`). Anything else is taken as a key of its own.
 */
export function menuTitleKey(menuTitle: string): MenuTitleKey {
  // The server's seed and locales/<lang>/menu.json name the same titles; a title the client does not know yet shows
  // the caller's defaultValue (the menu name), so the cast below cannot put a key on screen.
  return (menuTitle.startsWith('menu.') ? `menu:${menuTitle.slice('menu.'.length)}` : menuTitle) as MenuTitleKey;
}
