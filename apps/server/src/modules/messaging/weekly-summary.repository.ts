import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { companies, connections, notifications, pageViews, products, questions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { recipientColumns } from '../../platform/mail/greeting.ts';

/** One week: from `from` (included) to `to` (excluded). */
export interface Period {
  from: Date;
  to: Date;
}

/** "Weekly activity review" is on unless the member switched it off (effectiveNotificationPrefs: on by default). */
const wantsSummary = sql`coalesce(${users.notificationPrefs}->'weeklySummary' <> 'false'::jsonb, true)`;
const activeMember = and(eq(users.status, 'active'), sql`${companies.status} <> 'suspended'`);

/** How many of each key, as a map. */
const tally = <K>(rows: { key: K; n: number }[]) => new Map(rows.map((r) => [r.key, Number(r.n)]));

/**
 * The reads of the weekly activity summary (weekly-summary.job.ts); its notification is written by the notifier. Every
 * read covers one batch of members in one statement (never one per member), on the indexes named beside it.
 */
export function weeklySummaryRepository(db: Db) {
  return transactional(db, (db) => ({
    /** Up to `limit` ids after `afterId` of active members who keep the summary on (users by primary key). */
    async recipientIds(afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(gt(users.id, afterId), activeMember, wantsSummary))
        .orderBy(asc(users.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The members of a batch as recipients, still active and still wanting it (a member may switch it off meanwhile). */
    members(userIds: readonly number[]) {
      if (!userIds.length) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          email: users.email,
          ...recipientColumns,
          locale: users.locale,
          prefs: users.notificationPrefs,
          createdAt: users.createdAt,
          companyId: users.companyId,
          joinType: companies.joinType,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(inArray(users.id, [...userIds]), activeMember, wantsSummary));
    },

    /**
     * What happened to these companies in the period: views of their profiles and products (page_views by
     * page_views_company_created_idx), contact requests they received (connections_supplier_idx) and questions
     * about their products (products_company_idx, then questions_product_idx). Three statements for the batch.
     */
    async companyStats(companyIds: readonly number[], p: Period) {
      const ids = [...new Set(companyIds)];
      if (!ids.length)
        return {
          profileViews: new Map<number, number>(),
          productViews: new Map<number, number>(),
          requests: new Map<number, number>(),
          questions: new Map<number, number>(),
        };
      const [views, requests, asked] = await Promise.all([
        db
          .select({ companyId: pageViews.companyId, kind: pageViews.kind, n: sql<number>`count(*)::int` })
          .from(pageViews)
          .where(
            and(
              inArray(pageViews.companyId, ids),
              inArray(pageViews.kind, ['profile', 'product']),
              gte(pageViews.createdAt, p.from),
              lt(pageViews.createdAt, p.to),
            ),
          )
          .groupBy(pageViews.companyId, pageViews.kind),
        db
          .select({ key: connections.supplierCompanyId, n: sql<number>`count(*)::int` })
          .from(connections)
          .where(and(inArray(connections.supplierCompanyId, ids), gte(connections.createdAt, p.from), lt(connections.createdAt, p.to)))
          .groupBy(connections.supplierCompanyId),
        db
          .select({ key: products.companyId, n: sql<number>`count(*)::int` })
          .from(questions)
          .innerJoin(products, eq(products.id, questions.productId))
          .where(and(inArray(products.companyId, ids), gte(questions.createdAt, p.from), lt(questions.createdAt, p.to)))
          .groupBy(products.companyId),
      ]);
      const ofKind = (kind: string) => tally(views.filter((v) => v.kind === kind).map((v) => ({ key: v.companyId, n: v.n })));
      return { profileViews: ofKind('profile'), productViews: ofKind('product'), requests: tally(requests), questions: tally(asked) };
    },

    /**
     * What the members were told in the period, by event (contact accepted, question answered...): their own
     * notifications, by notifications_user_idx (user, created_at). One statement for the batch.
     */
    async toldInPeriod(userIds: readonly number[], p: Period): Promise<Map<number, Map<string, number>>> {
      const out = new Map<number, Map<string, number>>();
      if (!userIds.length) return out;
      const rows = await db
        .select({ userId: notifications.userId, event: sql<string>`${notifications.payload}->>'event'`, n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(inArray(notifications.userId, [...userIds]), gte(notifications.createdAt, p.from), lt(notifications.createdAt, p.to)))
        .groupBy(notifications.userId, sql`${notifications.payload}->>'event'`);
      for (const r of rows) {
        const mine = out.get(r.userId) ?? new Map<string, number>();
        mine.set(r.event, Number(r.n));
        out.set(r.userId, mine);
      }
      return out;
    },

    /**
     * Holds the member's summary lock until the transaction ends, so that two runs of the same batch (a retry while
     * the first still runs) take turns and the second sees what the first wrote.
     */
    async lock(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('weekly-summary'), ${userId}::int)`);
    },

    /**
     * Whether the member has the summary of the week ending `p.to` already (the guard that makes a retried job send
     * none twice): one is written after its week, so notifications_user_idx reads only theirs since then.
     */
    async summarised(userId: number, week: string, p: Period): Promise<boolean> {
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            gte(notifications.createdAt, p.to),
            eq(notifications.kind, 'weeklySummary'),
            sql`${notifications.payload}->>'week' = ${week}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  }));
}
export type WeeklySummaryRepository = ReturnType<typeof weeklySummaryRepository>;
