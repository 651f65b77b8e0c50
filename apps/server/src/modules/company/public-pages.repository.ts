import { and, asc, gt, lte, max } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { w3cDatetime } from '../../platform/db/w3c-datetime.ts';
import { profileVisibleScope } from './company-access.ts';

/**
 * The company profiles a guest may open, for the sitemap (issue 29): company-access.ts profileVisibleScope for a
 * guest (an active supplier the organiser has verified), walked by id in keyset pages over the primary key.
 */
export function publicCompanyPagesRepository(db: Db) {
  return {
    /** The highest company id (0: none). */
    async maxId(): Promise<number> {
      const [row] = await db.select({ id: max(companies.id) }).from(companies);
      return row?.id ?? 0;
    },
    /** The guest-visible companies with `after` < id <= `upTo`, by id, at most `limit`, with their last change. */
    rows(after: number, upTo: number, limit: number): Promise<{ id: number; lastmod: string }[]> {
      return db
        .select({ id: companies.id, lastmod: w3cDatetime(companies.updatedAt) })
        .from(companies)
        .where(and(gt(companies.id, after), lte(companies.id, upTo), profileVisibleScope(null, companies)))
        .orderBy(asc(companies.id))
        .limit(limit);
    },
  };
}
export type PublicCompanyPagesRepository = ReturnType<typeof publicCompanyPagesRepository>;
