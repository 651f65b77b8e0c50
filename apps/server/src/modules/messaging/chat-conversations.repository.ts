import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { companies, connections, conversations, messages, userBlocks, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { messageColumns } from './chat.repository.ts';
import { memberCardColumns } from '../accounts/accounts.public.ts';

// Conversations as the panel lists them, and what a context (product, company, connection, match) resolves to
// (issue 12). A page of the list is ONE statement whatever its length (ARCHITECTURE §8): the cost of each is written
// beside it.

const c = conversations;
const m = messages;

/** A position in the list: a conversation's last_message_at in microseconds since the epoch (exact), and its id. */
export interface ListCursor {
  micros: string;
  id: number;
}

/**
 * Every conversation of `me` with the peer, the last message, my unread count and the blocks either way, for the
 * rows `where` picks. Per row: primary-key probes of users and companies; the last message by a backward probe of
 * messages_conversation_idx; my unread messages in it through messages_unread_idx (my unread messages, of every
 * conversation: the one definition of unread, and few by nature); two primary-key probes of user_blocks; for a
 * connection context one primary-key probe of connections.
 */
function summaries(db: Db, me: { userId: number; companyId: number }, where: SQL) {
  const peerId = sql`(case when ${c.userA} = ${me.userId} then ${c.userB} else ${c.userA} end)`;
  return db
    .select({
      id: c.id,
      lastMessageAt: c.lastMessageAt,
      // Microseconds, as text: a JavaScript Date keeps milliseconds, and a cursor rounded to them would skip rows.
      micros: sql<string>`((extract(epoch from ${c.lastMessageAt}) * 1000000)::bigint)::text`,
      contextType: c.contextType,
      contextId: c.contextId,
      // The company a company, match or connection context shows (a connection: the other company than mine).
      contextCompanyId: sql<number | null>`(case ${c.contextType}
        when 'company' then ${c.contextId} when 'match' then ${c.contextId}
        when 'connection' then (select case when cn.requester_company_id = ${me.companyId} then cn.supplier_company_id
          else cn.requester_company_id end from ${connections} cn where cn.id = ${c.contextId}) end)`,
      // The peer's member card (accounts.public.ts), and whether they can still be written to.
      peer: {
        ...memberCardColumns,
        status: users.status,
        companyName: companies.name,
        companyNameEn: companies.nameEn,
      },
      last: messageColumns,
      unread: sql<number>`(select count(*)::int from ${m} u where u.recipient_id = ${me.userId} and u.read_at is null and u.conversation_id = ${c.id})`,
      blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${me.userId} and b.blocked_id = ${users.id})`,
      blockedByPeer: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${users.id} and b.blocked_id = ${me.userId})`,
    })
    .from(c)
    .innerJoin(users, eq(users.id, peerId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(m, eq(m.id, sql`(select max(l.id) from ${m} l where l.conversation_id = ${c.id})`))
    .where(where);
}
export type ConversationRow = Awaited<ReturnType<typeof summaries>>[number];

/** Conversations, context resolution and the facts of companies shown in cards. */
export function chatConversationsRepository(db: Db) {
  return {
    /**
     * A page of `me`'s conversations that have messages, the most recent first, after `cursor`: each side of the
     * pair is read in order from its recency index (conversations_a_recent_idx, conversations_b_recent_idx) for at
     * most `limit` rows (an empty conversation costs one probe of messages_conversation_idx and is skipped), the two
     * merged, then summarised as above. Cost: 2 x `limit` index rows at most, whatever the number of conversations.
     */
    page(me: { userId: number; companyId: number }, cursor: ListCursor | null, limit: number) {
      const after = cursor
        ? sql`and (k.last_message_at, k.id) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id})`
        : sql``;
      const side = (column: 'user_a' | 'user_b') =>
        sql`(select k.id from ${c} k where k.${sql.raw(column)} = ${me.userId} ${after}
          and exists (select 1 from ${m} x where x.conversation_id = k.id)
          order by k.last_message_at desc, k.id desc limit ${limit})`;
      return summaries(db, me, sql`${c.id} in (${side('user_a')} union all ${side('user_b')})`)
        .orderBy(desc(c.lastMessageAt), desc(c.id))
        .limit(limit);
    },

    /** One conversation of `me` (primary key), summarised as the list does; undefined if they are not in it. */
    async one(me: { userId: number; companyId: number }, id: number) {
      const [row] = await summaries(db, me, and(eq(c.id, id), or(eq(c.userA, me.userId), eq(c.userB, me.userId)))!);
      return row;
    },

    /** What the card and the visibility rule of companies read (company-access.ts profileVisible). Primary keys. */
    companies(ids: readonly number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: companies.id,
          name: companies.name,
          nameEn: companies.nameEn,
          status: companies.status,
          joinType: companies.joinType,
          verificationStatus: companies.verificationStatus,
          logo: companies.logo,
          city: companies.city,
          country: companies.country,
        })
        .from(companies)
        .where(inArray(companies.id, [...ids]));
    },

    /**
     * Who answers for a company in a chat: its first active administrator (lowest id), else its first active member.
     * users_company_idx over the company's members.
     */
    async contactOf(companyId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
        .orderBy(asc(sql`${users.companyRole} <> 'admin'`), asc(users.id))
        .limit(1);
      return row?.id;
    },

    /** The other company of a connection that `companyId` is party to (either side, any status). Primary key. */
    async connectionPeer(id: number, companyId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ requester: connections.requesterCompanyId, supplier: connections.supplierCompanyId })
        .from(connections)
        .where(
          and(eq(connections.id, id), or(eq(connections.requesterCompanyId, companyId), eq(connections.supplierCompanyId, companyId))),
        );
      if (!row) return undefined;
      return row.requester === companyId ? row.supplier : row.requester;
    },
  };
}
export type ChatConversationsRepository = ReturnType<typeof chatConversationsRepository>;
