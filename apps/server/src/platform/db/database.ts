import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/** The typed database handle every repository receives; the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A row-returning SQL call in the node-postgres shape: what pg-boss and other SQL-text clients expect. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount?: number | null }>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs SQL text on the database itself (several statements allowed when there are no values). */
  executeSql: ExecuteSql;
  /** Runs the committed migrations (after making sure pg_trgm exists). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise an embedded PGlite with pg_trgm whose files live in
 * `dataDir/pgdata` (or in memory when dataDir is ':memory:').
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Errors of idle pooled connections (server restart, admin kill); the pool replaces the connection. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', opts.onIdleError ?? ((err) => console.error('PostgreSQL idle connection error:', err.message)));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      async migrate() {
        await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await migrate(drizzle(pool, { schema }), { migrationsFolder });
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (opts.dataDir !== ':memory:') {
    dataDir = path.join(opts.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
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
    async migrate() {
      await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await migrate(pgliteDb, { migrationsFolder });
    },
    close: () => client.close(),
  };
}
