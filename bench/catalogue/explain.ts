#!/usr/bin/env -S node --import tsx
// The plans of the SQL one catalogue request really sends: starts the server on a generated PostgreSQL catalogue
// behind the counting proxy, sends each chosen search (as the bench member unless --guest), keeps the statements'
// texts and parameters off the wire, stops the server and runs EXPLAIN (ANALYZE, BUFFERS) on each.
//
//   node --import tsx bench/catalogue/explain.ts --products 1000000 [--only none,kw_common] [--guest] [--page-size 24]
//                                                [--extra 'sort=newest&after=...']
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { defaultAdminUrl, log } from '../catalogue-generate.ts';
import { login, startServer } from '../directory/server.ts';
import { catalogueStore, EXPLAIN_MEMBER } from './generate.ts';
import { get, probe } from './measure.ts';
import { SEARCH_SCENARIOS } from './scenarios.ts';
import { startSqlCounter } from './sql-counter.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    only: { type: 'string', default: 'none' },
    guest: { type: 'boolean', default: false },
    'page-size': { type: 'string', default: '24' },
    extra: { type: 'string', multiple: true },
    'admin-url': { type: 'string' },
  },
});

async function main() {
  const store = catalogueStore(root, 'pg', Number(args.products), args['admin-url'] ?? defaultAdminUrl());
  const url = new URL(store.databaseUrl!);
  const counter = await startSqlCounter(url.hostname, Number(url.port || 5432));
  const proxied = new URL(store.databaseUrl!);
  proxied.port = String(counter.port);
  proxied.hostname = '127.0.0.1';
  const server = await startServer(root, { ...store, databaseUrl: proxied.toString() });
  const captured: { label: string; texts: string[]; params: (string | null)[][] }[] = [];
  try {
    const token = args.guest ? undefined : await login(server.baseUrl, EXPLAIN_MEMBER);
    const queries = [
      ...SEARCH_SCENARIOS.filter((s) => args.only.split(',').includes(s.key)).map((s) => [s.label, s.query] as const),
      ...(args.extra ?? []).map((q) => [q, q] as const),
    ];
    for (const [label, query] of queries) {
      await probe(get(`${server.baseUrl}/api/product/search?${query}&pageSize=${args['page-size']}`, token));
      await new Promise((r) => setTimeout(r, 200));
      counter.reset(true);
      const p = await probe(get(`${server.baseUrl}/api/product/search?${query}&pageSize=${args['page-size']}`, token));
      await new Promise((r) => setTimeout(r, 200));
      const got = counter.read();
      log(`${label}: HTTP ${p.status}, ${got.statements} statements`);
      captured.push({ label, texts: got.texts, params: got.params });
    }
  } finally {
    await server.stop();
    await counter.close();
  }
  // Planned as the server plans them: its pool turns JIT off (platform/db/database.ts poolTimeouts).
  const client = new pg.Client({ connectionString: store.databaseUrl, options: '-c jit=off' });
  await client.connect();
  const out: string[] = [];
  try {
    for (const c of captured)
      for (const [i, text] of c.texts.entries()) {
        if (!/^\s*(with|select)/i.test(text)) continue;
        const params = c.params[i] ?? [];
        await client.query('deallocate all');
        await client.query(`prepare q as ${text}`);
        const args2 = params.map((v) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`)).join(', ');
        let best: string[] = [];
        let bestMs = Infinity;
        for (let k = 0; k < 3; k++) {
          const plan = (await client.query(`explain (analyze, buffers) execute q${params.length ? `(${args2})` : ''}`)).rows.map(
            (r: Record<string, string>) => r['QUERY PLAN'],
          );
          const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? Infinity);
          if (ms < bestMs) [best, bestMs] = [plan, ms];
        }
        out.push(`=== ${c.label} [statement ${i + 1}] ${bestMs} ms\n${text}\n-- params: ${JSON.stringify(params)}\n${best.join('\n')}\n`);
        log(`  ${c.label} [${i + 1}]: ${bestMs} ms`);
      }
  } finally {
    await client.end();
  }
  const file = path.join(root, '.tmp/bench', `catalogue-plans-${args.products}${args.guest ? '-guest' : ''}.txt`);
  writeFileSync(file, out.join('\n'));
  log(`wrote ${path.relative(root, file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
