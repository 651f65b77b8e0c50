import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type AppConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../platform/db/database.ts';
import { openRedis } from '../platform/redis.ts';
import { seedOnStart } from '../db/seed/seed.ts';
import { openTestDatabase, SHARED_UPLOADS, TEST_SEED } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /**
   * Migrate and seed a new database in this file instead of copying the run's template (a test of the migrations or
   * the seed itself); slower by seconds.
   */
  fresh?: boolean;
}

/**
 * The real app on a database of its own, migrated and seeded with a small demo data set (8 suppliers, 80 products):
 * a copy of the run's template database (test-database.ts). With DEMO=false in `env`, migrated and reference data only.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
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
      // Tests change rows and read them back at once, as a guest too.
      GUEST_ANSWER_CACHE_SECONDS: '0',
      MEMBER_SEARCH_SHARE_SECONDS: '0',
      JOBS_MAINTENANCE_SECONDS: '1',
      ...env,
    }),
    uploadsDir: SHARED_UPLOADS,
  };
  const { database, drop } = await openTestDatabase(
    config.demo ? 'demo' : 'migrated',
    options.fresh ? undefined : inject('gbTestTemplates'),
  );
  // The demo copy is seeded already; start-up seeding still runs outside demo mode (reference data), as on a real start.
  if (!config.demo) await seedOnStart(database.db, { demo: false, ...TEST_SEED, uploadsDir: config.uploadsDir });
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
