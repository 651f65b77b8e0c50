import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_MAX_FRAME_BYTES, type ClientFrame, type ServerEvent } from '@gembourse/contracts/realtime';
import { envelope } from '../../test/fixtures.ts';
import { setErrorReporter } from '../errors/report-error.ts';
import { setLocale } from '../i18n/locale-store.ts';
import { resetSessionState } from '../session/logout.ts';
import { resetSessionStore, useSessionStore } from '../session/session-store.ts';
import { setToken } from '../storage/token-store.ts';
import { onReconnected, onServerEvent, sendFrame } from './realtime-bus.ts';
import { RealtimeClient } from './realtime-client.ts';
import { handleServerEvent } from './realtime-events.ts';
import { startRealtime } from './realtime-session.ts';
import { FakeSocket } from './realtime-test-socket.ts';

// The seam the features live on (realtime-bus.ts): every server event reaches their listeners, a reconnection is
// announced so they catch up, and frames go out on the session's socket only when it can take them.

const text = (ref: string, body = 'Hello'): ClientFrame => ({
  type: 'send',
  ref,
  message: { conversationId: 12, clientId: ref, kind: 'text', text: body },
});

/** Plays the server's side of a handshake on the newest socket. */
function handshake(): FakeSocket {
  const socket = FakeSocket.last();
  socket.open();
  socket.push({ type: 'ready' });
  return socket;
}

const stops: (() => void)[] = [];
beforeEach(async () => {
  FakeSocket.all = [];
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('server events on the bus', () => {
  it('reach every listener until it unsubscribes; one failing listener does not keep the others from hearing', () => {
    const reported = vi.fn();
    setErrorReporter(reported);
    const heard: ServerEvent[] = [];
    const failing = onServerEvent(() => {
      throw new Error('feature bug');
    });
    const off = onServerEvent((e) => heard.push(e));
    const message: ServerEvent = { type: 'receipt', conversationId: 12, deliveredUpTo: 40, readUpTo: null };
    handleServerEvent(message);
    handleServerEvent({ type: 'notifications', count: 3 });
    off();
    failing();
    handleServerEvent({ type: 'unread', count: 1 });
    expect(heard).toEqual([message, { type: 'notifications', count: 3 }]);
    expect(reported).toHaveBeenCalledTimes(2);
    // The session's own business is done as well.
    expect(useSessionStore.getState()).toMatchObject({ notificationCount: 3, unreadCount: 1 });
  });

  it('the notification count goes with the session', () => {
    handleServerEvent({ type: 'notifications', count: 4 });
    resetSessionState();
    expect(useSessionStore.getState().notificationCount).toBe(0);
  });
});

describe('the session socket (startRealtime)', () => {
  beforeEach(() => {
    setToken('tok-live', true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(2)),
    );
  });

  it('authenticates in the tab language and answers in a new one after a switch', async () => {
    await setLocale('zh-cn');
    stops.push(startRealtime({ WebSocketImpl: FakeSocket }));
    const first = handshake();
    expect(first.sent[0]).toEqual({ type: 'auth', token: 'tok-live', lang: 'zh_CN' });
    await setLocale('tr');
    expect(first.closedWith).toBe(1000);
    const second = handshake();
    expect(second.sent[0]).toEqual({ type: 'auth', token: 'tok-live', lang: 'tr_TR' });
  });

  it('sendFrame sends only on an open, authenticated socket, and refuses a frame the server would not take', () => {
    expect(sendFrame(text('before'))).toBe(false);
    stops.push(startRealtime({ WebSocketImpl: FakeSocket }));
    const socket = FakeSocket.last();
    socket.open();
    // Open but not ready yet: the caller uses HTTP instead.
    expect(sendFrame(text('early'))).toBe(false);
    socket.push({ type: 'ready' });
    expect(sendFrame(text('r1'))).toBe(true);
    expect(socket.sent.at(-1)).toEqual(text('r1'));
    expect(sendFrame(text('big', 'é'.repeat(WS_MAX_FRAME_BYTES / 2)))).toBe(false);
    socket.drop(1006);
    expect(sendFrame(text('dropped'))).toBe(false);
    stops.pop()?.();
    expect(sendFrame(text('stopped'))).toBe(false);
    expect(socket.sent.filter((f) => (f as ClientFrame).type === 'send')).toEqual([text('r1')]);
  });

  it('after a drop (1006) or a server restart (1001): reconnects with backoff, reloads the unread count and signals the features', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async (_url: string) => envelope(5));
    vi.stubGlobal('fetch', fetchMock);
    const reconnected = vi.fn();
    stops.push(onReconnected(reconnected));
    stops.push(startRealtime({ WebSocketImpl: FakeSocket }));
    handshake();
    // The first ready of the session is no reconnection; the start loaded the count once.
    expect(reconnected).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const [i, code] of [1006, 1001].entries()) {
      FakeSocket.last().drop(code);
      await vi.advanceTimersByTimeAsync(1000);
      const again = handshake();
      expect(again.sent[0]).toMatchObject({ type: 'auth', token: 'tok-live' });
      expect(reconnected).toHaveBeenCalledTimes(i + 1);
    }
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.every(([url]) => url === '/im-api/user/message/unread')).toBe(true);
    expect(useSessionStore.getState().unreadCount).toBe(5);
  });

  it('a tab closed for a newer tab of the session (4429) stays away until it is shown again, then catches up', async () => {
    vi.useFakeTimers();
    const reconnected = vi.fn();
    stops.push(onReconnected(reconnected));
    stops.push(startRealtime({ WebSocketImpl: FakeSocket }));
    handshake().drop(4429);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(sendFrame(text('parked'))).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
    handshake();
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(sendFrame(text('back'))).toBe(true);
  });
});

describe('the client alone', () => {
  it('a new start() is a new session: its first ready is no reconnection', () => {
    const onReconnectedSpy = vi.fn();
    const c = new RealtimeClient({
      url: 'ws://test/ws',
      getToken: () => 'tok-1',
      onEvent: vi.fn(),
      onReconnected: onReconnectedSpy,
      WebSocketImpl: FakeSocket,
    });
    c.start();
    handshake();
    c.stop();
    c.start();
    handshake();
    expect(onReconnectedSpy).not.toHaveBeenCalled();
    expect(FakeSocket.all[0].sent[0]).toEqual({ type: 'auth', token: 'tok-1' });
    c.stop();
  });
});
