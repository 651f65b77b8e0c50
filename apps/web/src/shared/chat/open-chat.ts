import { createAppStore } from '../state/app-store.ts';
import type { ChatContextRef } from '@gembourse/contracts/messaging';
import { navigateTo } from '../navigation/navigator.ts';
import { setSessionFlag } from '../session/session-store.ts';

/** Who a member wants to talk to: a member, or whoever answers for a product, company, connection or match. */
export interface ChatRequest {
  userId?: number;
  context?: ChatContextRef;
}

/** The path of the full-page chat (phones, and "open all" from the panel); `?c=` names the open conversation. */
export const MESSAGES_PATH = '/home/messages';

/** antd's `md` breakpoint: below it the chat is a page of its own, not a panel over the page. */
const PANEL_MEDIA = '(min-width: 768px)';

interface ChatRequestState {
  /** The request the chat has not taken yet; `seq` tells two requests for the same thing apart. */
  pending: (ChatRequest & { seq: number }) | null;
}

/**
 * The one door other features use to start a chat (a product page, a company profile, a connection, a match). A
 * store, not a callback: the chat's code loads with the panel or the page, which may mount after the click.
 */
export const useChatRequest = createAppStore<ChatRequestState>(() => ({ pending: null }));

let seq = 0;

/** Whether this screen shows the chat as a panel (false on phones, and where media queries are unknown). */
export function chatAsPanel(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PANEL_MEDIA).matches;
}

/**
 * Asks the chat to open the conversation with `request`: the message panel on wide screens, the messages page on
 * phones. The chat then asks the server for the conversation (POST /im-api/conversation/open), which decides who
 * answers and refuses what SPEC §5 refuses (chatting with oneself).
 */
export function openChat(request: ChatRequest): void {
  seq += 1;
  useChatRequest.setState({ pending: { ...request, seq } });
  if (chatAsPanel()) setSessionFlag('messagePanelOpen', true);
  else navigateTo(MESSAGES_PATH);
}

/** Takes the waiting request (the chat calls it once it can open the conversation); null when there is none. */
export function takeChatRequest(): ChatRequest | null {
  const { pending } = useChatRequest.getState();
  if (!pending) return null;
  useChatRequest.setState({ pending: null });
  const { seq: _seq, ...request } = pending;
  return request;
}
