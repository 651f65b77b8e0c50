import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { companies, savedSearches, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { recipientColumns } from '../../platform/mail/greeting.ts';

const s = savedSearches;

const searchColumns = { id: s.id, name: s.name, query: s.query, createdAt: s.createdAt, notifiedAt: s.notifiedAt };

/**
 * The only SQL of saved searches. A member has at most SAVED_SEARCH_LIMITS.perMember (saved_searches_user_idx); the
 * check job walks every search by primary key in batches, each with its owner in the same statement.
 */
export function savedSearchesRepository(db: Db) {
  return transactional(db, (db) => savedSearchesQueries(db));
}

function savedSearchesQueries(db: Db) {
  return {
    async count(userId: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(s)
        .where(eq(s.userId, userId));
      return n;
    },

    async insert(v: { userId: number; name: string; query: string }) {
      const [row] = await db.insert(s).values(v).returning(searchColumns);
      return row;
    },

    /** Removes one of the user's searches; false for another user's or an unknown one (nothing removed). */
    async remove(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(s)
        .where(and(eq(s.id, id), eq(s.userId, userId)))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    mine(userId: number) {
      return db.select(searchColumns).from(s).where(eq(s.userId, userId)).orderBy(desc(s.createdAt), desc(s.id));
    },

    /**
     * Up to `limit` searches after id `afterId` whose owner is active in a company that is not suspended, with the
     * owner as a viewer (role, company kind) and as a recipient (language, preferences).
     */
    batch(afterId: number, limit: number) {
      return db
        .select({
          id: s.id,
          name: s.name,
          query: s.query,
          checkedAt: s.checkedAt,
          notifiedAt: s.notifiedAt,
          notifiedToday: sql<boolean>`coalesce(${s.notifiedAt} > now() - interval '1 day', false)`,
          userId: users.id,
          email: users.email,
          ...recipientColumns,
          locale: users.locale,
          prefs: users.notificationPrefs,
          createdAt: users.createdAt,
          companyId: users.companyId,
          companyRole: users.companyRole,
          administrator: users.administratorFlag,
          joinType: companies.joinType,
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(gt(s.id, afterId), eq(users.status, 'active'), sql`${companies.status} <> 'suspended'`))
        .orderBy(asc(s.id))
        .limit(limit);
    },

    /** Moves the search's clock: new products are those first published after `checkedAt`. */
    async checked(id: number, checkedAt: Date, notified: boolean) {
      await db
        .update(s)
        .set({ checkedAt, ...(notified ? { notifiedAt: sql`now()` } : {}) })
        .where(eq(s.id, id));
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof savedSearchesRepository>;
export type SavedSearchRow = Awaited<ReturnType<SavedSearchesRepository['mine']>>[number];
export type DueSavedSearch = Awaited<ReturnType<SavedSearchesRepository['batch']>>[number];
