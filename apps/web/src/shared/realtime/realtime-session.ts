import { authApi } from '@gembourse/contracts/auth.api';
import { messagingApi } from '@gembourse/contracts/messaging.api';
import { callApi } from '../api/endpoint-client.ts';
import { sessionToken, useSessionStore } from '../session/session-store.ts';
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

/** Starts the realtime side of a session: the socket and the first unread count. Returns the stop function. */
export function startRealtime(options: { WebSocketImpl?: SocketFactory } = {}): () => void {
  const client = new RealtimeClient({
    url: realtimeUrl(),
    getToken: sessionToken,
    onEvent: handleServerEvent,
    // The catalogue shows the 30008 notice (or the 30007 return to login) that the refused socket could not carry.
    onUnauthorized: () => void callApi(authApi.currentUser).catch(() => undefined),
    WebSocketImpl: options.WebSocketImpl,
  });
  client.start();
  void loadUnreadCount();
  return () => client.stop();
}
