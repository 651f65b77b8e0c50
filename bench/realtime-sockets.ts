#!/usr/bin/env -S node --import tsx
// Idle sockets per process (issue 12: "idle sockets per process and RSS at 1,000 and 10,000 sockets; target: 10,000
// under 1 GB"). On a PostgreSQL database of its own it starts one GemBourse process (the production bundle, no Redis),
// writes N members with a session each into the database, opens one authenticated /ws per member from this process,
// and reports the sockets held, the server's resident memory (VmRSS) and the MB per 1,000 sockets; the largest count
// is then held through a server ping round (30 s) and every socket must still answer a ping. See docs/benchmarks.md.
//
//   npm run bench:realtime-sockets -- [--counts 1000,10000] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//                                     [--hold 35] [--tsx] [--keep]
//
// Each socket is a file descriptor in this process and in the server: `ulimit -n` must exceed the largest count (the
// bench checks it and says how to raise it; see docs/benchmarks.md).
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type WebSocket from 'ws';
import { createStore } from './directory/server.ts';
import { createMembers } from './realtime/members.ts';
import { buildServer, killAllServers, startRealtimeServer, type RealtimeServer } from './realtime/server.ts';
import { closeSockets, openSockets, pingAll } from './realtime/sockets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp/bench');

const { values: args } = parseArgs({
  options: {
    counts: { type: 'string', default: '1000,10000' },
    'database-url': { type: 'string' },
    hold: { type: 'string', default: '35' },
    tsx: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const counts = args.counts
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 50_000)) throw new Error('--counts: integers from 1 to 50000');
const adminUrl = args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const largest = counts[counts.length - 1];

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The open-files limit of this shell; the server, started from here, inherits it. */
function openFilesLimit(): number {
  return Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
}

/** RSS once the process settled: the median of five readings a second apart. */
async function settledRss(server: RealtimeServer): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(1000);
    readings.push(server.rssMb());
  }
  return readings.sort((a, b) => a - b)[2];
}

interface Row {
  sockets: number;
  held: number;
  openMs: number;
  rssMb: number;
  mbPer1000: number;
}

async function main() {
  const limit = openFilesLimit();
  // This process and the server each hold one descriptor per socket, plus their own (database pool, files, stdio).
  if (limit < largest + 500) {
    throw new Error(
      `ulimit -n is ${limit}: ${largest} sockets need more than ${largest + 500}. Raise it in the shell that runs the bench ` +
        `(\`ulimit -n 65536\`, up to the hard limit \`ulimit -Hn\`; above that, as root or through /etc/security/limits.conf).`,
    );
  }
  if (!args.tsx) buildServer(root);
  const store = await createStore(adminUrl, args.keep);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-bench-realtime-'));
  let server: RealtimeServer | undefined;
  let sockets: WebSocket[] = [];
  const cleanup = async () => {
    await closeSockets(sockets).catch(() => undefined);
    await server?.stop();
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    killAllServers();
    void store.drop().finally(() => process.exit(130));
  });
  try {
    log(
      `database ${store.label}; ulimit -n ${limit}; ${args.tsx ? 'sources through tsx' : 'apps/server/dist/main.mjs'}; ` +
        `load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
    );
    const start = () => startRealtimeServer(root, { name: 'server', databaseUrl: store.databaseUrl!, dataDir, tsx: args.tsx });
    // The first start seeds the demo data; the measured process is a second start, as a server usually starts.
    server = await start();
    const members = await createMembers(store.databaseUrl!, 'rt-idle', largest, 'buyer@example.com');
    log(`${members.length} members with a session each written`);
    await server.stop();
    server = await start();
    const baseRss = await settledRss(server);
    log(`server pid ${server.pid}: ${baseRss.toFixed(1)} MB resident with no socket`);
    const rows: Row[] = [];
    const closedByBatch: Map<number, number>[] = [];
    for (const count of counts) {
      const opened = await openSockets(server.wsUrl, members.slice(sockets.length, count), 200, undefined, sockets.length);
      sockets = sockets.concat(opened.sockets);
      closedByBatch.push(opened.closed);
      const rss = await settledRss(server);
      const held = sockets.filter((ws) => ws.readyState === ws.OPEN).length;
      const row = { sockets: count, held, openMs: Math.round(opened.ms), rssMb: rss, mbPer1000: ((rss - baseRss) / count) * 1000 };
      rows.push(row);
      log(
        `${count} sockets: ${held} held, opened in ${(opened.ms / 1000).toFixed(1)} s, ` +
          `RSS ${rss.toFixed(1)} MB (+${(rss - baseRss).toFixed(1)}), ${row.mbPer1000.toFixed(1)} MB per 1,000 sockets`,
      );
    }
    const holdSeconds = Number(args.hold);
    log(`holding ${largest} sockets ${holdSeconds} s (the server pings every socket every 30 s)`);
    await sleep(holdSeconds * 1000);
    const afterHold = await settledRss(server);
    const alive = await pingAll(sockets);
    log(`after the hold: ${alive} of ${largest} answer a ping; RSS ${afterHold.toFixed(1)} MB`);
    if (server.exitReport()) throw new Error(server.exitReport());
    // Close codes of sockets the server ended (none expected: 4429 would mean two sockets shared a session).
    const closedCodes = new Map<number, number>();
    for (const batch of closedByBatch) for (const [code, n] of batch) closedCodes.set(code, (closedCodes.get(code) ?? 0) + n);

    console.log('\n| sockets | held | opened in | server RSS | over the idle server | MB per 1,000 sockets |');
    console.log('|---:|---:|---:|---:|---:|---:|');
    console.log(`| 0 | 0 | - | ${baseRss.toFixed(0)} MB | - | - |`);
    for (const r of rows) {
      console.log(
        `| ${r.sockets.toLocaleString('en')} | ${r.held.toLocaleString('en')} | ${(r.openMs / 1000).toFixed(1)} s | ${r.rssMb.toFixed(0)} MB | ` +
          `+${(r.rssMb - baseRss).toFixed(0)} MB | ${r.mbPer1000.toFixed(1)} |`,
      );
    }
    console.log(`\nafter ${holdSeconds} s: ${alive} of ${largest} answer a ping, RSS ${afterHold.toFixed(0)} MB`);
    mkdirSync(outDir, { recursive: true });
    const report = {
      when: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverage: os.loadavg()[0],
      limit,
      baseRss,
      rows,
      afterHold,
      alive,
      closedCodes: [...closedCodes],
    };
    writeFileSync(path.join(outDir, 'realtime-sockets.json'), JSON.stringify(report, null, 2));
    log(`report: ${path.relative(root, path.join(outDir, 'realtime-sockets.json'))}`);
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  killAllServers();
  process.exit(1);
});
