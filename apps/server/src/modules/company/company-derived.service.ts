import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { companiesMissingSearchText, lockForRefresh, markForRefresh, refreshCompanyDerived } from './company-derived.repository.ts';

/** The job that recomputes a company's derived columns (search_text, product_categories, published_products). */
export const REFRESH_DERIVED_JOB = 'company.refresh-derived';
/** The job that computes them for every company whose search_text is not computed (cleared by a migration). */
export const FILL_SEARCH_TEXT_JOB = 'company.fill-search-text';
/** Every minute, as catalogue.fill-search-text: with nothing to fill, a run is one probe of an empty partial index. */
const FILL_SEARCH_TEXT_CRON = '* * * * *';
/** Companies read per probe of the missing ones; each is then refreshed in a short transaction of its own. */
const FILL_BATCH = 200;

/**
 * Derived company data by one path (docs/decisions.md, jobs): every write of its inputs (the profile's names, texts,
 * city, country and main products; a company's products) calls `refreshLater` in its own transaction, which enqueues
 * one `company.refresh-derived` job per company. Waiting jobs are coalesced per company (queue policy `short`,
 * singletonKey = the company id), so an import of 500 products refreshes the company once or twice, not 500 times.
 */
export function companyDerivedService(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'define' | 'send' | 'schedule'>;
  /** Told, in the refresh's transaction, when a company's first product is published (it joins the directory). */
  listingChanged?: (tx: Db) => Promise<void>;
}) {
  const { db, jobs } = deps;
  const refresh = (companyId: number) =>
    db.transaction(async (tx) => {
      // Waits for writers still holding their mark (markForRefresh) to commit: the reads below then see their change.
      const before = await lockForRefresh(tx, companyId);
      const after = await refreshCompanyDerived(tx, companyId);
      if (before === 0 && after !== undefined && after > 0) await deps.listingChanged?.(tx);
    });
  jobs.define<{ companyId: number }>(
    REFRESH_DERIVED_JOB,
    { retryLimit: 5, retryDelaySeconds: 5, backoff: true, expireInSeconds: 120, batchSize: 10, policy: 'short' },
    ({ companyId }) => refresh(companyId),
  );
  // The backfill after a change of how search_text is built (docs/decisions.md "Directory and search": the fold of
  // Chinese to one script needs opencc-js, which no SQL migration can run): the migration clears the text, a cron run
  // refreshes every company left without it, in id order, one short transaction each (a retry starts over from the
  // first one still missing), on any installation; the write paths keep every company computed from then on.
  jobs.define<object>(
    FILL_SEARCH_TEXT_JOB,
    { retryLimit: 2, retryDelaySeconds: 30, backoff: true, expireInSeconds: 900, batchSize: 1, policy: 'short' },
    async () => {
      let after = 0;
      for (;;) {
        const ids = await companiesMissingSearchText(db, after, FILL_BATCH);
        for (const id of ids) await refresh(id);
        if (ids.length < FILL_BATCH) return;
        after = ids[ids.length - 1];
      }
    },
  );
  jobs.schedule(FILL_SEARCH_TEXT_JOB, FILL_SEARCH_TEXT_CRON);

  return {
    /**
     * Has the company's derived columns recomputed once `tx` commits (nothing happens if it rolls back). Call it in the
     * transaction of every write that changes their inputs; the owners' write functions do (company-records.service.ts,
     * catalogue/product-writes.repository.ts).
     */
    async refreshLater(companyId: number, tx: Db = db): Promise<void> {
      // The mark first: a job coalesced into a waiting one must not run before this write commits (see markForRefresh).
      await markForRefresh(tx, companyId);
      await jobs.send(REFRESH_DERIVED_JOB, { companyId }, { db: tx, singletonKey: String(companyId) });
    },
  };
}
export type CompanyDerivedService = ReturnType<typeof companyDerivedService>;
