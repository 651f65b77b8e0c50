/**
 * The one WebSocket at /ws. The client sends `{type:'auth', token}` first (browsers cannot set headers on a
 * WebSocket, and a token in the URL would land in access logs); the server answers `{type:'ready'}` or closes
 * with 4401. Then the server pushes events.
 */
export type ClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

export type ServerEvent =
  | { type: 'ready' }
  | { type: 'pong' }
  /** Forced offline (SPEC §4): a login elsewhere (replaced), a password change (revoked), or the account disabled. */
  | { type: 'logout'; reason: 'replaced' | 'revoked' | 'disabled' }
  | { type: 'unread'; count: number }
  | { type: 'todo'; count: number }
  | { type: 'message'; conversationId: number; preview: string }
  | { type: 'notice'; title: string; body: string }
  /** The member's favourite products changed: every server process forgets the ones it kept (favourites-cache.ts). */
  | { type: 'favourites' };

/** Close code for a socket that did not authenticate. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
