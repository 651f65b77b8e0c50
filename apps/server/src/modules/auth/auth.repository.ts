import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { companies, companyRoles, sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import { transactional } from '../../platform/db/transactional.ts';

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
  companyRoleId: users.companyRoleId,
  rolePoints: companyRoles.points,
  companyId: users.companyId,
  locale: users.locale,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  joinType: companies.joinType,
  companyStatus: companies.status,
  verificationStatus: companies.verificationStatus,
};

// The current user's two reads run on every page load: prepared once (platform/db/prepared-query.ts), not rebuilt.
const userById = preparedQuery('gb_user_by_id', (db) =>
  db
    .select(userWithCompany)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyRoles, eq(companyRoles.id, users.companyRoleId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);
const loginBefore = preparedQuery('gb_login_before', (db) =>
  db
    .select({ ip: sessions.ip, userAgent: sessions.userAgent, at: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, sql.placeholder('userId')), lt(sessions.id, sql.placeholder('sessionId'))))
    .orderBy(desc(sessions.id))
    .limit(1),
);

/**
 * The auth domain's reads: users by e-mail or id with their company, and their logins (menus:
 * platform/auth/role-menus.ts). The login stamp is written by the accounts module (accounts/users.repository.ts).
 */
export function authRepository(db: Db) {
  return transactional(db, (db) => queries(db));
}

function queries(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select(userWithCompany)
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(companyRoles, eq(companyRoles.id, users.companyRoleId))
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
    async findById(id: number) {
      const [row] = await userById(db).execute({ id });
      return row;
    },
    /** The login before session `sessionId`: every login opens one session, so it is the user's previous session. */
    async previousLogin(userId: number, sessionId: number) {
      const [row] = await loginBefore(db).execute({ userId, sessionId });
      return row;
    },
    /**
     * Locks the user's row until the transaction ends, so two logins of one user take turns: the later one then sees
     * the earlier one's session and ends it (single login), on PostgreSQL as on PGlite.
     */
    async lockUser(id: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
export type UserWithCompany = NonNullable<Awaited<ReturnType<AuthRepository['findById']>>>;
export type PreviousLogin = Awaited<ReturnType<AuthRepository['previousLogin']>>;
