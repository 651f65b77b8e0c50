import { eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

export type CompanyStatus = (typeof companies.$inferSelect)['status'];

/** The only SQL of the organiser's console actions (so far: a company's status). */
export function consoleRepository(db: Db) {
  return {
    async company(id: number) {
      const [row] = await db.select({ id: companies.id, status: companies.status }).from(companies).where(eq(companies.id, id)).limit(1);
      return row;
    },

    async setCompanyStatus(id: number, status: CompanyStatus) {
      await db.update(companies).set({ status, updatedAt: new Date() }).where(eq(companies.id, id));
    },

    /** Who to tell about a company change, in their own language. */
    usersOf(companyId: number) {
      return db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.companyId, companyId));
    },
  };
}
export type ConsoleRepository = ReturnType<typeof consoleRepository>;
