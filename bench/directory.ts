#!/usr/bin/env -S node --import tsx
// Supplier directory at scale (issue 4: "fast at 10,000 companies"; issue 9: at trade scale, 100,000). On a fresh
// database of its own it starts the server through the normal start path (migrations + demo seed), grows the sellers to
// N in bulk, restarts the server and measures POST /api/company/list and business matching with autocannon, then
// explains the repository's SQL. See docs/benchmarks.md.
//
//   npm run bench:directory -- [--companies 10000] [--curve] [--database-url postgres://...] [--duration 5]
//                              [--latency-duration 3] [--connections 8] [--analyze auto|on|off] [--keep]
//                              [--existing-database-url postgres://.../gembourse_bench_...]
//
// 100,000 suppliers (about 350,000 products) on PostgreSQL: `--companies 100000 --database-url postgres://... --keep`
// grows one in about 10 minutes and keeps it; `--existing-database-url` measures such a kept database again (the
// server applies the current migrations to it at start) without growing it anew.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openBenchDb } from './directory/db.ts';
import { explainScenarios, type ScenarioPlans } from './directory/explain.ts';
import { analyze, growSuppliers, searchBuilder, type GrowResult } from './directory/grow.ts';
import { measureLoad, type LoadFigures, type Request } from './directory/load.ts';
import { PAGE_SIZE, SCENARIOS, type Scenario } from './directory/scenarios.ts';
import { createStore, killAllServers, login, startServer, type ServerHandle, type Store } from './directory/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp/bench');

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '10000' },
    curve: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '5' },
    'latency-duration': { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '8' },
    analyze: { type: 'string', default: 'auto' },
    keep: { type: 'boolean', default: false },
    'existing-database-url': { type: 'string' },
  },
});
const target = Number(args.companies);
const opts = {
  duration: Number(args.duration),
  latencyDuration: Number(args['latency-duration']),
  warmup: Number(args.warmup),
  connections: Number(args.connections),
};
if (!Number.isInteger(target) || target < 100 || target > 200_000) throw new Error('--companies must be an integer from 100 to 200000');
const sizes = args.curve ? [...new Set([1000, 5000, target].filter((n) => n <= target))].sort((a, b) => a - b) : [target];
const databaseUrl = args['database-url'] ?? process.env.DATABASE_URL;
if (!['auto', 'on', 'off'].includes(args.analyze)) throw new Error('--analyze must be auto, on or off');
// auto: what the installation itself gets. The server analyzes the database at every start (platform/db/statistics.ts),
// and the bench restarts it after the load, so the bench adds no ANALYZE of its own. `on` analyzes after the load as
// well (the figures of a PostgreSQL whose autovacuum has caught up); `off` cannot undo the server's own ANALYZE.
const runAnalyze = args.analyze === 'on';

interface ScenarioResult {
  scenario: string;
  label: string;
  pageNum: number;
  guest: boolean;
  body: Scenario['body'];
  /** From the probe request: `total` and the number of cards on the page. */
  total: number;
  listed: number;
  bytes: number;
  single: LoadFigures;
  loaded: LoadFigures;
  /** 1-minute load average of the machine when the run started: other work on the machine skews the figures. */
  loadAverage: number;
}

interface SizeResult {
  sellers: number;
  grow: GrowResult;
  analyzeMs: number | null;
  serverStartMs: number;
  scenarios: ScenarioResult[];
  plans: ScenarioPlans[];
}

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

function requestOf(baseUrl: string, s: Scenario, token: string): Request {
  if (s.path) return { url: `${baseUrl}${s.path}`, method: 'GET', body: '', headers: { authorization: `Bearer ${token}` } };
  return {
    url: `${baseUrl}/api/company/list?pageNum=${s.pageNum}&pageSize=${PAGE_SIZE}`,
    body: JSON.stringify(s.body),
    headers: s.guest ? {} : { authorization: `Bearer ${token}` },
  };
}

async function probe(req: Request) {
  const res =
    req.method === 'GET'
      ? await fetch(req.url, { headers: req.headers })
      : await fetch(req.url, { method: 'POST', headers: { 'content-type': 'application/json', ...req.headers }, body: req.body });
  const text = await res.text();
  const json = JSON.parse(text) as { code: number; msg: string; data?: { total?: number; list: unknown[] } | unknown[] };
  if (res.status !== 200 || json.code !== 200 || !json.data)
    throw new Error(`${req.url} ${req.body}: HTTP ${res.status}, ${json.code} ${json.msg}`);
  // Matching answers a plain array of suppliers; the directory a page.
  if (Array.isArray(json.data)) return { total: json.data.length, listed: json.data.length, bytes: Buffer.byteLength(text) };
  return { total: json.data.total ?? -1, listed: json.data.list.length, bytes: Buffer.byteLength(text) };
}

async function measure(server: ServerHandle): Promise<ScenarioResult[]> {
  const token = await login(server.baseUrl, 'buyer@example.com');
  const out: ScenarioResult[] = [];
  for (const s of SCENARIOS) {
    const req = requestOf(server.baseUrl, s, token);
    const first = await probe(req);
    const { single, loaded, loadAverage } = await measureLoad(req, opts, `${server.baseUrl}/api/health`);
    log(
      `  ${s.label}: ${first.total} matches, 1 client p95 ${single.p95} ms, ${opts.connections} clients ${loaded.rps} req/s p95 ${loaded.p95} ms`,
    );
    out.push({
      scenario: s.key,
      label: s.label,
      pageNum: s.pageNum,
      guest: Boolean(s.guest),
      body: s.body,
      ...first,
      single,
      loaded,
      loadAverage,
    });
  }
  return out;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

function gitState() {
  const git = (...a: string[]) => {
    try {
      return execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  return {
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedCompanyModule: git('status', '--porcelain', 'apps/server/src/modules/company').split('\n').filter(Boolean),
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? (n >= 100 ? Math.round(n).toString() : n.toFixed(1)) : '-');
const pad = (s: string, n: number, right = false) => (right ? s.padEnd(n) : s.padStart(n));

function printSize(r: SizeResult, driver: string) {
  const stats = r.analyzeMs === null ? 'ANALYZE by the server at start' : 'VACUUM ANALYZE after the load';
  console.log(
    `\nSupplier directory, ${r.sellers.toLocaleString('en')} sellers (${driver}, ${stats}), pageSize ${PAGE_SIZE}, member unless noted`,
  );
  console.log(
    `${pad('query', 40, true)}${pad('matches', 8)}  ${pad('1 client p50/p95/p99 ms', 24)}  ${pad(`${opts.connections} clients req/s`, 17)}  ${pad('p50/p95/p99 ms', 20)}  ${pad('load', 5)}`,
  );
  for (const s of r.scenarios) {
    const lat = (f: LoadFigures) => `${fmt(f.p50)} / ${fmt(f.p95)} / ${fmt(f.p99)}`;
    const fail = s.single.failures + s.loaded.failures ? `  (${s.single.failures + s.loaded.failures} failed)` : '';
    console.log(
      `${pad(s.label, 40, true)}${pad(String(s.total), 8)}  ${pad(lat(s.single), 24)}  ${pad(fmt(s.loaded.rps), 17)}  ${pad(lat(s.loaded), 20)}  ${pad(s.loadAverage.toFixed(1), 5)}${fail}`,
    );
  }
  console.log('\nPlans (EXPLAIN ANALYZE of the repository SQL, fastest of 3; each statement a request sends, by role):');
  for (const p of r.plans) {
    if (p.error) {
      console.log(`  ${p.label}: could not explain: ${p.error}`);
      continue;
    }
    for (const q of p.queries) {
      const idx = q.indexes.length ? `indexes ${q.indexes.join(', ')}` : 'no index';
      const seq = q.seqScans.length ? `; seq scan ${q.seqScans.join(', ')}` : '';
      console.log(`  ${pad(`${p.label} [${q.role}]`, 52, true)} ${pad(q.executionMs.toFixed(1), 7)} ms  ${idx}${seq}`);
    }
  }
}

async function main() {
  const started = Date.now();
  mkdirSync(outDir, { recursive: true });
  const store: Store = await createStore(databaseUrl, args.keep, args['existing-database-url']);
  let server: ServerHandle | undefined;
  const cleanup = async () => {
    await server?.stop().catch(() => undefined);
    await store.drop().catch((err) => console.error('could not remove the benchmark database:', (err as Error).message));
  };
  process.once('SIGINT', () => {
    killAllServers();
    void cleanup().finally(() => process.exit(130));
  });
  try {
    log(`database: ${store.driver} at ${store.label}`);
    log('first start: migrations + demo seed');
    server = await startServer(root, store);
    const seedStartMs = server.startMs;
    await server.stop();
    server = undefined;
    log(`  healthy after ${(seedStartMs / 1000).toFixed(1)} s`);

    const builder = await searchBuilder();
    log(`search_text built by ${builder.name}`);
    const results: SizeResult[] = [];
    let version = '';
    for (const size of sizes) {
      let bench = await openBenchDb(store);
      log(`growing to ${size.toLocaleString('en')} sellers`);
      const grow = await growSuppliers(bench.db, size, builder.derive);
      log(`  +${grow.companiesAdded} companies, +${grow.productsAdded} products in ${(grow.ms / 1000).toFixed(1)} s`);
      let analyzeMs: number | null = null;
      if (runAnalyze) {
        const t = Date.now();
        await analyze(bench.db);
        analyzeMs = Date.now() - t;
      }
      await bench.close();

      server = await startServer(root, store);
      log(`server up in ${(server.startMs / 1000).toFixed(1)} s; measuring ${SCENARIOS.length} queries`);
      const scenarios = await measure(server).catch((err: Error) => {
        throw new Error(`${err.message}${server?.exitReport() ? `\n${server.exitReport()}` : ''}`, { cause: err });
      });
      const serverStartMs = server.startMs;
      await server.stop();
      server = undefined;

      bench = await openBenchDb(store);
      version = String((await bench.query('select version() as v'))[0].v);
      const plans = await explainScenarios(
        bench,
        SCENARIOS.filter((s) => !s.guest && !s.path),
      );
      await bench.close();
      const r: SizeResult = { sellers: size, grow, analyzeMs, serverStartMs, scenarios, plans };
      results.push(r);
      printSize(r, store.driver);
    }

    const report = {
      benchmark: 'supplier directory',
      date: new Date().toISOString(),
      machine: machine(),
      database: { driver: store.driver, version },
      git: gitState(),
      searchTextBuilder: builder.name,
      options: { ...opts, pageSize: PAGE_SIZE, sizes, analyzed: runAnalyze },
      firstStartMs: seedStartMs,
      results,
      totalSeconds: Math.round((Date.now() - started) / 1000),
    };
    const json = JSON.stringify(report, null, 2);
    writeFileSync(path.join(outDir, 'directory.json'), json);
    writeFileSync(path.join(outDir, `directory-${store.driver}.json`), json);
    const plansText = results.flatMap((r) =>
      r.plans.flatMap((p) =>
        p.queries.map(
          (q) => `=== ${r.sellers} sellers, ${p.label} [${q.role}]\n${q.sql}\n-- params: ${JSON.stringify(q.params)}\n${q.text}\n`,
        ),
      ),
    );
    writeFileSync(path.join(outDir, `directory-plans-${store.driver}.txt`), plansText.join('\n'));
    log(
      `wrote .tmp/bench/directory.json, directory-${store.driver}.json and directory-plans-${store.driver}.txt (${report.totalSeconds} s in all)`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  killAllServers();
  console.error(err);
  process.exit(1);
});
