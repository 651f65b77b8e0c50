import type { ChatMessage, SendMessage } from '@gembourse/contracts/messaging';
import { errorMessageOf, isApiError } from '../../../shared/api/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sendOverHttp } from './chat-api.ts';
import { trySendFrame } from './chat-socket.ts';
import { addPending, dropPending, markPending, receiveMessages, useChatStore, type OutgoingDraft } from './chat-store.ts';

/**
 * How long a send over the socket may wait for its `sent` or `error` answer before it goes again over HTTP. The socket
 * may have dropped after taking the frame; the same clientId makes the second try answer the stored message, never a
 * second one, so trying again is always safe.
 */
export const SOCKET_ANSWER_MS = 10_000;

const timers = new Map<string, ReturnType<typeof setTimeout>>();

// What happens once the server stored a message: the live layer (chat-live.ts) also moves its conversation up the list.
let stored: (message: ChatMessage) => void = (message) => receiveMessages([message]);

/** Sets what runs for every stored message of mine (chat-live.ts); returns the function that restores the default. */
export function onStoredMessage(handler: (message: ChatMessage) => void): () => void {
  stored = handler;
  return () => {
    stored = (message) => receiveMessages([message]);
  };
}

/**
 * An idempotency key for a send. randomUUID exists only on secure origins (https, localhost); a member on a plain
 * http address of the LAN still gets 122 random bits from getRandomValues.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The contract's send body for a draft. */
export function toSendMessage(conversationId: number, clientId: string, draft: OutgoingDraft): SendMessage {
  switch (draft.kind) {
    case 'text':
      return { conversationId, clientId, kind: 'text', text: draft.text };
    case 'image':
      return { conversationId, clientId, kind: 'image', url: draft.url };
    case 'product':
      return { conversationId, clientId, kind: 'product', productId: draft.productId };
    case 'company':
      return { conversationId, clientId, kind: 'company', companyId: draft.companyId };
  }
}

function stopWaiting(clientId: string): void {
  clearTimeout(timers.get(clientId));
  timers.delete(clientId);
}

function isSending(clientId: string): boolean {
  return useChatStore.getState().pending[clientId]?.status === 'sending';
}

async function sendByHttp(clientId: string, message: SendMessage): Promise<void> {
  try {
    const answer = await sendOverHttp(message);
    stored(answer);
    dropPending(clientId);
  } catch (error) {
    if (isApiError(error) && error.kind === 'aborted') return;
    markPending(clientId, 'failed', errorMessageOf(error) || i18n.t('messaging:chat.message.failed'));
  }
}

function deliver(clientId: string): void {
  const pending = useChatStore.getState().pending[clientId];
  if (!pending) return;
  const message = toSendMessage(pending.conversationId, clientId, pending.draft);
  if (trySendFrame({ type: 'send', ref: clientId, message })) {
    stopWaiting(clientId);
    timers.set(
      clientId,
      setTimeout(() => {
        timers.delete(clientId);
        if (isSending(clientId)) void sendByHttp(clientId, message);
      }, SOCKET_ANSWER_MS),
    );
    return;
  }
  void sendByHttp(clientId, message);
}

/** Sends a draft: shown at once as sending, over the socket when it is open, else over HTTP. Returns its clientId. */
export function sendDraft(conversationId: number, draft: OutgoingDraft): string {
  const clientId = newClientId();
  addPending({ clientId, conversationId, draft, createdAt: new Date().toISOString(), status: 'sending', error: null });
  deliver(clientId);
  return clientId;
}

/** Tries a failed message again with the same clientId (the server never stores it twice). */
export function retrySend(clientId: string): void {
  markPending(clientId, 'sending');
  deliver(clientId);
}

/** Gives up on a failed message (the member removes it). */
export function discardSend(clientId: string): void {
  stopWaiting(clientId);
  dropPending(clientId);
}

/** The socket's `sent` answer to one of this tab's sends. */
export function sendAnswered(ref: string | undefined, message: ChatMessage): void {
  if (ref) stopWaiting(ref);
  stored(message);
  if (ref) dropPending(ref);
}

/** The socket's `error` answer; true when it was about one of this tab's sends (shown on that message). */
export function sendRefused(ref: string | undefined, msg: string): boolean {
  if (!ref || !useChatStore.getState().pending[ref]) return false;
  stopWaiting(ref);
  markPending(ref, 'failed', msg || i18n.t('messaging:chat.message.failed'));
  return true;
}

/** Stops every wait (logout, tests). */
export function resetSends(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
}
