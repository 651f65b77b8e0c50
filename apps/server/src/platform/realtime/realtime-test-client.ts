// Test helper only: a /ws client that records what the server sends. Lives beside the plugin it exercises.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ServerEvent } from '@gembourse/contracts/realtime';

export interface TestSocket {
  events: ServerEvent[];
  /** Resolves with the first event of `type` (already received or still to come); rejects after `ms`. */
  next<T extends ServerEvent['type']>(type: T, ms?: number): Promise<Extract<ServerEvent, { type: T }>>;
  /** Resolves once `done(events)` holds (checked at every event); rejects after `ms`. */
  until(done: (events: ServerEvent[]) => boolean, ms?: number): Promise<void>;
  /** Resolves when the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  send(msg: unknown): void;
  close(): void;
}

/** Starts listening on a free port if the app is not listening yet and answers its ws:// URL. */
export async function wsUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}

export interface OpenOptions {
  /** The auth frame's `lang` (the tab's language). */
  lang?: string;
  /** The Origin header a browser would send; none by default (a non-browser client). */
  origin?: string;
}

/**
 * Opens a socket to `url`, and sends `{type:'auth', token, lang?}` when a token is given. Rejects when the server
 * refuses the upgrade (the error names the HTTP status, e.g. "Unexpected server response: 403").
 */
export async function openSocket(url: string, token?: string, options: OpenOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const events: ServerEvent[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    events.push(JSON.parse(String(raw)) as ServerEvent);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (token !== undefined) ws.send(JSON.stringify(options.lang ? { type: 'auth', token, lang: options.lang } : { type: 'auth', token }));
  return {
    events,
    closed,
    send: (msg) => ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)),
    close: () => ws.close(),
    until(done, ms = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not done within ${ms} ms; got ${JSON.stringify(events).slice(0, 2000)}`)), ms);
        const check = () => {
          if (!done(events)) return void waiters.push(check);
          clearTimeout(timer);
          resolve();
        };
        check();
      });
    },
    next(type, ms = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${type}' event within ${ms} ms; got ${JSON.stringify(events)}`)), ms);
        const check = () => {
          const found = events.find((e) => e.type === type);
          if (!found) return void waiters.push(check);
          clearTimeout(timer);
          resolve(found as Extract<ServerEvent, { type: typeof type }>);
        };
        check();
      });
    },
  };
}
