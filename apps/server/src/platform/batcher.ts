import { isDatabaseUnavailable } from './db/db-errors.ts';

/**
 * Group commit for a hot write or lookup (issue 12: chat at 1,000 messages a second). Calls made while a batch is in
 * flight wait and go together in the next one, so under load N calls cost one statement instead of N, and an idle
 * batcher runs a lone call at once (no timer: it waits only for the microtasks of the current tick). On this 2-core
 * machine a statement's cost is mostly per statement (the driver, a syscall, planning, a commit), not per row: see
 * docs/benchmarks.md, "Chat delivery latency".
 *
 * `run` answers one result per item, in order. A batch that throws is tried again one item at a time, so one bad
 * item (a row the database refuses) fails alone instead of failing its neighbours; `run` must therefore write all of
 * a batch or none of it (one statement, or one transaction). When the database is unavailable the batch fails whole.
 */
export function batcher<In, Out>(run: (items: In[]) => Promise<Out[]>, opts: { max: number; concurrency?: number }) {
  type Waiting = { item: In; resolve: (out: Out) => void; reject: (err: unknown) => void };
  const queue: Waiting[] = [];
  const concurrency = opts.concurrency ?? 1;
  let running = 0;
  let scheduled = false;

  async function runBatch(batch: Waiting[]) {
    try {
      const outs = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(outs[i]));
    } catch (err) {
      // Unreachable database: every item would only wait for it again, one after another.
      if (batch.length === 1 || isDatabaseUnavailable(err)) return batch.forEach((w) => w.reject(err));
      for (const w of batch) await runBatch([w]);
    }
  }

  function pump() {
    while (running < concurrency && queue.length) {
      running++;
      void runBatch(queue.splice(0, opts.max)).finally(() => {
        running--;
        pump();
      });
    }
  }

  return (item: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // After the current microtasks: the calls of one burst of frames (one read of a socket, one tick) go together.
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        pump();
      });
    });
}
