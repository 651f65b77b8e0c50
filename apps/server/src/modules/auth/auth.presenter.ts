import type { CurrentUser, MenuItem } from '@gembourse/contracts/auth';
import type { AuthRepository, UserWithCompany } from './auth.repository.ts';

type MenuRow = Awaited<ReturnType<AuthRepository['menusOfRole']>>[number];

/** The role whose menus a user gets. */
export function roleCodeOf(u: Pick<UserWithCompany, 'administratorFlag' | 'joinType' | 'companyRole'>): string {
  return u.administratorFlag ? 'platform_admin' : `${u.joinType}_${u.companyRole}`;
}

/** The current-user answer (SPEC §3): never the password hash; permission points from visible, enabled type-3 rows. */
export function presentCurrentUser(u: UserWithCompany, menuRows: MenuRow[]): CurrentUser {
  const menuList: MenuItem[] = menuRows.map((m) => ({ ...m, menuType: m.menuType as 1 | 2 | 3 }));
  return {
    id: u.id,
    companyId: u.companyId,
    companyName: u.companyName,
    join_type: u.joinType,
    company_role: u.companyRole,
    employeeId: u.id,
    avatar: u.avatar,
    loginName: u.email,
    actualName: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    phone: u.phone,
    departmentId: null,
    departmentName: u.departmentName,
    needUpdatePwdFlag: u.needUpdatePwd,
    administratorFlag: u.administratorFlag,
    lastLoginIp: u.lastLoginIp,
    lastLoginIpRegion: u.lastLoginRegion,
    lastLoginUserAgent: u.lastLoginUserAgent,
    lastLoginTime: u.lastLoginAt?.toISOString() ?? null,
    locale: u.locale,
    menuList,
    permissions: menuList
      .filter((m) => m.menuType === 3 && m.visibleFlag && !m.disabledFlag && m.webPerms)
      .map((m) => ({ menuId: m.menuId, webPerms: m.webPerms as string })),
  };
}
