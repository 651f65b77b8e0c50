import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { jobBatcher } from '../../platform/jobs/job-batcher.ts';
import type { JobLog, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { NewProductView, ProductViewsRepository } from './product-views.repository.ts';

/** The job that applies one batch of product views. */
export const PRODUCT_VIEWS_JOB = 'catalogue.product-views';
/** Views one job carries at most (the insert stays far below 65,535 parameters). */
export const VIEWS_PER_JOB = 2000;
/** A reload by the same viewer within this window counts once (issue 11: "a reload in the same minute counts once"). */
export const VIEW_WINDOW_MS = 60_000;
/** Windows this process remembers at most without Redis: beyond it the oldest are forgotten first. */
const LOCAL_WINDOWS_MAX = 100_000;

/** One counted opening of a product page. `visitor` is the member's ids; a guest is known by `device` only. */
export interface ProductView {
  productId: number;
  companyId: number;
  at: string;
  visitor: { userId: number; companyId: number } | null;
  /** `u:<user id>` for a member, `g:<hash of address and user agent>` for a guest: the window's key. */
  key: string;
}

/** What the route knows of a page's opener besides the session. */
export interface ViewSource {
  ip: string;
  userAgent: string | undefined;
}

/** A viewer as the one-per-minute rule tells them apart: the user, else the address and browser (hashed, not kept). */
export function viewerKey(viewer: AuthContext | null, source: ViewSource): string {
  if (viewer) return `u:${viewer.userId}`;
  return `g:${createHash('sha256')
    .update(`${source.ip}|${source.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22)}`;
}

/**
 * "Is this the first view of this key in the window?": SET NX with an expiry in Redis when REDIS_URL is set, so every
 * process shares the window; a map of this process's own otherwise (and while Redis does not answer: a view is then
 * deduplicated per process only, never lost).
 */
function viewWindows(redis: Redis | undefined, prefix: string, windowMs: number) {
  const local = new Map<string, number>();
  function firstLocally(key: string, now: number): boolean {
    const until = local.get(key);
    if (until !== undefined && until > now) return false;
    local.delete(key);
    local.set(key, now + windowMs);
    // Insertion order is expiry order (one window length for all): the front holds the oldest.
    for (const [k, t] of local) {
      if (t > now && local.size <= LOCAL_WINDOWS_MAX) break;
      local.delete(k);
    }
    return true;
  }
  return {
    /** Synchronous answer when there is no Redis, a promise otherwise. */
    first(key: string): boolean | Promise<boolean> {
      const now = Date.now();
      if (!redis || redis.status !== 'ready') return firstLocally(key, now);
      return redis.set(`${prefix}pv:${key}`, '1', 'PX', windowMs, 'NX').then(
        (ok) => ok === 'OK',
        () => firstLocally(key, now),
      );
    },
  };
}

/** The identity of a view in page_views: a retried batch finds the rows it wrote by it. */
const recordedKey = (productId: number | null, userId: number | null, device: string | null, at: Date) =>
  `${productId}|${userId !== null ? `u:${userId}` : device}|${at.getTime()}`;

/**
 * Product views (products.view_count: "most visited"; page_views rows for the supplier's analytics), counted off the
 * read path: opening a page checks the viewer's one-minute window and notes the view in the batcher
 * (platform/jobs/job-batcher.ts, shared with profile visits); ONE `catalogue.product-views` job per flush inserts the
 * page_views rows and raises each product's count once, in one transaction.
 */
export function productViewsService(deps: {
  repo: ProductViewsRepository;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  flushSeconds: number;
  log: Pick<JobLog, 'warn'>;
  redis?: Redis;
  redisPrefix: string;
  windowMs?: number;
}) {
  const { repo } = deps;
  const windows = viewWindows(deps.redis, deps.redisPrefix, deps.windowMs ?? VIEW_WINDOW_MS);
  const inflight = new Set<Promise<void>>();

  /**
   * Records a batch: the rows a retry of it wrote already are read back (by product, visitor and exact time) and left
   * out, so running it again counts nothing twice; a deleted product's views are dropped.
   */
  async function apply(views: ProductView[]): Promise<void> {
    const times = views.map((v) => Date.parse(v.at));
    const ids = [...new Set(views.map((v) => v.productId))].sort((a, b) => a - b);
    await repo.transaction(async (r) => {
      const recorded = await r.recordedBetween(ids, new Date(Math.min(...times)), new Date(Math.max(...times)));
      const done = new Set(recorded.map((x) => recordedKey(x.productId, x.visitorUserId, x.device, x.createdAt)));
      const rows: NewProductView[] = views
        .map((v) => ({
          productId: v.productId,
          companyId: v.companyId,
          visitorUserId: v.visitor?.userId ?? null,
          visitorCompanyId: v.visitor?.companyId ?? null,
          device: v.visitor ? null : v.key,
          createdAt: new Date(v.at),
        }))
        .filter((x) => !done.has(recordedKey(x.productId, x.visitorUserId, x.device, x.createdAt)));
      const perProduct = new Map<number, number>();
      for (const x of rows) perProduct.set(x.productId, (perProduct.get(x.productId) ?? 0) + 1);
      const live = new Set(await r.addViewCounts(perProduct));
      await r.insertViews(rows.filter((x) => live.has(x.productId)));
    });
  }

  const batcher = jobBatcher<ProductView>({
    job: PRODUCT_VIEWS_JOB,
    policy: { retryLimit: 5, retryDelaySeconds: 5, backoff: true, expireInSeconds: 120, batchSize: 5 },
    jobs: deps.jobs,
    apply,
    flushSeconds: deps.flushSeconds,
    maxPerJob: VIEWS_PER_JOB,
    log: deps.log,
    label: 'product views',
    field: 'views',
  });

  return {
    /**
     * Notes that the viewer opened the product now, unless they are the supplier's own member or platform staff, or
     * opened it within the last minute. Writes nothing and never waits: the view is counted by the next batch job.
     */
    record(product: { id: number; companyId: number }, viewer: AuthContext | null, source: ViewSource): void {
      if (viewer && (viewer.companyId === product.companyId || viewer.administrator)) return;
      const key = viewerKey(viewer, source);
      const view: ProductView = {
        productId: product.id,
        companyId: product.companyId,
        at: new Date().toISOString(),
        visitor: viewer ? { userId: viewer.userId, companyId: viewer.companyId } : null,
        key,
      };
      const first = windows.first(`${product.id}:${key}`);
      if (typeof first === 'boolean') {
        if (first) batcher.add(view);
        return;
      }
      const done = first.then((yes) => {
        if (yes) batcher.add(view);
      });
      inflight.add(done);
      void done.finally(() => inflight.delete(done));
    },

    /** Sends the buffered views now, once the windows being checked have answered (tests; shutdown). */
    async flush(): Promise<void> {
      await Promise.all(inflight);
      await batcher.flush();
    },

    pending: batcher.pending,

    /** Stops buffering and sends what is left; call before the job queue stops. */
    async close(): Promise<void> {
      await Promise.all(inflight);
      await batcher.close();
    },
  };
}
export type ProductViewsService = ReturnType<typeof productViewsService>;
