import { describe, expect, it } from 'vitest';
import { batcher } from './batcher.ts';

/** A run that records its batches and answers each item doubled, after `ms`; an item of -1 makes the batch throw. */
function recorder(ms = 5) {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise((r) => setTimeout(r, ms));
    if (items.includes(-1)) throw new Error('refused');
    return items.map((n) => n * 2);
  };
  return { batches, run };
}

describe('batcher (group commit)', () => {
  it('runs the calls of one tick together, and those made meanwhile in the next batch, each answered its own result', async () => {
    const { batches, run } = recorder();
    const call = batcher(run, { max: 100 });
    const first = [1, 2, 3].map(call);
    await new Promise((r) => setTimeout(r, 1));
    const second = [4, 5].map(call);
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps a batch within max and runs at most `concurrency` batches at once', async () => {
    const { batches, run } = recorder();
    let inFlight = 0;
    let most = 0;
    const call = batcher(
      async (items: number[]) => {
        most = Math.max(most, ++inFlight);
        try {
          return await run(items);
        } finally {
          inFlight--;
        }
      },
      { max: 3, concurrency: 2 },
    );
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i)));
    expect(answers).toEqual(Array.from({ length: 10 }, (_, i) => i * 2));
    expect(batches.map((b) => b.length)).toEqual([3, 3, 3, 1]);
    expect(most).toBe(2);
  });

  it('tries a failed batch again one item at a time: the bad item fails alone', async () => {
    const { batches, run } = recorder(1);
    const call = batcher(run, { max: 100 });
    const results = await Promise.allSettled([call(1), call(-1), call(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('refused') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(batches).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });

  it('fails a batch whole, without trying its items again, when the database is unreachable', async () => {
    let runs = 0;
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const call = batcher(
      async () => {
        runs++;
        throw down;
      },
      { max: 100 },
    );
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(runs).toBe(1);
  });
});
