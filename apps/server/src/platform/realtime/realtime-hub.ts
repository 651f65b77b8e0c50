import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_LIMITS } from '@gembourse/contracts/messaging';
import { WS_CLOSE_TOO_MANY, WS_CLOSE_UNAUTHORIZED, type ServerEvent } from '@gembourse/contracts/realtime';

/** Who should receive an event: sockets of these sessions and/or of these users (either list may be empty). */
export interface RealtimeTarget {
  sessionIds?: readonly number[];
  userIds?: readonly number[];
}

/**
 * What services see of the realtime channel: publishing, and hearing what every process delivers (to drop what they
 * keep about the users an event names); never the sockets.
 */
export interface RealtimePublisher {
  /** Delivers `event` to the target's sockets on every process; resolves once handed to the fan-out. */
  publish(event: ServerEvent, to: RealtimeTarget): Promise<void>;
  /** Calls `listener` with every event this process delivers (RealtimeHub.onDelivery); returns the unsubscribe. */
  onDelivery(listener: (event: ServerEvent, to: RealtimeTarget) => void): () => void;
}

/** The part of a ws WebSocket the hub uses; keeps the hub testable without a server. */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Owner {
  sessionId: number;
  userId: number;
}

const OPEN = 1;

function addTo(map: Map<number, Set<HubSocket>>, key: number, socket: HubSocket) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
}

function removeFrom(map: Map<number, Set<HubSocket>>, key: number, socket: HubSocket) {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) map.delete(key);
}

/**
 * The sockets of this process keyed by session and user, plus the fan-out. An event is delivered in this process at
 * once, and with Redis also published on one channel that every process subscribes to, so each process delivers to
 * the sockets it holds and a login on process B can kick a socket held by process A. A process skips its own
 * messages on the channel: it has delivered them already, before the request that caused them answered (the session
 * cache of auth-context.ts must forget a disabled user's session before the "disabled" answer goes out, or the
 * user's next call could slip in before the message came back from Redis).
 */
export class RealtimeHub implements RealtimePublisher {
  private readonly bySession = new Map<number, Set<HubSocket>>();
  private readonly byUser = new Map<number, Set<HubSocket>>();
  private readonly owners = new Map<HubSocket, Owner>();
  private readonly deliveryListeners = new Set<(event: ServerEvent, to: RealtimeTarget) => void>();
  private subscriber?: Redis;
  /** This process's mark on what it publishes, so that it skips its own messages. */
  private readonly origin = randomBytes(9).toString('base64url');

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly redis?: Redis,
    private readonly channel = 'rt',
  ) {}

  /**
   * Subscribes to the Redis channel (a subscribing connection can run no other command, hence the duplicate). Never
   * waits for Redis: when it is down the subscription is made once it answers (and ioredis renews it after a
   * reconnect), and meanwhile events stay in this process.
   */
  async start(): Promise<void> {
    if (!this.redis) return;
    // The subscription may wait for a connection; only the shared client's commands must fail fast.
    const sub = this.redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, lazyConnect: false });
    // Outages are logged once by the shared client's RedisLink; a line per reconnect attempt would flood the log.
    sub.on('error', (err) => this.log.debug({ err: err.message }, 'realtime subscriber error'));
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        const { origin, event, to } = JSON.parse(raw) as { origin?: string; event: ServerEvent; to: RealtimeTarget };
        if (origin !== this.origin) this.deliverLocal(event, to);
      } catch (err) {
        this.log.warn({ err }, 'realtime message dropped');
      }
    });
    this.subscriber = sub;
    const subscribed = sub.subscribe(this.channel).then(
      () => undefined,
      (err: Error) => this.log.warn({ err: err.message }, 'realtime subscription failed'),
    );
    // With Redis up, events published right after the start reach this process too; a hung Redis delays it 2 s at most.
    if (this.redis.status === 'ready') {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([subscribed, new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
      clearTimeout(timer);
    }
  }

  /** Closes the subscription and every socket this process holds. */
  async stop(): Promise<void> {
    for (const socket of [...this.owners.keys()]) socket.close(1001, 'server shutting down');
    this.owners.clear();
    this.bySession.clear();
    this.byUser.clear();
    const sub = this.subscriber;
    // quit() would wait for a Redis that is down; disconnect() does not.
    if (sub) await (sub.status === 'ready' ? sub.quit().catch(() => sub.disconnect()) : sub.disconnect());
  }

  /**
   * Adds a socket under its session and user. A session holds at most `maxPerSession` sockets (tabs of one browser,
   * CHAT_LIMITS.socketsPerSession): when one more joins, the oldest is closed with WS_CLOSE_TOO_MANY, so a script that
   * opens sockets in a loop holds a few, not thousands. Per process: with several processes a session's tabs may be
   * spread over them, and each caps its own share.
   */
  add(socket: HubSocket, owner: Owner, maxPerSession: number = CHAT_LIMITS.socketsPerSession): void {
    const same = this.bySession.get(owner.sessionId);
    while (same && same.size >= Math.max(1, maxPerSession)) {
      const oldest = same.values().next().value as HubSocket;
      this.remove(oldest);
      oldest.close(WS_CLOSE_TOO_MANY, 'too many sockets');
    }
    this.owners.set(socket, owner);
    addTo(this.bySession, owner.sessionId, socket);
    addTo(this.byUser, owner.userId, socket);
  }

  remove(socket: HubSocket): void {
    const owner = this.owners.get(socket);
    if (!owner) return;
    this.owners.delete(socket);
    removeFrom(this.bySession, owner.sessionId, socket);
    removeFrom(this.byUser, owner.userId, socket);
  }

  /**
   * Calls `listener` with every event this process delivers: its own, and with Redis every process's, sockets or not.
   * The session cache (platform/auth/auth-context.ts) drops the sessions and users an event names. Returns the
   * unsubscribe.
   */
  onDelivery(listener: (event: ServerEvent, to: RealtimeTarget) => void): () => void {
    this.deliveryListeners.add(listener);
    return () => this.deliveryListeners.delete(listener);
  }

  /** Sockets currently held by this process (health and tests). */
  get size(): number {
    return this.owners.size;
  }

  async publish(event: ServerEvent, to: RealtimeTarget): Promise<void> {
    if (!to.sessionIds?.length && !to.userIds?.length) return;
    this.deliverLocal(event, to);
    // Redis down: no wait for a timeout; this process has heard it, the others learn on their next API call (30008...).
    if (!this.redis || this.redis.status !== 'ready') return;
    try {
      await this.redis.publish(this.channel, JSON.stringify({ origin: this.origin, event, to }));
    } catch (err) {
      this.log.warn({ err }, 'realtime publish failed; delivered in this process only');
    }
  }

  private deliverLocal(event: ServerEvent, to: RealtimeTarget): void {
    for (const listener of this.deliveryListeners) listener(event, to);
    const targets = new Set<HubSocket>();
    for (const id of to.sessionIds ?? []) for (const s of this.bySession.get(id) ?? []) targets.add(s);
    for (const id of to.userIds ?? []) for (const s of this.byUser.get(id) ?? []) targets.add(s);
    const data = JSON.stringify(event);
    for (const socket of targets) {
      if (socket.readyState === OPEN) socket.send(data);
      // A forced logout ends the socket too: its session is over, so it must not keep receiving the user's events.
      if (event.type === 'logout') {
        this.remove(socket);
        socket.close(WS_CLOSE_UNAUTHORIZED, 'logout');
      }
    }
  }
}
