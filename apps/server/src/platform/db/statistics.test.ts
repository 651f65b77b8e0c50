import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { keepStatistics } from './statistics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const statsOf = async (table: string) => {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = ${table}`,
  );
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return rows[0].n;
};

describe('planner statistics', () => {
  it('are collected at start, so the planner knows the tables the directory reads', async () => {
    const log = {
      info: () => {},
      warn: (o: object) => {
        throw new Error(`unexpected warning ${JSON.stringify(o)}`);
      },
    };
    // PGlite runs no autovacuum; a PostgreSQL server may already have analyzed the freshly seeded tables.
    if (t.database.driver === 'pglite') expect(await statsOf('companies')).toBe(0);
    const stop = await keepStatistics(t.database, log);
    stop();
    expect(await statsOf('companies')).toBeGreaterThan(0);
    expect(await statsOf('products')).toBeGreaterThan(0);
  });
});
