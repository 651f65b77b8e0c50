import { ErrorCode } from '@gembourse/contracts/errors';
import {
  CHAT_LIMITS,
  ZSendMessage,
  type ChatMessage,
  type Conversation,
  type ConversationPage,
  type HistoryPage,
  type OpenConversation,
  type SendMessage,
  type SyncAnswer,
} from '@gembourse/contracts/messaging';
import { normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import { PERM } from '@gembourse/contracts/permissions';
import type { ClientFrame, ServerEvent } from '@gembourse/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Viewer } from '../company/company-access.ts';
import type { RoleMenusCache } from '../../platform/auth/role-menus.ts';
import { batcher } from '../../platform/batcher.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { fieldMessage } from '../../platform/i18n/validation-messages.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { keyOfUrl } from '../../platform/storage/storage.ts';
import type { ChatContextResolver } from './chat-context.ts';
import type { ChatConversationsRepository, ConversationRow, ListCursor } from './chat-conversations.repository.ts';
import { presentConversation, presentMessage, type CardSnapshot } from './chat.presenter.ts';
import type { ChatRepository, MessageRow } from './chat.repository.ts';
import type { ChatSendRepository, Draft } from './chat-send.repository.ts';

/** The client frames that act on chat: sending, and the read and delivered receipts (contracts realtime.ts). */
export type ChatFrame = Extract<ClientFrame, { type: 'send' | 'read' | 'delivered' }>;

/** Sends whose statements go together at most (chat-send.repository.ts: one jsonb parameter of this many rows). */
const SEND_BATCH_MAX = 200;

/** SPEC §5 "Chatting with oneself is not supported": 40000 with that message, on the field that named oneself. */
function selfRefusal(path: string, locale: Locale) {
  return new AppError(ErrorCode.VALIDATION, 'chatSelf', undefined, { fieldErrors: [{ path, message: translate('chatSelf', locale) }] });
}

/** Why `peer` cannot be written to, or nothing: an inactive account (403), or a block either way (403). */
function refusalOf(state: { status: string; blockedByMe: boolean; blockedByPeer: boolean }): AppError | null {
  if (state.status !== 'active') return new AppError(ErrorCode.FORBIDDEN, 'chatPeerInactive');
  if (state.blockedByMe) return new AppError(ErrorCode.FORBIDDEN, 'chatBlockedByMe');
  if (state.blockedByPeer) return new AppError(ErrorCode.FORBIDDEN, 'chatBlockedByPeer');
  return null;
}

/** The list's cursor, opaque to the client: `<micros>.<id>` in base64url. */
export const encodeCursor = (c: ListCursor) => Buffer.from(`${c.micros}.${c.id}`).toString('base64url');
function decodeCursor(text: string): ListCursor {
  const m = /^(\d{1,20})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!m) throw new AppError(ErrorCode.VALIDATION, 'chatCursorInvalid');
  return { micros: m[1], id: Number(m[2]) };
}

/**
 * One-to-one chat between members (issue 12 items 1, 2 and 5): conversations opened with a member or from a
 * context, messages (text, image, product or company card) sent over HTTP or the socket through the same `send`,
 * history and catch-up, and the delivered and read receipts. Every call is about the caller's own conversations:
 * another's answers 404, as an unknown one, so ids cannot be probed.
 */
export function chatService(deps: {
  repo: ChatRepository;
  conversations: ChatConversationsRepository;
  context: ChatContextResolver;
  realtime: RealtimePublisher;
  limits: RateCounter;
  /** The send's two statements, each for a batch of sends. */
  sends: ChatSendRepository;
  /** Unread counts (messaging.repository.ts: the one definition of unread), several members in one statement. */
  unreadCounts: (userIds: number[]) => Promise<number[]>;
  /** Has the recipient's private-message e-mail written a while later (chat-mail.job.ts): once per burst, after it commits. */
  mailLater: (recipientId: number) => Promise<void>;
  /** Where a failed e-mail scheduling is told (the message itself is stored and delivered). */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The socket's sends hold the same point as POST /im-api/message/send (chat:use). */
  roleMenus: Pick<RoleMenusCache, 'allows'>;
}) {
  const { repo, realtime } = deps;
  // Group commit (platform/batcher.ts): concurrent sends share their statements. Two batches of each may be in flight,
  // so a batch waits for at most one other to finish; SEND_BATCH_MAX bounds a statement's size.
  const probe = batcher(deps.sends.probe, { max: SEND_BATCH_MAX, concurrency: 2 });
  const insert = batcher(deps.sends.insert, { max: SEND_BATCH_MAX, concurrency: 2 });
  const unreadCount = batcher(deps.unreadCounts, { max: SEND_BATCH_MAX, concurrency: 2 });

  /** Counts one attempt of `key`; over the limit answers 42900 with `tooMany`'s message and nothing is done. */
  async function within(key: string, max: number, windowMs: number, tooMany: (seconds: number) => AppError) {
    const verdict = await deps.limits.hit(key, max, windowMs);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  }

  /** The conversation and the other member of it, or 404 when the caller is not one of its pair. */
  async function mine(userId: number, id: number) {
    const c = await repo.conversationOf(id, userId);
    if (!c) throw notFound();
    return { ...c, peer: c.userA === userId ? c.userB : c.userA };
  }

  async function present(viewer: AuthContext, rows: ConversationRow[], locale: Locale): Promise<Conversation[]> {
    const lasts = rows.flatMap((r) => (r.last?.id ? [r.last as MessageRow] : []));
    const [contexts, seen] = await Promise.all([deps.context.contexts(viewer, rows, locale), deps.context.cardsSeen(viewer, lasts)]);
    return rows.map((r) => presentConversation(r, contexts.get(r.id) ?? null, viewer, locale, seen));
  }

  /** Messages as `reader` sees them: each card checked for them now (chat-context.ts cardsSeen). */
  async function presentFor(reader: Viewer, rows: readonly MessageRow[], locale: Locale): Promise<ChatMessage[]> {
    const seen = await deps.context.cardsSeen(reader, rows);
    return rows.map((r) => presentMessage(r, locale, seen));
  }

  async function conversation(auth: AuthContext, id: number, locale: Locale): Promise<Conversation> {
    const row = await deps.conversations.one(auth, id);
    if (!row) throw notFound();
    return (await present(auth, [row], locale))[0];
  }

  /** What a message stores for its kind: the body (text, or a short plain description) and the payload. */
  async function contentOf(auth: AuthContext, input: SendMessage, locale: Locale) {
    const card = (s: CardSnapshot) => ({
      kind: input.kind,
      body: s.title.name.slice(0, CHAT_LIMITS.previewMax),
      payload: s as unknown as Record<string, unknown>,
    });
    switch (input.kind) {
      case 'text':
        return { kind: input.kind, body: input.text.trim(), payload: null };
      case 'image': {
        // Only an image the sender uploaded (POST /api/uploads/image), with the size the pipeline recorded.
        const key = keyOfUrl(input.url);
        const image = key ? await repo.ownImage(key, auth.userId) : undefined;
        if (!image) {
          throw new AppError(ErrorCode.VALIDATION, 'chatImageNotOwned', undefined, {
            fieldErrors: [{ path: 'url', message: translate('chatImageNotOwned', locale) }],
          });
        }
        return { kind: input.kind, body: '', payload: { url: input.url, width: image.width, height: image.height } };
      }
      case 'product':
        return card(await deps.context.productCard(auth, input.productId));
      case 'company':
        return card(await deps.context.companyCard(auth, input.companyId));
    }
  }

  /**
   * Tells both members (every tab, every process) of a new message, each in their language (a card names a company
   * by the reader's language) and as they may see it (a card is checked for each reader), and the recipient of their
   * new unread count. Best effort: the row is the record.
   */
  async function announce(row: MessageRow, sender: { viewer: Viewer; locale: Locale }, recipient: { viewer: Viewer; locale: Locale }) {
    if (row.kind === 'text' || row.kind === 'image') {
      const message = presentMessage(row, sender.locale, new Set());
      await realtime.publish({ type: 'message', message }, { userIds: [row.senderId, row.recipientId] });
    } else {
      const [mine] = await presentFor(sender.viewer, [row], sender.locale);
      const [theirs] = await presentFor(recipient.viewer, [row], recipient.locale);
      await realtime.publish({ type: 'message', message: mine }, { userIds: [row.senderId] });
      await realtime.publish({ type: 'message', message: theirs }, { userIds: [row.recipientId] });
    }
    await realtime.publish({ type: 'unread', count: await unreadCount(row.recipientId) }, { userIds: [row.recipientId] });
  }

  /** The peer's devices learn how far the caller has received or read their messages. */
  async function receiptTo(peer: number, conversationId: number, deliveredUpTo: number | null, readUpTo: number | null) {
    await realtime.publish({ type: 'receipt', conversationId, deliveredUpTo, readUpTo }, { userIds: [peer] });
  }

  /** Why a draft was not stored when the batch's statement passed it by: stored meanwhile (a retry), or the peer. */
  async function notStored(auth: AuthContext, draft: Draft): Promise<MessageRow> {
    const stored = await repo.byClientId(auth.userId, draft.clientId);
    if (stored) return stored;
    const state = await repo.peerState(auth.userId, draft.recipientId);
    if (!state) throw notFound();
    throw refusalOf(state) ?? new AppError(ErrorCode.CONFLICT, 'chatClientIdReused');
  }

  async function send(auth: AuthContext, input: SendMessage, locale: Locale): Promise<ChatMessage> {
    const { pair, stored: before } = await probe({ conversationId: input.conversationId, senderId: auth.userId, clientId: input.clientId });
    if (!pair) throw notFound();
    // A retried send answers what was stored, before any limit: retrying must never cost the member a message.
    if (before) {
      if (before.conversationId !== input.conversationId) throw new AppError(ErrorCode.CONFLICT, 'chatClientIdReused');
      return (await presentFor(auth, [before], locale))[0];
    }
    await within(`chat-msg:${auth.userId}`, CHAT_LIMITS.messagesPerWindow, CHAT_LIMITS.rateWindowSeconds * 1000, (seconds) => {
      return new AppError(ErrorCode.TOO_MANY_REQUESTS, 'chatTooFast', { seconds }, { retryAfterSeconds: seconds });
    });
    const draft: Draft = {
      conversationId: input.conversationId,
      senderId: auth.userId,
      recipientId: pair.userA === auth.userId ? pair.userB : pair.userA,
      clientId: input.clientId,
      ...(await contentOf(auth, input, locale)),
    };
    // The statement stores it unless the peer is inactive or blocked either way, or the clientId is taken.
    const stored = await insert(draft);
    const row = stored?.row ?? (await notStored(auth, draft));
    if (row.conversationId !== input.conversationId) throw new AppError(ErrorCode.CONFLICT, 'chatClientIdReused');
    if (stored) {
      await announce(
        row,
        { viewer: auth, locale },
        { viewer: stored.recipient, locale: normalizeLocale(stored.recipientLocale) ?? locale },
      );
      if (stored.mailDue) {
        deps.mailLater(row.recipientId).catch((err: unknown) => deps.log.error({ err }, 'chat: scheduling the e-mail failed'));
      }
    }
    return (await presentFor(auth, [row], locale))[0];
  }

  /** Marks messages to the caller read or delivered up to an id, and tells the sender (and the caller's own tabs). */
  async function receipt(auth: AuthContext, id: number, which: 'read' | 'delivered', upTo: number | undefined): Promise<null> {
    const c = await mine(auth.userId, id);
    if (which === 'delivered') {
      const changed = await repo.markDelivered(c.id, auth.userId, upTo);
      if (changed !== null) await receiptTo(c.peer, c.id, changed, null);
      return null;
    }
    const changed = await repo.markRead(c.id, auth.userId, upTo);
    if (changed !== null) {
      await receiptTo(c.peer, c.id, changed, changed);
      // Every tab of the caller: the badge clears everywhere.
      await realtime.publish({ type: 'unread', count: await unreadCount(auth.userId) }, { userIds: [auth.userId] });
    }
    return null;
  }

  /** A `send` frame's message checked as POST /im-api/message/send's body is: the same schema, the same field errors. */
  function parseSend(message: unknown, locale: Locale): SendMessage {
    const parsed = ZSendMessage.safeParse(message);
    if (parsed.success) return parsed.data;
    const fieldErrors = parsed.error.issues.map((issue) => ({
      path: ['message', ...issue.path].join('.'),
      message: fieldMessage(issue as Parameters<typeof fieldMessage>[0], locale),
    }));
    throw new AppError(ErrorCode.VALIDATION, 'validation', undefined, { fieldErrors });
  }

  return {
    /**
     * Opens the caller's conversation with a member (`userId`), or with whoever answers for a context (a product's
     * supplier, a company, the other company of a connection, a matched supplier), finding the pair's conversation
     * when it exists and recording the context it was opened from. Oneself: 40000 (SPEC §5 message). Unknown,
     * disabled or not-yet-active member, or a context the caller may not see: 404. A block either way: 403. A new
     * conversation counts towards CHAT_LIMITS.conversationsPerHour (42900 over it).
     */
    async open(auth: AuthContext, input: OpenConversation, locale: Locale): Promise<Conversation> {
      const context = input.context ?? null;
      // A context is checked (and resolved) even with a member named: the caller must be allowed to see it.
      const counterpart = context ? await deps.context.counterpart(auth, context) : undefined;
      const peer = input.userId ?? counterpart!;
      if (peer === auth.userId) throw selfRefusal(input.userId !== undefined ? 'userId' : 'context', locale);
      const state = await repo.peerState(auth.userId, peer);
      if (!state || state.status !== 'active') throw notFound();
      const refusal = refusalOf(state);
      if (refusal) throw refusal;
      let id = await repo.pair(auth.userId, peer);
      if (id === undefined) {
        await within(`chat-conv:${auth.userId}`, CHAT_LIMITS.conversationsPerHour, 3_600_000, (seconds) => {
          const minutes = Math.ceil(seconds / 60);
          return new AppError(ErrorCode.TOO_MANY_REQUESTS, 'chatTooManyConversations', { minutes }, { retryAfterSeconds: seconds });
        });
        id = await repo.openPair(auth.userId, peer, context);
      } else if (context) {
        await repo.setContext(id, context);
      }
      return conversation(auth, id, locale);
    },

    /** One of the caller's conversations (404 otherwise). */
    conversation,

    /** The caller's conversations with messages, the most recent first, a page at a time (keyset, opaque `next`). */
    async list(auth: AuthContext, q: { limit: number; before?: string }, locale: Locale): Promise<ConversationPage> {
      const cursor = q.before ? decodeCursor(q.before) : null;
      const rows = await deps.conversations.page(auth, cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      const hasMore = rows.length > q.limit;
      const last = page[page.length - 1];
      return {
        list: await present(auth, page, locale),
        hasMore,
        next: hasMore && last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
      };
    },

    /**
     * A page of history, newest first, before an id. Opening it on a device delivers the messages to the caller: they
     * are marked delivered first (so the page shows it), and the sender's devices hear so.
     */
    async history(auth: AuthContext, id: number, q: { before?: number; limit: number }, locale: Locale): Promise<HistoryPage> {
      const c = await mine(auth.userId, id);
      const delivered = await repo.markDelivered(c.id, auth.userId, undefined);
      if (delivered !== null) await receiptTo(c.peer, c.id, delivered, null);
      const rows = await repo.history(c.id, q.before, q.limit + 1);
      return { list: await presentFor(auth, rows.slice(0, q.limit), locale), hasMore: rows.length > q.limit };
    },

    /**
     * Stores a message from the caller in one of their conversations and delivers it to both members' sockets. The
     * peer must be active and not blocked either way (403); CHAT_LIMITS.messagesPerWindow per member (42900); an image
     * must be the sender's upload, a card something the sender may see (404). A repeated clientId answers the stored
     * message and stores nothing.
     */
    send,

    /**
     * What a socket missed: the caller's messages after `after`, oldest first, at most CHAT_LIMITS.syncMax (hasMore:
     * ask again from lastId). No `after` answers none and the newest id: the bookmark a client starts from.
     */
    async sync(auth: AuthContext, after: number | undefined, locale: Locale): Promise<SyncAnswer> {
      if (after === undefined) {
        const [lastId, unread] = await Promise.all([repo.lastIdOf(auth.userId), unreadCount(auth.userId)]);
        return { messages: [], hasMore: false, lastId, unread };
      }
      const [rows, unread] = await Promise.all([repo.sync(auth.userId, after, CHAT_LIMITS.syncMax + 1), unreadCount(auth.userId)]);
      const list = rows.slice(0, CHAT_LIMITS.syncMax);
      return {
        messages: await presentFor(auth, list, locale),
        hasMore: rows.length > CHAT_LIMITS.syncMax,
        lastId: list.length ? list[list.length - 1].id : after,
        unread,
      };
    },

    /** Read receipt (read implies delivered): the sender hears it, the caller's tabs get the new unread count. */
    read: (auth: AuthContext, id: number, upTo: number | undefined) => receipt(auth, id, 'read', upTo),
    /** Delivered receipt: the sender hears it. */
    delivered: (auth: AuthContext, id: number, upTo: number | undefined) => receipt(auth, id, 'delivered', upTo),

    /**
     * The socket's chat frames (platform/realtime calls it with the socket's session and language): `send` answers
     * `{type:'sent', ref, message}`, receipts answer null; a refusal is thrown as the AppError the HTTP call would
     * answer, which the socket turns into an error frame. Same functions as the HTTP calls.
     */
    async handleFrame(frame: ChatFrame, auth: AuthContext, locale: Locale): Promise<ServerEvent | null> {
      if (frame.type === 'send') {
        // The HTTP route checks its access before it runs; a socket frame has no route, so the point is checked here.
        if (!(await deps.roleMenus.allows(auth, { perm: PERM.chatUse }))) throw forbidden();
        const message = await send(auth, parseSend(frame.message, locale), locale);
        return frame.ref === undefined ? { type: 'sent', message } : { type: 'sent', ref: frame.ref, message };
      }
      await receipt(auth, frame.conversationId, frame.type, frame.upTo);
      return null;
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
