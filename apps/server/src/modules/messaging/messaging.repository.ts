import { and, inArray, isNull, sql } from 'drizzle-orm';
import { messages } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The one definition of a member's unread messages: to them, not read. messages_unread_idx. */
const unreadOf = (userIds: number[]) => and(inArray(messages.recipientId, userIds), isNull(messages.readAt));

/** The only SQL of messaging (for now: the unread count, served by messages_unread_idx). */
export function messagingRepository(db: Db) {
  /** Unread counts of several members in one statement (a chat batch's recipients), in the order asked. */
  async function unreadCounts(userIds: number[]): Promise<number[]> {
    const rows = await db
      .select({ userId: messages.recipientId, n: sql<number>`count(*)::int` })
      .from(messages)
      .where(unreadOf([...new Set(userIds)]))
      .groupBy(messages.recipientId);
    const byUser = new Map(rows.map((r) => [r.userId, r.n]));
    return userIds.map((id) => byUser.get(id) ?? 0);
  }
  return {
    unreadCounts,
    async unreadCount(userId: number) {
      return (await unreadCounts([userId]))[0];
    },
  };
}
