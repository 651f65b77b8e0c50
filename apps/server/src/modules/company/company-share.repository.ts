import { eq, inArray, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The SQL of sharing a showroom: who shares, and what. */
export function companyShareRepository(db: Db) {
  return {
    async sender(userId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, companyName: companies.name, companyNameEn: companies.nameEn })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The members among the recipients' addresses (lower-case), with what decides their e-mail language. */
    async members(emails: string[]) {
      if (!emails.length) return [];
      return db
        .select({ email: sql<string>`lower(${users.email})`, locale: users.locale, prefs: users.notificationPrefs })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails.map((e) => e.toLowerCase())));
    },

    async company(id: number) {
      const [row] = await db
        .select({
          id: companies.id, name: companies.name, nameEn: companies.nameEn, status: companies.status, joinType: companies.joinType,
          verificationStatus: companies.verificationStatus,
        })
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1);
      return row;
    },
  };
}
export type CompanyShareRepository = ReturnType<typeof companyShareRepository>;
