#!/usr/bin/env -S node --import tsx
// The catalogue generator (issue 11 item 8): a database of its own with 10,000, 100,000 or 1,000,000 products of
// realistic distributions (bench/catalogue/products.ts), for bench/catalogue-search.ts. See docs/benchmarks.md.
//
//   node --import tsx bench/catalogue-generate.ts --products 100000 --db pg|pglite [--admin-url postgres://...]
//
// PostgreSQL: database bench_catalogue_<n> on the server of --admin-url (default BENCH_ADMIN_URL, DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test), re-created; PGlite: .tmp/bench/catalogue-pglite-<n>/. Both are kept for the
// benchmark (and removed by `--drop`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogueStore, generateCatalogue, type Driver } from './catalogue/generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The PostgreSQL server the benchmark databases are created on (a connection to any existing database of it). */
export const defaultAdminUrl = () => process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** Parses --db and --products the same way for both scripts. */
export function sizeAndDriver(products: string, db: string): { n: number; driver: Driver } {
  const n = Number(products);
  if (!Number.isInteger(n) || n < 1000 || n > 5_000_000) throw new Error('--products must be an integer from 1000 to 5000000');
  if (db !== 'pg' && db !== 'pglite') throw new Error('--db must be pg or pglite');
  return { n, driver: db };
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      products: { type: 'string', default: '10000' },
      db: { type: 'string', default: 'pg' },
      'admin-url': { type: 'string' },
      drop: { type: 'boolean', default: false },
    },
  });
  const { n, driver } = sizeAndDriver(args.products, args.db);
  const store = catalogueStore(root, driver, n, args['admin-url'] ?? defaultAdminUrl());
  if (args.drop) {
    await store.drop();
    log(`dropped ${store.label}`);
    return;
  }
  log(`generating ${n.toLocaleString('en')} products into ${store.label}`);
  const result = await generateCatalogue(store, n, log);
  log(`done in ${(result.ms.total / 1000).toFixed(1)} s: ${JSON.stringify(result)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
