import { useMemo, useState } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@gembourse/contracts/auth';
import { buildMenuTree, isRoutable, menuTitleKey, type MenuNode, type MenuTitleKey } from '../../../shared/session/menu-tree.ts';
import { locationOfMenu } from '../../../shared/session/workspace-pages.ts';
import { menuIcon } from './menu-icons.tsx';

type Items = NonNullable<MenuProps['items']>;

const SUBMENU = 'sub-';
const GROUP = 'group-';

/** The text of a menu row's title: `menu.<menuName>` from the menu namespace, else the name itself. */
export function menuLabel(
  t: (key: MenuTitleKey, options: { defaultValue: string }) => string,
  row: Pick<MenuItem, 'menuTitle' | 'menuName'>,
): string {
  return t(menuTitleKey(row.menuTitle), { defaultValue: row.menuName });
}

/** Live counts shown beside menu entries, by menuId (unread messages on Messages...). */
export type MenuCounts = Readonly<Record<number, number>>;

function hasCount(node: MenuNode, counts: MenuCounts): boolean {
  return (counts[node.menuId] ?? 0) > 0 || node.children.some((c) => hasCount(c, counts));
}

/**
 * antd menu items from the menu tree (SPEC §2, §3): entries with children become sub-menus (item groups in the flat
 * pattern, where everything stays unfolded), routable leaves become items keyed by menuId, and entries with neither
 * path nor frame URL nor children are group titles that cannot be clicked. An entry with a count shows it as a badge,
 * and a folded sub-menu holding one shows a dot.
 */
export function buildMenuItems(
  tree: MenuNode[],
  t: Parameters<typeof menuLabel>[0],
  flat = false,
  counts: MenuCounts = {},
  depth = 0,
): Items {
  return tree.map((node) => {
    const label = menuLabel(t, node);
    // Icons on the top level only, as antd lays a menu out: indented entries keep their width for the label ("Showroom
    // settings" in a 200 px menu), and a folded menu shows only the top level anyway. A page's own icon shows on its tab.
    const icon = depth === 0 ? menuIcon(node.icon) : undefined;
    if (node.children.length) {
      const children = buildMenuItems(node.children, t, flat, counts, depth + 1);
      if (flat) return { type: 'group' as const, key: `${GROUP}${node.menuId}`, label, children };
      const marked = hasCount(node, counts) ? (
        <span className="gb-ws-menu__label">
          {label}
          <Badge dot className="gb-ws-menu__dot" />
        </span>
      ) : (
        label
      );
      return { key: `${SUBMENU}${node.menuId}`, icon, label: marked, children };
    }
    if (!isRoutable(node)) return { type: 'group' as const, key: `${GROUP}${node.menuId}`, label };
    const count = counts[node.menuId] ?? 0;
    if (!count) return { key: String(node.menuId), icon, label };
    return {
      key: String(node.menuId),
      icon,
      label: (
        <span className="gb-ws-menu__label">
          {label}
          <Badge count={count} size="small" overflowCount={99} className="gb-ws-menu__count" />
        </span>
      ),
    };
  });
}

/** Ids of the ancestors of a menu row (nearest last), for the sub-menus to unfold. */
function ancestorsOf(menuId: number | undefined, rows: MenuItem[]): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  let row = rows.find((r) => r.menuId === menuId);
  while (row && row.parentId !== 0 && !seen.has(row.parentId)) {
    seen.add(row.parentId);
    out.unshift(row.parentId);
    const parentId = row.parentId;
    row = rows.find((r) => r.menuId === parentId);
  }
  return out;
}

export interface SideMenuProps {
  menus: MenuItem[];
  /** The menu row of the page on screen (or of its parent entry). */
  selectedMenuId?: number;
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  flat?: boolean;
  /** Live counts beside entries, by menuId. */
  counts?: MenuCounts;
  /** Called with the URL of a clicked entry; external URLs (http...) open in a new browser tab instead. */
  onNavigate: (to: string) => void;
}

/** The workspace menu built from the user's menuList (types 1 and 2, visible, enabled, parentId 0 at the top). */
export function SideMenu({ menus, selectedMenuId, mode, theme, collapsed = false, flat = false, counts, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('workspace');
  const tree = useMemo(() => buildMenuTree(menus), [menus]);
  const items = useMemo(() => buildMenuItems(tree, t, flat, counts), [tree, t, flat, counts]);
  const wanted = useMemo(() => ancestorsOf(selectedMenuId, menus).map((id) => `${SUBMENU}${id}`), [selectedMenuId, menus]);
  const [openKeys, setOpenKeys] = useState<string[]>(wanted);
  // The page's own branch unfolds when the page changes (a tab or a link elsewhere), without folding what the user opened.
  const [seenWanted, setSeenWanted] = useState(wanted);
  if (seenWanted !== wanted) {
    setSeenWanted(wanted);
    setOpenKeys((keys) => [...new Set([...keys, ...wanted])]);
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const row = menus.find((r) => String(r.menuId) === key);
    const to = row ? locationOfMenu(row) : null;
    if (!to) return;
    if (/^https?:\/\//i.test(to)) window.open(to, '_blank', 'noopener,noreferrer');
    else onNavigate(to);
  };

  const inlineOpen = mode === 'inline' && !collapsed && !flat ? { openKeys, onOpenChange: setOpenKeys } : {};
  return (
    <Menu
      className={`gb-ws-menu gb-ws-menu--${mode}`}
      mode={mode}
      theme={theme}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      selectedKeys={selectedMenuId != null ? [String(selectedMenuId)] : []}
      items={items}
      onClick={onClick}
      {...inlineOpen}
    />
  );
}
