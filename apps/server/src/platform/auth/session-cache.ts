/** The part of a session row the cache indexes by; the rest is the guard's (auth-context.ts). */
interface Keyed {
  sessionId: number;
  userId: number;
}

interface Entry<R extends Keyed> {
  row: R;
  until: number;
}

/**
 * Live session rows by token hash, kept for `ttlMs` so a member's requests do not each read the session, user and
 * company rows (issue 9: the session lookup was one of the current user's four statements). Entries go earlier when a
 * session ends (sessions.repository.ts says so on this process) or when an event about a session or user goes out
 * through the realtime hub (every process hears it through Redis): `forgetSessions` / `forgetUsers`. What nothing
 * announces (a row edited by hand, an event lost while Redis was down) is seen within `ttlMs` (docs/decisions.md).
 */
export function sessionCache<R extends Keyed>(ttlMs: number, maxEntries = 10_000) {
  const byHash = new Map<string, Entry<R>>();
  const hashBySession = new Map<number, string>();
  const hashesByUser = new Map<number, Set<string>>();
  // Bumped by every forget: a row read before an end must not be kept after it (see `set`).
  let generation = 0;

  function drop(hash: string) {
    const entry = byHash.get(hash);
    if (!entry) return;
    byHash.delete(hash);
    hashBySession.delete(entry.row.sessionId);
    const ofUser = hashesByUser.get(entry.row.userId);
    ofUser?.delete(hash);
    if (ofUser?.size === 0) hashesByUser.delete(entry.row.userId);
  }

  return {
    /** The cached row of a token hash, if still fresh. */
    get(hash: string, now: number): R | undefined {
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (entry.until > now) return entry.row;
      drop(hash);
      return undefined;
    },

    /** A mark to take before reading a row from the database and to give back to `set`. */
    get generation(): number {
      return generation;
    },

    /**
     * Keeps `row` (a session the guard let through) until `ttlMs` from now; a refreshed row keeps its deadline. Not kept
     * when something was forgotten since `readAt` (the generation when the row was read): it may be the row that ended.
     */
    set(hash: string, row: R, now: number, readAt = generation): void {
      if (ttlMs <= 0 || readAt !== generation) return;
      const existing = byHash.get(hash);
      if (existing) {
        existing.row = row;
        return;
      }
      if (byHash.size >= maxEntries) drop(byHash.keys().next().value as string);
      byHash.set(hash, { row, until: now + ttlMs });
      hashBySession.set(row.sessionId, hash);
      let ofUser = hashesByUser.get(row.userId);
      if (!ofUser) hashesByUser.set(row.userId, (ofUser = new Set()));
      ofUser.add(hash);
    },

    forgetSessions(ids: readonly number[]): void {
      generation++;
      for (const id of ids) {
        const hash = hashBySession.get(id);
        if (hash) drop(hash);
      }
    },

    forgetUsers(ids: readonly number[]): void {
      generation++;
      for (const id of ids) for (const hash of [...(hashesByUser.get(id) ?? [])]) drop(hash);
    },

    clear(): void {
      generation++;
      byHash.clear();
      hashBySession.clear();
      hashesByUser.clear();
    },

    get size(): number {
      return byHash.size;
    },
  };
}
export type SessionCache<R extends Keyed> = ReturnType<typeof sessionCache<R>>;
