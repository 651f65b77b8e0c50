import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { loadConfig, type AppConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';

export interface BareApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Every log line the app wrote, parsed (the logger's level comes from LOG_LEVEL, `info` unless `env` says). */
  logs: Record<string, unknown>[];
  close: () => Promise<void>;
}

/**
 * The real app on a migrated database WITHOUT demo data (in-memory PGlite unless `opts.database` is given), for
 * platform tests that need no seed: faster than createTestApp. `opts.beforeReady` may add test-only routes.
 */
export async function createBareApp(
  env: Record<string, string> = {},
  opts: { database?: Database; redis?: Redis; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<BareApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-bare-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
    REDIS_PREFIX: `gbtest:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`,
    JOBS_WORK: 'false',
    ...env,
  });
  const own = !opts.database;
  const database = opts.database ?? (await openDatabase({ dataDir: ':memory:' }));
  if (own) await database.migrate();
  const logs: Record<string, unknown>[] = [];
  const logDestination = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };
  const app = await buildApp(config, database, opts.redis, { logDestination });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    close: async () => {
      await app.close();
      if (own) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
