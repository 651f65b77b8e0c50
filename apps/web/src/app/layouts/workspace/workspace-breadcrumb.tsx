import { useMemo } from 'react';
import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '@gembourse/contracts/auth';
import { HOME_PATH } from '../../../shared/navigation/paths.ts';
import { buildBreadcrumbMap, menuTitleKey, type BreadcrumbStep } from '../../../shared/session/menu-tree.ts';
import { locationOfMenu, usableMenus, type WorkspacePage } from '../../../shared/session/workspace-pages.ts';

/**
 * The steps of a page's breadcrumb: its menu row's chain from the breadcrumb map; a page that is not a menu entry
 * (add/edit/preview product) hangs under its parent entry's chain.
 */
export function breadcrumbSteps(page: WorkspacePage | null, map: Map<number, BreadcrumbStep[]>, menus: MenuItem[]): BreadcrumbStep[] {
  if (!page) return [];
  if (page.menuId != null && map.has(page.menuId)) return map.get(page.menuId)!;
  const own = { name: page.name, title: page.title };
  const parent = page.parentName ? usableMenus(menus).find((r) => r.menuName === page.parentName) : undefined;
  const above = parent ? map.get(parent.menuId) : undefined;
  return above ? [...above, own] : [own];
}

/** The breadcrumb of the page on screen (SPEC §3): home, then the parent chain; routable ancestors are links. */
export function WorkspaceBreadcrumb({ page, menus }: { page: WorkspacePage | null; menus: MenuItem[] }) {
  const { t } = useTranslation('workspace');
  // Built once per menu list (SPEC §3), not per page.
  const map = useMemo(() => buildBreadcrumbMap(menus), [menus]);
  const steps = breadcrumbSteps(page, map, menus);
  const rows = usableMenus(menus);
  const items = [
    {
      key: 'home',
      title: (
        <Link to={HOME_PATH} aria-label={t('home')}>
          <HomeOutlined />
        </Link>
      ),
    },
    ...steps.map((step, i) => {
      const text = t(menuTitleKey(step.title), { defaultValue: step.name });
      const row = rows.find((r) => r.menuName === step.name);
      const to = row && i < steps.length - 1 ? locationOfMenu(row) : null;
      return { key: step.name, title: to ? <Link to={to}>{text}</Link> : <span>{text}</span> };
    }),
  ];
  return <Breadcrumb className="gb-ws-breadcrumb" items={items} aria-label={t('breadcrumb')} />;
}
