import { sql, type SQL } from 'drizzle-orm';
import type { Db, ExecuteSql } from './database.ts';

/** SQL text with `$n` placeholders as a drizzle SQL object, each placeholder bound to its value. */
export function sqlOfText(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    // undefined would vanish from a drizzle template; SQL wants NULL.
    chunks.push(sql`${values[Number(m[1]) - 1] ?? null}`);
    last = (m.index ?? 0) + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * An ExecuteSql bound to `db`, which may be a transaction: what lets a SQL-text client (pg-boss) write inside the
 * caller's transaction, so its rows commit or roll back with the rest. One statement per call.
 */
export function executorOf(db: Db): ExecuteSql {
  return async (text, values) => {
    const result = (await db.execute(sqlOfText(text, values))) as unknown as {
      rows: unknown[];
      rowCount?: number | null;
      affectedRows?: number;
    };
    return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? null };
  };
}

/** Rows of `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows?: Record<string, unknown>[] }).rows ?? [];
