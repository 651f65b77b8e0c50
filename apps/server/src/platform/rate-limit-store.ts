import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from './redis.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** The shape of @fastify/rate-limit's own stores (incr, read for `increment: false`, child per route). */
interface CounterStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CounterStore;
}

// The plugin's own Redis (Lua INCR + PEXPIRE) and in-memory (LRU) stores, reused so both count exactly as it does.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => CounterStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key?: string,
) => CounterStore;

/**
 * Counts in Redis while it answers within its timeout, in the process's own memory otherwise: an outage of Redis
 * must never become an outage of login. While Redis is down each process limits on its own (a client spread over N
 * processes gets up to N times the limit); counts made in memory are not carried over when Redis is back.
 */
class FallbackStore implements CounterStore {
  constructor(
    private readonly link: RedisLink | undefined,
    private readonly shared: CounterStore | undefined,
    private readonly local: CounterStore,
  ) {}

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
    const local = () => {
      const fn = this.local[method];
      if (fn) fn.call(this.local, key, cb, timeWindow, max);
      else cb(null, { current: 0, ttl: 0 });
    };
    const shared = this.shared?.[method];
    const link = this.link;
    if (!link || !shared || !link.usable()) return local();
    let settled = false;
    // ioredis's commandTimeout bounds the command; this guard bounds it even if a reply never comes back.
    const guard = setTimeout(() => finish(new Error('Redis rate-limit command timed out')), link.timeoutMs + 50);
    const finish = (err: Error | null, result?: Result) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      if (err || !result) {
        link.failed(err ?? new Error('no answer'));
        return local();
      }
      link.succeeded();
      cb(null, result);
    };
    shared.call(this.shared, key, finish, timeWindow, max);
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.run('read', key, cb, timeWindow, max);
  }

  child(routeOptions: unknown): FallbackStore {
    return new FallbackStore(this.link, this.shared?.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The `store` option of @fastify/rate-limit: Redis (keys under `nameSpace`) when a link is given and usable, the
 * process's memory otherwise. Every limit of the app goes through it: the routes' `config.rateLimit` and the stacked
 * limits of platform/rate-limits.ts (createRateLimit shares the plugin's store).
 */
export function fallbackRateLimitStore(link: RedisLink | undefined, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    // The plugin passes its merged settings (the typings omit these three).
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      const shared = link ? new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace) : undefined;
      const local = new LocalStore(continueExceeding, exponentialBackoff, options.cache);
      return new FallbackStore(link, shared, local) as unknown as FastifyRateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
