import { and, asc, eq } from 'drizzle-orm';
import { findPage } from '@gembourse/contracts/pages';
import { allows, type Access, type AccessSubject } from '@gembourse/contracts/permissions';
import { menus, roleMenus, roles } from '../../db/schema/index.ts';
import type { Db } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';

type RoleOf = Pick<AuthContext, 'administrator' | 'joinType' | 'companyRole' | 'rolePoints'>;

/** The role whose menus and permission points a caller gets (the same rule as the current-user answer). */
export function roleCodeOf(auth: Pick<AuthContext, 'administrator' | 'joinType' | 'companyRole'>): string {
  return auth.administrator ? 'platform_admin' : `${auth.joinType}_${auth.companyRole}`;
}

/** The points a user row's company role gives (AuthContext.rolePoints): null for admins and users without a role. */
export function rolePointsOf(u: {
  companyRole: 'admin' | 'standard';
  companyRoleId: number | null;
  rolePoints: string[] | null;
}): readonly string[] | null {
  return u.companyRole === 'standard' && u.companyRoleId !== null ? (u.rolePoints ?? []) : null;
}

/** The seeded role that bounds what a company of `joinType` may hand out: its admin role (issue 13). */
export function sideAdminRoleOf(joinType: AuthContext['joinType']): string {
  return `${joinType}_admin`;
}

/**
 * The menus of a standard user with a company role: the side admin role's rows narrowed to the role's points. A point
 * row stays when the role holds it; a page stays when its access passes with those points; a catalog stays when
 * something under it does. So the menu never offers a page the server would refuse.
 */
function narrowMenus(adminMenus: RoleMenu[], perms: ReadonlySet<string>): RoleMenu[] {
  const subject: AccessSubject = { administrator: false, perms };
  const kept = adminMenus.filter((m) => {
    if (m.menuType === 3) return m.webPerms !== null && perms.has(m.webPerms);
    if (m.menuType === 2) {
      const page = m.path ? findPage(m.path) : undefined;
      return !page || allows(page.access, subject);
    }
    return true;
  });
  const parents = new Set(kept.filter((m) => m.menuType !== 1).map((m) => m.parentId));
  return kept.filter((m) => m.menuType !== 1 || parents.has(m.menuId));
}

async function loadMenusOf(db: Db, roleCode: string) {
  return db
    .select({
      menuId: menus.menuId,
      parentId: menus.parentId,
      menuType: menus.menuType,
      menuName: menus.menuName,
      menuTitle: menus.menuTitle,
      path: menus.path,
      frameUrl: menus.frameUrl,
      icon: menus.icon,
      sort: menus.sort,
      visibleFlag: menus.visibleFlag,
      disabledFlag: menus.disabledFlag,
      webPerms: menus.webPerms,
    })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.menuId))
    .innerJoin(roles, and(eq(roles.id, roleMenus.roleId), eq(roles.code, roleCode)))
    .orderBy(asc(menus.sort), asc(menus.menuId));
}
export type RoleMenu = Awaited<ReturnType<typeof loadMenusOf>>[number];

interface Entry {
  loadedAt: number;
  menus: RoleMenu[];
  /** Visible, enabled menuType 3 rows' webPerms: the role's permission points (SPEC §6). */
  perms: ReadonlySet<string>;
}

/**
 * The menus and permission points of each role, read once and kept for `ttlMs`. Every request's access check and
 * every current-user answer needs them, and they change only when the organiser edits a role or a menu (rare), so a
 * per-request query would be pure cost (issue 9: the current user took 4 statements). An edit on this process calls
 * `invalidate()`; other processes see it within `ttlMs` (docs/decisions.md, identity).
 */
export function roleMenusCache(db: Db, ttlMs = 60_000) {
  const entries = new Map<string, Promise<Entry>>();

  async function load(roleCode: string): Promise<Entry> {
    const rows = await loadMenusOf(db, roleCode);
    const perms = new Set(
      rows.filter((m) => m.menuType === 3 && m.visibleFlag && !m.disabledFlag && m.webPerms).map((m) => m.webPerms as string),
    );
    return { loadedAt: Date.now(), menus: rows, perms };
  }

  async function entryOf(roleCode: string): Promise<Entry> {
    const cached = entries.get(roleCode);
    if (cached) {
      const entry = await cached.catch(() => null);
      if (entry && Date.now() - entry.loadedAt < ttlMs) return entry;
      if (entries.get(roleCode) !== cached) return entryOf(roleCode);
    }
    const loading = load(roleCode);
    entries.set(roleCode, loading);
    // A failed load is not kept: the next call tries again.
    loading.catch(() => entries.delete(roleCode));
    return loading;
  }

  // A company role's points as held: narrowed to the side's admin points, kept per points array (the session cache
  // hands the same array to every request of a session, so this is computed once per session and role edit).
  const narrowed = new WeakMap<readonly string[], ReadonlySet<string>>();
  async function permsOf(auth: RoleOf): Promise<ReadonlySet<string>> {
    if (auth.administrator || auth.rolePoints === null) return (await entryOf(roleCodeOf(auth))).perms;
    const cached = narrowed.get(auth.rolePoints);
    if (cached) return cached;
    const side = (await entryOf(sideAdminRoleOf(auth.joinType))).perms;
    const perms = new Set(auth.rolePoints.filter((p) => side.has(p)));
    narrowed.set(auth.rolePoints, perms);
    return perms;
  }

  return {
    /** Every menu row of a seeded role in menu order. */
    async menusOf(roleCode: string): Promise<RoleMenu[]> {
      return (await entryOf(roleCode)).menus;
    },
    /** Every menu row of a caller in menu order (visible and disabled flags are the caller's to apply). */
    async menusFor(auth: RoleOf): Promise<RoleMenu[]> {
      if (auth.administrator || auth.rolePoints === null) return (await entryOf(roleCodeOf(auth))).menus;
      return narrowMenus((await entryOf(sideAdminRoleOf(auth.joinType))).menus, await permsOf(auth));
    },
    /** The points "no role" gives a standard user of a company of `joinType`: those of its side's seeded standard role. */
    async standardPoints(joinType: AuthContext['joinType']): Promise<ReadonlySet<string>> {
      return (await entryOf(roleCodeOf({ administrator: false, joinType, companyRole: 'standard' }))).perms;
    },
    /** The points a company of `joinType` may hand to its roles: those of its side's admin role. */
    async assignablePoints(joinType: AuthContext['joinType']): Promise<ReadonlySet<string>> {
      return (await entryOf(sideAdminRoleOf(joinType))).perms;
    },
    /** The caller as the shared access rules see it (packages/contracts/src/permissions.ts). */
    async subjectOf(auth: AuthContext | null): Promise<AccessSubject | null> {
      if (!auth) return null;
      if (auth.administrator) return { administrator: true, perms: new Set() };
      return { administrator: false, perms: await permsOf(auth) };
    },
    /** Whether `auth` passes `access`: for services that show or hide a control by it (canEdit and the like). */
    async allows(auth: AuthContext | null, access: Access): Promise<boolean> {
      return allows(access, await this.subjectOf(auth));
    },
    /** Forgets every role: the next check reads the menus again (after a role or menu edit). */
    invalidate(): void {
      entries.clear();
    },
  };
}
export type RoleMenusCache = ReturnType<typeof roleMenusCache>;
