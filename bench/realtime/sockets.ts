// The benchmark's /ws clients (the `ws` package, as a non-browser client: no Origin header): authenticated sockets
// opened a few hundred at a time, and their events handed to the caller with the time they arrived.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ServerEvent } from '@gembourse/contracts/realtime';
import type { BenchMember } from './members.ts';

export type EventSink = (event: ServerEvent, at: number, socketIndex: number) => void;

export interface OpenSockets {
  sockets: WebSocket[];
  /** Sockets the server closed since they were opened (with the close codes seen). */
  closed: Map<number, number>;
  /** Milliseconds the whole batch took to be ready. */
  ms: number;
}

/** Opens one socket as `member`, sends the auth frame and resolves once the server answered `ready`. */
function openOne(
  url: string,
  member: BenchMember,
  index: number,
  sink: EventSink | undefined,
  closed: Map<number, number>,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    const timer = setTimeout(() => reject(new Error(`socket ${index}: no ready within 60 s`)), 60_000);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: member.token, lang: 'en_US' })));
    ws.on('message', (raw) => {
      const at = performance.now();
      const event = JSON.parse(String(raw)) as ServerEvent;
      if (!ready && event.type === 'ready') {
        ready = true;
        clearTimeout(timer);
        resolve(ws);
        return;
      }
      sink?.(event, at, index);
    });
    ws.once('close', (code) => {
      closed.set(code, (closed.get(code) ?? 0) + 1);
      if (!ready) {
        clearTimeout(timer);
        reject(new Error(`socket ${index} closed with ${code} before ready`));
      }
    });
    ws.once('error', (err) => {
      if (!ready) {
        clearTimeout(timer);
        reject(err);
      }
    });
  });
}

/** Opens a socket per member, `concurrency` handshakes at a time; rejects if any fails. */
export async function openSockets(
  url: string,
  members: readonly BenchMember[],
  concurrency = 200,
  sink?: EventSink,
  firstIndex = 0,
): Promise<OpenSockets> {
  const started = performance.now();
  const sockets: WebSocket[] = new Array(members.length);
  const closed = new Map<number, number>();
  let next = 0;
  async function worker() {
    while (next < members.length) {
      const i = next++;
      sockets[i] = await openOne(url, members[i], firstIndex + i, sink, closed);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, members.length) }, worker));
  return { sockets, closed, ms: performance.now() - started };
}

/** Closes sockets and waits until they are gone. */
export async function closeSockets(sockets: readonly WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
        }),
    ),
  );
}

/** Sends a ping on each socket and resolves with how many answered pong within `ms`. */
export async function pingAll(sockets: readonly WebSocket[], ms = 10_000): Promise<number> {
  const answered = await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<boolean>((resolve) => {
          if (ws.readyState !== WebSocket.OPEN) return resolve(false);
          const timer = setTimeout(() => {
            ws.off('message', onMessage);
            resolve(false);
          }, ms);
          const onMessage = (raw: WebSocket.RawData) => {
            if ((JSON.parse(String(raw)) as ServerEvent).type !== 'pong') return;
            clearTimeout(timer);
            ws.off('message', onMessage);
            resolve(true);
          };
          ws.on('message', onMessage);
          ws.send(JSON.stringify({ type: 'ping' }));
        }),
    ),
  );
  return answered.filter(Boolean).length;
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
