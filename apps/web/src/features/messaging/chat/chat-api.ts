import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatContextRef, Conversation, ConversationPage, SendMessage } from '@gembourse/contracts/messaging';
import { messagingApi } from '@gembourse/contracts/messaging.api';
import { callApi } from '../../../shared/api/endpoint-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

// Lists and the conversation show their own error state (with retry): no generic toast for those reads. Writes the
// member starts (open, block, report) go through the error catalogue, whose toast carries the server's message.
const inline = { hideErrorMsg: true } as const;

/** Conversations the list asks for per page (the contract's maximum is CHAT_LIMITS.conversationsPageMax). */
export const CONVERSATIONS_PAGE = 20;

/** Query keys of the chat; the member's id is in each, so an account switch never shows another's chats. */
export const chatKeys = {
  all: ['chat'] as const,
  list: (userId: number) => ['chat', 'conversations', userId] as const,
  conversation: (userId: number, id: number) => ['chat', 'conversation', userId, id] as const,
};

export type ConversationPages = InfiniteData<ConversationPage, string | null>;

function useMyId(): number {
  return useSessionStore((s) => s.userInfo?.id ?? 0);
}

/** GET /im-api/conversation/list: my conversations, most recent first, paged by the `next` cursor. */
export function useConversationList() {
  const me = useMyId();
  return useInfiniteQuery({
    queryKey: chatKeys.list(me),
    queryFn: ({ pageParam, signal }) =>
      callApi(messagingApi.conversations, { query: { limit: CONVERSATIONS_PAGE, before: pageParam ?? undefined } }, { ...inline, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.next ? last.next : undefined),
    enabled: me > 0,
  });
}

/** GET /im-api/conversation/:id: the peer, the context and who blocked whom. */
export function useConversation(id: number | null) {
  const me = useMyId();
  return useQuery({
    queryKey: chatKeys.conversation(me, id ?? 0),
    queryFn: ({ signal }) => callApi(messagingApi.conversation, { params: { id: id ?? 0 } }, { ...inline, signal }),
    enabled: me > 0 && id !== null && id > 0,
  });
}

/** POST /im-api/conversation/open: finds or starts my conversation with a member or for a context. */
export function openConversation(request: { userId?: number; context?: ChatContextRef }): Promise<Conversation> {
  return callApi(messagingApi.open, { body: request });
}

/** GET /im-api/conversation/:id/messages: a page of history, newest first; `before` pages back in time. */
export function fetchHistory(conversationId: number, before?: number) {
  return callApi(messagingApi.history, { params: { id: conversationId }, query: { before } }, inline);
}

/** POST /im-api/message/send: the fallback when no socket is open; the same clientId never stores twice. */
export function sendOverHttp(message: SendMessage) {
  return callApi(messagingApi.send, { body: message }, inline);
}

/** GET /im-api/message/sync?after=: what this tab missed while its socket was down; without `after`, the bookmark. */
export function fetchSync(after?: number) {
  return callApi(messagingApi.sync, { query: after === undefined ? {} : { after } }, inline);
}

/** POST /im-api/conversation/:id/read (receipts are best effort: a failure leaves them for the next view). */
export function postRead(conversationId: number, upTo?: number) {
  return callApi(messagingApi.read, { params: { id: conversationId }, body: { upTo } }, { silent: true });
}

/** POST /im-api/conversation/:id/delivered. */
export function postDelivered(conversationId: number, upTo?: number) {
  return callApi(messagingApi.delivered, { params: { id: conversationId }, body: { upTo } }, { silent: true });
}

/** GET /im-api/user/message/unread (SPEC §7): a failure goes to the generic error handler. */
export function fetchUnread() {
  return callApi(messagingApi.unread);
}

/** POST /im-api/block/:id and /im-api/unblock/:id. */
export function setBlocked(userId: number, blocked: boolean) {
  return callApi(blocked ? messagingApi.block : messagingApi.unblock, { params: { id: userId } });
}

/** POST /im-api/conversation/:id/report: to the organiser, with a reason. */
export function reportConversation(conversationId: number, reason: string) {
  return callApi(messagingApi.report, { params: { id: conversationId }, body: { reason } });
}

/** Refetches one conversation and the list (a block changed, a conversation the list does not have yet). */
export function refreshConversation(client: QueryClient, me: number, id: number | null): void {
  if (id) void client.invalidateQueries({ queryKey: chatKeys.conversation(me, id) });
  void client.invalidateQueries({ queryKey: chatKeys.list(me) });
}
