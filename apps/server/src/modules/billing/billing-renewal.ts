import { AppError } from '../../platform/errors.ts';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { JobLog, JobQueue, QueuePolicy } from '../../platform/jobs/job-queue.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { chargeAndInvoice, invoiceLine } from './billing-charges.ts';
import { addCycle, anchorOf, dayOf, daysBetween, priceOf } from './billing-rules.ts';
import type { BillingRepository, BillingStatements, SubscriptionRow } from './billing.repository.ts';

// The end of a subscription's period (docs/decisions.md "Subscriptions and billing"): a scheduled cancel ends it, a
// scheduled change takes over, otherwise it renews: the stored card is charged for the next period and invoiced. A
// declined renewal ends the subscription (the company is on the free plan again); one the provider could not process
// is tried again on the next run for RENEWAL_GRACE_DAYS, keeping the plan meanwhile. Runs hourly as a job; until it
// has run, reads already apply a scheduled cancel or change (plan-limits.ts effectivePlanId).

export const RENEW_DUE_JOB = 'billing.renew-due';
/** Hourly, at an odd minute so it does not start with every other hourly job. */
const RENEW_CRON = '23 * * * *';
const POLICY: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 300, backoff: false, expireInSeconds: 1800, batchSize: 1 };
/** Days after the end of a period during which a renewal the provider could not process is tried again. */
export const RENEWAL_GRACE_DAYS = 3;
/** Subscriptions handled in one run at most; the rest are due still and wait for the next run. */
const RUN_LIMIT = 500;

export type RollOverResult = 'renewed' | 'cancelled' | 'expired' | 'retry';

/** Ends, changes or renews one subscription whose period is over, with `r` in the transaction that locked its company. */
export async function rollOver(
  r: BillingStatements,
  provider: PaymentProvider,
  sub: SubscriptionRow,
  today: string,
): Promise<RollOverResult> {
  if (sub.cancelAtPeriodEnd) {
    await r.updateSubscription(sub.id, { orderStatus: 'cancelled' });
    return 'cancelled';
  }
  const cycle = sub.nextCycle ?? sub.cycle;
  const [plan] = await r.plansByIds([sub.nextPlanId ?? sub.planId]);
  const pm =
    (sub.paymentMethodId !== null ? await r.paymentMethodById(sub.paymentMethodId) : undefined) ?? (await r.paymentMethodOf(sub.companyId));
  if (!plan || !pm) {
    await r.updateSubscription(sub.id, { orderStatus: 'expired' });
    return 'expired';
  }
  // Normally the new period starts where the last ended; after a longer stop of the job it starts today.
  let start = sub.currentPeriodEnd;
  let end = addCycle(start, cycle, anchorOf(sub.startDate));
  if (end <= today) {
    start = today;
    end = addCycle(today, cycle, anchorOf(today));
  }
  try {
    await chargeAndInvoice(r, provider, {
      companyId: sub.companyId,
      subscriptionId: sub.id,
      pm,
      currency: plan.currency,
      lines: [invoiceLine({ kind: 'renewal', amountCents: priceOf(plan, cycle) }, plan, cycle)],
      periodStart: start,
      periodEnd: end,
      idempotencyKey: `renew:${sub.id}:${start}`,
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === ErrorCode.PAYMENT_RETRY && daysBetween(sub.currentPeriodEnd, today) < RENEWAL_GRACE_DAYS) return 'retry';
    await r.updateSubscription(sub.id, { orderStatus: 'expired' });
    return 'expired';
  }
  await r.updateSubscription(sub.id, {
    planId: plan.id,
    cycle,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    nextPlanId: null,
    nextCycle: null,
    paymentMethodId: pm.id,
  });
  return 'renewed';
}

/** The renewal job: defines and schedules it, and answers the run itself (tests call it with a clock of their own). */
export function billingRenewal(deps: {
  repo: BillingRepository;
  provider: PaymentProvider;
  jobs: Pick<JobQueue, 'define' | 'schedule'>;
  log: Pick<JobLog, 'warn' | 'info'>;
  clock?: () => Date;
}) {
  const { repo, provider } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Rolls over every live subscription whose period ended by today; answers what happened to each. */
  async function renewDue(now = clock()): Promise<Record<RollOverResult, number>> {
    const today = dayOf(now);
    const counts: Record<RollOverResult, number> = { renewed: 0, cancelled: 0, expired: 0, retry: 0 };
    for (const due of await repo.dueSubscriptions(today, RUN_LIMIT)) {
      try {
        const result = await repo.transaction(async (r) => {
          await r.lockCompany(due.companyId);
          // Read again under the lock: a subscribe call of the company may have changed it meanwhile.
          const sub = await r.liveById(due.id);
          return sub && sub.currentPeriodEnd <= today ? rollOver(r, provider, sub, today) : null;
        });
        if (result) counts[result]++;
      } catch (err) {
        // One company's failure (its database row, a provider outage) does not stop the others'.
        deps.log.warn({ subscriptionId: due.id, error: err instanceof Error ? err.message : String(err) }, 'subscription renewal failed');
      }
    }
    if (counts.renewed + counts.cancelled + counts.expired + counts.retry) deps.log.info({ ...counts }, 'subscriptions rolled over');
    return counts;
  }

  deps.jobs.define(RENEW_DUE_JOB, POLICY, async () => {
    await renewDue();
  });
  deps.jobs.schedule(RENEW_DUE_JOB, RENEW_CRON);
  return { renewDue };
}
