import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { companies, pageViews } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import type { RecordedView } from './profile-visit-policy.ts';

/** A profile view to record: a member's (user and company ids) or a guest's (`<network>/<device>`). */
export interface NewProfileView {
  companyId: number;
  visitorUserId: number | null;
  visitorCompanyId: number | null;
  device: string | null;
  createdAt: Date;
}

/** The SQL of counting profile visits: one batch of visits is one transaction (profile-visits.service.ts). */
export function profileVisitsRepository(db: Db) {
  return transactional(db, (db) => ({
    /**
     * Locks the rows of these companies until the transaction ends, in id order (two batches never wait for each
     * other in a circle), and answers the ids that exist. Two batches with visits of one company take turns, so the
     * once-a-day and per-network rules see each other's views. FOR NO KEY UPDATE is the lock the counter update takes
     * anyway; it lets product writes (FOR KEY SHARE) carry on.
     */
    async lockCompanies(ids: readonly number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, [...ids]))
        .orderBy(companies.id)
        .for('no key update');
      return rows.map((r) => r.id);
    },

    /**
     * The profile views of these companies recorded from the start of day `from` to before the start of day `to`
     * (UTC) that the rules need for this batch: those of its members, and every guest view from its guests' networks
     * (the per-network cap counts them all). A popular profile's other views of the day are not read.
     */
    recordedBetween(
      ids: readonly number[],
      from: string,
      to: string,
      who: { userIds: readonly number[]; networks: readonly string[] },
    ): Promise<RecordedView[]> {
      const members = who.userIds.length ? inArray(pageViews.visitorUserId, [...who.userIds]) : undefined;
      const guests = who.networks.length
        ? and(isNull(pageViews.visitorUserId), inArray(sql`split_part(${pageViews.device}, '/', 1)`, [...who.networks]))
        : undefined;
      return db
        .select({
          companyId: pageViews.companyId,
          visitorUserId: pageViews.visitorUserId,
          device: pageViews.device,
          createdAt: pageViews.createdAt,
        })
        .from(pageViews)
        .where(
          and(
            inArray(pageViews.companyId, [...ids]),
            eq(pageViews.kind, 'profile'),
            gte(pageViews.createdAt, new Date(`${from}T00:00:00Z`)),
            lt(pageViews.createdAt, new Date(`${to}T00:00:00Z`)),
            or(members, guests),
          ),
        );
    },

    async insertViews(rows: readonly NewProfileView[]): Promise<void> {
      if (rows.length) await db.insert(pageViews).values(rows.map((r) => ({ ...r, kind: 'profile' as const })));
    },

    /**
     * Adds each company's counted visits to its visit_count: one UPDATE, one new row version per company and batch
     * (updated_at stays: a visit is no edit).
     */
    async addVisitCounts(counts: ReadonlyMap<number, number>): Promise<void> {
      if (!counts.size) return;
      const pairs = sql.join(
        [...counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${companies} set visit_count = ${companies.visitCount} + v.n
        from (values ${pairs}) as v(id, n) where ${companies.id} = v.id`);
    },
  }));
}
export type ProfileVisitsRepository = ReturnType<typeof profileVisitsRepository>;
