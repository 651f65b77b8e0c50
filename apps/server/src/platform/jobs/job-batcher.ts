import type { JobLog, JobQueue, QueuePolicy } from './job-queue.ts';

/** What a batcher is told: its job, how it applies one batch, and how often it sends. */
export interface JobBatcherOptions<T> {
  /** The job that applies one batch; defined here with `policy`. */
  job: string;
  policy: QueuePolicy;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  /** Applies one batch in the job (its own transaction; a retry must count nothing twice). */
  apply: (items: T[]) => Promise<void>;
  flushSeconds: number;
  /** Items one job carries at most: a buffer this full is sent at once. */
  maxPerJob: number;
  /**
   * A new admission filter for each buffer: whether an item could still count given what this buffer holds (a repeat
   * of a visitor could never count). Without one, every item is kept.
   */
  filter?: () => (item: T) => boolean;
  log: Pick<JobLog, 'warn'>;
  /** What the items are, for the log ("profile visits"). */
  label: string;
  /** The job data's key that holds the batch (`{ visits: [...] }`). */
  field: string;
}

/**
 * Counting off the read path (docs/decisions.md, jobs), for profile visits and product views alike: `add` only notes
 * an item in this process's buffer; every `flushSeconds` (and when the buffer is full, and on close) the buffer goes
 * out as ONE job, which applies the batch in one transaction. A crash loses the items of the last few seconds that
 * were not sent yet; a failed send keeps them for the next try (up to one job's worth).
 */
export function jobBatcher<T>(o: JobBatcherOptions<T>) {
  let buffer: T[] = [];
  let admits = o.filter?.() ?? (() => true);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  o.jobs.define<Record<string, T[]>>(o.job, o.policy, async (data) => {
    const items = data[o.field] ?? [];
    if (items.length) await o.apply(items);
  });

  function keep(item: T): boolean {
    if (!admits(item)) return false;
    buffer.push(item);
    return true;
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!buffer.length) return;
    const items = buffer;
    buffer = [];
    admits = o.filter?.() ?? (() => true);
    try {
      await o.jobs.send(o.job, { [o.field]: items });
    } catch (err) {
      o.log.warn(
        { error: err instanceof Error ? err.message : String(err), items: items.length },
        `${o.label} not sent; kept for the next flush`,
      );
      for (const item of items.slice(0, o.maxPerJob - buffer.length)) keep(item);
      if (!closed) arm();
    }
  }

  function arm() {
    timer ??= setTimeout(() => void flush(), o.flushSeconds * 1000).unref();
  }

  return {
    /** Notes an item unless the buffer shows it cannot count; writes nothing. */
    add(item: T): void {
      if (closed || !keep(item)) return;
      if (buffer.length >= o.maxPerJob) void flush();
      else arm();
    },
    /** Sends the buffered items now (tests; shutdown). */
    flush,
    /** Items waiting in this process's buffer. */
    pending: (): number => buffer.length,
    /** Stops buffering and sends what is left; call before the job queue stops. */
    async close(): Promise<void> {
      closed = true;
      await flush();
    },
  };
}
export type JobBatcher<T> = ReturnType<typeof jobBatcher<T>>;
