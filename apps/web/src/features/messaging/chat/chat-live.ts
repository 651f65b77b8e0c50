import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@gembourse/contracts/messaging';
import type { ServerEvent } from '@gembourse/contracts/realtime';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useNotificationPrefs } from '../api.ts';
import { fetchSync, refreshConversation } from './chat-api.ts';
import { messageInList, receiptInList } from './chat-list-cache.ts';
import { sendAnswered, sendRefused, onStoredMessage } from './chat-send.ts';
import { listenToReconnect, listenToServer } from './chat-socket.ts';
import { armMessageSound, playMessageSound } from './chat-sound.ts';
import { applyReceipt, isWatching, receiveMessages, sawMessageId, useChatStore } from './chat-store.ts';
import { loadLatest, sendDelivered, sendRead } from './chat-thread.ts';

/** Catch-up pages read at most after one reconnect (each holds CHAT_LIMITS.syncMax messages). */
const SYNC_PAGES_MAX = 20;

interface LiveContext {
  client: QueryClient;
  me: number;
  sound: () => boolean;
}

/** A message reached this tab: into its thread and the list; a receipt for the peer; a chime when the member wants one. */
function arrived(ctx: LiveContext, message: ChatMessage, chime: boolean): void {
  receiveMessages([message]);
  const watching = isWatching(message.conversationId);
  messageInList(ctx.client, ctx.me, message, watching);
  if (message.senderId === ctx.me) return;
  if (watching) sendRead(message.conversationId, message.id);
  else sendDelivered(message.conversationId, message.id);
  if (chime && ctx.sound()) playMessageSound(message.id);
}

function handle(ctx: LiveContext, event: ServerEvent): void {
  switch (event.type) {
    case 'message':
      arrived(ctx, event.message, true);
      return;
    case 'sent':
      sendAnswered(event.ref, event.message);
      return;
    case 'error':
      sendRefused(event.ref, event.msg);
      return;
    case 'receipt':
      applyReceipt(event.conversationId, ctx.me, event.deliveredUpTo, event.readUpTo);
      receiptInList(ctx.client, ctx.me, event.conversationId, event.deliveredUpTo, event.readUpTo);
      return;
    case 'blocked':
      refreshConversation(ctx.client, ctx.me, event.conversationId);
      return;
    default:
      return;
  }
}

/**
 * What the socket missed while it was down (GET /im-api/message/sync?after=<last id seen>), merged by id; then the
 * conversations on screen reload their newest page (receipts that changed meanwhile) and the list refetches.
 */
async function catchUp(ctx: LiveContext): Promise<void> {
  let after = useChatStore.getState().lastSeenId;
  try {
    for (let page = 0; page < SYNC_PAGES_MAX; page += 1) {
      const answer = await fetchSync(after);
      for (const message of answer.messages) arrived(ctx, message, false);
      useSessionStore.setState({ unreadCount: Math.max(0, answer.unread) });
      sawMessageId(answer.lastId);
      if (!answer.hasMore || answer.lastId <= after) break;
      after = answer.lastId;
    }
  } catch {
    // The list and the threads below still refresh; the next reconnect tries again.
  }
  for (const id of Object.keys(useChatStore.getState().viewing)) void loadLatest(Number(id));
  refreshConversation(ctx.client, ctx.me, null);
}

// The panel and the messages page may both be mounted: one subscription serves both, made by the first that mounts
// and ended by the last that leaves; `current` is the context of the latest one (the same client and member).
let holders = 0;
let current: LiveContext | null = null;
let stop: (() => void) | null = null;
// The member's `messageSound` preference as the latest surface read it (the same query for every surface).
let soundPreference = false;

function subscribe(): () => void {
  const live = () => current;
  // The bookmark a catch-up starts from: where the member stands now. A member with no message yet stands at 0, and a
  // catch-up from 0 is from the start, so a first message that arrives while the socket is down is not missed.
  if (!useChatStore.getState().lastSeenId)
    void fetchSync().then(
      (answer) => sawMessageId(answer.lastId),
      () => undefined,
    );
  const stopEvents = listenToServer((event) => {
    const ctx = live();
    if (ctx) handle(ctx, event);
  });
  const stopReconnect = listenToReconnect(() => {
    const ctx = live();
    if (ctx) void catchUp(ctx);
  });
  const restore = onStoredMessage((message) => {
    receiveMessages([message]);
    const ctx = live();
    if (ctx) messageInList(ctx.client, ctx.me, message, true);
  });
  return () => {
    stopEvents();
    stopReconnect();
    restore();
  };
}

/**
 * Keeps the chat live while a chat surface is mounted: messages, send answers, receipts and blocks from the socket,
 * a catch-up after every reconnect, and the new-message sound when the member's preference says so.
 */
export function useChatLive(): void {
  const client = useQueryClient();
  const me = useSessionStore((s) => s.userInfo?.id ?? 0);
  const prefs = useNotificationPrefs();
  const soundOn = prefs.data?.messageSound === true;
  useEffect(() => {
    soundPreference = soundOn;
  }, [soundOn]);

  useEffect(() => {
    if (!me) return;
    current = { client, me, sound: () => soundPreference };
    holders += 1;
    if (holders === 1) {
      armMessageSound();
      stop = subscribe();
    }
    return () => {
      holders -= 1;
      if (holders > 0) return;
      stop?.();
      stop = null;
      current = null;
      soundPreference = false;
    };
  }, [client, me]);
}
