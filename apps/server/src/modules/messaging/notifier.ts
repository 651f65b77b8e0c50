import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationEvent } from '@gembourse/contracts/notifications';
import type { NotificationKey } from '@gembourse/contracts/accounts';
import { notifications, todos } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';

/** One in-app notification to record: `kind` is the SPEC §3 preference it belongs to, `payload.event` what happened. */
export interface NewNotice {
  userId: number;
  kind: NotificationKey;
  event: NotificationEvent;
  /** What the centre needs to title it and link to the thing (ids, names); never secrets. */
  data?: Record<string, unknown>;
}

/** One to-be-done item to open: made once per `sourceKey` and user, ticked off when the thing is done. */
export interface NewTodo {
  userId: number;
  kind: string;
  sourceKey: string;
  data?: Record<string, unknown>;
}

/**
 * The to-be-done items the platform makes, and the `sourceKey` of the thing each is about: the producer opens and
 * closes them with these, the centre titles them by kind (notifications.presenter.ts).
 */
export const TODO_KINDS = {
  /** A contact request to the member's company, waiting for an answer (connections.service.ts). */
  answerContactRequest: { kind: 'answerContactRequest', source: (connectionId: number) => `connection:${connectionId}` },
  /** A question about one of the company's products, waiting for its answer (product-questions.service.ts). */
  answerQuestion: { kind: 'answerQuestion', source: (questionId: number) => `question:${questionId}` },
} as const;

/**
 * The one home of "tell a member something" (issue 12): every module records notifications and to-be-done items
 * through it, inside its own transaction, and announces the new counts to the members' sockets after the commit.
 * The notifications and todos tables are written here only (scripts/check-table-owners.mjs).
 */
export function notifier(db: Db, realtime: RealtimePublisher) {
  async function counts(userIds: readonly number[], on: Db = db) {
    const [unread, open] = await Promise.all([
      on
        .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
        .groupBy(notifications.userId),
      on
        .select({ userId: todos.userId, n: sql<number>`count(*)::int` })
        .from(todos)
        .where(and(inArray(todos.userId, [...userIds]), eq(todos.doneFlag, false)))
        .groupBy(todos.userId),
    ]);
    const of = (rows: { userId: number; n: number }[], id: number) => rows.find((r) => r.userId === id)?.n ?? 0;
    return new Map(userIds.map((id) => [id, { notifications: of(unread, id), todo: of(open, id) }]));
  }

  return {
    /** Records notifications in `tx` (the producer's transaction: they exist exactly when its change commits). */
    async record(tx: Db, rows: readonly NewNotice[]): Promise<void> {
      if (!rows.length) return;
      await tx.insert(notifications).values(rows.map((r) => ({ userId: r.userId, kind: r.kind, payload: { ...r.data, event: r.event } })));
    },

    /**
     * Opens to-be-done items in `tx`; an item already made for the same source and user is left as it is, unless
     * `reopen`: then it is put back on the list with the new data (a declined contact request asked again is the same
     * connection, and must be answered again).
     */
    async openTodos(tx: Db, rows: readonly NewTodo[], options: { reopen?: boolean } = {}): Promise<void> {
      if (!rows.length) return;
      const insert = tx
        .insert(todos)
        .values(rows.map((r) => ({ userId: r.userId, kind: r.kind, sourceKey: r.sourceKey, payload: r.data ?? {} })));
      if (!options.reopen) {
        await insert.onConflictDoNothing();
        return;
      }
      await insert.onConflictDoUpdate({
        target: [todos.userId, todos.sourceKey],
        set: { doneFlag: false, doneAt: null, payload: sql`excluded.payload`, createdAt: sql`now()` },
      });
    },

    /** Ticks off every open item about `sourceKey` (the thing was done, by whichever member); answers whose they were. */
    async closeTodos(tx: Db, sourceKey: string): Promise<number[]> {
      const rows = await tx
        .update(todos)
        .set({ doneFlag: true, doneAt: sql`now()` })
        .where(and(eq(todos.sourceKey, sourceKey), eq(todos.doneFlag, false)))
        .returning({ userId: todos.userId });
      return [...new Set(rows.map((r) => r.userId))];
    },

    /**
     * Deletes in `tx` the unread notifications of `kind` about a thing that is gone (a withdrawn contact request): its
     * `event` is one of `events` and its payload holds `about` (`{connectionId: 12}`, compared as JSON). Read ones stay,
     * as history. Answers whose they were (their counts changed).
     */
    async retract(tx: Db, match: { kind: string; events: readonly string[]; about: Record<string, string | number> }): Promise<number[]> {
      const rows = await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.kind, match.kind),
            isNull(notifications.readAt),
            inArray(sql`${notifications.payload}->>'event'`, [...match.events]),
            sql`${notifications.payload} @> ${JSON.stringify(match.about)}::jsonb`,
          ),
        )
        .returning({ userId: notifications.userId });
      return [...new Set(rows.map((r) => r.userId))];
    },

    /**
     * Marks one of the user's notifications read (a read one keeps its first time); false when it is not theirs or
     * does not exist, and nothing changes. One statement on the primary key.
     */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Marks every unread notification of the user read (notifications_unread_idx finds them); answers how many. */
    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Ticks one of the user's to-be-done items off or puts it back; false when it is not theirs or does not exist. */
    async setTodoDone(userId: number, id: number, done: boolean): Promise<boolean> {
      const rows = await db
        .update(todos)
        .set(done ? { doneFlag: true, doneAt: sql`coalesce(${todos.doneAt}, now())` } : { doneFlag: false, doneAt: null })
        .where(and(eq(todos.id, id), eq(todos.userId, userId)))
        .returning({ id: todos.id });
      return rows.length > 0;
    },

    /** Unread notifications and open to-be-done items of each user (the header's badges). */
    counts,

    /**
     * After the commit: pushes each member's new counts to every socket they have open, on every process. Best
     * effort: the rows are the record, and a client that missed it reads the counts on its next start or reconnect.
     */
    async announce(userIds: readonly number[]): Promise<void> {
      const ids = [...new Set(userIds)];
      if (!ids.length) return;
      const byUser = await counts(ids);
      for (const [userId, c] of byUser) {
        await realtime.publish({ type: 'notifications', count: c.notifications }, { userIds: [userId] });
        await realtime.publish({ type: 'todo', count: c.todo }, { userIds: [userId] });
      }
    },
  };
}
export type Notifier = ReturnType<typeof notifier>;
