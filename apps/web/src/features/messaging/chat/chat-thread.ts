import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { fetchHistory, fetchUnread, postDelivered, postRead } from './chat-api.ts';
import { trySendFrame } from './chat-socket.ts';
import { olderFailed, olderLoaded, olderLoading, threadFailed, threadLoaded, threadLoading, useChatStore } from './chat-store.ts';

const loading = new Set<number>();

const failedText = (error: unknown) => errorMessageOf(error) || i18n.t('messaging:chat.conversation.loadFailed');

/**
 * Loads the newest page of a conversation's history (again, after a reconnect: what is on screen stays while it
 * loads, and the answer's receipts are merged in).
 */
export async function loadLatest(id: number): Promise<void> {
  if (loading.has(id)) return;
  loading.add(id);
  if (useChatStore.getState().threads[id]?.status !== 'ready') threadLoading(id);
  try {
    const page = await fetchHistory(id);
    threadLoaded(id, page.list, page.hasMore);
  } catch (error) {
    if (useChatStore.getState().threads[id]?.status !== 'ready') threadFailed(id, failedText(error));
  } finally {
    loading.delete(id);
  }
}

/** Loads the page before the oldest message shown (keyset by id). */
export async function loadOlder(id: number): Promise<void> {
  const thread = useChatStore.getState().threads[id];
  const oldest = thread?.messages[0]?.id;
  if (!thread || thread.loadingOlder || !thread.hasMore || oldest === undefined) return;
  olderLoading(id);
  try {
    const page = await fetchHistory(id, oldest);
    olderLoaded(id, page.list, page.hasMore);
  } catch (error) {
    olderFailed(id, failedText(error));
  }
}

// The highest id each receipt was sent for: a receipt already sent is not sent again on every render or event.
const readSent = new Map<number, number>();
const deliveredSent = new Map<number, number>();

/**
 * Tells the server I read a conversation up to `upTo`: over the socket when it is open, else over HTTP (and then the
 * badge asks for the count, since no socket brings the `unread` event).
 */
export function sendRead(conversationId: number, upTo: number): void {
  if ((readSent.get(conversationId) ?? 0) >= upTo) return;
  readSent.set(conversationId, upTo);
  if (trySendFrame({ type: 'read', conversationId, upTo })) return;
  void postRead(conversationId, upTo).then(
    () =>
      fetchUnread().then(
        (count) => useSessionStore.setState({ unreadCount: Math.max(0, Number(count) || 0) }),
        () => undefined,
      ),
    () => readSent.delete(conversationId),
  );
}

/** Tells the server a device of mine received a conversation's messages up to `upTo`. */
export function sendDelivered(conversationId: number, upTo: number): void {
  if ((deliveredSent.get(conversationId) ?? 0) >= upTo || (readSent.get(conversationId) ?? 0) >= upTo) return;
  deliveredSent.set(conversationId, upTo);
  if (trySendFrame({ type: 'delivered', conversationId, upTo })) return;
  void postDelivered(conversationId, upTo).catch(() => deliveredSent.delete(conversationId));
}

/** Forgets the receipts sent (logout, tests). */
export function resetReceipts(): void {
  readSent.clear();
  deliveredSent.clear();
  loading.clear();
}
