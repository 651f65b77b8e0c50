import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { WS_CLOSE_UNAUTHORIZED, type ServerEvent } from '@gembourse/contracts/realtime';

/** Who should receive an event: sockets of these sessions and/or of these users (either list may be empty). */
export interface RealtimeTarget {
  sessionIds?: readonly number[];
  userIds?: readonly number[];
}

/** What services see of the realtime channel: publish only, so they never touch sockets. */
export interface RealtimePublisher {
  /** Delivers `event` to the target's sockets on every process; resolves once handed to the fan-out. */
  publish(event: ServerEvent, to: RealtimeTarget): Promise<void>;
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
 * The sockets of this process keyed by session and user, plus the fan-out. Without Redis an event is delivered
 * locally; with Redis it is published on one channel that every process (this one included) subscribes to, so each
 * process delivers to the sockets it holds and a login on process B can kick a socket held by process A.
 */
export class RealtimeHub implements RealtimePublisher {
  private readonly bySession = new Map<number, Set<HubSocket>>();
  private readonly byUser = new Map<number, Set<HubSocket>>();
  private readonly owners = new Map<HubSocket, Owner>();
  private subscriber?: Redis;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly redis?: Redis,
    private readonly channel = 'rt',
  ) {}

  /** Subscribes to the Redis channel (a subscribing connection can run no other command, hence the duplicate). */
  async start(): Promise<void> {
    if (!this.redis) return;
    const sub = this.redis.duplicate();
    sub.on('error', (err) => this.log.warn({ err: err.message }, 'realtime subscriber error'));
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        const { event, to } = JSON.parse(raw) as { event: ServerEvent; to: RealtimeTarget };
        this.deliverLocal(event, to);
      } catch (err) {
        this.log.warn({ err }, 'realtime message dropped');
      }
    });
    await sub.subscribe(this.channel);
    this.subscriber = sub;
  }

  /** Closes the subscription and every socket this process holds. */
  async stop(): Promise<void> {
    for (const socket of [...this.owners.keys()]) socket.close(1001, 'server shutting down');
    this.owners.clear();
    this.bySession.clear();
    this.byUser.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }

  add(socket: HubSocket, owner: Owner): void {
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

  /** Sockets currently held by this process (health and tests). */
  get size(): number {
    return this.owners.size;
  }

  async publish(event: ServerEvent, to: RealtimeTarget): Promise<void> {
    if (!to.sessionIds?.length && !to.userIds?.length) return;
    if (!this.redis) return this.deliverLocal(event, to);
    try {
      await this.redis.publish(this.channel, JSON.stringify({ event, to }));
    } catch (err) {
      // Redis down: the sockets of this process still hear it; the others learn on their next API call (30008...).
      this.log.warn({ err }, 'realtime publish failed; delivered locally only');
      this.deliverLocal(event, to);
    }
  }

  private deliverLocal(event: ServerEvent, to: RealtimeTarget): void {
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
