import type { BillingCycle, BillingOverview, Plan, Subscription } from '@gembourse/contracts/billing';
import { isFree, overLimits } from './billing-format.ts';

/** Whether a subscription still runs (pending or active); cancelled and expired ones are history. */
export function isLive(sub: Subscription | null | undefined): sub is Subscription {
  return sub != null && (sub.orderStatus === 'active' || sub.orderStatus === 'pending');
}

/**
 * What a plan card offers in the chosen cycle:
 * - current: the plan (and cycle) the company is on;
 * - scheduled: the change already waiting for the end of the period;
 * - subscribe: a first paid plan (checkout, charged now);
 * - upgrade: a higher plan, or yearly instead of monthly (checkout, charged now; the server decides the amount);
 * - downgrade: a lower plan, or monthly instead of yearly, at the end of the period (a confirmation, nothing charged);
 *   `blocked` says what the company uses beyond the plan's limits (the server refuses such a downgrade: PLAN_LIMIT);
 * - cancel: the free plan while on a paid one, which is cancelling at the end of the period.
 */
export type PlanAction =
  | { kind: 'current' }
  | { kind: 'scheduled' }
  | { kind: 'subscribe' }
  | { kind: 'upgrade'; cycleOnly: boolean }
  | { kind: 'downgrade'; cycleOnly: boolean; blocked: { products: boolean; users: boolean } }
  | { kind: 'cancel' };

/**
 * What the card of `plan` offers in `cycle`, given the company's overview. `order` is the plans' codes as the server
 * lists them, lowest first (its rank decides upgrade or downgrade, as the server's does); a plan it does not name
 * ranks by its monthly price.
 */
export function planActionOf(plan: Plan, cycle: BillingCycle, overview: BillingOverview, order: readonly string[] = []): PlanAction {
  const rank = (p: Plan) => {
    const at = order.indexOf(p.code);
    return at >= 0 ? at : p.priceMonthlyCents;
  };
  const sub = isLive(overview.subscription) ? overview.subscription : null;
  if (!sub) {
    if (plan.code === overview.effectivePlan.code || isFree(plan)) return { kind: 'current' };
    return { kind: 'subscribe' };
  }
  if (isFree(plan)) return sub.cancelAtPeriodEnd ? { kind: 'scheduled' } : { kind: 'cancel' };
  if (!sub.cancelAtPeriodEnd && sub.nextPlan?.code === plan.code && (sub.nextCycle ?? sub.cycle) === cycle) return { kind: 'scheduled' };
  const blocked = overLimits(plan.limits, overview.usage);
  if (plan.code === sub.plan.code) {
    if (cycle === sub.cycle) return { kind: 'current' };
    return cycle === 'yearly' ? { kind: 'upgrade', cycleOnly: true } : { kind: 'downgrade', cycleOnly: true, blocked };
  }
  return rank(plan) > rank(sub.plan) ? { kind: 'upgrade', cycleOnly: false } : { kind: 'downgrade', cycleOnly: false, blocked };
}
