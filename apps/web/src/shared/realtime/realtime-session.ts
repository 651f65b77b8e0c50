import { authApi } from '@gembourse/contracts/auth.api';
import type { ClientFrame } from '@gembourse/contracts/realtime';
import { messagingApi } from '@gembourse/contracts/messaging.api';
import { callApi } from '../api/endpoint-client.ts';
import { getLangHeader, useLocaleStore } from '../i18n/locale-store.ts';
import { sessionToken, useSessionStore } from '../session/session-store.ts';
import { emitReconnected, setFrameSender } from './realtime-bus.ts';
import { RealtimeClient, type SocketFactory } from './realtime-client.ts';
import { handleServerEvent } from './realtime-events.ts';

/** The socket URL on the page's own origin: http → ws, https → wss. */
export function realtimeUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}/ws`;
}

/**
 * The unread count once per session start (SPEC §7: GET /im-api/user/message/unread, data is the count); a failure
 * goes to the generic error handler, as the SPEC asks, and the count stays as it was.
 */
export async function loadUnreadCount(): Promise<void> {
  try {
    const count = await callApi(messagingApi.unread);
    useSessionStore.setState({ unreadCount: Math.max(0, Number(count) || 0) });
  } catch {
    // already shown by the error catalogue
  }
}

/**
 * Starts the realtime side of a session: the socket (authenticated in the tab's language), the first unread count,
 * the bus's frame sender, and the catch-up after a reconnection (the unread count again, then every feature through
 * onReconnected). Returns the stop function.
 */
export function startRealtime(options: { WebSocketImpl?: SocketFactory } = {}): () => void {
  const client = new RealtimeClient({
    url: realtimeUrl(),
    getToken: sessionToken,
    getLang: getLangHeader,
    onEvent: handleServerEvent,
    onReconnected: () => {
      void loadUnreadCount();
      emitReconnected();
    },
    // The catalogue shows the 30008 notice (or the 30007 return to login) that the refused socket could not carry.
    onUnauthorized: () => void callApi(authApi.currentUser).catch(() => undefined),
    WebSocketImpl: options.WebSocketImpl,
  });
  const sender = (frame: ClientFrame) => client.send(frame);
  setFrameSender(sender);
  // A tab whose place went to a newer tab of the session (4429) takes a place again when it is looked at.
  const onVisible = () => {
    if (document.visibilityState === 'visible') client.resume();
  };
  document.addEventListener('visibilitychange', onVisible);
  // The server's error frames answer in the language the auth frame named: a new language needs a new handshake.
  const offLocale = useLocaleStore.subscribe((now, before) => {
    if (now.locale !== before.locale) client.reconnect();
  });
  client.start();
  void loadUnreadCount();
  return () => {
    offLocale();
    document.removeEventListener('visibilitychange', onVisible);
    setFrameSender(null);
    client.stop();
  };
}
