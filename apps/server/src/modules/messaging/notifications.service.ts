import type { z } from 'zod';
import type { Locale } from '@gembourse/contracts/locale';
import {
  NOTIFICATION_LIMITS,
  type NotificationCounts,
  type NotificationPage,
  type TodoList,
  type ZNotificationListQuery,
  type ZTodoListQuery,
} from '@gembourse/contracts/notifications';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import { presentNotification, presentTodo } from './notifications.presenter.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { Notifier } from './notifier.ts';

type ListQuery = z.infer<typeof ZNotificationListQuery>;
type TodoQuery = z.infer<typeof ZTodoListQuery>;

/**
 * The notification centre and the to-be-done list of the caller (issue 12): only their own rows, ever (another
 * member's id answers 404, as an unknown one, and changes nothing). Every change announces the member's new counts to
 * all their tabs, on every process, after it is written.
 *
 * Where notifications and to-be-done items come from (each producer records them through the notifier in its own
 * transaction and announces after the commit):
 * - contact requests (connections.service.ts): "contact requested" to each active admin of the supplier, with an open
 *   item `answerContactRequest` (source `connection:<id>`), ticked off for all of them when any member of the supplier
 *   accepts or declines it, or the requester withdraws it (its unread notices then go too); "contact accepted" to the
 *   member who asked;
 * - product questions (product-questions.service.ts): "question asked" to each active admin of the supplier, with an
 *   open item `answerQuestion` (source `question:<id>`) ticked off by the first answer; "question answered" to the asker;
 * - product alerts and saved searches (product-alerts.service.ts, saved-searches.service.ts): price drop, back in
 *   stock, new matches;
 * - chat (chat services): a private message; the weekly activity summary (weekly-summary.job.ts).
 * A member may also tick an item off by hand, or put it back, here.
 */
export function notificationsService(deps: {
  repo: NotificationsRepository;
  notices: Pick<Notifier, 'counts' | 'announce' | 'markRead' | 'markAllRead' | 'setTodoDone'>;
  /** The member's unread chat messages (the messaging repository's count: the one definition of "unread"). */
  unreadMessages: (userId: number) => Promise<number>;
}) {
  const { repo, notices } = deps;

  async function badges(userId: number) {
    const counts = await notices.counts([userId]);
    return counts.get(userId) ?? { notifications: 0, todo: 0 };
  }

  /** Ticks an item off or puts it back; 404 for one that is not the caller's. */
  async function setDone(auth: AuthContext, id: number, done: boolean): Promise<null> {
    if (!(await notices.setTodoDone(auth.userId, id, done))) throw notFound();
    await notices.announce([auth.userId]);
    return null;
  }

  return {
    /** The header's badges in one call: unread notifications, open items, unread messages. */
    async counts(auth: AuthContext): Promise<NotificationCounts> {
      const [mine, messages] = await Promise.all([badges(auth.userId), deps.unreadMessages(auth.userId)]);
      return { notifications: mine.notifications, todo: mine.todo, messages };
    },

    /** A page of my notifications, newest first, in `locale`, with my unread count. */
    async list(auth: AuthContext, q: ListQuery, locale: Locale): Promise<NotificationPage> {
      const limit = q.limit ?? NOTIFICATION_LIMITS.pageDefault;
      const [rows, mine] = await Promise.all([
        repo.page(auth.userId, { before: q.before, limit, unreadOnly: q.unreadOnly }),
        badges(auth.userId),
      ]);
      return {
        list: rows.slice(0, limit).map((r) => presentNotification(r, locale, auth.companyId)),
        hasMore: rows.length > limit,
        unread: mine.notifications,
      };
    },

    /** Marks one of my notifications read (again is fine); 404 for one that is not mine. */
    async read(auth: AuthContext, id: number): Promise<null> {
      if (!(await notices.markRead(auth.userId, id))) throw notFound();
      await notices.announce([auth.userId]);
      return null;
    },

    /** Marks all my notifications read. */
    async readAll(auth: AuthContext): Promise<null> {
      if ((await notices.markAllRead(auth.userId)) > 0) await notices.announce([auth.userId]);
      return null;
    },

    /** My to-be-done items, open first, in `locale`, with how many are open. */
    async todos(auth: AuthContext, q: TodoQuery, locale: Locale): Promise<TodoList> {
      const [rows, mine] = await Promise.all([repo.todos(auth.userId, q.done, NOTIFICATION_LIMITS.todoPageMax), badges(auth.userId)]);
      return { list: rows.map((r) => presentTodo(r, locale)), open: mine.todo };
    },

    done: (auth: AuthContext, id: number) => setDone(auth, id, true),
    reopen: (auth: AuthContext, id: number) => setDone(auth, id, false),
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
