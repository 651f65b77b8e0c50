import { vi } from 'vitest';
import type { Notification, Todo } from '@gembourse/contracts/notifications';
import { envelope } from './fixtures.ts';
import { catalogueAnswer } from './catalogue-fixtures.ts';

/** A notification with sensible defaults; override what a test cares about. */
export function notice(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'contactRequest',
    event: 'contactRequested',
    title: 'Lumen Fine Jewellery asked to connect',
    body: 'Ada Brook would like to add you to their contacts.',
    link: '/home/company-profile?id=22',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** A to-be-done item with sensible defaults. */
export function todo(overrides: Partial<Todo> = {}): Todo {
  return {
    id: 1,
    title: 'Answer the contact request of Lumen Fine Jewellery',
    link: '/home/company-profile?id=22',
    doneFlag: false,
    createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * A fake of the notification centre's server: the counts, the list (keyset by `before`), reads, the to-do list and
 * its ticks, over the member's rows held here; every other call answers an empty success. Returns the rows and the
 * fetch mock, whose calls the tests read as "what was sent".
 */
export function stubNoticeApi(init: { notices?: Notification[]; todos?: Todo[]; messages?: number; failList?: boolean } = {}) {
  const state = { notices: init.notices ?? [], todos: init.todos ?? [], messages: init.messages ?? 0 };
  const unread = () => state.notices.filter((n) => !n.readAt).length;
  const open = () => state.todos.filter((t) => !t.doneFlag).length;
  const fetchMock = vi.fn(async (url: string, req?: RequestInit) => {
    const [path, qs = ''] = url.split('?');
    const query = new URLSearchParams(qs);
    const method = req?.method ?? 'GET';
    if (path === '/api/notifications/counts') return envelope({ notifications: unread(), todo: open(), messages: state.messages });
    if (path === '/im-api/user/message/unread') return envelope(state.messages);
    if (path === '/api/notifications/list') {
      if (init.failList) return envelope(null, 500, 'The server could not answer', 0, 500);
      const before = Number(query.get('before') ?? Infinity);
      const limit = Number(query.get('limit') ?? 20);
      const rows = state.notices.filter((n) => n.id < before && (query.get('unreadOnly') !== 'true' || !n.readAt));
      return envelope({ list: rows.slice(0, limit), hasMore: rows.length > limit, unread: unread() });
    }
    if (path === '/api/notifications/read-all' && method === 'POST') {
      state.notices = state.notices.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
      return envelope(null);
    }
    const read = /^\/api\/notifications\/read\/(\d+)$/.exec(path);
    if (read && method === 'POST') {
      state.notices = state.notices.map((n) => (n.id === Number(read[1]) ? { ...n, readAt: new Date().toISOString() } : n));
      return envelope(null);
    }
    if (path === '/api/todo/list') return envelope({ list: state.todos, open: open() });
    const tick = /^\/api\/todo\/(done|reopen)\/(\d+)$/.exec(path);
    if (tick && method === 'POST') {
      state.todos = state.todos.map((t) => (t.id === Number(tick[2]) ? { ...t, doneFlag: tick[1] === 'done' } : t));
      return envelope(null);
    }
    if (path === '/im-api/conversation/list') return envelope({ list: [], hasMore: false, next: null });
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === '/api/product/search') return envelope(catalogueAnswer({ list: [], total: 0 }));
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, fetchMock };
}

/** The calls sent with `method` to `path` (the query string left out). */
export function callsTo(fetchMock: ReturnType<typeof stubNoticeApi>['fetchMock'], path: string, method = 'GET'): string[] {
  return fetchMock.mock.calls.filter(([url, req]) => url.split('?')[0] === path && (req?.method ?? 'GET') === method).map(([url]) => url);
}

/** A socket that never connects: the realtime session starts, and the tests deliver its events themselves. */
export class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send(): void {}
  close(): void {}
}
