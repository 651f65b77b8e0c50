import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_LIMITS,
  type Notification,
  type NotificationPage,
  type Todo,
  type TodoList,
} from '@gembourse/contracts/notifications';
import { notificationsApi } from '@gembourse/contracts/notifications.api';
import { callApi } from '../../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/** How many notifications the bell's popover shows. */
export const BELL_LATEST = 8;

// Lists show their own error with Retry: no generic toast for reads. Writes keep the catalogue's toast.
const inline = { hideErrorMsg: true } as const;

// Titles and bodies come back in the request's language and the rows are the member's own: both are in every key.
export const noticeKeys = {
  all: ['notice-centre'] as const,
  notifications: ['notice-centre', 'notifications'] as const,
  list: (unreadOnly: boolean, locale: string, userId: number) =>
    ['notice-centre', 'notifications', 'list', unreadOnly, locale, userId] as const,
  unreadLists: ['notice-centre', 'notifications', 'list', true] as const,
  latest: (locale: string, userId: number) => ['notice-centre', 'notifications', 'latest', locale, userId] as const,
  todos: ['notice-centre', 'todos'] as const,
  todoList: (locale: string, userId: number) => ['notice-centre', 'todos', locale, userId] as const,
};

const count = (value: unknown) => Math.max(0, Number(value) || 0);

/** Sets the header's counts the server answered (any list answer carries its count too). */
export function setNotificationCount(value: unknown): void {
  useSessionStore.setState({ notificationCount: count(value) });
}
function setTodoCount(value: unknown): void {
  useSessionStore.setState({ todoCount: count(value) });
}

function useViewer() {
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  return { locale, userId };
}

/**
 * GET /api/notifications/counts: the three header counts in one call, at session start and after a reconnect. Silent
 * on failure: the SPEC §7 unread call, sent at the same moment, is the one whose failure the member is told about.
 */
export async function loadHeaderCounts(): Promise<void> {
  try {
    const c = await callApi(notificationsApi.counts, undefined, inline);
    useSessionStore.setState({ notificationCount: count(c.notifications), todoCount: count(c.todo), unreadCount: count(c.messages) });
  } catch {
    // the badges keep what they show; the next event or reconnect corrects them
  }
}

/** The notification centre's list, newest first, a page at a time (keyset by the last id: "load more"). */
export function useNotificationFeed(unreadOnly: boolean) {
  const { locale, userId } = useViewer();
  return useInfiniteQuery({
    queryKey: noticeKeys.list(unreadOnly, locale, userId),
    queryFn: async ({ pageParam, signal }) => {
      const query = { limit: NOTIFICATION_LIMITS.pageDefault, before: pageParam, unreadOnly: unreadOnly ? 'true' : undefined } as const;
      const page = await callApi(notificationsApi.list, { query }, { ...inline, signal });
      setNotificationCount(page.unread);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.list.length ? last.list[last.list.length - 1].id : undefined),
    staleTime: 0,
  });
}

/** The bell's latest notifications; asked only while its popover is open. */
export function useLatestNotifications(enabled: boolean) {
  const { locale, userId } = useViewer();
  return useQuery({
    queryKey: noticeKeys.latest(locale, userId),
    queryFn: async ({ signal }) => {
      const page = await callApi(notificationsApi.list, { query: { limit: BELL_LATEST } }, { ...inline, signal });
      setNotificationCount(page.unread);
      return page;
    },
    enabled,
    staleTime: 0,
  });
}

/** The to-be-done list, open items first. */
export function useTodos() {
  const { locale, userId } = useViewer();
  return useQuery({
    queryKey: noticeKeys.todoList(locale, userId),
    queryFn: async ({ signal }) => {
      const list = await callApi(notificationsApi.todos, { query: {} }, { ...inline, signal });
      setTodoCount(list.open);
      return list;
    },
    staleTime: 0,
  });
}

// Every cached notification list (the feeds and the bell's) gets the same change, so all agree at once.
function patchNotifications(client: QueryClient, patch: (n: Notification) => Notification): void {
  client.setQueriesData<InfiniteData<NotificationPage> | NotificationPage>({ queryKey: noticeKeys.notifications }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map(patch) })) };
    return { ...data, list: data.list.map(patch) };
  });
}

/** The write actions of the centre; each updates the caches and the badge at once, the server's event confirms. */
export function useNoticeActions() {
  const client = useQueryClient();
  return {
    /** Marks one notification read (nothing is sent for one already read). */
    markRead: async (item: Notification) => {
      if (item.readAt) return;
      await expecting('notifications', useSessionStore.getState().notificationCount - 1, () =>
        callApi(notificationsApi.read, { params: { id: item.id } }),
      );
      const now = new Date().toISOString();
      patchNotifications(client, (n) => (n.id === item.id && !n.readAt ? { ...n, readAt: now } : n));
    },
    markAllRead: async () => {
      await expecting('notifications', 0, () => callApi(notificationsApi.readAll));
      const now = new Date().toISOString();
      patchNotifications(client, (n) => (n.readAt ? n : { ...n, readAt: now }));
      // The unread-only feed now holds rows that no longer match: it refetches (at once if on screen).
      void client.invalidateQueries({ queryKey: noticeKeys.unreadLists });
    },
    /** Ticks a to-be-done item off, or puts it back (doneFlag). */
    setDone: async (item: Todo, done: boolean) => {
      const open = useSessionStore.getState().todoCount + (done ? -1 : 1);
      await expecting('todo', open, () =>
        callApi(done ? notificationsApi.todoDone : notificationsApi.todoReopen, { params: { id: item.id } }),
      );
      client.setQueriesData<TodoList>({ queryKey: noticeKeys.todos }, (data) => {
        if (!data) return data;
        const list = data.list.map((t) => (t.id === item.id ? { ...t, doneFlag: done } : t));
        return { list, open: list.filter((t) => !t.doneFlag).length };
      });
    },
  };
}

// The count this tab's own write leads to. The server announces it to every tab after the commit (perhaps before the
// write's answer arrives here); an announced count this tab expected needs no refetch of its lists.
const expected = { notifications: -1, todo: -1 };

async function expecting<T>(which: keyof typeof expected, value: number, write: () => Promise<T>): Promise<T> {
  const next = count(value);
  expected[which] = next;
  try {
    const result = await write();
    if (which === 'notifications') setNotificationCount(next);
    else setTodoCount(next);
    return result;
  } catch (error) {
    expected[which] = -1;
    throw error;
  }
}

/** Whether an announced count is news to this tab (another tab's write, a new notification): its lists refetch then. */
export function isNewCount(which: keyof typeof expected, value: number): boolean {
  const news = expected[which] !== value;
  expected[which] = -1;
  return news;
}
