import { BlockList, isIPv4 } from 'node:net';
import type { CurrentUser, MenuItem } from '@gembourse/contracts/auth';
import type { RoleMenu } from '../../platform/auth/role-menus.ts';
import type { PreviousLogin, UserWithCompany } from './auth.repository.ts';

type MenuRow = RoleMenu;

const LOCAL_NETWORKS = new BlockList();
for (const [net, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  LOCAL_NETWORKS.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAL_NETWORKS.addSubnet(net, prefix, 'ipv6');

/**
 * The region of an IP address as far as we can tell without a GeoIP database (none is available offline):
 * 'Local network' for loopback, private and link-local addresses, null for anything else.
 */
export function ipRegion(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    const local = isIPv4(mapped) ? LOCAL_NETWORKS.check(mapped, 'ipv4') : LOCAL_NETWORKS.check(ip, 'ipv6');
    return local ? 'Local network' : null;
  } catch {
    return null;
  }
}

/** Who asks for the current user: the session's bearer token and the login before it. */
export interface SessionView {
  token: string;
  previousLogin: PreviousLogin;
}

/**
 * The current-user answer (SPEC §3): never the password hash; permission points from visible, enabled type-3 rows;
 * lastLogin* describe the login before this session's, so a user can spot a login that was not theirs.
 */
export function presentCurrentUser(u: UserWithCompany, menuRows: MenuRow[], session: SessionView): CurrentUser {
  const previous = session.previousLogin;
  const menuList: MenuItem[] = menuRows.map((m) => ({ ...m, menuType: m.menuType as 1 | 2 | 3 }));
  return {
    id: u.id,
    companyId: u.companyId,
    companyName: u.companyName,
    companyNameEn: u.companyNameEn,
    join_type: u.joinType,
    company_role: u.companyRole,
    token: session.token,
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
    lastLoginIp: previous?.ip ?? null,
    lastLoginIpRegion: ipRegion(previous?.ip),
    lastLoginUserAgent: previous?.userAgent ?? null,
    lastLoginTime: previous?.at.toISOString() ?? null,
    locale: u.locale,
    menuList,
    permissions: menuList
      .filter((m) => m.menuType === 3 && m.visibleFlag && !m.disabledFlag && m.webPerms)
      .map((m) => ({ menuId: m.menuId, webPerms: m.webPerms as string })),
  };
}
