import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '@gembourse/contracts/messaging';
import { chatKeys, type ConversationPages } from './chat-api.ts';
import { withReceipt } from './chat-store.ts';

// Live events patch the cached conversation list in place, so the panel moves a conversation to the top and counts
// its unread messages without asking the server again; anything the cache cannot answer refetches the list.

function pagesOf(client: QueryClient, me: number): ConversationPages | undefined {
  return client.getQueryData<ConversationPages>(chatKeys.list(me));
}

function findIn(pages: ConversationPages, id: number): Conversation | undefined {
  for (const page of pages.pages) {
    const found = page.list.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The pages with `conversation` at the very top (and nowhere else). */
function withOnTop(pages: ConversationPages, conversation: Conversation): ConversationPages {
  return {
    ...pages,
    pages: pages.pages.map((page, i) => {
      const rest = page.list.filter((c) => c.id !== conversation.id);
      return { ...page, list: i === 0 ? [conversation, ...rest] : rest };
    }),
  };
}

function mapConversation(pages: ConversationPages, id: number, update: (c: Conversation) => Conversation): ConversationPages {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, list: page.list.map((c) => (c.id === id ? update(c) : c)) })) };
}

/** A conversation the member just opened goes to the top of the list (or the list is fetched when not cached). */
export function putConversationOnTop(client: QueryClient, me: number, conversation: Conversation): void {
  const pages = pagesOf(client, me);
  if (!pages) return;
  const known = findIn(pages, conversation.id);
  client.setQueryData<ConversationPages>(
    chatKeys.list(me),
    withOnTop(pages, { ...conversation, unread: known?.unread ?? conversation.unread }),
  );
}

/**
 * A new message: its conversation moves to the top with it as the preview; one more unread when it is to me and I am
 * not looking at it. A conversation the list does not hold (a new one) makes the list refetch.
 */
export function messageInList(client: QueryClient, me: number, message: ChatMessage, watching: boolean): void {
  const pages = pagesOf(client, me);
  if (!pages) return;
  const known = findIn(pages, message.conversationId);
  if (!known) {
    void client.invalidateQueries({ queryKey: chatKeys.list(me) });
    return;
  }
  if (known.lastMessage && known.lastMessage.id > message.id) return;
  const toMe = message.senderId !== me;
  const fresh = known.lastMessage?.id !== message.id;
  const unread = toMe && !watching && fresh ? known.unread + 1 : watching ? 0 : known.unread;
  client.setQueryData<ConversationPages>(
    chatKeys.list(me),
    withOnTop(pages, { ...known, lastMessage: message, lastMessageAt: message.createdAt, unread }),
  );
}

/** The member read a conversation: its badge clears. */
export function clearUnreadInList(client: QueryClient, me: number, conversationId: number): void {
  const pages = pagesOf(client, me);
  if (!pages || !findIn(pages, conversationId)?.unread) return;
  client.setQueryData<ConversationPages>(
    chatKeys.list(me),
    mapConversation(pages, conversationId, (c) => ({ ...c, unread: 0 })),
  );
}

/** The peer received or read my messages: the preview's ticks follow. */
export function receiptInList(
  client: QueryClient,
  me: number,
  conversationId: number,
  deliveredUpTo: number | null,
  readUpTo: number | null,
): void {
  const pages = pagesOf(client, me);
  const last = pages ? findIn(pages, conversationId)?.lastMessage : undefined;
  if (!pages || !last || last.senderId !== me) return;
  const now = new Date().toISOString();
  client.setQueryData<ConversationPages>(
    chatKeys.list(me),
    mapConversation(pages, conversationId, (c) => ({
      ...c,
      lastMessage: c.lastMessage && withReceipt(c.lastMessage, deliveredUpTo, readUpTo, now),
    })),
  );
}
