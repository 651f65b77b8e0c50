import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/database.ts';
import { withoutValues } from '../db/db-errors.ts';
import { executorOf } from '../db/sql-text.ts';

// Durable background work (ARCHITECTURE §1): pg-boss keeps jobs in the same PostgreSQL (or PGlite) as the data, so a
// job enqueued inside a transaction exists exactly when the transaction commits, survives a restart, and is taken by
// one worker of any process (SKIP LOCKED). docs/decisions.md (jobs) says why pg-boss and how it runs on PGlite.

/** What the queue logs through (pino fits). Only job names, ids and error texts are logged, never payloads. */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How a queue's jobs are retried and timed out. */
export interface QueuePolicy {
  /** Attempts after the first failure; then the job lands in `<name>.dead` (the dead-letter state). */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when `backoff`. */
  retryDelaySeconds: number;
  backoff: boolean;
  /** A job still active after this long is taken to have died with its worker (a crash, a kill) and is retried. */
  expireInSeconds: number;
  /** Jobs taken together by one worker call (page views are batched; e-mails go one by one). */
  batchSize?: number;
  /**
   * pg-boss's queue policy: `short` keeps at most one waiting job per singletonKey, so a burst of the same refresh
   * becomes one (a running one does not count: a change after it started gets a job of its own). Default `standard`.
   */
  policy?: 'standard' | 'short';
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  db?: Db;
  /** At most one waiting job per key (a burst of the same refresh becomes one). */
  singletonKey?: string;
  startAfter?: Date | number;
}

/** Where a job stands: `lastAttempt` is true when a failure now sends it to the dead-letter queue. */
export interface JobMeta {
  id: string;
  name: string;
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, meta: JobMeta) => Promise<void>;

interface Definition {
  policy: QueuePolicy;
  handler: JobHandler<never>;
}

export interface JobQueueOptions {
  /** Take jobs in this process (false: enqueue only; another process works them). */
  work: boolean;
  /** How often an idle worker looks for jobs. */
  pollSeconds: number;
  /** How often expired active jobs are found and retried (and old jobs archived). */
  maintenanceSeconds: number;
}

const deadLetterOf = (name: string) => `${name}.dead`;

/** Keeps `work` in `set` until it settles; returns it. */
function trackIn<T>(set: Set<Promise<unknown>>, work: Promise<T>): Promise<T> {
  set.add(work);
  work.then(
    () => set.delete(work),
    () => set.delete(work),
  );
  return work;
}

/** The job queue: define queues with their handler, start, then send from anywhere (in a transaction or not). */
export function createJobQueue(database: Database, log: JobLog, options: JobQueueOptions) {
  // Every statement pg-boss runs is tracked: pg-boss 10 completes a job without awaiting it (manager.js, onFetch), so
  // stop() waits for these before the database may close, and settled() for a send still on its way.
  const inFlight = new Set<Promise<unknown>>();
  const executeSql: Database['executeSql'] = (text, values) => trackIn(inFlight, database.executeSql(text, values));
  /** Batches being handled by this process's workers. */
  const running = new Set<Promise<unknown>>();
  /**
   * Waits until nothing is left: a statement in flight, a batch being handled, or the completion pg-boss issues
   * (unawaited) right after a batch ends. A worker whose fetch was in flight when stop() was called still runs what it
   * fetched (pg-boss's stop only waits for batches already in hand); its handler and its completion used the pool after
   * the database had closed, an unhandled "Cannot use a pool after calling end on the pool" in 1 of 5 runs of the
   * PostgreSQL suite. A turn of the event loop between checks lets such a follow-up start before the next check.
   */
  const drain = async () => {
    for (;;) {
      await Promise.allSettled([...inFlight, ...running]);
      await new Promise((resolve) => setImmediate(resolve));
      if (!inFlight.size && !running.size) return;
    }
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: 'pgboss',
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    // Cron schedules (digests, roll-ups) are checked by every process; pg-boss makes sure one of them sends each.
    schedule: options.work,
  });
  // pg-boss reports background errors (a failed poll while the database restarts) as events: log, never crash.
  boss.on('error', (err: Error) => log.error({ error: err.message }, 'job queue error'));

  const definitions = new Map<string, Definition>();
  const schedules: { name: string; cron: string }[] = [];
  /** This process's worker of each queue, woken when this process enqueues (instead of waiting for its next poll). */
  const workers = new Map<string, string>();
  /** Wakes this process's worker of a queue (a job it can run now) instead of leaving the job to its next poll. */
  const wake = (name: string, afterMs: number) => {
    const worker = workers.get(name);
    if (worker) setTimeout(() => boss.notifyWorker(worker), afterMs).unref();
  };
  let started = false;

  async function ensureQueue(name: string, policy: QueuePolicy) {
    const dead = deadLetterOf(name);
    if (!(await boss.getQueue(dead))) await boss.createQueue(dead, { name: dead, retentionMinutes: 60 * 24 * 14 });
    const queue = {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.backoff,
      expireInSeconds: policy.expireInSeconds,
      deadLetter: dead,
      policy: policy.policy ?? 'standard',
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }

  return {
    /** Declares a queue, its policy and its handler. Call before start(). */
    define<T extends object>(name: string, policy: QueuePolicy, handler: JobHandler<T>): void {
      if (started) throw new Error(`Job queue ${name} defined after start`);
      definitions.set(name, { policy, handler: handler as JobHandler<never> });
    },

    /** Sends job `name` every time `cron` matches (UTC, minute precision); one process sends each occurrence. */
    schedule(name: string, cron: string): void {
      schedules.push({ name, cron });
    },

    /** Creates the schema and the queues, then starts the workers of this process. */
    async start(): Promise<void> {
      await boss.start();
      for (const [name, def] of definitions) await ensureQueue(name, def.policy);
      started = true;
      if (!options.work) return;
      for (const { name, cron } of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      for (const [name, def] of definitions) {
        const workOptions = {
          batchSize: def.policy.batchSize ?? 5,
          pollingIntervalSeconds: options.pollSeconds,
          includeMetadata: true as const,
        };
        const workerId = await boss.work<object>(name, workOptions, (batch) =>
          trackIn(
            running,
            (async () => {
              // Each job of a batch succeeds or fails on its own: a failed one is failed here (and retried by its
              // policy), the rest are completed by pg-boss when this returns.
              for (const job of batch) {
                try {
                  await def.handler(job.data as never, { id: job.id, name, lastAttempt: job.retryCount >= job.retryLimit });
                } catch (err) {
                  // pg-boss keeps the message with the failed job, and logs go to operators: no SQL parameters in either.
                  const message = withoutValues(err instanceof Error ? err.message : String(err));
                  log.warn({ job: name, jobId: job.id, attempt: job.retryCount + 1, error: message }, 'job failed');
                  await boss.fail(name, job.id, { message });
                }
              }
            })(),
          ),
        );
        workers.set(name, workerId);
      }
    },

    /** Enqueues a job of a defined queue; resolves with its id (null when a singleton of the key is waiting). */
    async send<T extends object>(name: string, data: T, opts: SendOptions = {}): Promise<string | null> {
      if (!definitions.has(name)) throw new Error(`Unknown job queue ${name}`);
      const id = await boss.send(name, data, {
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter instanceof Date ? opts.startAfter : new Date(opts.startAfter) } : {}),
        ...(opts.db ? { db: { executeSql: executorOf(opts.db) } } : {}),
      });
      // A job sent in a transaction is visible once that commits, a matter of milliseconds: if the worker looks too
      // early, its next poll finds it.
      if (id) wake(name, opts.db ? 25 : 0);
      return id;
    },

    /**
     * Enqueues several jobs of a defined queue in one statement (pg-boss insert), for a producer that makes many at
     * once (the chat's e-mail jobs of a batch of sends). A singleton whose key is waiting is dropped, as send() does;
     * no ids are answered.
     */
    async sendMany<T extends object>(name: string, jobs: { data: T; singletonKey?: string; startAfter?: Date }[]): Promise<void> {
      if (!definitions.has(name)) throw new Error(`Unknown job queue ${name}`);
      if (!jobs.length) return;
      await boss.insert(jobs.map((j) => ({ name, data: j.data, singletonKey: j.singletonKey, startAfter: j.startAfter })));
      if (jobs.some((j) => !j.startAfter)) wake(name, 0);
    },

    /** Counts of a queue's jobs by state (tests and the health of the queue). */
    async stateOf(name: string): Promise<Record<string, number>> {
      const { rows } = await database.executeSql(`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state`, [name]);
      return Object.fromEntries((rows as { state: string; n: number }[]).map((r) => [r.state, r.n]));
    },

    /**
     * Resolves once no job is waiting to run now or running (tests, and scripts that must see the work done); jobs
     * delayed to a later time do not count. Rejects after `timeoutMs`.
     */
    async settled(timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await drain();
        const { rows } = await database.executeSql(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`,
        );
        if ((rows[0] as { n: number }).n === 0) return;
        if (Date.now() > deadline) throw new Error('jobs did not settle');
        await new Promise((r) => setTimeout(r, 50));
      }
    },

    /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones to finish. */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await drain();
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
