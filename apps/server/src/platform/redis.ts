import type { Redis } from 'ioredis';

/** The default of REDIS_TIMEOUT_SECONDS, in milliseconds. */
export const DEFAULT_REDIS_TIMEOUT_MS = 500;

/**
 * Connects to Redis for commands that must answer quickly or not at all: no offline queue (a command while Redis is
 * down fails at once instead of waiting), no retry of a command cut by a disconnect, and a command timeout; ioredis
 * keeps reconnecting in the background. Redis being down at start does not stop the start: rate limits count in the
 * process's memory and realtime events stay in the process until it answers (RedisLink logs both).
 */
export async function openRedis(url: string, opts: { timeoutMs?: number } = {}): Promise<Redis> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  // Loaded only when REDIS_URL is set (0.13 s of a start without it: docs/benchmarks.md "Start-up and memory").
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: Math.max(2_000, timeoutMs * 4),
  });
  // Without a listener ioredis prints "Unhandled error event" on every reconnect attempt; RedisLink logs outages.
  redis.on('error', () => {});
  await redis.connect().catch(() => {});
  return redis;
}

interface LinkLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * Whether Redis can be used right now, for the parts that fall back to the process's memory when it cannot (rate
 * limits, realtime fan-out). Down means not connected, or a command failed or timed out within the last `backoffMs`
 * (a hung Redis stays "connected"); the outage is logged once, and once more when Redis answers again.
 */
export class RedisLink {
  private down = false;
  private retryAt = 0;

  constructor(
    readonly client: Redis,
    private readonly log: LinkLog,
    readonly timeoutMs = DEFAULT_REDIS_TIMEOUT_MS,
    private readonly backoffMs = 5_000,
  ) {
    client.on('error', (err: Error) => this.failed(err));
    // Not 'close': a deliberate quit() closes too, and is no outage.
    client.on('reconnecting', () => this.failed(new Error('connection lost')));
    client.on('ready', () => this.succeeded());
  }

  /** Whether to try Redis for the next command (else use the process's own memory). */
  usable(): boolean {
    return this.client.status === 'ready' && Date.now() >= this.retryAt;
  }

  /** A command failed or timed out: use local memory for a while. */
  failed(err: Error): void {
    this.retryAt = Date.now() + this.backoffMs;
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: err.message },
      "Redis unavailable: rate limits count in this process's memory and realtime events reach this process's sockets only",
    );
  }

  /** A command answered (or the connection is ready again). */
  succeeded(): void {
    this.retryAt = 0;
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis is back: rate limits and realtime events are shared across processes again');
  }
}

/** Closes a client: politely when connected, at once when Redis is down (quit() would fail without the offline queue). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
