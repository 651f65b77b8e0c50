import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@gembourse/contracts/errors';
import { LIMITS } from '@gembourse/contracts/limits';
import { AppError, forbidden, noSession } from '../errors.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/database.ts';
import type { ServerEvent } from '@gembourse/contracts/realtime';
import type { RealtimeTarget } from '../realtime/realtime-hub.ts';
import { onSessionsEnded, sessionsRepository, type SessionsRepository } from './sessions.repository.ts';
import { sessionCache } from './session-cache.ts';
import { rolePointsOf } from './role-menus.ts';

/** Who is calling: resolved from the bearer token once per request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  companyId: number;
  joinType: 'buyer' | 'seller';
  companyRole: 'admin' | 'standard';
  /**
   * The points of a standard user's company role (issue 13), or null for the side's default standard rights (and for
   * admins, who hold the side's admin rights). role-menus.ts narrows them to what the company's side may hold.
   */
  rolePoints: readonly string[] | null;
  administrator: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for a guest. A token that is present but not valid never reaches a handler. */
    auth: AuthContext | null;
  }
}

const DAY = 86_400_000;
// Sliding expiry is written at most this often per session, to keep reads cheap.
const TOUCH_EVERY_MS = 5 * 60_000;

/** Reads `Authorization: Bearer <token>` (no cookies carry credentials). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

type SessionRow = NonNullable<Awaited<ReturnType<SessionsRepository['findByTokenHash']>>>;

/**
 * Why a looked-up session may not act, or null when it may: the one rule set shared by the request guard and the
 * realtime handshake. Unknown or expired answers 30007, ended by a login elsewhere 30008, revoked (password change)
 * 6680; a disabled user 30012 and a suspended company 30011 (platform staff excepted).
 */
export function sessionRefusal(s: SessionRow | undefined, now: number): AppError | null {
  if (!s) return noSession();
  if (s.endedAt) {
    if (s.endReason === 'replaced') return new AppError(ErrorCode.LOGGED_IN_ELSEWHERE, 'loggedInElsewhere');
    if (s.endReason === 'revoked') return new AppError(ErrorCode.SESSION_REVOKED, 'sessionRevoked');
    if (s.endReason === 'disabled') return new AppError(ErrorCode.REMINDER_LOGOUT, 'accountDisabled');
    return noSession();
  }
  if (s.expiresAt.getTime() <= now) return noSession();
  if (s.userStatus === 'disabled') return new AppError(ErrorCode.REMINDER_LOGOUT, 'accountDisabled');
  if (s.companyStatus === 'suspended' && !s.administrator) return new AppError(ErrorCode.REMINDER_ALT, 'companySuspended');
  return null;
}

/** The AuthContext of a session that sessionRefusal let through. */
export function authOf(s: SessionRow): AuthContext {
  return {
    sessionId: s.sessionId,
    userId: s.userId,
    companyId: s.companyId,
    joinType: s.joinType,
    companyRole: s.companyRole,
    rolePoints: rolePointsOf(s),
    administrator: s.administrator,
  };
}

/** Realtime events that say nothing about a session's standing: they do not empty the session cache. */
const CHATTER = new Set<ServerEvent['type']>([
  'ready',
  'pong',
  'unread',
  'todo',
  'notifications',
  'message',
  'receipt',
  'blocked',
  'sent',
  'error',
  'favourites',
]);

export interface AuthContextOptions {
  db: Db;
  /** The realtime hub: its events (logouts, notices of suspension) reach every process and empty the cache. */
  hub?: { onDelivery(listener: (event: ServerEvent, to: RealtimeTarget) => void): () => void };
  /** How long a live session row is reused without reading it again; 0 turns the cache off. */
  sessionCacheMs?: number;
}

/** How long a live session is reused by default: the bound on seeing a change that nothing announced. */
export const SESSION_CACHE_MS = 5_000;

/**
 * Resolves the session on every API request, by the rules of sessionRefusal. The row comes from a short-lived cache
 * (session-cache.ts) or one prepared statement; sliding expiry is written at most every TOUCH_EVERY_MS.
 */
export const authContext = fp<AuthContextOptions>(async (app, opts) => {
  const repo = sessionsRepository(opts.db);
  const cache = sessionCache<SessionRow>(opts.sessionCacheMs ?? SESSION_CACHE_MS);
  const unsubscribe = [
    onSessionsEnded((ids) => cache.forgetSessions(ids)),
    opts.hub?.onDelivery((event, to) => {
      if (CHATTER.has(event.type)) return;
      if (to.sessionIds?.length) cache.forgetSessions(to.sessionIds);
      if (to.userIds?.length) cache.forgetUsers(to.userIds);
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop?.();
    cache.clear();
  });

  async function resolve(req: FastifyRequest, token: string): Promise<void> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = cache.get(tokenHash, now);
    const readAt = cache.generation;
    const s = cached ?? (await repo.findByTokenHash(tokenHash));
    const refusal = sessionRefusal(s, now);
    if (refusal) {
      if (cached) cache.forgetSessions([cached.sessionId]);
      // Record the expiry once, so the session no longer counts as live.
      if (s && !s.endedAt && s.expiresAt.getTime() <= now) await repo.end(s.sessionId, 'expired');
      throw refusal;
    }
    let live = s as SessionRow;
    if (now - live.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const days = live.remember ? LIMITS.rememberedSessionDays : LIMITS.sessionDays;
      const expiresAt = new Date(now + days * DAY);
      await repo.touch(live.sessionId, expiresAt);
      live = { ...live, lastSeenAt: new Date(now), expiresAt };
      if (cached) cache.set(tokenHash, live, now, readAt);
    }
    if (!cached) cache.set(tokenHash, live, now, readAt);
    req.auth = authOf(live);
  }

  app.decorateRequest('auth', null);
  // Before validation (ARCHITECTURE §3: auth -> validate), so a guest or an ended session learns that first,
  // not that the form was wrong. The body is already parsed, so body-keyed rate limits still work after it.
  // Not an async function: a guest's request passes without a promise.
  app.addHook('preValidation', (req, _reply, done) => {
    const token = bearerToken(req);
    if (!token) return done();
    resolve(req, token).then(() => done(), done);
  });
});

/** The caller, or 30007 for a guest. */
export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw noSession();
  return req.auth;
}

/**
 * 40300 unless the caller's company is a seller: only a seller has a showroom (its settings, its own product list).
 * The side is read with the session on every request, so it is current. The one home of this rule.
 */
export function assertSeller(auth: AuthContext): void {
  if (auth.joinType !== 'seller') throw forbidden();
}
