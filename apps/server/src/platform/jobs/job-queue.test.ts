import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createJobQueue } from './job-queue.ts';

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase('migrated', inject('gbTestTemplates')));
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

it('stop() waits for a batch its worker was still fetching when the stop began, and for its completion', async () => {
  // The worker's fetch (pg-boss's `FOR UPDATE SKIP LOCKED`) is held until the stop has begun: pg-boss's own stop only
  // waits for batches already in hand, so this one ran, and completed, after a caller had closed the database.
  let holdFetch = false;
  let fetchHeld = () => {};
  const fetchWaiting = new Promise<void>((resolve) => (fetchHeld = resolve));
  let releaseFetch = () => {};
  const released = new Promise<void>((resolve) => (releaseFetch = resolve));
  const gated: Database = {
    ...database,
    executeSql: async (text, values) => {
      if (holdFetch && text.includes('SKIP LOCKED')) {
        holdFetch = false;
        fetchHeld();
        await released;
      }
      return database.executeSql(text, values);
    },
  };
  const jobs = createJobQueue(gated, quietLog, { work: true, pollSeconds: 0.5, maintenanceSeconds: 3600 });
  const handled: string[] = [];
  jobs.define<{ n: number }>('test.slow', { retryLimit: 0, retryDelaySeconds: 1, backoff: false, expireInSeconds: 60 }, async ({ n }) => {
    await new Promise((r) => setTimeout(r, 200));
    handled.push(`job ${n}`);
  });
  await jobs.start();

  holdFetch = true;
  const id = await jobs.send('test.slow', { n: 1 });
  await fetchWaiting;
  const stopped = jobs.stop();
  setTimeout(releaseFetch, 100);
  await stopped;

  expect(handled).toEqual(['job 1']);
  const { rows } = await database.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
  expect(rows).toEqual([{ state: 'completed' }]);
});
