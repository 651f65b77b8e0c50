// A direct connection to the benchmark's database, for growing it and explaining the directory queries. The drizzle
// handle logs every statement it sends, so the plans are those of the SQL the repository really builds.
import path from 'node:path';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import type { Store } from './server.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface BenchDb {
  db: Db;
  /** Statements the drizzle handle sent since the last `captured.length = 0`. */
  captured: Statement[];
  /** A raw query with positional parameters; returns the rows. */
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** Opens the store's database. PGlite allows one process at a time: the server must be stopped. */
export async function openBenchDb(store: Store): Promise<BenchDb> {
  const captured: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };
  if (store.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: store.databaseUrl, max: 2 });
    return {
      db: drizzle(pool, { schema, logger }) as unknown as Db,
      captured,
      query: async (sql, params = []) => (await pool.query(sql, params)).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create({ dataDir: path.join(store.dataDir, 'pgdata'), extensions: { pg_trgm } });
  return {
    db: drizzle(client, { schema, logger }) as unknown as Db,
    captured,
    query: async (sql, params = []) => (await client.query<Record<string, unknown>>(sql, params)).rows,
    close: () => client.close(),
  };
}
