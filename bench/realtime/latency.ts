// One latency run: senders' sockets on one process, receivers' on the same or another, each sender sending chat
// messages to its own receiver as `send` frames at a steady total rate. Delivery latency is measured in this process,
// from the frame going out to the receiver's `message` event coming in (one clock, no skew); `sent` is the sender's
// acknowledgement (stored and announced).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import type WebSocket from 'ws';
import type { ServerEvent } from '@gembourse/contracts/realtime';
import type { BenchMember } from './members.ts';
import type { RealtimeServer } from './server.ts';
import { closeSockets, openSockets, percentile } from './sockets.ts';

export interface Pair {
  sender: BenchMember;
  receiver: BenchMember;
  conversationId: number;
}

export interface LatencyOptions {
  label: string;
  pairs: readonly Pair[];
  senderServer: RealtimeServer;
  receiverServer: RealtimeServer;
  /** Messages per second, all senders together. */
  rate: number;
  seconds: number;
  /** Seconds at the start left out of the figures (sockets and caches warming up). */
  warmupSeconds: number;
}

export interface LatencyFigures {
  label: string;
  sent: number;
  delivered: number;
  acked: number;
  lost: number;
  errors: Record<string, number>;
  achievedRate: number;
  delivery: { p50: number; p90: number; p99: number; max: number; count: number };
  ack: { p50: number; p99: number };
  /** CPU of each server process over the run, in % of one core. */
  serverCpu: Record<string, number>;
  /** This process's event-loop delay p99 (ms): a busy client adds to every figure. */
  clientLoopP99: number;
}

const TICK_MS = 10;

/** utime + stime of a process in seconds (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    count: sorted.length,
  };
};

/** Runs one scenario and answers its figures; the sockets are closed at the end. */
export async function measureLatency(o: LatencyOptions): Promise<LatencyFigures> {
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const ack: number[] = [];
  const errors: Record<string, number> = {};
  let delivered = 0;
  let acked = 0;
  let measureFrom = Infinity;

  const onEvent = (event: ServerEvent, at: number) => {
    // Only the receivers' sockets pass `message` on (a sender's socket hears its own message too).
    if (event.type === 'message' && event.message.clientId) {
      const t0 = sentAt.get(event.message.clientId);
      if (t0 === undefined) return;
      delivered++;
      if (t0 >= measureFrom) delivery.push(at - t0);
    } else if (event.type === 'sent' && event.ref) {
      const t0 = sentAt.get(event.ref);
      if (t0 === undefined) return;
      acked++;
      if (t0 >= measureFrom) ack.push(at - t0);
    } else if (event.type === 'error') {
      errors[event.code] = (errors[event.code] ?? 0) + 1;
    }
  };
  // Receivers first: a message is never sent before its receiver listens.
  const receivers = await openSockets(
    o.receiverServer.wsUrl,
    o.pairs.map((p) => p.receiver),
    100,
    (e, at) => e.type === 'message' && onEvent(e, at),
  );
  const senders = await openSockets(
    o.senderServer.wsUrl,
    o.pairs.map((p) => p.sender),
    100,
    (e, at) => e.type !== 'message' && onEvent(e, at),
  );
  const all: WebSocket[] = [...receivers.sockets, ...senders.sockets];
  await new Promise((r) => setTimeout(r, 1000));

  const servers = [...new Set([o.senderServer, o.receiverServer])];
  const cpuBefore = new Map(servers.map((s) => [s.name, cpuSeconds(s.pid)]));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const perTick = (o.rate * TICK_MS) / 1000;
  const ticks = Math.round((o.seconds * 1000) / TICK_MS);
  const started = performance.now();
  measureFrom = started + o.warmupSeconds * 1000;
  let sent = 0;
  let owed = 0;
  let next = 0;
  for (let tick = 0; tick < ticks; tick++) {
    // Paced against the clock: a late tick sends what the previous ones owed.
    const due = started + tick * TICK_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    owed += perTick;
    for (; owed >= 1; owed--) {
      const i = next++ % o.pairs.length;
      const clientId = `${o.label}-${i}-${sent}`;
      const frame = {
        type: 'send',
        ref: clientId,
        message: { conversationId: o.pairs[i].conversationId, clientId, kind: 'text', text: `bench message ${sent} at ${Date.now()}` },
      };
      sentAt.set(clientId, performance.now());
      senders.sockets[i].send(JSON.stringify(frame));
      sent++;
    }
  }
  const sendingMs = performance.now() - started;
  // Stragglers: up to 10 s for the last deliveries.
  for (let waited = 0; waited < 10_000 && (delivered < sent || acked < sent); waited += 100) await new Promise((r) => setTimeout(r, 100));
  loop.disable();
  const runSeconds = (performance.now() - started) / 1000;
  const serverCpu = Object.fromEntries(
    servers.map((s) => [s.name, Math.round(((cpuSeconds(s.pid) - cpuBefore.get(s.name)!) / runSeconds) * 100)]),
  );
  await closeSockets(all);
  const a = stats(ack);
  return {
    label: o.label,
    sent,
    delivered,
    acked,
    lost: sent - delivered,
    errors,
    achievedRate: Math.round(sent / (sendingMs / 1000)),
    delivery: stats(delivery),
    ack: { p50: a.p50, p99: a.p99 },
    serverCpu,
    clientLoopP99: Math.round(loop.percentile(99) / 1e5) / 10,
  };
}
