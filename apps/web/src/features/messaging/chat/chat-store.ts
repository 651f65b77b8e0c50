import { createAppStore } from '../../../shared/state/app-store.ts';
import type { ChatCard, ChatMessage } from '@gembourse/contracts/messaging';

/** What the member sends, before the server stores it (the card is shown while it travels). */
export type OutgoingDraft =
  | { kind: 'text'; text: string }
  | { kind: 'image'; url: string; width: number | null; height: number | null }
  | { kind: 'product'; productId: number; card: ChatCard | null }
  | { kind: 'company'; companyId: number; card: ChatCard | null };

/** A message on its way: shown at once, replaced by the stored one, or marked failed with the server's reason. */
export interface PendingMessage {
  clientId: string;
  conversationId: number;
  draft: OutgoingDraft;
  createdAt: string;
  status: 'sending' | 'failed';
  error: string | null;
}

/** The history of one conversation as far as it was loaded, oldest first. */
export interface ThreadState {
  messages: ChatMessage[];
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  loadingOlder: boolean;
  olderError: string | null;
}

export interface ChatState {
  threads: Record<number, ThreadState>;
  pending: Record<string, PendingMessage>;
  /** The highest message id this tab has seen: where a catch-up after a reconnect starts. */
  lastSeenId: number;
  /** The conversation the panel shows (null: its list). */
  panelConversationId: number | null;
  /** Conversation views on screen, by conversation (the panel and the page may show the same one). */
  viewing: Record<number, number>;
}

const EMPTY_THREAD: ThreadState = { messages: [], hasMore: false, status: 'loading', error: null, loadingOlder: false, olderError: null };

function initial(): ChatState {
  return { threads: {}, pending: {}, lastSeenId: 0, panelConversationId: null, viewing: {} };
}

/** The chat's client state (zustand); server lists stay in TanStack Query (chat-api.ts). */
export const useChatStore = createAppStore<ChatState>(initial);

/** Forgets everything (logout, tests). */
export function resetChatStore(): void {
  useChatStore.setState(initial(), true);
}

/** `list` with `incoming` merged in: one entry per id (the newer copy wins), oldest first. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return list as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const m of list) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, mergeReceipts(byId.get(m.id), m));
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A receipt never goes back: a late copy of a message keeps the delivered and read times already known. */
function mergeReceipts(known: ChatMessage | undefined, next: ChatMessage): ChatMessage {
  if (!known) return next;
  return { ...next, deliveredAt: next.deliveredAt ?? known.deliveredAt, readAt: next.readAt ?? known.readAt };
}

/** A message of mine with a receipt up to the given ids applied. */
export function withReceipt(m: ChatMessage, deliveredUpTo: number | null, readUpTo: number | null, now: string): ChatMessage {
  const read = readUpTo !== null && m.id <= readUpTo;
  const delivered = read || (deliveredUpTo !== null && m.id <= deliveredUpTo);
  if ((!delivered || m.deliveredAt) && (!read || m.readAt)) return m;
  return { ...m, deliveredAt: m.deliveredAt ?? (delivered ? now : null), readAt: m.readAt ?? (read ? now : null) };
}

function patchThread(state: ChatState, id: number, patch: Partial<ThreadState>): Pick<ChatState, 'threads'> {
  return { threads: { ...state.threads, [id]: { ...(state.threads[id] ?? EMPTY_THREAD), ...patch } } };
}

function highest(messages: readonly ChatMessage[], from: number): number {
  return messages.reduce((max, m) => Math.max(max, m.id), from);
}

/** Starts (or restarts) loading a thread's newest page. */
export function threadLoading(id: number): void {
  useChatStore.setState((s) => patchThread(s, id, { status: 'loading', error: null }));
}

/** The newest page arrived: merged with what live events brought meanwhile. */
export function threadLoaded(id: number, newestFirst: readonly ChatMessage[], hasMore: boolean): void {
  useChatStore.setState((s) => {
    const known = s.threads[id]?.messages ?? [];
    return {
      ...patchThread(s, id, { messages: mergeMessages(known, newestFirst), hasMore, status: 'ready', error: null }),
      lastSeenId: highest(newestFirst, s.lastSeenId),
    };
  });
}

export function threadFailed(id: number, error: string): void {
  useChatStore.setState((s) => patchThread(s, id, { status: 'error', error }));
}

export function olderLoading(id: number): void {
  useChatStore.setState((s) => patchThread(s, id, { loadingOlder: true, olderError: null }));
}

export function olderLoaded(id: number, newestFirst: readonly ChatMessage[], hasMore: boolean): void {
  useChatStore.setState((s) =>
    patchThread(s, id, { messages: mergeMessages(s.threads[id]?.messages ?? [], newestFirst), hasMore, loadingOlder: false }),
  );
}

export function olderFailed(id: number, error: string): void {
  useChatStore.setState((s) => patchThread(s, id, { loadingOlder: false, olderError: error }));
}

/**
 * Messages from the server (a live event, a send's answer, a catch-up): added to the threads already loaded (a
 * thread not loaded gets them with its first page), and the sending copies they replace are dropped.
 */
export function receiveMessages(messages: readonly ChatMessage[]): void {
  if (messages.length === 0) return;
  useChatStore.setState((s) => {
    const threads = { ...s.threads };
    for (const m of messages) {
      const thread = threads[m.conversationId];
      if (thread) threads[m.conversationId] = { ...thread, messages: mergeMessages(thread.messages, [m]) };
    }
    const done = new Set(messages.map((m) => m.clientId).filter(Boolean));
    const pending = Object.fromEntries(Object.entries(s.pending).filter(([clientId]) => !done.has(clientId)));
    return { threads, pending, lastSeenId: highest(messages, s.lastSeenId) };
  });
}

/** The peer's devices received or read my messages of a conversation up to an id. */
export function applyReceipt(conversationId: number, me: number, deliveredUpTo: number | null, readUpTo: number | null): void {
  const now = new Date().toISOString();
  useChatStore.setState((s) => {
    const thread = s.threads[conversationId];
    if (!thread) return s;
    const messages = thread.messages.map((m) => (m.senderId === me ? withReceipt(m, deliveredUpTo, readUpTo, now) : m));
    return patchThread(s, conversationId, { messages });
  });
}

export function addPending(message: PendingMessage): void {
  useChatStore.setState((s) => ({ pending: { ...s.pending, [message.clientId]: message } }));
}

export function markPending(clientId: string, status: PendingMessage['status'], error: string | null = null): void {
  useChatStore.setState((s) => {
    const found = s.pending[clientId];
    return found ? { pending: { ...s.pending, [clientId]: { ...found, status, error } } } : s;
  });
}

export function dropPending(clientId: string): void {
  useChatStore.setState((s) => {
    if (!s.pending[clientId]) return s;
    const { [clientId]: _gone, ...pending } = s.pending;
    return { pending };
  });
}

/** Remembers that a message id was seen outside a thread (the list's last messages). */
export function sawMessageId(id: number): void {
  if (id > useChatStore.getState().lastSeenId) useChatStore.setState({ lastSeenId: id });
}

export function setPanelConversation(id: number | null): void {
  useChatStore.setState({ panelConversationId: id });
}

/** A conversation view came on screen; returns the function that takes it off. */
export function startViewing(id: number): () => void {
  useChatStore.setState((s) => ({ viewing: { ...s.viewing, [id]: (s.viewing[id] ?? 0) + 1 } }));
  return () =>
    useChatStore.setState((s) => {
      const left = (s.viewing[id] ?? 1) - 1;
      const { [id]: _gone, ...rest } = s.viewing;
      return { viewing: left > 0 ? { ...rest, [id]: left } : rest };
    });
}

/** Whether the member is looking at that conversation right now (a view is on screen and the tab is visible). */
export function isWatching(id: number): boolean {
  return (useChatStore.getState().viewing[id] ?? 0) > 0 && document.visibilityState !== 'hidden';
}
