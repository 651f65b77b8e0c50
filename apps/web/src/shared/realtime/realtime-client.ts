import {
  WS_CLOSE_TOO_MANY,
  WS_CLOSE_UNAUTHORIZED,
  WS_MAX_FRAME_BYTES,
  type ClientFrame,
  type ServerEvent,
} from '@gembourse/contracts/realtime';

/** The part of the browser WebSocket the client uses (tests pass a fake class). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type SocketFactory = new (url: string) => SocketLike;

export interface RealtimeClientOptions {
  url: string;
  /** The session token; an empty token means no session, so nothing to connect. */
  getToken: () => string;
  /** The tab's language as the `lang` header writes it (zh_CN...): the server's error frames answer in it. */
  getLang?: () => string;
  onEvent: (event: ServerEvent) => void;
  /**
   * Called when a socket becomes ready again after a drop (network, server restart, a turn given to another tab),
   * not on the first ready after start(): events sent meanwhile were lost, so the caller catches up.
   */
  onReconnected?: () => void;
  /**
   * Called once when the server refuses the socket (4401): the session ended before the socket joined, e.g. a login
   * elsewhere raced the connection, so its kick found no socket. The caller asks the API, whose answer (30008, 30007)
   * the error catalogue turns into what the user must see.
   */
  onUnauthorized?: () => void;
  WebSocketImpl?: SocketFactory;
  /** Application-level ping (the server answers pong); keeps proxies from closing an idle socket. */
  pingIntervalMs?: number;
  /** Reconnect delays double from initialMs up to maxMs, spread by ±25% so a restarted server is not stormed. */
  backoff?: { initialMs: number; maxMs: number };
  random?: () => number;
}

type OptionalKeys = 'WebSocketImpl' | 'onUnauthorized' | 'onReconnected' | 'getLang';

export const REALTIME_DEFAULTS = { pingIntervalMs: 25_000, backoff: { initialMs: 1_000, maxMs: 30_000 } } as const;

const OPEN = 1;

/** Parses one server frame; anything that is not a JSON object with a string `type` is ignored. */
export function parseServerEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') return value as ServerEvent;
  } catch {
    // not JSON
  }
  return null;
}

/**
 * The one realtime socket of a logged-in browser (packages/contracts/src/realtime.ts): sends `{type:'auth', token,
 * lang}` when it opens, pings every 25 s, and reconnects with backoff when the connection drops, except after a close
 * with 4401 (not authenticated: the session is over), a `logout` event (forced offline) or stop(); after 4429 (a newer
 * tab of the session took its place) it waits for resume().
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private stopped = true;
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  /** The socket has answered `ready` (frames may be sent on it). */
  private ready = false;
  /** A socket of this start() was ready once: the next ready is a reconnection. */
  private wasReady = false;
  /** Closed by the server for a newer tab of the same session (4429): waits for resume(). */
  private parked = false;
  private readonly opts: Required<Omit<RealtimeClientOptions, OptionalKeys>> & Pick<RealtimeClientOptions, OptionalKeys>;

  constructor(options: RealtimeClientOptions) {
    this.opts = {
      pingIntervalMs: REALTIME_DEFAULTS.pingIntervalMs,
      backoff: REALTIME_DEFAULTS.backoff,
      random: Math.random,
      ...options,
    };
  }

  /** Whether the client will (re)connect: false after stop(), 4401 or a logout event. */
  get active(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.parked = false;
    this.wasReady = false;
    this.attempts = 0;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.parked = false;
    this.clearTimers();
    this.dropSocket();
  }

  /**
   * Connects again after the server gave this tab's place to a newer tab of the same session (4429): called when the
   * tab is shown again, it takes the place of the oldest tab in turn. Counts as a reconnection.
   */
  resume(): void {
    if (!this.parked) return;
    this.parked = false;
    this.stopped = false;
    this.attempts = 0;
    this.connect();
  }

  /** Closes the socket and opens a new one at once (the tab's language changed: the server reads it at auth). */
  reconnect(): void {
    if (this.stopped) return;
    this.clearTimers();
    this.dropSocket();
    this.connect();
  }

  /**
   * Sends a frame when the socket is open and authenticated, and small enough for the server (a larger one would get
   * the socket closed): true when sent. False tells the caller to use the HTTP call that does the same.
   */
  send(frame: ClientFrame): boolean {
    const socket = this.socket;
    if (!socket || !this.ready || socket.readyState !== OPEN) return false;
    const data = JSON.stringify(frame);
    if (new TextEncoder().encode(data).length > WS_MAX_FRAME_BYTES) return false;
    socket.send(data);
    return true;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      try {
        socket.close(1000, 'client stop');
      } catch {
        // already closing
      }
    }
  }

  private clearTimers(): void {
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    this.reconnectTimer = this.pingTimer = undefined;
  }

  private sendOn(socket: SocketLike, message: ClientFrame): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  private connect(): void {
    const token = this.opts.getToken();
    const Impl = this.opts.WebSocketImpl ?? (globalThis.WebSocket as unknown as SocketFactory | undefined);
    if (!token || !Impl) {
      this.stopped = true;
      return;
    }
    let socket: SocketLike;
    try {
      socket = new Impl(this.opts.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const lang = this.opts.getLang?.();
      this.sendOn(socket, lang ? { type: 'auth', token, lang } : { type: 'auth', token });
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.sendOn(socket, { type: 'ping' }), this.opts.pingIntervalMs);
    };
    socket.onmessage = (message) => {
      const event = parseServerEvent(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        this.attempts = 0;
        this.ready = true;
        if (this.wasReady) this.opts.onReconnected?.();
        this.wasReady = true;
        return;
      }
      if (event.type === 'pong') return;
      // Forced offline: the session is over, so the socket must not come back.
      if (event.type === 'logout') this.stop();
      this.opts.onEvent(event);
    };
    socket.onerror = () => undefined; // a close event follows and decides
    socket.onclose = (event) => {
      clearInterval(this.pingTimer);
      this.pingTimer = undefined;
      if (this.socket === socket) {
        this.socket = null;
        this.ready = false;
      }
      if (this.stopped) return;
      if (event.code === WS_CLOSE_UNAUTHORIZED) {
        this.stopped = true;
        this.opts.onUnauthorized?.();
        return;
      }
      // More tabs of this session than the server keeps: coming straight back would close another tab, which would
      // come back in turn. This one waits until it is shown again (resume()).
      if (event.code === WS_CLOSE_TOO_MANY) {
        this.stopped = true;
        this.parked = true;
        return;
      }
      // Anything else (1001 server going away, 1006 network, 1009, 1011) comes back with backoff.
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    const { initialMs, maxMs } = this.opts.backoff;
    const base = Math.min(maxMs, initialMs * 2 ** this.attempts);
    const delay = Math.round(base * (0.75 + 0.5 * this.opts.random()));
    this.attempts += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) this.connect();
    }, delay);
  }
}
