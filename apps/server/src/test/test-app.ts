import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type AppConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { openRedis } from '../platform/redis.ts';
import { seedOnStart } from '../db/seed/seed.ts';

// Generated seed images are shared by every test file, so they are drawn once per machine.
const SHARED_UPLOADS = path.join(os.tmpdir(), 'gembourse-test-uploads');

/**
 * A PostgreSQL database of its own for one test file when DATABASE_URL is set (created from it, dropped at the
 * end); otherwise an in-memory PGlite. Either way the real migrations run on it.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { database: await openDatabase({ dataDir: ':memory:' }), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `gb_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  // Dropping the database at the end terminates its idle connections: expected, not worth a log line.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:', poolSize: 4, onIdleError: () => {} });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close: () => Promise<void>;
}

/** The real app on a fresh, migrated database seeded with a small demo data set (8 suppliers, 80 products). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-test-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO: 'true',
      WEB_DIST: path.join(dataDir, 'no-web'),
      REDIS_PREFIX: `gbtest:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`,
      // Jobs are picked up quickly, so a test waits for them (jobs.settled()) in well under a second.
      JOBS_POLL_SECONDS: '0.5',
      JOBS_MAINTENANCE_SECONDS: '1',
      ...env,
    }),
    uploadsDir: SHARED_UPLOADS,
  };
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  await seedOnStart(database.db, { demo: config.demo, suppliers: 8, products: 80, uploadsDir: config.uploadsDir });
  const redis = process.env.REDIS_URL ? await openRedis(process.env.REDIS_URL) : undefined;
  const app = await buildApp(config, database, redis);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await redis?.quit();
      await database.close();
      await drop();
    },
  };
}

/** JSON of an inject call, typed as an envelope. */
export async function call<T = unknown>(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: T; dataType: number } };
}

/** Logs a demo account in and returns its bearer token. */
export async function loginAs(app: FastifyInstance, email: string, password = 'Demo#2026'): Promise<string> {
  const { body } = await call<{ token: string }>(app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (body.code !== 200) throw new Error(`login ${email} failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
