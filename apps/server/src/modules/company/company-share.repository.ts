import { eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { companyFacts } from './company-facts.repository.ts';

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

    company: (id: number) => companyFacts(db, id),
  };
}
export type CompanyShareRepository = ReturnType<typeof companyShareRepository>;
