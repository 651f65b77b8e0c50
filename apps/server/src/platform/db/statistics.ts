import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/** How often the embedded database refreshes its planner statistics. */
export const PGLITE_ANALYZE_EVERY_MS = 30 * 60_000;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Collects planner statistics for every table (ANALYZE samples, so it stays cheap on large tables). */
export async function analyzeDatabase(database: Database): Promise<number> {
  const started = Date.now();
  await database.db.execute(sql`ANALYZE`);
  return Date.now() - started;
}

/**
 * Keeps the query planner informed. Without statistics PostgreSQL plans every query on guesses: at 10,000 suppliers
 * the directory then walks every seller instead of using its trigram and array indexes (docs/benchmarks.md). A
 * PostgreSQL server's autovacuum analyzes tables after bulk changes by itself; PGlite runs no autovacuum, so the
 * embedded database is analyzed at start (after migrations and the demo seed) and then every half hour.
 * With `awaitFirst: false` the first ANALYZE runs in the background: statistics are kept in the data directory, so a
 * start that loaded nothing plans well with the last ones and answers sooner (about 0.5 s of a demo's start).
 * Answers a function that stops the timer.
 */
export async function keepStatistics(database: Database, log: Log, { awaitFirst = true } = {}): Promise<() => void> {
  const run = async (when: string) => {
    try {
      log.info({ ms: await analyzeDatabase(database), when }, 'planner statistics refreshed');
    } catch (err) {
      log.warn({ err, when }, 'planner statistics could not be refreshed');
    }
  };
  if (awaitFirst) await run('start');
  else void run('start');
  if (database.driver !== 'pglite') return () => {};
  const timer = setInterval(() => void run('periodic'), PGLITE_ANALYZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
