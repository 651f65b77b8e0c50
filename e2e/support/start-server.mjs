#!/usr/bin/env node
// The browser journeys' server (e2e/playwright.config.ts, webServer): the built web app, a fresh database with the
// smaller demo seed, in demo mode. On the embedded database (PGlite) by default; when E2E_DATABASE_URL names a
// PostgreSQL server (`npm test` sets it from DATABASE_URL, as .ci/run does), on a database of its own there, created
// anew, with E2E_REDIS_URL's Redis under a key prefix of its own. PostgreSQL answers the journeys' queries natively
// where PGlite runs in the server's own thread, and the journeys keep the browser and the server busy on both cores
// (docs/benchmarks.md, CI time).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(root, '.tmp/e2e-data');

const built = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
rmSync(dataDir, { recursive: true, force: true });

/** A new, empty database beside the one `url` names; its URL. */
async function freshDatabase(url) {
  const name = 'gembourse_e2e';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

const databaseUrl = process.env.E2E_DATABASE_URL ? await freshDatabase(process.env.E2E_DATABASE_URL) : '';
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  DEMO: 'true',
  SEED_SUPPLIERS: '20',
  SEED_PRODUCTS: '300',
  LOG_LEVEL: 'warn',
  // The specs log the same demo accounts in one after another, a dozen times a minute in a full run; the limit of
  // ten a minute per address is proven by the server's tests (auth.test.ts), not by tripping the journeys here.
  LOGIN_RATE_LIMIT: '60',
  // A burst of chat messages becomes one e-mail after this delay (issue 12); five minutes in production, seconds here so
  // the journeys can read it.
  CHAT_MAIL_DELAY_SECONDS: '2',
  DATABASE_URL: databaseUrl,
  REDIS_URL: databaseUrl ? (process.env.E2E_REDIS_URL ?? '') : '',
  REDIS_PREFIX: `gbe2e:${process.pid}:`,
};
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
