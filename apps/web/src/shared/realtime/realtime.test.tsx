import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { ErrorCode } from '@gembourse/contracts/errors';
import { resetErrorCatalogue } from '../api/error-catalogue.ts';
import { getRequest } from '../api/http-client.ts';
import { installUiSpies, noticeAppears, shownText } from '../api/test-helpers.ts';
import { loadNamespaces } from '../i18n/i18n.ts';
import { setLocale } from '../i18n/locale-store.ts';
import { setNavigator, type Navigator } from '../navigation/navigator.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../session/session-store.ts';
import { getToken, setToken } from '../storage/token-store.ts';
import { RealtimeClient } from './realtime-client.ts';
import { handleServerEvent, resetRealtimeEvents } from './realtime-events.ts';
import { loadUnreadCount, realtimeUrl, startRealtime } from './realtime-session.ts';
import { FakeSocket } from './realtime-test-socket.ts';

const client = (onEvent = vi.fn(), token = 'tok-1') =>
  new RealtimeClient({ url: 'ws://test/ws', getToken: () => token, onEvent, WebSocketImpl: FakeSocket, random: () => 0.5 });

// The forced-offline notice's texts are the workspace's, loaded with the workspace layout in the app.
beforeAll(() => loadNamespaces(['workspace']));

beforeEach(() => {
  FakeSocket.all = [];
  resetRealtimeEvents();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('realtime client', () => {
  it('derives ws:// and wss:// from the page origin', () => {
    expect(realtimeUrl('http://localhost:3201')).toBe('ws://localhost:3201/ws');
    expect(realtimeUrl('https://gembourse.example')).toBe('wss://gembourse.example/ws');
  });

  it('authenticates first, then passes events on (not ready/pong) and pings every 25 s', () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    const c = client(onEvent);
    c.start();
    const socket = FakeSocket.last();
    expect(socket.url).toBe('ws://test/ws');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
    socket.push({ type: 'ready' });
    socket.push({ type: 'unread', count: 3 });
    socket.push({ type: 'pong' });
    expect(onEvent.mock.calls).toEqual([[{ type: 'unread', count: 3 }]]);
    vi.advanceTimersByTime(25_000);
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok-1' }, { type: 'ping' }]);
    vi.advanceTimersByTime(25_000);
    expect(socket.sent).toHaveLength(3);
    c.stop();
    expect(socket.closedWith).toBe(1000);
  });

  it('reconnects with doubling delays up to 30 s, and starts over after a successful handshake', () => {
    vi.useFakeTimers();
    const c = client();
    c.start();
    const delays = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    for (const delay of delays) {
      const before = FakeSocket.all.length;
      FakeSocket.last().drop();
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all.length, `not before ${delay} ms`).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all.length, `after ${delay} ms`).toBe(before + 1);
    }
    FakeSocket.last().open();
    FakeSocket.last().push({ type: 'ready' });
    FakeSocket.last().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(delays.length + 2);
    c.stop();
  });

  it('asks the caller to check the session once when the server refuses the socket, and not on other closes', () => {
    vi.useFakeTimers();
    const onUnauthorized = vi.fn();
    const c = new RealtimeClient({
      url: 'ws://test/ws',
      getToken: () => 'tok-1',
      onEvent: vi.fn(),
      onUnauthorized,
      WebSocketImpl: FakeSocket,
      random: () => 0.5,
    });
    c.start();
    FakeSocket.last().drop(1006);
    expect(onUnauthorized).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    FakeSocket.last().drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect after 4401, after a logout event, or after stop()', () => {
    vi.useFakeTimers();
    const a = client();
    a.start();
    FakeSocket.last().drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(a.active).toBe(false);

    const onEvent = vi.fn();
    const b = client(onEvent);
    b.start();
    const socket = FakeSocket.last();
    socket.open();
    socket.push({ type: 'logout', reason: 'replaced' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'logout', reason: 'replaced' });
    expect(socket.closedWith).toBe(1000);
    socket.drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(2);

    const c = client();
    c.start();
    c.stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('does not connect without a token and ignores frames that are not JSON events', () => {
    client(vi.fn(), '').start();
    expect(FakeSocket.all).toHaveLength(0);
    const onEvent = vi.fn();
    client(onEvent).start();
    FakeSocket.last().onmessage?.({ data: 'not json' });
    FakeSocket.last().onmessage?.({ data: '{"no":"type"}' });
    expect(onEvent).not.toHaveBeenCalled();
  });
});

describe('realtime events', () => {
  beforeEach(() => resetSessionStore());

  it('unread, todo and notifications update the session store; notice shows a notification', () => {
    const ui = installUiSpies();
    handleServerEvent({ type: 'unread', count: 5 });
    handleServerEvent({ type: 'todo', count: 2 });
    handleServerEvent({ type: 'notifications', count: 9 });
    handleServerEvent({ type: 'notice', title: 'Fair opens', body: 'Hall 3 is live' });
    expect(useSessionStore.getState()).toMatchObject({ unreadCount: 5, todoCount: 2, notificationCount: 9 });
    expect(ui.notification.info).toHaveBeenCalledWith({ title: 'Fair opens', description: 'Hall 3 is live' });
  });

  it('one forced-offline notice however many login-elsewhere events arrive, with the reason text', () => {
    const ui = installUiSpies();
    handleServerEvent({ type: 'logout', reason: 'replaced' });
    handleServerEvent({ type: 'logout', reason: 'replaced' });
    expect(ui.modal.warning).toHaveBeenCalledTimes(1);
    expect(ui.modal.warning.mock.calls[0][0]).toMatchObject({
      title: 'You have been logged out',
      content: 'Your account was signed in on another device.',
      keyboard: false,
      mask: { closable: false },
    });
    expect(ui.modal.error).not.toHaveBeenCalled();
  });

  describe('ended sessions take their error-catalogue rows (SPEC §8)', () => {
    let navigate: ReturnType<typeof vi.fn<Navigator>>;
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      resetErrorCatalogue();
      navigate = vi.fn<Navigator>();
      setNavigator(navigate);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => envelope(null)),
      );
      setToken('tok-live', true);
      setUserInfo(makeUser());
    });

    it('disabled is 30012: one "Important reminder" modal, automatic logout after 3 s', () => {
      const ui = installUiSpies();
      handleServerEvent({ type: 'logout', reason: 'disabled' });
      handleServerEvent({ type: 'logout', reason: 'disabled' });
      expect(ui.modal.error).toHaveBeenCalledTimes(1);
      expect(ui.modal.error.mock.calls[0][0]).toMatchObject({ title: 'Important reminder' });
      expect(shownText(ui.modal.error)).toBe('Your account has been disabled by your company administrator.');
      expect(ui.modal.warning).not.toHaveBeenCalled();
      noticeAppears(ui.modal.error);
      vi.advanceTimersByTime(2999);
      expect(getToken()).toBe('tok-live');
      vi.advanceTimersByTime(1);
      expect(getToken()).toBe('');
      expect(useSessionStore.getState().userInfo).toBeNull();
      expect(ui.dialog.destroy).toHaveBeenCalled();
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('disabled: OK logs out at once; a call answering 30012 meanwhile opens no second modal', async () => {
      const ui = installUiSpies();
      handleServerEvent({ type: 'logout', reason: 'disabled' });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => envelope(null, ErrorCode.REMINDER_LOGOUT, 'Your account has been disabled', 0, 403)),
      );
      await getRequest('/api/anything').catch(() => undefined);
      expect(ui.modal.error).toHaveBeenCalledTimes(1);
      (ui.modal.error.mock.calls[0][0] as { onOk: () => void }).onOk();
      expect(getToken()).toBe('');
      vi.advanceTimersByTime(3000);
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('revoked is 6680: "Login expired, please log in again", logout after 300 ms', () => {
      const ui = installUiSpies();
      handleServerEvent({ type: 'logout', reason: 'revoked' });
      expect(shownText(ui.message.warning)).toBe('Login expired, please log in again');
      expect(ui.modal.warning).not.toHaveBeenCalled();
      noticeAppears(ui.message.warning);
      vi.advanceTimersByTime(299);
      expect(getToken()).toBe('tok-live');
      vi.advanceTimersByTime(1);
      expect(getToken()).toBe('');
      expect(navigate).toHaveBeenCalledWith('/', undefined);
    });
  });

  it('access (role, admin flag or role points changed) loads the current user again: new points apply at once, quietly', async () => {
    setToken('tok-live', true);
    setUserInfo(makeUser({ company_role: 'standard', permissions: [] }));
    const ui = installUiSpies();
    const promoted = makeUser({ company_role: 'standard', permissions: [{ menuId: 1001, webPerms: 'showroom:view' }] });
    const fetchMock = vi.fn(async (_url: string) => envelope(promoted));
    vi.stubGlobal('fetch', fetchMock);
    handleServerEvent({ type: 'access' });
    await waitFor(() => expect(useSessionStore.getState().userInfo?.permissions?.map((p) => p.webPerms)).toEqual(['showroom:view']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/company/user/current']);
    // A failed refresh changes nothing and says nothing (SPEC §7: failures to fetch the current user are ignored).
    fetchMock.mockResolvedValueOnce(envelope(null, 50000, 'Resting'));
    handleServerEvent({ type: 'access' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(ui.message.error).not.toHaveBeenCalled();
    expect(useSessionStore.getState().userInfo?.permissions?.map((p) => p.webPerms)).toEqual(['showroom:view']);
  });

  it('polls the unread count once; a failure goes to the generic error handler', async () => {
    // A signed-in member's count: without a session the client does not send a members' read (endpoint-client.ts).
    setToken('tok-live', true);
    const ui = installUiSpies();
    const fetchMock = vi.fn(async (_url: string) => envelope(7));
    vi.stubGlobal('fetch', fetchMock);
    await loadUnreadCount();
    expect(fetchMock.mock.calls[0][0]).toBe('/im-api/user/message/unread');
    expect(useSessionStore.getState().unreadCount).toBe(7);
    fetchMock.mockResolvedValueOnce(envelope(null, 50000, 'Messages are resting'));
    await loadUnreadCount();
    expect(ui.message.error).toHaveBeenCalledWith(expect.objectContaining({ content: 'Messages are resting' }));
    expect(useSessionStore.getState().unreadCount).toBe(7);
  });
});

describe('forced offline, end to end in the page', () => {
  it('a logout event on the socket opens the translated notice, and its OK logs the user out', async () => {
    await setLocale('en');
    const navigate = vi.fn<Navigator>();
    setNavigator(navigate);
    const fetchMock = vi.fn(async () => envelope(0));
    vi.stubGlobal('fetch', fetchMock);
    setToken('tok-live', true);
    setUserInfo(makeUser());
    render(
      <AppProviders queryClient={createQueryClient()}>
        <div />
      </AppProviders>,
    );
    const stop = startRealtime({ WebSocketImpl: FakeSocket });
    const socket = FakeSocket.last();
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'tok-live', lang: 'en_US' });
    socket.push({ type: 'ready' });
    socket.push({ type: 'logout', reason: 'replaced' });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('You have been logged out').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Your account was signed in on another device.')).toBeTruthy();
    // Still logged in until the user confirms.
    expect(useSessionStore.getState().userInfo?.id).toBe(7);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(useSessionStore.getState().userInfo).toBeNull());
    expect(getToken()).toBe('');
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    stop();
  });
});
