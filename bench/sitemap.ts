#!/usr/bin/env -S node --import tsx
// The sitemap at scale (issue 29: "a sitemap of 1,000,000 products streamed in under 60 s with the server's RSS rising
// less than 100 MB"). On the catalogue generator's database (bench/catalogue-generate.ts; generated when missing) it
// starts the real server, reads /sitemap.xml and then every product sitemap it names, one after the other as a crawler
// would, once uncompressed and once with gzip, and samples the server's RSS (/proc/<pid>/status) every 50 ms. Then it
// EXPLAINs (ANALYZE, BUFFERS) one keyset batch of the product query on PostgreSQL. See docs/benchmarks.md "Sitemap".
//
//   node --import tsx bench/sitemap.ts --products 200000 --db pg|pglite [--admin-url postgres://...] [--passes identity,gzip]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_TIMEOUTS, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { publicProductPagesRepository } from '../apps/server/src/modules/catalogue/public-pages.repository.ts';
import { SITEMAP_BATCH } from '../apps/server/src/modules/sitemap/sitemap.service.ts';
import { defaultAdminUrl, log, sizeAndDriver } from './catalogue-generate.ts';
import { catalogueStore, existingProducts, generateCatalogue } from './catalogue/generate.ts';
import { killAllServers } from './directory/server.ts';
import { spawnServer } from './support/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '200000' },
    db: { type: 'string', default: 'pg' },
    'admin-url': { type: 'string' },
    passes: { type: 'string', default: 'identity,gzip' },
  },
});

const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/** GETs `url` and counts what arrives without keeping it: bytes on the wire, and `</url>` ends for a sitemap. */
function fetchCounted(url: string, encoding: string): Promise<{ status: number; wireBytes: number; urls: number; body?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let wireBytes = 0;
        let urls = 0;
        let carry = '';
        let keep = '';
        const plain = res.headers['content-encoding'] === undefined;
        res.on('data', (chunk: Buffer) => {
          wireBytes += chunk.length;
          if (!plain) return;
          const text = carry + chunk.toString('latin1');
          urls += text.split('</url>').length - 1;
          carry = text.slice(-5);
          if (keep.length < 200_000) keep += chunk.toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, wireBytes, urls, body: keep }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main() {
  const { n, driver } = sizeAndDriver(args.products, args.db);
  const store = catalogueStore(root, driver, n, args['admin-url'] ?? defaultAdminUrl());
  const have = await existingProducts(store);
  if (have === null || have < n) {
    log(`no catalogue of ${n} at ${store.label}: generating it`);
    await generateCatalogue(store, n, log);
  }
  const server = await spawnServer(root, {
    name: 'the server',
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    env: {
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      API_PAYLOAD_KEY: '',
    },
  });
  const results: Record<string, unknown>[] = [];
  try {
    log(`server up in ${server.startMs} ms on ${store.label}`);
    const index = await fetchCounted(`${server.baseUrl}/sitemap.xml`, 'identity');
    const files = [...index.body!.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => p.includes('-products-'));
    log(`index: ${files.length} product sitemaps`);
    // Warm-up: the first file once, so code paths are compiled and the pool is open before the baseline is taken.
    await fetchCounted(`${server.baseUrl}${files[0]}`, 'identity');
    for (const encoding of args.passes.split(',')) {
      global.gc?.();
      await new Promise((r) => setTimeout(r, 1000));
      const baseline = rssOf(server.pid);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
      const started = performance.now();
      let urls = 0;
      let wire = 0;
      let slowest = 0;
      for (const file of files) {
        const t0 = performance.now();
        const r = await fetchCounted(`${server.baseUrl}${file}`, encoding);
        if (r.status !== 200) throw new Error(`${file}: ${r.status}`);
        slowest = Math.max(slowest, performance.now() - t0);
        urls += r.urls;
        wire += r.wireBytes;
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(server.pid));
      const row = {
        encoding,
        files: files.length,
        urls: encoding === 'identity' ? urls : undefined,
        wireMB: mb(wire),
        seconds: Math.round(seconds * 10) / 10,
        slowestFileSeconds: Math.round(slowest / 100) / 10,
        rssBaselineMB: mb(baseline),
        rssPeakMB: mb(peak),
        rssRiseMB: mb(peak - baseline),
        load: os1(),
      };
      results.push(row);
      log(JSON.stringify(row));
    }
  } finally {
    await server.stop();
  }
  if (store.databaseUrl) {
    const database = await openDatabase({
      databaseUrl: store.databaseUrl,
      dataDir: store.dataDir,
      poolSize: 1,
      timeouts: DEFAULT_DATABASE_TIMEOUTS,
    });
    try {
      const repo = publicProductPagesRepository(database.db);
      for (const [after, upTo] of [
        [0, 50_000],
        [Math.floor(n / 2), Math.floor(n / 2) + 50_000],
      ] as const) {
        const q = repo.rows(after, upTo, SITEMAP_BATCH) as unknown as { toSQL(): { sql: string; params: unknown[] } };
        const { sql, params } = q.toSQL();
        const plan = await database.executePrepared(`explain_${after}`, `explain (analyze, buffers) ${sql}`, params);
        console.log(
          `\nEXPLAIN one batch (after ${after}, up to ${upTo}, limit ${SITEMAP_BATCH}):\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
        );
      }
    } finally {
      await database.close();
    }
  }
  console.log(JSON.stringify({ products: n, driver, results }, null, 2));
}

const os1 = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

main().catch((err: unknown) => {
  console.error(err);
  killAllServers();
  process.exit(1);
});
