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
}

type Store = {
  incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
};

/** A RateCounter over the app's rate-limit store (the `store` option given to @fastify/rate-limit). */
export function rateCounter(storeCtor: FastifyRateLimitStoreCtor): RateCounter {
  // The store's constructor reads the plugin's merged settings; these are the plugin's defaults.
  const store = new (storeCtor as unknown as new (options: object) => Store)({ continueExceeding: false, exponentialBackoff: false });
  return {
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
