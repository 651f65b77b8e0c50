import { randomUUID } from 'node:crypto';
import type { ImportRefusal, ImportState } from '@gembourse/contracts/product-import';
import type { Locale } from '@gembourse/contracts/locale';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import type { ReportLine } from './product-workbook.ts';

// The running and finished imports of this process, by a random id (issue 10 item 7: "a progress display while it
// runs"). Not the platform job queue (platform/jobs/job-queue.ts): a pg-boss job carries JSON data and no progress,
// and may be worked by another process, so its progress and its 2 MB file would each need a table of their own. An
// import is bounded (2 MB, at most 10,000 rows, seconds of work) and is one transaction: if the process stops half-way
// nothing of it was written, and the supplier uploads the file again (the status answers 40400 for an id it does not
// know, which the dialog reads as "interrupted"). Every read names the caller's company: a job of another company
// answers like an unknown one, so ids cannot be probed. Several server processes behind a load balancer would need
// sticky sessions for the polls, or this registry moved into a table (docs: product import).

export interface ImportJob {
  id: string;
  companyId: number;
  userId: number;
  /** The language the reasons and the report are written in (the uploader's). */
  locale: Locale;
  state: ImportState;
  processed: number;
  total: number;
  imported: number;
  refused: number;
  unpublished: number;
  /** Why a failed job failed, translated at every read into the reader's language. */
  failure: { key: MessageKey; params?: Record<string, string | number> } | null;
  refusals: ImportRefusal[];
  /** Every row's line of the report (filled as the rows are checked, final once done). */
  lines: ReportLine[];
  finishedAt: number | null;
  /** Settles when the job has ended, done or failed (tests and the benchmark wait for it). */
  ended: Promise<void>;
}

/** How long a finished job's status and report stay available. */
export const FINISHED_KEPT_MS = 60 * 60 * 1000;
/** Jobs kept at most (finished ones beyond it go first, oldest first): the registry's memory stays bounded. */
const KEPT_MAX = 200;

export function importJobRegistry(now = () => Date.now()) {
  const jobs = new Map<string, ImportJob>();

  function sweep() {
    for (const [id, job] of jobs) if (job.finishedAt !== null && now() - job.finishedAt > FINISHED_KEPT_MS) jobs.delete(id);
    const finished = [...jobs.values()].filter((j) => j.finishedAt !== null).sort((a, b) => a.finishedAt! - b.finishedAt!);
    while (jobs.size > KEPT_MAX && finished.length) jobs.delete(finished.shift()!.id);
  }

  return {
    /** A new job of the company in state `reading`, with the work that runs it. */
    create(owner: { companyId: number; userId: number; locale: Locale }, run: (job: ImportJob) => Promise<void>): ImportJob {
      sweep();
      let end = () => {};
      const job: ImportJob = {
        id: randomUUID(),
        ...owner,
        state: 'reading',
        processed: 0,
        total: 0,
        imported: 0,
        refused: 0,
        unpublished: 0,
        failure: null,
        refusals: [],
        lines: [],
        finishedAt: null,
        ended: new Promise<void>((resolve) => (end = resolve)),
      };
      jobs.set(job.id, job);
      // After the answer naming the job has gone out; `run` ends the job itself, done or failed, and never throws.
      setImmediate(() => void run(job).finally(() => ((job.finishedAt = now()), end())));
      return job;
    },

    /** The company's job of that id; undefined for an unknown id and for another company's. */
    get(id: string, companyId: number): ImportJob | undefined {
      const job = jobs.get(id);
      return job && job.companyId === companyId ? job : undefined;
    },

    /** Whether the company has an import still running (one at a time: two would race for the same SKUs). */
    running(companyId: number): boolean {
      return [...jobs.values()].some((j) => j.companyId === companyId && j.finishedAt === null);
    },
  };
}
export type ImportJobRegistry = ReturnType<typeof importJobRegistry>;
