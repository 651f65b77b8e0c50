import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Data migrations re-run against rows shaped as they were before the change, compared with what the app writes now.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('0004 CJK n-gram backfill', () => {
  const backfill = readFileSync(new URL('./0004_cjk_ngrams_backfill.sql', import.meta.url), 'utf8');

  it('gives an old row the n-gram words the app writes today, and leaves current rows alone', async () => {
    const { db } = t.database;
    const rows = await db.select({ id: companies.id, text: companies.searchText }).from(companies);
    const withGrams = rows.filter((r) => r.text.endsWith('|'));
    expect(withGrams.length, 'the demo seed has Chinese names').toBeGreaterThan(0);
    const sample = withGrams[0];
    // Before the change: the same text without its trailing n-gram words.
    const before = sample.text.slice(0, sample.text.lastIndexOf(' |'));
    await db.update(companies).set({ searchText: before }).where(eq(companies.id, sample.id));

    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw(backfill)); // run twice: nothing is appended again

    const after = await db.select({ id: companies.id, text: companies.searchText }).from(companies);
    const byId = new Map(after.map((r) => [r.id, r.text]));
    expect(byId.get(sample.id)).toBe(sample.text);
    for (const r of rows) expect(byId.get(r.id)).toBe(r.text);
  });
});
