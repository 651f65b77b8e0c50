import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { actionTokens, companies, companyRoles, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import type { UserStatus } from '../accounts/users.repository.ts';

// The live invitation link of an invited user: when it stops working (a correlated subquery on action_tokens_user_idx,
// migration 0021: a few rows per user, once per listed row).
const invitationExpiresAt = sql<Date | null>`(
  select max(${actionTokens.expiresAt}) from ${actionTokens}
  where ${actionTokens.userId} = ${users.id} and ${actionTokens.purpose} = 'activate' and ${actionTokens.usedAt} is null
)`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v)));

const columns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  salutation: users.salutation,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  gender: users.gender,
  phone: users.phone,
  avatar: users.avatar,
  departmentName: users.departmentName,
  remarks: users.remarks,
  street: users.address1,
  city: users.city,
  state: users.state,
  country: users.country,
  postalCode: users.postalCode,
  companyRole: users.companyRole,
  roleId: users.companyRoleId,
  roleName: companyRoles.name,
  administratorFlag: users.administratorFlag,
  status: users.status,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  locale: users.locale,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  invitationExpiresAt,
};

export type CompanyUserRow = NonNullable<Awaited<ReturnType<CompanyUsersRepository['findById']>>>;

/** Users who hold a seat of the company's plan and appear in its list: every status but removed. */
const listed = ne(users.status, 'removed');

/**
 * Company user management's reads (a company's users, its admins, its roles) and the writes of `company_roles`, which
 * this module owns. Users are written by accounts/members.repository.ts.
 */
export function companyUsersRepository(db: Db) {
  return transactional(db, (db) => ({
    /** A page of the company's users (users_company_idx), and how many match: one round trip on PostgreSQL. */
    async list(companyId: number, status: UserStatus | undefined, limit: number, offset: number) {
      const where = and(eq(users.companyId, companyId), listed, status ? eq(users.status, status) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .leftJoin(companyRoles, eq(companyRoles.id, users.companyRoleId))
          .where(where)
          .orderBy(asc(users.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, total };
    },

    async findById(id: number) {
      const [row] = await db
        .select(columns)
        .from(users)
        .leftJoin(companyRoles, eq(companyRoles.id, users.companyRoleId))
        .where(and(eq(users.id, id), listed))
        .limit(1);
      return row;
    },

    /** Listed users by id, in id order (an invitation's new users: one statement for all). */
    async byIds(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select(columns)
        .from(users)
        .leftJoin(companyRoles, eq(companyRoles.id, users.companyRoleId))
        .where(and(inArray(users.id, ids), listed))
        .orderBy(asc(users.id));
    },

    /** The company's name (invitations name it). */
    async companyName(companyId: number): Promise<{ name: string; nameEn: string | null }> {
      const [row] = await db.select({ name: companies.name, nameEn: companies.nameEn }).from(companies).where(eq(companies.id, companyId));
      return row ?? { name: '', nameEn: null };
    },

    /**
     * Locks the company's row until the transaction ends: two admins acting at once (two invitations against the last
     * seat, two admins demoting each other) take turns, so each sees the other's result.
     */
    async lockCompany(companyId: number): Promise<void> {
      await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    },

    /** Active administrators of the company other than `exceptId`: the "last admin" rule counts these. */
    async otherActiveAdmins(companyId: number, exceptId: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin'), eq(users.status, 'active'), ne(users.id, exceptId)));
      return n;
    },

    /** The company's roles with how many listed users hold each, by name. */
    async roles(companyId: number) {
      return db
        .select({
          id: companyRoles.id,
          name: companyRoles.name,
          points: companyRoles.points,
          userCount: sql<number>`(select count(*)::int from ${users} where ${users.companyRoleId} = ${companyRoles.id} and ${listed})`,
        })
        .from(companyRoles)
        .where(eq(companyRoles.companyId, companyId))
        .orderBy(asc(sql`lower(${companyRoles.name})`));
    },

    async findRole(id: number) {
      const [row] = await db.select().from(companyRoles).where(eq(companyRoles.id, id)).limit(1);
      return row;
    },

    async roleCount(companyId: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companyRoles)
        .where(eq(companyRoles.companyId, companyId));
      return n;
    },

    /** Whether another role of the company has this name (case-insensitive: the unique index's rule). */
    async roleNameTaken(companyId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: companyRoles.id })
        .from(companyRoles)
        .where(
          and(
            eq(companyRoles.companyId, companyId),
            sql`lower(${companyRoles.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(companyRoles.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertRole(companyId: number, name: string, points: string[]) {
      const [row] = await db.insert(companyRoles).values({ companyId, name, points }).returning({ id: companyRoles.id });
      return row.id;
    },

    async updateRole(id: number, name: string, points: string[]) {
      await db
        .update(companyRoles)
        .set({ name, points, updatedAt: sql`now()` })
        .where(eq(companyRoles.id, id));
    },

    async deleteRole(id: number) {
      await db.delete(companyRoles).where(eq(companyRoles.id, id));
    },

    /** The listed standard users holding a role: they are told when its points change. */
    async holdersOf(roleId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyRoleId, roleId), listed));
      return rows.map((r) => r.id);
    },

    /** Which of these ids are roles of the company (an id of another company's role is refused, not assigned). */
    async rolesOfCompany(companyId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: companyRoles.id })
        .from(companyRoles)
        .where(and(eq(companyRoles.companyId, companyId), inArray(companyRoles.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  }));
}
export type CompanyUsersRepository = ReturnType<typeof companyUsersRepository>;
