import { and, eq } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../db/schema/index.ts';
import type { Db } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';

/** The role whose menus and permission points a caller gets (the same rule as the current-user answer). */
export function roleCodeOf(auth: Pick<AuthContext, 'administrator' | 'joinType' | 'companyRole'>): string {
  return auth.administrator ? 'platform_admin' : `${auth.joinType}_${auth.companyRole}`;
}

/**
 * Server-side permission points (ARCHITECTURE §5): the caller holds `code` when their role has a visible, enabled
 * menuType 3 row carrying it, the very rows the client builds its permission set from. Platform staff pass.
 */
export function permissionsRepository(db: Db) {
  return {
    /** Whether `auth` holds permission point `code`. */
    async holds(auth: AuthContext, code: string): Promise<boolean> {
      if (auth.administrator) return true;
      const [row] = await db
        .select({ menuId: menus.menuId })
        .from(menus)
        .innerJoin(roleMenus, eq(roleMenus.menuId, menus.menuId))
        .innerJoin(roles, and(eq(roles.id, roleMenus.roleId), eq(roles.code, roleCodeOf(auth))))
        .where(and(eq(menus.menuType, 3), eq(menus.webPerms, code), eq(menus.visibleFlag, true), eq(menus.disabledFlag, false)))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type PermissionsRepository = ReturnType<typeof permissionsRepository>;
