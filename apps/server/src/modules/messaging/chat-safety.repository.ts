import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatReports, companies, messages, userBlocks, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/sql-text.ts';
import { messageColumns, type MessageRow } from './chat.repository.ts';
import { memberCardColumns } from '../accounts/accounts.public.ts';

// Blocks between members and reports of conversations to the organiser (issue 12: "trade platforms attract spam").

const r = chatReports;

/** Reports the console lists at most in one answer: the newest of the status asked for. */
export const REPORTS_LIST_MAX = 200;
/** Messages of the reported member a report shows the organiser. */
export const REPORT_EXCERPT_MESSAGES = 10;

export function chatSafetyRepository(db: Db) {
  return {
    /** `blocker` blocks `blocked`; blocking twice changes nothing (user_blocks primary key). */
    async block(blocker: number, blocked: number) {
      await db.insert(userBlocks).values({ blockerId: blocker, blockedId: blocked }).onConflictDoNothing();
    },

    /** Lifts a block; answers whether there was one. Primary key. */
    async unblock(blocker: number, blocked: number): Promise<boolean> {
      const rows = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)))
        .returning({ id: userBlocks.blockedId });
      return rows.length > 0;
    },

    /** The members `blocker` blocked, latest first: the primary key's prefix, then a probe of users and companies each. */
    blockedBy(blocker: number) {
      return db
        .select({
          ...memberCardColumns,
          companyName: companies.name,
          companyNameEn: companies.nameEn,
          blockedAt: userBlocks.createdAt,
        })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(userBlocks.blockerId, blocker))
        .orderBy(desc(userBlocks.createdAt));
    },

    /**
     * Files a report unless the reporter already has an open one on the conversation (one is enough: the organiser
     * reads the conversation, not the count). One statement; answers whether a row was written.
     */
    async report(v: { conversationId: number; reporterId: number; reportedId: number; reason: string }): Promise<boolean> {
      const result = await db.execute(
        sql`insert into ${r} (conversation_id, reporter_id, reported_id, reason)
          select ${v.conversationId}::int, ${v.reporterId}::int, ${v.reportedId}::int, ${v.reason}::text
          where not exists (select 1 from ${r} o where o.conversation_id = ${v.conversationId} and o.reporter_id = ${v.reporterId} and o.status = 'open')
          returning id`,
      );
      return rowsOf(result).length > 0;
    },

    /**
     * Reports of a status (open first when none is asked), newest first, at most REPORTS_LIST_MAX: chat_reports_status_idx,
     * then primary-key probes of the two users.
     */
    reports(status: 'open' | 'closed' | undefined) {
      const reporter = alias(users, 'reporter');
      const reported = alias(users, 'reported');
      return db
        .select({
          id: r.id,
          conversationId: r.conversationId,
          reason: r.reason,
          status: r.status,
          createdAt: r.createdAt,
          reporter: { userId: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName, email: reporter.email },
          reported: { userId: reported.id, firstName: reported.firstName, lastName: reported.lastName, email: reported.email },
        })
        .from(r)
        .innerJoin(reporter, eq(reporter.id, r.reporterId))
        .innerJoin(reported, eq(reported.id, r.reportedId))
        .where(status ? eq(r.status, status) : undefined)
        .orderBy(sql`${r.status} = 'closed'`, desc(r.id))
        .limit(REPORTS_LIST_MAX);
    },

    /**
     * The last REPORT_EXCERPT_MESSAGES messages of each reported member in each reported conversation, in one
     * statement: messages_conversation_idx over those conversations (reports are few, and read by staff only).
     */
    async excerpts(pairs: readonly { conversationId: number; senderId: number }[]): Promise<MessageRow[]> {
      if (!pairs.length) return [];
      const wanted = sql.join(
        pairs.map((p) => sql`(${p.conversationId}::int, ${p.senderId}::int)`),
        sql`, `,
      );
      const ranked = db
        .select({
          ...messageColumns,
          rank: sql<number>`row_number() over (partition by ${messages.conversationId}, ${messages.senderId} order by ${messages.id} desc)`.as(
            'rank',
          ),
        })
        .from(messages)
        .where(sql`(${messages.conversationId}, ${messages.senderId}) in (${wanted})`)
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(sql`${ranked.rank} <= ${REPORT_EXCERPT_MESSAGES}`)
        .orderBy(ranked.id);
      return rows.map(({ rank: _rank, ...row }) => row as MessageRow);
    },

    /** A report, for closing it. Primary key. */
    async find(id: number) {
      const [row] = await db.select({ id: r.id, status: r.status, reportedId: r.reportedId }).from(r).where(eq(r.id, id));
      return row;
    },

    /** Closes an open report; answers whether it was open. Primary key. */
    async close(id: number, closedBy: number): Promise<boolean> {
      const rows = await db
        .update(r)
        .set({ status: 'closed', closedBy, closedAt: sql`now()` })
        .where(and(eq(r.id, id), eq(r.status, 'open')))
        .returning({ id: r.id });
      return rows.length > 0;
    },
  };
}
export type ChatSafetyRepository = ReturnType<typeof chatSafetyRepository>;
