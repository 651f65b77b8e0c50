import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { companies, menus, roleMenus, roles, sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of the auth domain: users by e-mail or id, logins, and the menus of a role. */
export function authRepository(db: Db) {
  const userWithCompany = {
    id: users.id,
    email: users.email,
    passwordHash: users.passwordHash,
    status: users.status,
    firstName: users.firstName,
    lastName: users.lastName,
    avatar: users.avatar,
    phone: users.phone,
    departmentName: users.departmentName,
    needUpdatePwd: users.needUpdatePwd,
    administratorFlag: users.administratorFlag,
    companyRole: users.companyRole,
    companyId: users.companyId,
    locale: users.locale,
    companyName: companies.name,
    joinType: companies.joinType,
    companyStatus: companies.status,
    verificationStatus: companies.verificationStatus,
  };
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select(userWithCompany)
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
    async findById(id: number) {
      const [row] = await db
        .select(userWithCompany)
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
    /** The login before session `sessionId`: every login opens one session, so it is the user's previous session. */
    async previousLogin(userId: number, sessionId: number) {
      const [row] = await db
        .select({ ip: sessions.ip, userAgent: sessions.userAgent, at: sessions.createdAt })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.id, sessionId)))
        .orderBy(desc(sessions.id))
        .limit(1);
      return row;
    },
    /** Stamps the user's latest login (member lists show it); the current user answers the previous one. */
    async recordLogin(id: number, ip: string, userAgent: string | null) {
      await db
        .update(users)
        .set({ lastLoginIp: ip, lastLoginUserAgent: userAgent, lastLoginAt: sql`now()` })
        .where(eq(users.id, id));
    },
    /** Every menu row the role may see, in menu order (visible and disabled flags are applied by the caller). */
    async menusOfRole(roleCode: string) {
      return db
        .select({
          menuId: menus.menuId, parentId: menus.parentId, menuType: menus.menuType, menuName: menus.menuName,
          menuTitle: menus.menuTitle, path: menus.path, frameUrl: menus.frameUrl, icon: menus.icon, sort: menus.sort,
          visibleFlag: menus.visibleFlag, disabledFlag: menus.disabledFlag, webPerms: menus.webPerms,
        })
        .from(menus)
        .innerJoin(roleMenus, eq(roleMenus.menuId, menus.menuId))
        .innerJoin(roles, and(eq(roles.id, roleMenus.roleId), eq(roles.code, roleCode)))
        .orderBy(asc(menus.sort));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
export type UserWithCompany = NonNullable<Awaited<ReturnType<AuthRepository['findById']>>>;
export type PreviousLogin = Awaited<ReturnType<AuthRepository['previousLogin']>>;
