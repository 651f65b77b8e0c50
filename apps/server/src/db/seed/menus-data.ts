import { menuIdOf, menuRowsOf } from '@gembourse/contracts/pages';
import { PERM, type PermCode } from '@gembourse/contracts/permissions';

/**
 * The member workspace's menus and permission points (SPEC §3 "Menu item", §6), and which role sees which. The rows
 * come from the page table of the contracts, so the router, the workspace and the seed name the same pages.
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

/** The rows of the page table (packages/contracts/src/pages.ts): its catalogs, menu entries and permission points. */
export const MENU_SEED: MenuSeed[] = menuRowsOf();

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
const BUYER_PRIVACY_PAGE = menuIdOf({ page: 'CompanyPrivacy' });
const PROFILE_EDITOR = menuIdOf({ page: 'CompanyProfileEdit' });
const point = (perm: PermCode) => menuIdOf({ perm });

export const ROLE_SEED: Record<string, { name: string; menuIds: number[] }> = {
  platform_admin: { name: 'Platform administrator', menuIds: MENU_SEED.map((m) => m.menuId) },
  // Suppliers choose their contact privacy on the showroom privacy page: the point without the buyers' page.
  // They hold showroom:view and analytics:view (under their catalogs): the showroom and analytics pages are theirs.
  seller_admin: { name: 'Supplier administrator', menuIds: without(subtree(100, 200, 300, 400), BUYER_PRIVACY_PAGE) },
  // Standard users run the showroom but neither delete products, change showroom settings nor manage the company.
  seller_standard: {
    name: 'Supplier standard user',
    menuIds: without(
      subtree(100, 200, 400),
      point(PERM.showroomProductDelete),
      point(PERM.showroomSettingEdit),
      PROFILE_EDITOR,
      point(PERM.companyProfileEdit),
      BUYER_PRIVACY_PAGE,
      point(PERM.companyPrivacyEdit),
    ),
  },
  // Buyers have no showroom or analytics: neither those pages nor their points.
  buyer_admin: { name: 'Buyer administrator', menuIds: subtree(300, 400) },
  buyer_standard: {
    name: 'Buyer standard user',
    menuIds: without(subtree(400), PROFILE_EDITOR, point(PERM.companyProfileEdit), BUYER_PRIVACY_PAGE, point(PERM.companyPrivacyEdit)),
  },
};
