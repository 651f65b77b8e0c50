import { z } from 'zod';
import { ZMemberCard } from './member-card.ts';
import { ZId, ZIdParam, text } from './primitives.ts';

/**
 * Chat between members (SPEC §1 and §2 "Chat window", §5 "Chatting with oneself is not supported"), issue 12. One
 * conversation per pair of users; messages are text, an image (an upload of the existing pipeline) or a card that
 * points at a product or a company. The limits are the one home of every number the chat enforces, on both sides.
 */
export const CHAT_LIMITS = {
  /** Characters of a text message, after trimming. */
  textMax: 2_000,
  /** Messages one member may send in `rateWindowSeconds` (every conversation together); more answer 42900. */
  messagesPerWindow: 20,
  rateWindowSeconds: 10,
  /** New conversations one member may open per hour (spam guard: a sender to hundreds of strangers). */
  conversationsPerHour: 30,
  /** Open sockets of one session (tabs of one browser); the oldest is closed when one more joins. */
  socketsPerSession: 8,
  /** Messages a history page holds at most, and by default. */
  historyPageMax: 100,
  historyPageDefault: 30,
  /** Conversations the panel lists per page. */
  conversationsPageMax: 50,
  /** Messages a catch-up answers at most; `hasMore` says when the client must ask again. */
  syncMax: 500,
  /** Characters of a report's reason. */
  reportReasonMax: 1_000,
  /** Characters of a message preview (conversation list, notifications, e-mails). */
  previewMax: 140,
  /** Characters of the client's idempotency key. */
  clientIdMax: 64,
} as const;

export const MESSAGE_KINDS = ['text', 'image', 'product', 'company'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Where a conversation was started from; shown at its top (issue 12). */
export const CHAT_CONTEXT_TYPES = ['product', 'company', 'connection', 'match'] as const;
export type ChatContextType = (typeof CHAT_CONTEXT_TYPES)[number];
export const ZChatContextRef = z.object({ type: z.enum(CHAT_CONTEXT_TYPES), id: ZId });
export type ChatContextRef = z.infer<typeof ZChatContextRef>;

/** A product or company as a chat shows it (context banner and rich message card). `link` is a SPA path. */
export const ZChatCard = z.object({
  type: z.enum(['product', 'company']),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  link: z.string(),
});
export type ChatCard = z.infer<typeof ZChatCard>;

/** The conversation's context: what it was started from, as a card (a connection or a match shows the company). */
export const ZChatContext = z.object({ type: z.enum(CHAT_CONTEXT_TYPES), card: ZChatCard.nullable() });
export type ChatContext = z.infer<typeof ZChatContext>;

/**
 * A message as both members see it. `text` is plain text (never HTML: the client renders it as text and turns
 * http(s) links into safe anchors). States: sent (stored), delivered (a device of the recipient received it), read.
 */
export const ZChatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  image: z.object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() }).nullable(),
  /**
   * A product or company card as it was sent, for a reader who may see the product or company now (checked for each
   * reader, as the context banner is); null, and `text` empty, for one who may not.
   */
  card: ZChatCard.nullable(),
  /** The sender's idempotency key: a retried send answers the stored message, never a second one. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

/** The other member of a conversation. */
/** The other member of a conversation: their card (member-card.ts: a hidden profile shows name and company only). */
export const ZChatPeer = ZMemberCard.extend({
  /** False when the account is disabled or deleted: the conversation is read-only. */
  active: z.boolean(),
});
export type ChatPeer = z.infer<typeof ZChatPeer>;

export const ZConversation = z.object({
  id: z.number().int(),
  peer: ZChatPeer,
  context: ZChatContext.nullable(),
  lastMessage: ZChatMessage.nullable(),
  /** Messages to me not yet read. */
  unread: z.number().int(),
  /** I blocked the peer (I can unblock) / the peer blocked me (I cannot send). */
  blockedByMe: z.boolean(),
  blockedByPeer: z.boolean(),
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof ZConversation>;

/** POST /im-api/conversation/open: with a member, or with whoever answers for the context (a product's supplier...). */
export const ZOpenConversation = z
  .object({ userId: ZId.optional(), context: ZChatContextRef.optional() })
  .refine((v) => v.userId !== undefined || v.context !== undefined, { message: 'required', path: ['userId'] });
export type OpenConversation = z.infer<typeof ZOpenConversation>;

const ZClientId = text().trim().min(1).max(CHAT_LIMITS.clientIdMax);

/** A message to send: its kind decides which field carries it. */
export const ZSendMessage = z.discriminatedUnion('kind', [
  z.object({
    conversationId: ZId,
    clientId: ZClientId,
    kind: z.literal('text'),
    text: text().trim().min(1).max(CHAT_LIMITS.textMax),
  }),
  /** `url` is the address an image upload answered (POST /api/uploads/image?purpose=chat); the server checks it is the sender's. */
  z.object({ conversationId: ZId, clientId: ZClientId, kind: z.literal('image'), url: text().max(500) }),
  z.object({ conversationId: ZId, clientId: ZClientId, kind: z.literal('product'), productId: ZId }),
  z.object({ conversationId: ZId, clientId: ZClientId, kind: z.literal('company'), companyId: ZId }),
]);
export type SendMessage = z.infer<typeof ZSendMessage>;

/** GET /im-api/conversation/list: newest first; `before` is the `lastMessageAt`+id cursor of the previous page. */
export const ZConversationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.conversationsPageMax).default(20),
  before: text().max(80).optional(),
});
export const ZConversationPage = z.object({
  list: z.array(ZConversation),
  hasMore: z.boolean(),
  /** Cursor of the next page (absent on the last). */
  next: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof ZConversationPage>;

/** GET /im-api/conversation/:id/messages: keyset by message id, newest first; `before` pages back in time. */
export const ZHistoryQuery = z.object({
  before: ZIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.historyPageMax).default(CHAT_LIMITS.historyPageDefault),
});
export const ZHistoryPage = z.object({ list: z.array(ZChatMessage), hasMore: z.boolean() });
export type HistoryPage = z.infer<typeof ZHistoryPage>;

/**
 * GET /im-api/message/sync?after=: what a socket missed after a drop or a restart. Every message of the caller's
 * conversations with id > after (oldest first); without `after`, no message and the newest id (the bookmark a client
 * takes when it starts). `after=0` is "from the start": a member who had no message when the bookmark was taken
 * catches up on every one since.
 */
export const ZSyncQuery = z.object({ after: z.coerce.number().int().min(0).optional() });
export const ZSyncAnswer = z.object({
  messages: z.array(ZChatMessage),
  hasMore: z.boolean(),
  /** The highest message id the caller may see; the client's next `after`. */
  lastId: z.number().int(),
  unread: z.number().int(),
});
export type SyncAnswer = z.infer<typeof ZSyncAnswer>;

/** POST /im-api/conversation/:id/read and .../delivered: everything to me up to `upTo` (default: all). */
export const ZReceiptRequest = z.object({ upTo: ZId.optional() });

/** POST /im-api/conversation/:id/report: to the organiser, with a reason. */
export const ZReportConversation = z.object({ reason: text().trim().min(1).max(CHAT_LIMITS.reportReasonMax) });

/** A report as the console lists it. */
export const ZChatReport = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  reporter: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  reported: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  reason: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  /** The last messages of the reported member in that conversation, for the organiser to judge. */
  excerpt: z.array(ZChatMessage),
});
export type ChatReport = z.infer<typeof ZChatReport>;

/** A member I blocked. */
export const ZBlockedMember = z.object({ userId: z.number().int(), name: z.string(), companyName: z.string(), blockedAt: z.string() });
export type BlockedMember = z.infer<typeof ZBlockedMember>;
