/**
 * Values computed once and reused by this process for `ttlMs`: concurrent misses of one key share one computation, a
 * failed computation is not kept (the next call tries again), and past `maxEntries` the oldest key goes first. The
 * value-level twin of platform/http/answer-cache.ts, for answers that are shared in part (the catalogue's answer for
 * every member who sees the same catalogue, each with their own favourites) or read inside a service.
 */
export function memoCache<V>(opts: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = opts.maxEntries ?? 500;
  const entries = new Map<string, { until: number; value: Promise<V> }>();
  return {
    /** Whether values are kept at all (a TTL of 0 turns the cache off). */
    get enabled(): boolean {
      return opts.ttlMs > 0;
    },

    /** The value of `key`, computed by `compute` when missing or expired. */
    get(key: string, compute: () => Promise<V>): Promise<V> {
      if (opts.ttlMs <= 0) return compute();
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.value;
      const value = compute();
      const mine = { until: now + opts.ttlMs, value };
      entries.delete(key);
      entries.set(key, mine);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => entries.get(key) === mine && entries.delete(key));
      return value;
    },

    /** Forgets the value of `key`; one being computed is not kept when it arrives. */
    delete(key: string): void {
      entries.delete(key);
    },

    /** Forgets every value. */
    clear(): void {
      entries.clear();
    },
  };
}
export type MemoCache<V> = ReturnType<typeof memoCache<V>>;
