import { eq } from 'drizzle-orm';
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

    async company(id: number) {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          nameEn: companies.nameEn,
          status: companies.status,
          joinType: companies.joinType,
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
