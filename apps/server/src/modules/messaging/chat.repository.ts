import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { chatMailPending, companies, conversations, messages, uploads, userBlocks, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

// The SQL of chat messages and of the pair a conversation is (issue 12). Lists of conversations and the context cards
// are in chat-conversations.repository.ts, blocks and reports in chat-safety.repository.ts. Every statement names the
// index it runs on; none grows with the number of messages stored except where said.

const m = messages;
const c = conversations;

/** Every column a message is presented from (chat.presenter.ts). */
export const messageColumns = {
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  recipientId: m.recipientId,
  body: m.body,
  kind: m.kind,
  payload: m.payload,
  clientId: m.clientId,
  deliveredAt: m.deliveredAt,
  readAt: m.readAt,
  createdAt: m.createdAt,
};
export type MessageRow = {
  id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  body: string;
  kind: 'text' | 'image' | 'product' | 'company';
  payload: Record<string, unknown> | null;
  clientId: string | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  createdAt: Date;
};

/** A conversation's pair as stored: userA < userB. */
export const pairOf = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

/** The highest id of `rows`, or null. */
const maxId = (rows: { id: number }[]) => (rows.length ? Math.max(...rows.map((r) => r.id)) : null);

function chatQueries(db: Db) {
  return {
    /** A user's status and company (whether they can be written to). Primary key. */
    async user(id: number) {
      const [row] = await db.select({ id: users.id, status: users.status, companyId: users.companyId }).from(users).where(eq(users.id, id));
      return row;
    },

    /** The conversation of a pair, if it exists (conversations_pair_uq). */
    async pair(a: number, b: number) {
      const p = pairOf(a, b);
      const [row] = await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.userA, p.userA), eq(c.userB, p.userB)));
      return row?.id;
    },

    /**
     * Creates the conversation of a pair, or finds it when a concurrent open made it first, with what it was opened
     * from (null leaves the stored context as it is). One statement on conversations_pair_uq.
     */
    async openPair(a: number, b: number, context: { type: string; id: number } | null): Promise<number> {
      const p = pairOf(a, b);
      const set = context ? { contextType: context.type, contextId: context.id } : { userA: sql`${c.userA}` };
      const [row] = await db
        .insert(c)
        .values({ ...p, contextType: context?.type ?? null, contextId: context?.id ?? null })
        .onConflictDoUpdate({ target: [c.userA, c.userB], set })
        .returning({ id: c.id });
      return row.id;
    },

    /** Records a new context on an existing conversation (reopened from a product, a company...). Primary key. */
    async setContext(id: number, context: { type: string; id: number }) {
      await db.update(c).set({ contextType: context.type, contextId: context.id }).where(eq(c.id, id));
    },

    /** The conversation when `userId` is one of its pair, else undefined (a stranger learns nothing). Primary key. */
    async conversationOf(id: number, userId: number) {
      const [row] = await db
        .select({ id: c.id, userA: c.userA, userB: c.userB })
        .from(c)
        .where(and(eq(c.id, id), or(eq(c.userA, userId), eq(c.userB, userId))));
      return row;
    },

    /**
     * Whether `peer` can be written to by `me`: their status and blocks either way. One statement: a primary-key probe
     * of users and two of user_blocks.
     */
    async peerState(me: number, peer: number) {
      const [row] = await db
        .select({
          status: users.status,
          blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${me} and b.blocked_id = ${peer})`,
          blockedByPeer: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${peer} and b.blocked_id = ${me})`,
        })
        .from(users)
        .where(eq(users.id, peer));
      return row;
    },

    /** The message a sender already stored under `clientId` (messages_sender_client_uq). */
    async byClientId(senderId: number, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select(messageColumns)
        .from(m)
        .where(and(eq(m.senderId, senderId), eq(m.clientId, clientId)));
      return row;
    },

    /** An image upload of the sender, with its size (uploads.path is unique by construction: random keys). */
    async ownImage(path: string, userId: number) {
      const [row] = await db
        .select({ width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(and(eq(uploads.path, path), eq(uploads.kind, 'image'), eq(uploads.userId, userId)))
        .limit(1);
      return row;
    },

    /** A page of a conversation, newest first, before an id: messages_conversation_idx backwards, `limit` rows. */
    history(conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
      return db
        .select(messageColumns)
        .from(m)
        .where(and(eq(m.conversationId, conversationId), before ? lt(m.id, before) : undefined))
        .orderBy(desc(m.id))
        .limit(limit);
    },

    /**
     * Marks messages to `recipientId` in a conversation delivered (up to an id); answers the highest id it changed, or
     * null when nothing changed. messages_unread_idx: the recipient's unread messages (few), of which the undelivered
     * ones of this conversation are written.
     */
    async markDelivered(conversationId: number, recipientId: number, upTo: number | undefined): Promise<number | null> {
      const rows = await db
        .update(m)
        .set({ deliveredAt: sql`now()` })
        .where(
          and(
            eq(m.recipientId, recipientId),
            // Read implies delivered: the undelivered are among the unread, which messages_unread_idx finds.
            isNull(m.readAt),
            isNull(m.deliveredAt),
            eq(m.conversationId, conversationId),
            upTo ? lte(m.id, upTo) : undefined,
          ),
        )
        .returning({ id: m.id });
      return maxId(rows);
    },

    /**
     * Marks unread messages to `recipientId` in a conversation read, and delivered if they were not (read implies
     * delivered); answers the highest id it changed, or null. messages_unread_idx: the recipient's unread messages.
     */
    async markRead(conversationId: number, recipientId: number, upTo: number | undefined): Promise<number | null> {
      const rows = await db
        .update(m)
        .set({ readAt: sql`now()`, deliveredAt: sql`coalesce(${m.deliveredAt}, now())` })
        .where(
          and(eq(m.recipientId, recipientId), isNull(m.readAt), eq(m.conversationId, conversationId), upTo ? lte(m.id, upTo) : undefined),
        )
        .returning({ id: m.id });
      return maxId(rows);
    },

    /**
     * The caller's messages (sent or received) after an id, oldest first, at most `limit`: two range scans
     * (messages_recipient_id_idx and messages_sender_id_idx) of at most `limit` rows each, merged.
     */
    sync(userId: number, after: number, limit: number): Promise<MessageRow[]> {
      const side = (column: 'recipient_id' | 'sender_id') =>
        sql`(select k.id from ${m} k where k.${sql.raw(column)} = ${userId} and k.id > ${after} order by k.id limit ${limit})`;
      return db
        .select(messageColumns)
        .from(m)
        .where(sql`${m.id} in (${side('recipient_id')} union all ${side('sender_id')})`)
        .orderBy(asc(m.id))
        .limit(limit);
    },

    /** The highest id of the caller's messages, either side (0 for none): one backward probe of each index. */
    async lastIdOf(userId: number): Promise<number> {
      const [row] = await db
        .select({
          id: sql<string>`greatest(
            (select max(k.id) from ${m} k where k.recipient_id = ${userId}),
            (select max(k.id) from ${m} k where k.sender_id = ${userId}), 0)::text`,
        })
        .from(sql`(select 1) as one`);
      return Number(row.id);
    },

    /**
     * The chat e-mail's claim: marks every unread, not yet mailed message to `recipientId` mailed and answers them.
     * messages_unread_idx; one job of a recipient runs at a time (singleton), and the update's row locks keep a late
     * second one from mailing the same messages.
     */
    claimUnmailed(recipientId: number) {
      return db
        .update(m)
        .set({ mailedAt: sql`now()` })
        .where(and(eq(m.recipientId, recipientId), isNull(m.readAt), isNull(m.mailedAt)))
        .returning({ id: m.id, senderId: m.senderId, conversationId: m.conversationId, kind: m.kind, body: m.body });
    },

    /**
     * Ends a recipient's pending e-mail (chat_mail_pending) before the job claims: waits for the sends that hold the
     * row to commit, so the claim after it sees their messages; a message after it starts a new burst. Primary key.
     */
    async releaseMailPending(recipientId: number) {
      await db.delete(chatMailPending).where(eq(chatMailPending.recipientId, recipientId));
    },

    /** Names and companies of users, for the e-mail and the notification (primary keys). */
    senders(ids: readonly number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          companyName: companies.name,
          companyNameEn: companies.nameEn,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(inArray(users.id, [...ids]));
    },
  };
}

/** The chat's messages and pairs, with transactions (the e-mail job's claim and its notification). */
export function chatRepository(db: Db) {
  return transactional(db, chatQueries);
}
export type ChatRepository = ReturnType<typeof chatRepository>;
export type ChatQueries = ReturnType<typeof chatQueries>;
