import { z } from 'zod';
import { ZSendMessage, type ChatMessage } from './messaging.ts';
import { ZId } from './primitives.ts';

/**
 * The one WebSocket at /ws. The client sends `{type:'auth', token}` first (browsers cannot set headers on a
 * WebSocket, and a token in the URL would land in access logs); the server answers `{type:'ready'}` or closes
 * with 4401. Then the server pushes events, and the client may send the frames of ZClientFrame. Every client frame is
 * parsed by that schema: a frame that is not JSON, of an unknown type or of the wrong shape answers `{type:'error'}`
 * and the socket stays open.
 */

/** A client's label for a frame, echoed in the answer (`sent`, `error`) so it can match answers to requests. */
const ZRef = z.string().max(64).optional();

export const ZClientFrame = z.discriminatedUnion('type', [
  /** `lang` is the tab's language (the `lang` header of SPEC §7): error frames answer in it. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200), lang: z.string().max(10).optional() }),
  z.object({ type: z.literal('ping') }),
  /** Send a chat message (the same rules as POST /im-api/message/send); answered by `sent` or `error` with `ref`. */
  z.object({ type: z.literal('send'), ref: ZRef, message: ZSendMessage }),
  /** Receipts for messages to me, up to an id (the same as POST /im-api/conversation/:id/read and .../delivered). */
  z.object({ type: z.literal('read'), ref: ZRef, conversationId: ZId, upTo: ZId.optional() }),
  z.object({ type: z.literal('delivered'), ref: ZRef, conversationId: ZId, upTo: ZId.optional() }),
]);
export type ClientFrame = z.infer<typeof ZClientFrame>;
/** Kept for the client's typing: what it may send. */
export type ClientMessage = ClientFrame;

export type ServerEvent =
  | { type: 'ready' }
  | { type: 'pong' }
  /** Forced offline (SPEC §4): a login elsewhere (replaced), a password change (revoked), or the account disabled. */
  | { type: 'logout'; reason: 'replaced' | 'revoked' | 'disabled' }
  /** The member's unread chat messages (SPEC §3 unread message count). */
  | { type: 'unread'; count: number }
  /** The member's open to-be-done items. */
  | { type: 'todo'; count: number }
  /** The member's unread notifications; the centre refetches its list. */
  | { type: 'notifications'; count: number }
  /** A chat message to or from the member (every tab of both members gets it, the sender's other tabs too). */
  | { type: 'message'; message: ChatMessage }
  /** The peer's devices received / read messages of a conversation up to an id. */
  | { type: 'receipt'; conversationId: number; deliveredUpTo: number | null; readUpTo: number | null }
  /** A blocking changed between the member and `userId`: the conversation's state must be fetched again. */
  | { type: 'blocked'; conversationId: number | null; userId: number }
  /** The answer to a `send` frame: the stored message. */
  | { type: 'sent'; ref?: string; message: ChatMessage }
  /** A frame was refused: `code` is a business code of errors.ts, `msg` in the session's language. */
  | { type: 'error'; ref?: string; code: number; msg: string }
  | { type: 'notice'; title: string; body: string }
  /** The member's rights changed (role, administrator flag, a role's points): fetch the current user again. */
  | { type: 'access' }
  /** The member's favourite products changed: every server process forgets the ones it kept (favourites-cache.ts). */
  | { type: 'favourites' };

/** Close code for a socket that did not authenticate. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** Close code for a socket that was replaced by a newer one of the same session (CHAT_LIMITS.socketsPerSession). */
export const WS_CLOSE_TOO_MANY = 4429;
/** Largest client frame, in bytes (a text message of CHAT_LIMITS.textMax in 4-byte characters, and its envelope). */
export const WS_MAX_FRAME_BYTES = 16 * 1024;
