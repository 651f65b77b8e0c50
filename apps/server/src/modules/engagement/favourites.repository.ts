import { and, eq } from 'drizzle-orm';
import { companies, favourites } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

const f = favourites;

/** The only SQL of favourites (SPEC §4 "Favourite: collected or not"). */
export function favouritesRepository(db: Db) {
  return {
    async company(id: number) {
      const [row] = await db.select({ status: companies.status, joinType: companies.joinType }).from(companies).where(eq(companies.id, id)).limit(1);
      return row;
    },

    /** Collects a brand; collecting it again changes nothing. */
    async collectCompany(userId: number, companyId: number) {
      await db.insert(f).values({ userId, targetType: 'company', targetId: companyId }).onConflictDoNothing();
    },

    async uncollectCompany(userId: number, companyId: number) {
      await db.delete(f).where(and(eq(f.userId, userId), eq(f.targetType, 'company'), eq(f.targetId, companyId)));
    },
  };
}
export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
