import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** What one counted attempt answers: whether it is within the limit, and when the window ends if it is not. */
export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window ends (at least 1 when refused). */
  retryAfterSeconds: number;
}

/**
 * Counters for limits that are not an HTTP route's: the chat's messages per member, whether they come over HTTP or
 * the socket (issue 12). Same store as every route limit (rate-limit-store.ts: Redis while it answers, the process's
 * memory otherwise), so a member spread over two processes is counted once while Redis is up.
 */
export interface RateCounter {
  /** Counts one attempt under `key`: at most `max` per `windowMs`. */
  hit(key: string, max: number, windowMs: number): Promise<RateVerdict>;
  /** Counts one more event of a streak under `key` (failed logins): the streak is forgotten `memoryMs` after its last. */
  extend(key: string, memoryMs: number): Promise<void>;
  /** The streak under `key` as it stands: its events, and how long ago the last one was (Infinity when none). */
  streak(key: string, memoryMs: number): Promise<Streak>;
}

export interface Streak {
  count: number;
  sinceLastMs: number;
}

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
type Store = {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
};

/** A RateCounter over the app's rate-limit store (the `store` option given to @fastify/rate-limit). */
export function rateCounter(storeCtor: FastifyRateLimitStoreCtor): RateCounter {
  const storeOf = (continueExceeding: boolean, cache?: number) =>
    new (storeCtor as unknown as new (options: object) => Store)({ continueExceeding, exponentialBackoff: false, cache });
  // The store's constructor reads the plugin's merged settings; these are the plugin's defaults.
  const store = storeOf(false);
  // A streak's memory restarts with each event: with max 0 every count is "past the limit", which (continueExceeding)
  // sets the key's expiry anew, so the time it has left says when the last event was. Without Redis the process keeps
  // more of them than the plugin's 5,000 (an address spraying accounts makes one per account; a key is ~100 bytes).
  const streaks = storeOf(true, 50_000);
  const call = (method: 'incr' | 'read', key: string, memoryMs: number) =>
    new Promise<Result>((resolve, reject) =>
      streaks[method](
        key,
        (err, result) => (err || !result ? reject(err ?? new Error('rate counter: no answer')) : resolve(result)),
        memoryMs,
        0,
      ),
    );
  return {
    async extend(key, memoryMs) {
      await call('incr', key, memoryMs);
    },
    async streak(key, memoryMs) {
      const { current, ttl } = await call('read', key, memoryMs);
      return current > 0 ? { count: current, sinceLastMs: Math.max(0, memoryMs - ttl) } : { count: 0, sinceLastMs: Infinity };
    },
    hit(key, max, windowMs) {
      return new Promise((resolve, reject) => {
        store.incr(
          key,
          (err, result) => {
            if (err || !result) return reject(err ?? new Error('rate counter: no answer'));
            const allowed = result.current <= max;
            resolve({ allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(result.ttl / 1000)) });
          },
          windowMs,
          max,
        );
      });
    },
  };
}
