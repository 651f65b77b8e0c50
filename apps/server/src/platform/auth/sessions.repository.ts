import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { companies, companyRoles, sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';

export type EndReason = 'logout' | 'replaced' | 'revoked' | 'disabled' | 'expired';

type EndedListener = (sessionIds: readonly number[]) => void;
const endedListeners = new Set<EndedListener>();

/**
 * Calls `listener` with the ids of sessions this process ends (logout, login elsewhere, password change, disabled,
 * expired), as soon as the statement ran: the session cache of auth-context.ts drops them. Returns the unsubscribe.
 */
export function onSessionsEnded(listener: EndedListener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

function announceEnded(ids: readonly number[]) {
  if (ids.length) for (const listener of endedListeners) listener(ids);
}

/** The session lookup by token hash, built once per database handle (issue 9: drizzle's query building was 28%). */
const lookup = preparedQuery('gb_session_by_token_hash', (db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
      userId: users.id,
      userStatus: users.status,
      // The user's own language: what the realtime socket answers in when its auth frame names none.
      userLocale: users.locale,
      companyId: users.companyId,
      companyRole: users.companyRole,
      // A standard user's company role and its points (issue 13): read with the session so a request needs no more.
      companyRoleId: users.companyRoleId,
      rolePoints: companyRoles.points,
      administrator: users.administratorFlag,
      joinType: companies.joinType,
      companyStatus: companies.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyRoles, eq(companyRoles.id, users.companyRoleId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1),
);

/** The only SQL about sessions: lookups by token hash and ending sessions. */
export function sessionsRepository(db: Db) {
  return {
    /** The session behind a token hash with what the guard needs of its user and company; undefined if unknown. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await lookup(db).execute({ tokenHash });
      return row;
    },

    async create(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row.id;
    },

    /** Ends every live session of a user except `keepId`; returns the ended ids (for the realtime kick). */
    async endLiveSessions(userId: number, reason: EndReason, keepId?: number) {
      const rows = await db
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keepId ? ne(sessions.id, keepId) : undefined))
        .returning({ id: sessions.id });
      const ids = rows.map((r) => r.id);
      announceEnded(ids);
      return ids;
    },

    /**
     * Ends the user's live sessions opened before `sessionId` (a login's own). Only older ones: two logins at the same
     * moment then leave the newer alive instead of ending each other.
     */
    async endSessionsBefore(userId: number, sessionId: number, reason: EndReason) {
      const rows = await db
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), lt(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      const ids = rows.map((r) => r.id);
      announceEnded(ids);
      return ids;
    },

    async end(sessionId: number, reason: EndReason) {
      await db
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
      announceEnded([sessionId]);
    },

    /** Slides the expiry of an active session. */
    async touch(sessionId: number, expiresAt: Date) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt })
        .where(eq(sessions.id, sessionId));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
