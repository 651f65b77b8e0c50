import type { Locale } from '@gembourse/contracts/locale';
import { NOTIFICATION_EVENT_PREF } from '@gembourse/contracts/notifications';
import type { MyAlerts, ProductAlertKind, ProductAlertState, ProductAlertToggle } from '@gembourse/contracts/product-alerts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import type { JobQueue, QueuePolicy } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import type { Notifier } from '../messaging/notifier.ts';
import { displayName } from '../company/company.presenter.ts';
import { formatPrice } from '../../platform/i18n/format-price.ts';
import { presentAlertedProduct, presentAlertState, presentSavedSearch } from './product-alerts.presenter.ts';
import type { DueAlert, ProductAlertsRepository, ProductSnapshot } from './product-alerts.repository.ts';
import { productSight, viewerOf } from './product-sight.ts';
import type { SavedSearchesRepository } from './saved-searches.repository.ts';

/** The job that tells the owners of one product's alerts of one kind (after a save that triggered it). */
export const PRODUCT_ALERT_JOB = 'catalogue.product-alert';
/** Retried a few times (the database was busy); a retry cannot notify twice: claims are stamped in its transaction. */
const POLICY: QueuePolicy = { retryLimit: 3, retryDelaySeconds: 30, backoff: true, expireInSeconds: 300, batchSize: 1 };
/** The preference of product alerts (the notification's kind), which also lets their e-mails go. */
const PREF = NOTIFICATION_EVENT_PREF.priceDrop;

/** What a triggered alert carries: prices as the supplier set them, in the currency of each. */
export interface ProductAlertJob {
  productId: number;
  kind: ProductAlertKind;
  oldPrice: number | null;
  oldCurrency: string;
  newPrice: number | null;
  currency: string;
}

/**
 * Sold out: counted stock (trackInventory) at zero. The product's availability values (immediate, preorder, stock)
 * all mean it can be ordered, so the stock count is the only "not available" a supplier can save.
 */
const soldOut = (s: ProductSnapshot) => s.trackInventory && (s.stock ?? 0) <= 0;

/**
 * The alerts a save triggers, comparing the product before and after it: a price drop when the price (compared in
 * one unit, price_sort) went down, both set; back in stock when it was sold out and no longer is. Nothing for a
 * product that is not published: no member sees it.
 */
export function alertTriggers(before: ProductSnapshot | undefined, after: ProductSnapshot | undefined): ProductAlertJob[] {
  if (!before || !after || !after.published) return [];
  const base = {
    productId: after.id,
    oldPrice: before.price,
    oldCurrency: before.currency,
    newPrice: after.price,
    currency: after.currency,
  };
  const out: ProductAlertJob[] = [];
  if (before.priceSort != null && after.priceSort != null && after.priceSort < before.priceSort) out.push({ ...base, kind: 'priceDrop' });
  if (soldOut(before) && !soldOut(after)) out.push({ ...base, kind: 'backInStock' });
  return out;
}

/** The owner of an alert as the visibility rules see them. */
const ownerOf = (r: DueAlert) =>
  viewerOf({
    userId: r.userId,
    companyId: r.ownerCompanyId,
    joinType: r.ownerJoinType,
    companyRole: r.companyRole,
    administrator: r.administrator,
  });

/**
 * Product alerts (issue 11 item 5): a member sets or cancels a price-drop or back-in-stock alert on a product they may
 * see; a supplier's save that triggers one (productChanged) enqueues a job that writes each owner who may still see
 * the product (and, for a price drop, its price) a notification row and, with "Product alerts" on, an e-mail in their
 * e-mail language, at most once a day per alert (product_alerts.notified_at). A second trigger the same day writes
 * nothing: neither row nor e-mail (the first notice already sent the member to the product).
 */
export function productAlertsService(deps: {
  repo: ProductAlertsRepository;
  searches: Pick<SavedSearchesRepository, 'mine'>;
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  notices: Pick<Notifier, 'record' | 'announce'>;
}) {
  const { repo, mailer, jobs, notices } = deps;

  /** Notifies the owners of `job`'s alerts in one transaction: claims, rows and e-mails commit together. */
  async function run(job: ProductAlertJob): Promise<void> {
    const due = (await repo.due(job.productId, job.kind)).filter((r) => {
      // What the alert does is the member's: platform staff are told as members would be (company-access.ts Purpose).
      const sight = productSight(ownerOf(r), r, 'act');
      return sight.available && (job.kind !== 'priceDrop' || sight.priceShown);
    });
    if (!due.length) return;
    const told = await repo.transaction(async (r, tx) => {
      const claimed = new Set(
        await r.claim(
          job.productId,
          job.kind,
          due.map((d) => d.userId),
        ),
      );
      const owners = due.filter((d) => claimed.has(d.userId));
      const payload = { productId: job.productId, name: owners[0]?.productName, kind: job.kind, ...prices(job) };
      await notices.record(
        tx,
        owners.map((o) => ({ userId: o.userId, kind: PREF, event: job.kind, data: payload })),
      );
      for (const o of owners) {
        const prefs = effectiveNotificationPrefs(o.prefs, o);
        if (!prefs[PREF]) continue;
        const locale = prefs.emailLanguage;
        const common = {
          product: o.productName,
          company: displayName({ name: o.supplierName, nameEn: o.supplierNameEn }, locale),
          productId: job.productId,
        };
        if (job.kind === 'priceDrop') {
          const params = {
            ...common,
            oldPrice: money(job.oldPrice, job.oldCurrency, locale),
            newPrice: money(job.newPrice, job.currency, locale),
          };
          await mailer.send({ to: o.email, recipient: o, locale, template: 'productPriceDrop', params }, tx);
        } else {
          await mailer.send({ to: o.email, recipient: o, locale, template: 'productBackInStock', params: common }, tx);
        }
      }
      return owners.map((o) => o.userId);
    });
    await notices.announce(told);
  }

  jobs.define<ProductAlertJob>(PRODUCT_ALERT_JOB, POLICY, run);

  return {
    /**
     * Sets (on) an alert on a product the caller may see as a member (404 otherwise, so ids cannot be probed; staff
     * act as members) or cancels one, which always works (the product may have become hidden since). Idempotent:
     * answers the state.
     */
    async setAlert(auth: AuthContext, productId: number, input: ProductAlertToggle): Promise<ProductAlertState> {
      if (input.on) {
        const product = await repo.product(productId, auth.companyId);
        if (!product || !productSight(auth, product, 'act').available) throw notFound();
      }
      await repo.set(auth.userId, productId, input.kind, input.on);
      return presentAlertState(await repo.kinds(auth.userId, productId));
    },

    /** My product alerts (a product I may no longer see: available false, none of its fields) and saved searches. */
    async myAlerts(auth: AuthContext): Promise<MyAlerts> {
      const [products, searches] = await Promise.all([repo.mine(auth.userId, auth.companyId), deps.searches.mine(auth.userId)]);
      return {
        products: products.map((r) => presentAlertedProduct(r, productSight(auth, r).available)),
        searches: searches.map(presentSavedSearch),
      };
    },

    /** What the alerts compare, read before and after a save of the wizard (undefined for another company's). */
    snapshot: (companyId: number, productId: number) => repo.snapshot(companyId, productId),

    /** Enqueues the alerts a save triggered (alertTriggers). */
    async productChanged(before: ProductSnapshot | undefined, after: ProductSnapshot | undefined): Promise<void> {
      for (const job of alertTriggers(before, after)) await jobs.send(PRODUCT_ALERT_JOB, job);
    },
  };
}
export type ProductAlertsService = ReturnType<typeof productAlertsService>;

const prices = (job: ProductAlertJob) =>
  job.kind === 'priceDrop' ? { oldPrice: job.oldPrice, oldCurrency: job.oldCurrency, newPrice: job.newPrice, currency: job.currency } : {};

const money = (amount: number | null, currency: string, locale: Locale) => (amount == null ? '' : formatPrice(amount, currency, locale));
