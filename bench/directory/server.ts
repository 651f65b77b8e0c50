// The database the benchmark owns (a temp PGlite directory, or a PostgreSQL database it creates and drops) and the
// GemBourse server it starts on it as a child process, through the normal start path (apps/server/src/main.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';

export interface Store {
  driver: 'pglite' | 'postgres';
  /** DATA_DIR of the server: PGlite files (pgdata/) and the demo images (uploads/). */
  dataDir: string;
  /** Set for PostgreSQL: the database created for this run. */
  databaseUrl?: string;
  /** What the report names: the temp directory, or the server and database name (no credentials). */
  label: string;
  drop(): Promise<void>;
}

/**
 * Creates the empty database of one run. With `adminUrl`, a new database `gembourse_bench_<pid>_<time>` on that server.
 * With `existingUrl`, a PostgreSQL database a former run grew and kept (`--keep`): used as it is (the server migrates it
 * at start), grown further if it holds fewer sellers, and never dropped.
 */
export async function createStore(adminUrl: string | undefined, keep: boolean, existingUrl?: string): Promise<Store> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-bench-directory-'));
  const removeDir = () => {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  if (existingUrl) {
    const url = new URL(existingUrl);
    return {
      driver: 'postgres',
      dataDir,
      databaseUrl: url.toString(),
      label: `${url.host}${url.pathname} (existing)`,
      drop: async () => removeDir(),
    };
  }
  if (!adminUrl) return { driver: 'pglite', dataDir, label: dataDir, drop: async () => removeDir() };

  const name = `gembourse_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    label: `${url.host}/${name}`,
    async drop() {
      removeDir();
      if (keep) return;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export { freePort, killAllServers } from '../support/server-process.ts';

export type ServerHandle = Pick<ServerProcess, 'baseUrl' | 'startMs' | 'exitReport' | 'stop'>;

/**
 * Starts `node --import tsx apps/server/src/main.ts` (what `npm run start -w apps/server` runs, without npm in
 * between, so signals reach the server) and waits until GET /api/health answers. Request logs are off
 * (LOG_LEVEL=warn): the benchmark measures the query path, not pino writing to a pipe.
 */
export function startServer(root: string, store: Store, timeoutMs = 300_000): Promise<ServerHandle> {
  return spawnServer(root, {
    name: 'the server',
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    timeoutMs,
    env: {
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      SEED_SUPPLIERS: '60',
      SEED_PRODUCTS: '2000',
      API_PAYLOAD_KEY: '',
    },
  });
}

/** Logs a demo account in (password Demo#2026) and answers its bearer token. */
export async function login(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo#2026', remember: false }),
  });
  const json = (await res.json()) as { code: number; msg: string; data?: { token: string } };
  if (json.code !== 200 || !json.data?.token) throw new Error(`login of ${email} failed: ${json.code} ${json.msg}`);
  return json.data.token;
}
