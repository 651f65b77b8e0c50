import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ProductFacetsFillRepository } from './product-facets-fill.repository.ts';

/** The job that computes products.facet_codes and carat_total for rows written before migration 0015. */
export const FILL_FACETS_JOB = 'catalogue.fill-facet-codes';
/** Every minute, like catalogue.fill-search-text: the first run after a start does the work. */
const FILL_FACETS_CRON = '* * * * *';
/** Rows per transaction: a large catalogue is filled in short transactions that hold few row locks. */
const FILL_BATCH = 500;

/**
 * The backfill of the catalogue's facet columns, on the pattern of catalogue.fill-search-text
 * (product-search-text.service.ts): the encoding lives in TypeScript (facet-codes.ts, with the dictionary's category
 * groups), so no SQL migration could compute it. A cron run walks the uncomputed rows in id order, batch after batch,
 * on any installation. Idempotent: a computed row is never selected again, and a retry starts over from the first
 * uncomputed row. Once a run found nothing left, this process stops looking (the write path computes every new or
 * edited row), so an installation that is filled does not scan its catalogue every minute: there is no index on
 * "not computed yet", and adding one for a one-off backfill would cost every write.
 */
export function productFacetsFillJob(deps: {
  repo: Pick<ProductFacetsFillRepository, 'fill'>;
  jobs: Pick<JobQueue, 'define' | 'schedule'>;
}): void {
  const { repo, jobs } = deps;
  let done = false;
  jobs.define<object>(
    FILL_FACETS_JOB,
    { retryLimit: 2, retryDelaySeconds: 30, backoff: true, expireInSeconds: 900, batchSize: 1, policy: 'short' },
    async () => {
      if (done) return;
      let after = 0;
      for (;;) {
        const { read, last } = await repo.fill(after, FILL_BATCH);
        if (read < FILL_BATCH) break;
        after = last;
      }
      done = true;
    },
  );
  jobs.schedule(FILL_FACETS_JOB, FILL_FACETS_CRON);
}
