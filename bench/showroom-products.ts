#!/usr/bin/env -S node --import tsx
// The supplier's own product list at scale (issue 10: "the supplier's product list at 10,000 products in one showroom,
// p95 under 50 ms on PostgreSQL") and a batch action on 1,000 products. On a fresh database of its own it starts the
// server through the normal start path (migrations + demo seed), grows supplier@example.com's showroom to N products by
// copying its own seeded ones, restarts the server and measures GET /api/showroom/product/list with autocannon, then
// POST /api/showroom/product/batch over 1,000 products. See docs/benchmarks.md.
//
//   node --import tsx bench/showroom-products.ts [--products 10000] [--database-url postgres://...] [--duration 5]
//                                                [--connections 8] [--batch 1000] [--keep]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openBenchDb } from './directory/db.ts';
import { load, type LoadFigures, type Request } from './directory/load.ts';
import { createStore, killAllServers, login, startServer, type ServerHandle } from './directory/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    batch: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
  },
});
const target = Number(args.products);
const batchSize = Number(args.batch);
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!Number.isInteger(target) || target < 100 || target > 200_000) throw new Error('--products must be an integer from 100 to 200000');
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000)
  throw new Error('--batch must be from 1 to 1000 (PRODUCT_BATCH_MAX)');
const SUPPLIER = 'supplier@example.com';

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const fmt = (n: number) => (Number.isFinite(n) ? (n >= 100 ? Math.round(n).toString() : n.toFixed(1)) : '-');

/** The list queries a supplier's working day sends: each sort family, a deep page, searches and filters. */
const SCENARIOS: { label: string; query: string }[] = [
  { label: 'first page, recently updated', query: '' },
  { label: 'name A-Z', query: 'sort=name_asc' },
  { label: 'price low to high', query: 'sort=price_asc' },
  { label: 'showroom order, page 100', query: 'sort=showroom_asc&pageNum=100' },
  { label: 'unpublished only', query: 'published=false' },
  { label: 'search "ring"', query: 'q=ring' },
  { label: 'search 戒指', query: `q=${encodeURIComponent('戒指')}` },
  { label: 'largest page (100)', query: 'pageSize=100' },
];

/**
 * Grows the supplier's showroom to `n` products: copies of its seeded ones (each column as seeded, so search text and
 * images stay consistent), with a numbered name and SKU, an own showroom position and spread creation times.
 */
async function grow(
  store: Parameters<typeof openBenchDb>[0],
  n: number,
): Promise<{ companyId: number; before: number; after: number; ms: number }> {
  const bench = await openBenchDb(store);
  try {
    const [{ company_id: companyId }] = (await bench.query('select company_id from users where email = $1', [SUPPLIER])) as {
      company_id: number;
    }[];
    const count = async () =>
      Number((await bench.query('select count(*)::int as n from products where company_id = $1', [companyId]))[0].n);
    const before = await count();
    const started = Date.now();
    const cols = (
      (await bench.query(
        "select column_name from information_schema.columns where table_name = 'products' and column_name not in ('id', 'name', 'sku', 'display_seq', 'created_at', 'updated_at', 'view_count') and is_generated = 'NEVER' order by ordinal_position",
      )) as { column_name: string }[]
    ).map((r) => `"${r.column_name}"`);
    if (before > 0 && before < n)
      await bench.query(
        `insert into products (name, sku, display_seq, created_at, updated_at, ${cols.join(', ')})
         select p.name || ' ' || g, p.sku || '-' || g, g, now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval,
                ${cols.map((c) => `p.${c}`).join(', ')}
         from generate_series(1, $2::int) g
         join lateral (select * from products where company_id = $1 order by id offset (g % $3::int) limit 1) p on true`,
        [companyId, n - before, before],
      );
    await bench.query('analyze products');
    return { companyId, before, after: await count(), ms: Date.now() - started };
  } finally {
    await bench.close();
  }
}

async function probe(req: Request): Promise<{ total: number; listed: number }> {
  const res = await fetch(req.url, { headers: req.headers });
  const json = (await res.json()) as { code: number; msg: string; data?: { total?: number; list: unknown[] } };
  if (json.code !== 200 || !json.data) throw new Error(`${req.url}: ${json.code} ${json.msg}`);
  return { total: json.data.total ?? -1, listed: json.data.list.length };
}

async function measureList(server: ServerHandle, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const out: { label: string; total: number; single: LoadFigures; loaded: LoadFigures; loadAverage: number }[] = [];
  for (const s of SCENARIOS) {
    const req: Request = { url: `${server.baseUrl}/api/showroom/product/list?${s.query}`, method: 'GET', body: '', headers };
    const { total } = await probe(req);
    await load(req, connections, 1);
    const loadAverage = os.loadavg()[0];
    const loaded = await load(req, connections, duration);
    const single = await load(req, 1, 3, 300);
    log(`  ${s.label}: ${total} products, 1 client p95 ${single.p95} ms, ${connections} clients ${loaded.rps} req/s p95 ${loaded.p95} ms`);
    out.push({ label: s.label, total, single, loaded, loadAverage });
  }
  return out;
}

/** Times a batch action over `size` products, alternating two opposite actions so each call changes every row. */
async function measureBatch(server: ServerHandle, token: string, size: number) {
  const list = async (pageNum: number) => {
    const res = await fetch(`${server.baseUrl}/api/showroom/product/list?pageSize=100&sort=showroom_asc&pageNum=${pageNum}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { list: { id: number }[] } }).data.list.map((p) => p.id);
  };
  const ids: number[] = [];
  for (let page = 1; ids.length < size; page++) {
    const got = await list(page);
    if (!got.length) break;
    ids.push(...got);
  }
  const selection = ids.slice(0, size);
  const times: Record<string, number[]> = {};
  for (const [on, off] of [
    ['markImmediate', 'unmarkImmediate'],
    ['unlist', 'list'],
  ] as const) {
    for (let round = 0; round < 5; round++) {
      for (const action of [on, off]) {
        const started = performance.now();
        const res = await fetch(`${server.baseUrl}/api/showroom/product/batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ action, ids: selection }),
        });
        const json = (await res.json()) as { code: number; msg: string; data?: { changed: number } };
        if (json.code !== 200) throw new Error(`batch ${action}: ${json.code} ${json.msg}`);
        (times[action] ??= []).push(performance.now() - started);
      }
    }
  }
  return { size: selection.length, times };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const store = await createStore(args['database-url'] ?? process.env.DATABASE_URL, args.keep);
  log(`database: ${store.driver} ${store.label}`);
  try {
    let server = await startServer(root, store);
    log(`server started (migrations + demo seed) in ${server.startMs} ms`);
    await server.stop();
    const grown = await grow(store, target);
    log(`showroom of company ${grown.companyId}: ${grown.before} -> ${grown.after} products in ${grown.ms} ms`);
    server = await startServer(root, store);
    const token = await login(server.baseUrl, SUPPLIER);
    const scenarios = await measureList(server, token);
    const batch = await measureBatch(server, token, batchSize);
    await server.stop();

    console.log(`\nSupplier's own product list, ${grown.after.toLocaleString('en')} products in one showroom (${store.driver})`);
    console.log(
      `${'query'.padEnd(36)}${'products'.padStart(9)}  ${'1 client p50/p95 ms'.padStart(20)}  ${`${connections} clients req/s`.padStart(17)}  ${'p50/p95 ms'.padStart(12)}`,
    );
    for (const s of scenarios)
      console.log(
        `${s.label.padEnd(36)}${String(s.total).padStart(9)}  ${`${fmt(s.single.p50)} / ${fmt(s.single.p95)}`.padStart(20)}  ${fmt(s.loaded.rps).padStart(17)}  ${`${fmt(s.loaded.p50)} / ${fmt(s.loaded.p95)}`.padStart(12)}`,
      );
    console.log(`\nBatch actions over ${batch.size} products (5 calls each, one client; median / slowest ms):`);
    for (const [action, ts] of Object.entries(batch.times))
      console.log(`  ${action.padEnd(16)} ${fmt(median(ts))} / ${fmt(Math.max(...ts))}`);
  } finally {
    killAllServers();
    await store.drop();
  }
}

main().catch((error: unknown) => {
  killAllServers();
  console.error(error);
  process.exit(1);
});
