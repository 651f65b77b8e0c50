import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { MIGRATIONS_DIR as migrationsFolder } from '../../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { guardPool, type DatabaseBreaker } from './database-breaker.ts';

/** The typed database handle every repository receives; the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A row-returning SQL call in the node-postgres shape: what pg-boss and other SQL-text clients expect. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount?: number | null }>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs SQL text on the database itself (several statements allowed when there are no values). */
  executeSql: ExecuteSql;
  /**
   * Runs one statement of fixed text as a named prepared statement: on PostgreSQL each pooled connection parses it
   * once and, after five runs, plans it once (a generic plan), where `db.execute` parses and plans every call. For the
   * hottest writes (the chat's batched send: planning was 1.5-2.5 ms of each 3-7 ms statement). PGlite runs it as is.
   * Rows come in node-postgres's default types (bigint as text, timestamps as Date, jsonb parsed), not drizzle's.
   */
  executePrepared: (name: string, text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** PostgreSQL only: the circuit breaker that refuses every call at once while the server is hung (database-breaker.ts). */
  breaker?: DatabaseBreaker;
  /** Runs the committed migrations (after making sure pg_trgm exists). */
  migrate(): Promise<void>;
  /**
   * PGlite only: writes the whole data directory, checkpointed, to `file`; `openDatabase({ pgliteDump: file })` opens
   * a copy of it (the tests' template database, migrated and seeded once per run).
   */
  dumpTo?(file: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL timeouts in milliseconds (config.databaseTimeouts; docs/configuration.md). */
export interface DatabaseTimeouts {
  /** Waiting for a pooled connection or for a new connection's handshake. */
  connectMs: number;
  /** One statement: the server cancels it (57014); the client gives up 1 s later on a server that does not answer. */
  statementMs: number;
  /** An idle pooled connection is closed after this. */
  idleMs: number;
  /** How often a connection of its own asks the server `select 1`. */
  probeMs: number;
  /** A probe unanswered this long means the server is hung: calls are refused at once until one is answered. */
  hungMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 20_000,
  idleMs: 30_000,
  probeMs: 1_000,
  hungMs: 2_000,
};

/**
 * node-postgres settings that keep a hung or unreachable server from hanging requests: a connection that takes too
 * long to open or a statement that runs too long ends in an error the error handler answers with 503 (50300).
 */
export function poolTimeouts(t: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    statement_timeout: t.statementMs,
    // The server's own cancel normally wins (a clean 57014); this catches a server that has stopped answering at all.
    query_timeout: t.statementMs + 1_000,
    // A transaction left open by a stuck client must not hold its locks for long.
    idle_in_transaction_session_timeout: Math.max(t.statementMs * 3, 60_000),
    // Notice a peer that vanished (network cut) on idle connections too.
    keepAlive: true,
    // No JIT compilation of plans: it pays off for analytic queries of seconds, and these are requests of
    // milliseconds. The catalogue's broad keyword searches at 1,000,000 products crossed jit_above_cost and spent
    // 69-320 ms compiling per statement, more than executing (EXPLAIN "JIT: Timing", docs/benchmarks.md, issue 11).
    options: '-c jit=off',
  };
}

/**
 * The embedded database's settings (docs/benchmarks.md, "Start-up and memory"). PGlite runs PostgreSQL in this
 * process's WebAssembly memory, which grows as pages are touched and never shrinks: its default 128 MB of shared
 * buffers ended up resident (RSS 500 MB after a plain start with the demo data, 400 MB a minute later). Its data files
 * stay in the operating system's page cache, so a smaller pool costs a copy, not a disk read: at 32 MB the directory
 * bench (10,000 suppliers) kept its latencies. Index builds and ANALYZE get 16 MB instead of 64 MB for the same reason.
 * random_page_cost: its pages are never on a spinning disk; at 4 the planner sorted 8,500 suppliers rather than walk
 * 4,000 index entries for a deep page.
 */
export function pgliteSettings(sharedBuffers: string): string[] {
  // jit as the PostgreSQL pool sets it (poolTimeouts); PGlite has no JIT provider, the setting keeps both drivers alike.
  const settings = { shared_buffers: sharedBuffers, maintenance_work_mem: '16MB', random_page_cost: '1.1', jit: 'off' };
  return Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise an embedded PGlite with pg_trgm whose files live in
 * `dataDir/pgdata` (or in memory when dataDir is ':memory:'), starting as a copy of `pgliteDump` when given.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite: a file written by `dumpTo`; the database starts as a copy of it instead of an empty cluster. */
  pgliteDump?: string;
  /** PGlite: its shared_buffers (PGLITE_SHARED_BUFFERS, 32MB when not given). */
  pgliteSharedBuffers?: string;
  poolSize?: number;
  /** PostgreSQL timeouts; DEFAULT_DATABASE_TIMEOUTS when not given. PGlite runs in this process and cannot hang apart. */
  timeouts?: DatabaseTimeouts;
  /** Errors of idle pooled connections (server restart, admin kill); the pool replaces the connection. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const timeouts = opts.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, ...poolTimeouts(timeouts) });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', opts.onIdleError ?? ((err) => console.error('PostgreSQL idle connection error:', err.message)));
    const breaker = guardPool(
      pool,
      () => new pg.Client({ connectionString: opts.databaseUrl, connectionTimeoutMillis: timeouts.connectMs, options: '-c jit=off' }),
      timeouts,
    );
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      breaker,
      executeSql: (text, values) => pool.query(text, values),
      executePrepared: (name, text, values) => pool.query({ name, text, values }),
      async migrate() {
        // A migration may build an index over a large table: it runs on a connection of its own, without the
        // statement timeout the requests' pool has.
        const migrations = new pg.Pool({ connectionString: opts.databaseUrl, max: 1, connectionTimeoutMillis: timeouts.connectMs });
        migrations.on('error', () => {});
        try {
          const mdb = drizzle(migrations, { schema });
          await mdb.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
          await migrate(mdb, { migrationsFolder });
        } finally {
          await migrations.end();
        }
      },
      async close() {
        await breaker.stop();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let unlock = () => {};
  if (opts.dataDir !== ':memory:') {
    dataDir = path.join(opts.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    // One process per data directory: a second one would corrupt it (platform/db/data-dir-lock.ts).
    unlock = lockDataDir(opts.dataDir);
  }
  const loadDataDir = opts.pgliteDump ? new Blob([readFileSync(opts.pgliteDump)]) : undefined;
  const startParams = [...PGlite.defaultStartParams, ...pgliteSettings(opts.pgliteSharedBuffers ?? '32MB')];
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir, startParams }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const pgliteDb = drizzle(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // PGlite's query() takes one statement; exec() takes several but no values.
    executeSql: async (text, values) => {
      if (values?.length) {
        const r = await client.query(text, values);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      }
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
    },
    executePrepared: async (_name, text, values) => ({ rows: (await client.query<Record<string, unknown>>(text, values)).rows }),
    async migrate() {
      await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await migrate(pgliteDb, { migrationsFolder });
    },
    async dumpTo(file) {
      // Flushed pages, so a copy opens without replaying the write-ahead log; uncompressed, so it opens quickly.
      await client.exec('CHECKPOINT');
      const dump = await client.dumpDataDir('none');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}
