import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { notifications, todos } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

const n = notifications;

/** What the centre reads of a notification: its event and data are in `payload`, rendered by the presenter. */
const noticeColumns = { id: n.id, kind: n.kind, payload: n.payload, createdAt: n.createdAt, readAt: n.readAt };
export type NoticeRow = { id: number; kind: string; payload: Record<string, unknown>; createdAt: Date; readAt: Date | null };

const todoColumns = {
  id: todos.id,
  title: todos.title,
  kind: todos.kind,
  payload: todos.payload,
  link: todos.link,
  doneFlag: todos.doneFlag,
  doneAt: todos.doneAt,
  createdAt: todos.createdAt,
};
export type TodoRow = {
  id: number;
  title: string;
  kind: string | null;
  payload: Record<string, unknown>;
  link: string | null;
  doneFlag: boolean;
  doneAt: Date | null;
  createdAt: Date;
};

/**
 * The reads of the notification centre and the to-be-done list, always of one user. Writes (record, mark read, tick
 * off) are the notifier's (notifier.ts, the tables' one writer).
 */
export function notificationsRepository(db: Db) {
  return {
    /**
     * A page of the user's notifications before id `before`, newest first: `limit + 1` rows walk
     * notifications_user_id_idx backwards (the extra row says whether there is more); unread only filters on the way.
     */
    page(userId: number, q: { before?: number; limit: number; unreadOnly?: boolean }): Promise<NoticeRow[]> {
      return db
        .select(noticeColumns)
        .from(n)
        .where(and(eq(n.userId, userId), q.before ? lt(n.id, q.before) : undefined, q.unreadOnly ? isNull(n.readAt) : undefined))
        .orderBy(desc(n.id))
        .limit(q.limit + 1);
    },

    /**
     * The user's to-be-done items, open ones first (newest first), then done ones by when they were done, at most
     * `limit`; `done` keeps one side only. todos_user_idx (user, done_flag) finds them; a member has few.
     */
    todos(userId: number, done: boolean | undefined, limit: number): Promise<TodoRow[]> {
      return db
        .select(todoColumns)
        .from(todos)
        .where(and(eq(todos.userId, userId), done === undefined ? undefined : eq(todos.doneFlag, done)))
        .orderBy(asc(todos.doneFlag), sql`${todos.doneAt} desc nulls last`, desc(todos.createdAt), desc(todos.id))
        .limit(limit);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
