#!/usr/bin/env -S node --import tsx
// The catalogue at scale (issue 11 item 8): GET /api/product/search with facets over a realistic query mix, page 1
// against page 1,000 reached by `next` cursors, and GET /api/product/view/:id, as a guest and as a member, from 1 and 8
// clients (autocannon), next to a plain node:http server answering the same JSON; the SQL statements one request sends
// (PostgreSQL, through a counting proxy) and the size of a page. Generates the database first when it is missing
// (bench/catalogue-generate.ts) and keeps it for the next run. See docs/benchmarks.md ("Catalogue").
//
//   npm run bench:catalogue -- --products 1000000 --db pg|pglite [--duration 5] [--latency-duration 3] [--warmup 1]
//                              [--connections 8] [--rounds 3] [--only none,kw_common,...] [--regenerate] [--admin-url URL]
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultAdminUrl, log, sizeAndDriver } from './catalogue-generate.ts';
import { BENCH_MEMBER, catalogueStore, existingProducts, generateCatalogue, type GenerateResult } from './catalogue/generate.ts';
import { compareWithPlain, get, probe, startPlainServer, statementsOf, walkTo } from './catalogue/measure.ts';
import { COUNTED_PAGE_SIZES, DEEP_PAGE, DEEP_SCENARIOS, PAGE_SIZE, SEARCH_SCENARIOS } from './catalogue/scenarios.ts';
import { startSqlCounter, type SqlCounter } from './catalogue/sql-counter.ts';
import { measureLoad as measure, type Figures, type LoadFigures } from './directory/load.ts';
import { killAllServers, login, startServer, type ServerHandle } from './directory/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'pg' },
    'admin-url': { type: 'string' },
    duration: { type: 'string', default: '5' },
    'latency-duration': { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    regenerate: { type: 'boolean', default: false },
    'skip-deep': { type: 'boolean', default: false },
  },
});
const { n, driver } = sizeAndDriver(args.products, args.db);
const opts = {
  duration: Number(args.duration),
  latencyDuration: Number(args['latency-duration']),
  warmup: Number(args.warmup),
  connections: Number(args.connections),
};
const only = args.only ? new Set(args.only.split(',')) : null;

interface Row {
  part: 'search' | 'deep' | 'detail';
  key: string;
  label: string;
  viewer: 'guest' | 'member';
  total: number | null;
  listed: number | null;
  bytes: number;
  gzipBytes: number;
  figures?: Figures;
  error?: string;
}

const fmt = (v: number) => (Number.isFinite(v) ? (v >= 100 ? Math.round(v).toString() : v.toFixed(1)) : '-');
const lat = (f: LoadFigures) => `${fmt(f.p50)} / ${fmt(f.p95)} / ${fmt(f.p99)}`;

function printRows(rows: Row[]) {
  console.log(
    `\n${'request'.padEnd(36)}${'viewer'.padEnd(8)}${'matches'.padStart(9)}${'KB'.padStart(7)}  ${'1 client p50/p95/p99 ms'.padStart(24)}  ${`${opts.connections} cl. req/s`.padStart(12)}  ${'p50/p95/p99 ms'.padStart(20)}${'load'.padStart(6)}`,
  );
  for (const r of rows) {
    if (!r.figures) {
      console.log(`${r.label.padEnd(36)}${r.viewer.padEnd(8)}  ${r.error ?? 'not measured'}`);
      continue;
    }
    const f = r.figures;
    const failures = f.single.failures + f.loaded.failures;
    console.log(
      `${r.label.slice(0, 35).padEnd(36)}${r.viewer.padEnd(8)}${String(r.total ?? '-').padStart(9)}${(r.bytes / 1024).toFixed(1).padStart(7)}  ${lat(f.single).padStart(24)}  ${fmt(f.loaded.rps).padStart(12)}  ${lat(f.loaded).padStart(20)}${f.loadAverage.toFixed(1).padStart(6)}${failures ? `  (${failures} failed)` : ''}${r.error ? `  ${r.error}` : ''}`,
    );
  }
}

async function main() {
  const started = Date.now();
  const store = catalogueStore(root, driver, n, args['admin-url'] ?? defaultAdminUrl());
  let generated: GenerateResult | null = null;
  const have = args.regenerate ? null : await existingProducts(store);
  if (have !== n) {
    log(`no catalogue of ${n.toLocaleString('en')} products at ${store.label} (found ${have ?? 'none'}): generating it`);
    generated = await generateCatalogue(store, n, log);
    log(`  generated in ${(generated.ms.total / 1000).toFixed(1)} s`);
  } else log(`catalogue of ${n.toLocaleString('en')} products at ${store.label}`);

  // PostgreSQL: the server connects through the counting proxy (its cost is a copy of bytes on the loopback).
  let counter: SqlCounter | undefined;
  let serverStore = store;
  if (store.databaseUrl) {
    const url = new URL(store.databaseUrl);
    counter = await startSqlCounter(url.hostname, Number(url.port || 5432));
    const proxied = new URL(store.databaseUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(counter.port);
    serverStore = { ...store, databaseUrl: proxied.toString() };
  }
  let server: ServerHandle | undefined;
  let plain: Awaited<ReturnType<typeof startPlainServer>> | undefined;
  try {
    server = await startServer(root, serverStore);
    const base = server.baseUrl;
    const health = `${base}/api/health`;
    log(`server up in ${(server.startMs / 1000).toFixed(1)} s at ${base}`);
    const token = await login(base, BENCH_MEMBER);
    const tokenOf = (viewer: Row['viewer']) => (viewer === 'member' ? token : undefined);
    const searchUrl = (query: string, pageSize = PAGE_SIZE) => `${base}/api/product/search?${query ? `${query}&` : ''}pageSize=${pageSize}`;
    const available = (await probe(get(searchUrl('', 1)))).status !== 404;
    const detailAvailable = (await probe(get(`${base}/api/product/view/1`))).status !== 404 || available;
    log(`search endpoint ${available ? 'answers' : 'is missing (404)'}`);

    const rows: Row[] = [];
    const firstIds: Record<string, number> = {};
    const bodies: Record<string, Buffer> = {};
    if (available) {
      for (const s of SEARCH_SCENARIOS.filter((x) => !only || only.has(x.key))) {
        for (const viewer of ['member', 'guest'] as const) {
          const req = get(searchUrl(s.query), tokenOf(viewer));
          const p = await probe(req);
          const row: Row = {
            part: 'search',
            key: s.key,
            label: s.label,
            viewer,
            total: p.json.data?.total ?? null,
            listed: p.json.data?.list?.length ?? null,
            bytes: p.bytes,
            gzipBytes: p.gzipBytes,
          };
          if (p.code !== 200) row.error = `HTTP ${p.status}, ${p.code} ${p.json.msg}`;
          else {
            row.figures = await measure(req, opts, health);
            if (s.key === 'none') {
              firstIds[viewer] = p.json.data?.list?.[0]?.id ?? 0;
              bodies[viewer] = Buffer.from(JSON.stringify(p.json));
            }
          }
          rows.push(row);
          log(
            `  ${s.label} (${viewer}): ${row.total ?? '-'} matches, ${row.figures ? `1 client p95 ${row.figures.single.p95} ms, ${opts.connections} clients ${row.figures.loaded.rps} req/s p95 ${row.figures.loaded.p95} ms` : row.error}`,
          );
        }
      }
      if (!args['skip-deep']) {
        for (const d of DEEP_SCENARIOS.filter((x) => !only || only.has(x.key))) {
          const query = `${d.query}&pageSize=${PAGE_SIZE}`;
          const first = get(searchUrl(d.query), token);
          const p1 = await probe(first);
          rows.push({
            part: 'deep',
            key: `${d.key}_1`,
            label: `${d.label}, page 1`,
            viewer: 'member',
            total: p1.json.data?.total ?? null,
            listed: p1.json.data?.list?.length ?? null,
            bytes: p1.bytes,
            gzipBytes: p1.gzipBytes,
            figures: await measure(first, opts, health),
          });
          // A catalogue too small for page 1,000 (10,000 products are about 340 pages of 24) is measured at its last page.
          const target = Math.min(DEEP_PAGE, Math.max(2, Math.ceil((p1.json.data?.total ?? 0) / PAGE_SIZE)));
          const walk = await walkTo(base, query, `${query}&facets=false`, target, token);
          log(
            `  walked to page ${target} of ${d.label} in ${(walk.ms / 1000).toFixed(1)} s (${walk.walkedWith.includes('facets=false') ? 'without facet counts' : 'with facet counts'})${walk.error ? `: ${walk.error}` : ''}`,
          );
          const row: Row = {
            part: 'deep',
            key: `${d.key}_${DEEP_PAGE}`,
            label: `${d.label}, page ${target} (cursor)`,
            viewer: 'member',
            total: null,
            listed: null,
            bytes: 0,
            gzipBytes: 0,
            error: walk.error,
          };
          if (walk.req) {
            const p = await probe(walk.req);
            Object.assign(row, {
              total: p.json.data?.total ?? null,
              listed: p.json.data?.list?.length ?? null,
              bytes: p.bytes,
              gzipBytes: p.gzipBytes,
            });
            row.figures = await measure(walk.req, opts, health);
          }
          rows.push(row);
        }
      }
    }
    if (detailAvailable) {
      for (const viewer of ['member', 'guest'] as const) {
        const id = firstIds[viewer] || firstIds.member || 1;
        const req = get(`${base}/api/product/view/${id}`, tokenOf(viewer));
        const p = await probe(req);
        const row: Row = {
          part: 'detail',
          key: 'detail',
          label: `GET /api/product/view/${id}`,
          viewer,
          total: null,
          listed: null,
          bytes: p.bytes,
          gzipBytes: p.gzipBytes,
        };
        if (p.code !== 200) row.error = `HTTP ${p.status}, ${p.code} ${p.json.msg}`;
        else row.figures = await measure(req, opts, health);
        rows.push(row);
      }
    }

    // The same JSON from a plain node:http server, in turn with the search (rounds), for the no-filter page.
    const plainRatio: Record<string, Awaited<ReturnType<typeof compareWithPlain>>> = {};
    if (bodies.member) {
      plain = await startPlainServer(root, { '/member': bodies.member, '/guest': bodies.guest ?? bodies.member });
      for (const viewer of ['member', 'guest'] as const) {
        plainRatio[viewer] = await compareWithPlain(
          get(searchUrl(''), tokenOf(viewer)),
          get(`${plain.baseUrl}/${viewer}`),
          opts,
          Number(args.rounds),
          health,
        );
        log(
          `  search ÷ plain (${viewer}, no filter): ${plainRatio[viewer].searchRps} ÷ ${plainRatio[viewer].plainRps} req/s = ${(plainRatio[viewer].ratio * 100).toFixed(1)} %`,
        );
      }
      plain.stop();
      plain = undefined;
    }

    // SQL statements per request, by page size (PostgreSQL only: the proxy sits on its wire protocol).
    const statements: {
      request: string;
      viewer: string;
      pageSize: number | null;
      statements: number;
      texts: string[];
      params: (string | null)[][];
    }[] = [];
    if (counter) {
      const counted = available ? SEARCH_SCENARIOS.filter((s) => ['none', 'kw_facets', 'two'].includes(s.key)) : [];
      for (const s of counted)
        for (const viewer of ['member', 'guest'] as const)
          for (const size of COUNTED_PAGE_SIZES) {
            const got = await statementsOf(counter, get(searchUrl(s.query, size), tokenOf(viewer)));
            statements.push({ request: `search: ${s.label}`, viewer, pageSize: size, ...got });
          }
      if (detailAvailable)
        for (const viewer of ['member', 'guest'] as const) {
          const got = await statementsOf(
            counter,
            get(`${base}/api/product/view/${firstIds[viewer] || firstIds.member || 1}`, tokenOf(viewer)),
          );
          statements.push({ request: 'detail', viewer, pageSize: null, ...got });
        }
      console.log('\nSQL statements per request (fewest of 5; counted on the PostgreSQL wire):');
      for (const s of statements)
        console.log(`  ${s.request.padEnd(44)} ${s.viewer.padEnd(7)} pageSize ${String(s.pageSize ?? '-').padStart(3)}: ${s.statements}`);
    }

    console.log(
      `\nCatalogue, ${n.toLocaleString('en')} products (${store.driver}), pageSize ${PAGE_SIZE}; load = 1-minute load average at the start of the run`,
    );
    printRows(rows);
    const mix = rows.filter((r) => r.part === 'search' && r.figures && SEARCH_SCENARIOS.find((s) => s.key === r.key)?.mix);
    const worst = (pick: (f: Figures) => number) => Math.max(...mix.map((r) => pick(r.figures!)));
    const summary = mix.length
      ? {
          mixWorstSingleP95: worst((f) => f.single.p95),
          mixWorstLoadedP95: worst((f) => f.loaded.p95),
          mixMedianSingleP95: [...mix.map((r) => r.figures!.single.p95)].sort((a, b) => a - b)[Math.floor(mix.length / 2)],
          page24Bytes: rows.find((r) => r.key === 'none' && r.viewer === 'member')?.bytes ?? null,
          largestPage24Bytes: Math.max(...rows.filter((r) => r.part === 'search').map((r) => r.bytes)),
          deep: DEEP_SCENARIOS.map((d) => {
            const a = rows.find((r) => r.key === `${d.key}_1`)?.figures;
            const b = rows.find((r) => r.key === `${d.key}_${DEEP_PAGE}`)?.figures;
            return {
              key: d.key,
              ratioSingleP50: a && b ? b.single.p50 / a.single.p50 : null,
              ratioSingleP95: a && b ? b.single.p95 / a.single.p95 : null,
            };
          }),
        }
      : null;
    if (summary) console.log(`\nSummary: ${JSON.stringify(summary)}`);

    const cpus = os.cpus();
    const report = {
      benchmark: 'catalogue',
      date: new Date().toISOString(),
      machine: { cpu: cpus[0]?.model, cores: cpus.length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      database: { driver: store.driver, label: store.label },
      products: n,
      options: { ...opts, rounds: Number(args.rounds), pageSize: PAGE_SIZE },
      command: `npm run bench:catalogue -- ${process.argv.slice(2).join(' ')}`,
      generated,
      searchAvailable: available,
      rows,
      plainRatio,
      statements,
      summary,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(path.join(root, '.tmp/bench'), { recursive: true });
    const out = path.join(root, '.tmp/bench', `catalogue-${driver}-${n}.json`);
    writeFileSync(out, JSON.stringify(report, null, 2));
    log(`wrote ${path.relative(root, out)} (${report.seconds} s in all)`);
  } finally {
    plain?.stop();
    await server?.stop().catch(() => undefined);
    await counter?.close();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAllServers();
    process.exit(130);
  });

main().catch((err: unknown) => {
  killAllServers();
  console.error(err);
  process.exit(1);
});
