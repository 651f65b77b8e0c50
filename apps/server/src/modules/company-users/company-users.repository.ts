import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import type { UserStatus } from '../accounts/users.repository.ts';

const columns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  gender: users.gender,
  phone: users.phone,
  avatar: users.avatar,
  departmentName: users.departmentName,
  companyRole: users.companyRole,
  administratorFlag: users.administratorFlag,
  status: users.status,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export type CompanyUserRow = NonNullable<Awaited<ReturnType<CompanyUsersRepository['findById']>>>;

/** Company user management's reads: a company's users (their status is written by accounts/users.repository.ts). */
export function companyUsersRepository(db: Db) {
  return transactional(db, (db) => ({
    async list(companyId: number, status: UserStatus | undefined, limit: number, offset: number) {
      const where = and(eq(users.companyId, companyId), status ? eq(users.status, status) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        db.select(columns).from(users).where(where).orderBy(asc(users.id)).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, total };
    },

    async findById(id: number) {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
  }));
}
export type CompanyUsersRepository = ReturnType<typeof companyUsersRepository>;
