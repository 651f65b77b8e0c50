import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ProductWritesRepository } from './product-writes.repository.ts';

/** The job that computes products.search_text for rows that have none (written before migration 0009). */
export const FILL_SEARCH_TEXT_JOB = 'catalogue.fill-search-text';
/** Every minute: with nothing to fill, a run is one probe of an empty partial index (products_search_text_missing_idx). */
const FILL_SEARCH_TEXT_CRON = '* * * * *';
/** Rows per transaction: a large catalogue is filled in short transactions that hold few row locks. */
const FILL_BATCH = 500;

/**
 * The backfill of products.search_text (docs/decisions.md, "Product search text"). Folding traditional Chinese to
 * simplified needs opencc-js, so no SQL migration can compute it (0004 could: its n-grams are plain SQL); the seed
 * runs only on an empty demo database. So, like the company's derived columns (company.refresh-derived), it is a job
 * of the platform queue: a cron run fills whatever rows lack the text, batch after batch, on any installation, and
 * finds nothing to do once they are filled; the write path fills every new or edited row itself.
 */
export function productSearchTextJob(deps: {
  writes: Pick<ProductWritesRepository, 'fillSearchText'>;
  jobs: Pick<JobQueue, 'define' | 'schedule'>;
}): void {
  const { writes, jobs } = deps;
  jobs.define<object>(
    FILL_SEARCH_TEXT_JOB,
    { retryLimit: 2, retryDelaySeconds: 30, backoff: true, expireInSeconds: 900, batchSize: 1, policy: 'short' },
    async () => {
      while ((await writes.fillSearchText(FILL_BATCH)) === FILL_BATCH) {
        // A full batch: there may be more.
      }
    },
  );
  jobs.schedule(FILL_SEARCH_TEXT_JOB, FILL_SEARCH_TEXT_CRON);
}
