import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of messaging (for now: the unread count, served by messages_unread_idx). */
export function messagingRepository(db: Db) {
  return {
    async unreadCount(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)));
      return row.n;
    },
  };
}
