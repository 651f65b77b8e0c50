import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { lockForRefresh, markForRefresh, refreshCompanyDerived } from './company-derived.repository.ts';

/** The job that recomputes a company's derived columns (search_text, product_categories, published_products). */
export const REFRESH_DERIVED_JOB = 'company.refresh-derived';

/**
 * Derived company data by one path (docs/decisions.md, jobs): every write of its inputs (the profile's names, texts,
 * city, country and main products; a company's products) calls `refreshLater` in its own transaction, which enqueues
 * one `company.refresh-derived` job per company. Waiting jobs are coalesced per company (queue policy `short`,
 * singletonKey = the company id), so an import of 500 products refreshes the company once or twice, not 500 times.
 */
export function companyDerivedService(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  /** Told, in the refresh's transaction, when a company's first product is published (it joins the directory). */
  listingChanged?: (tx: Db) => Promise<void>;
}) {
  const { db, jobs } = deps;
  jobs.define<{ companyId: number }>(
    REFRESH_DERIVED_JOB,
    { retryLimit: 5, retryDelaySeconds: 5, backoff: true, expireInSeconds: 120, batchSize: 10, policy: 'short' },
    async ({ companyId }) => {
      await db.transaction(async (tx) => {
        // Waits for writers still holding their mark (markForRefresh) to commit: the reads below then see their change.
        const before = await lockForRefresh(tx, companyId);
        const after = await refreshCompanyDerived(tx, companyId);
        if (before === 0 && after !== undefined && after > 0) await deps.listingChanged?.(tx);
      });
    },
  );

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
