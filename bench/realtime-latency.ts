#!/usr/bin/env -S node --import tsx
// Chat delivery latency (issue 12: "p50 and p99 delivery latency at 1,000 messages per second on one process and
// across two processes with Redis; target p99 under 100 ms"). On a PostgreSQL database of its own: N buyer members
// each talk to a supplier member of their own (N conversations opened through the API), and send `send` frames on
// /ws at a steady total rate; latency is from the frame leaving this process to the receiver's `message` event.
//   one:  one process without Redis, both members' sockets on it;
//   two:  two processes with Redis (REDIS_URL), senders on A, receivers on B: every message crosses Redis pub/sub.
// The chat's per-member limit (CHAT_LIMITS: 20 messages in 10 s) holds: 1,000 messages a second come from 1,000
// senders at one a second each, half the limit. See docs/benchmarks.md.
//
//   npm run bench:realtime-latency -- [--pairs 1000] [--rate 1000 | --rate 250,500,1000] [--seconds 10] [--warmup 2]
//                                     [--scenarios one,two]
//                                     [--database-url postgres://...] [--redis-url redis://127.0.0.1:6379] [--tsx]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHAT_LIMITS } from '@gembourse/contracts/messaging';
import { createStore } from './directory/server.ts';
import { measureLatency, type LatencyFigures, type Pair } from './realtime/latency.ts';
import { createMembers, type BenchMember } from './realtime/members.ts';
import { buildServer, killAllServers, startRealtimeServer, type RealtimeServer } from './realtime/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp/bench');

const { values: args } = parseArgs({
  options: {
    pairs: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    scenarios: { type: 'string', default: 'one,two' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    tsx: { type: 'boolean', default: false },
  },
});
const pairsCount = Number(args.pairs);
// Several rates (`--rate 250,500,1000`) draw the curve: each runs on the same processes, one after the other.
const rates = args.rate.split(',').map(Number);
const rate = Math.max(...rates);
const seconds = Number(args.seconds);
const scenarios = args.scenarios.split(',');
const adminUrl = args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = args['redis-url'] ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const perSender = rate / pairsCount;
const limit = CHAT_LIMITS.messagesPerWindow / CHAT_LIMITS.rateWindowSeconds;
if (perSender > limit) {
  throw new Error(`${rate} messages/s from ${pairsCount} senders is ${perSender}/s each, over the chat's limit of ${limit}/s: add --pairs`);
}

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** Opens each sender's conversation with its receiver through the API (POST /im-api/conversation/open), 20 at a time. */
async function openConversations(server: RealtimeServer, senders: BenchMember[], receivers: BenchMember[]): Promise<Pair[]> {
  const pairs: Pair[] = new Array(senders.length);
  let next = 0;
  async function worker() {
    while (next < senders.length) {
      const i = next++;
      const res = await fetch(`${server.baseUrl}/im-api/conversation/open`, {
        method: 'POST',
        headers: { authorization: `Bearer ${senders[i].token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: receivers[i].userId }),
      });
      const body = (await res.json()) as { code: number; msg: string; data: { id: number } };
      if (body.code !== 200) throw new Error(`opening conversation ${i}: ${body.code} ${body.msg}`);
      pairs[i] = { sender: senders[i], receiver: receivers[i], conversationId: body.data.id };
    }
  }
  await Promise.all(Array.from({ length: 20 }, worker));
  return pairs;
}

async function main() {
  if (!args.tsx) buildServer(root);
  const store = await createStore(adminUrl, false);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-bench-latency-'));
  const servers: RealtimeServer[] = [];
  const start = async (name: string, redis: boolean, prefix = 'gbbench:') => {
    const s = await startRealtimeServer(root, {
      name,
      databaseUrl: store.databaseUrl!,
      dataDir,
      redisUrl: redis ? redisUrl : '',
      redisPrefix: prefix,
      tsx: args.tsx,
    });
    servers.push(s);
    return s;
  };
  const stopAll = async () => {
    for (const s of servers.splice(0)) await s.stop();
  };
  process.once('SIGINT', () => {
    killAllServers();
    void store.drop().finally(() => process.exit(130));
  });
  const results: LatencyFigures[] = [];
  try {
    log(`database ${store.label}; load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
    const first = await start('setup', false);
    const senders = await createMembers(store.databaseUrl!, 'rt-sender', pairsCount, 'buyer@example.com');
    const receivers = await createMembers(store.databaseUrl!, 'rt-receiver', pairsCount, 'supplier@example.com');
    const pairs = await openConversations(first, senders, receivers);
    log(`${pairs.length} conversations between ${pairsCount} buyer and ${pairsCount} supplier members`);
    await stopAll();
    const options = { pairs, seconds, warmupSeconds: Number(args.warmup) };
    for (const scenario of scenarios) {
      // A fresh Redis prefix per scenario: the chat's rate counters of a former one do not count against this one.
      const prefix = `gbbench:${process.pid}:${scenario}:`;
      let senderServer: RealtimeServer;
      let receiverServer: RealtimeServer;
      if (scenario === 'one') {
        senderServer = receiverServer = await start('A', false, prefix);
      } else if (scenario === 'two') {
        senderServer = await start('A', true, prefix);
        receiverServer = await start('B', true, prefix);
      } else throw new Error(`unknown scenario ${scenario}`);
      for (const [i, r] of rates.entries()) {
        // The chat counts each member's messages in windows of 10 s: a run starts in a window of its own.
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, CHAT_LIMITS.rateWindowSeconds * 1000));
        log(
          `${scenario === 'one' ? 'one process, no Redis' : 'two processes with Redis, senders on A and receivers on B'}: ` +
            `${r} messages/s for ${seconds} s (load average ${os.loadavg()[0].toFixed(2)})`,
        );
        const figures = await measureLatency({ ...options, rate: r, label: `${scenario}@${r}`, senderServer, receiverServer });
        results.push(figures);
        log(`  ${JSON.stringify(figures)}`);
        for (const s of servers) if (s.exitReport()) throw new Error(s.exitReport());
      }
      await stopAll();
    }
    console.log(
      '\n| scenario | sent | delivered | achieved rate | p50 | p90 | p99 | max | sent ack p50 / p99 | errors | server CPU | client loop p99 |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|');
    for (const r of results) {
      const cpu = Object.entries(r.serverCpu)
        .map(([k, v]) => `${k} ${v}%`)
        .join(', ');
      const errs = Object.entries(r.errors)
        .map(([k, v]) => `${v} x ${k}`)
        .join(', ');
      console.log(
        `| ${r.label} | ${r.sent} | ${r.delivered} | ${r.achievedRate}/s | ${r.delivery.p50} ms | ${r.delivery.p90} ms | ${r.delivery.p99} ms | ` +
          `${r.delivery.max} ms | ${r.ack.p50} / ${r.ack.p99} ms | ${errs || 'none'} | ${cpu} | ${r.clientLoopP99} ms |`,
      );
    }
    mkdirSync(outDir, { recursive: true });
    const report = {
      when: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverage: os.loadavg()[0],
      pairsCount,
      rate,
      seconds,
      results,
    };
    writeFileSync(path.join(outDir, 'realtime-latency.json'), JSON.stringify(report, null, 2));
    log(`report: ${path.relative(root, path.join(outDir, 'realtime-latency.json'))}`);
  } finally {
    await stopAll();
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  killAllServers();
  process.exit(1);
});
