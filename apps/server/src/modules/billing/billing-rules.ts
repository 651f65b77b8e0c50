import type { BillingCycle } from '@gembourse/contracts/billing';
import { taxRateBpOf } from '@gembourse/contracts/billing';

// The arithmetic of subscriptions (docs/decisions.md "Subscriptions and billing"): periods in whole UTC days, prices
// in cents, proration by days, VAT on top. No I/O: billing.service.ts decides with these, and tests check them alone.

const DAY_MS = 86_400_000;

/** A UTC day as the `date` columns hold it: YYYY-MM-DD. */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** Whole days from day `a` to day `b` (negative when b is before a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/**
 * The day one cycle after `day`, on the subscription's anchor day of the month (its start day): a month after 31
 * January is 28 (or 29) February, and a month after that is 31 March again, not 28 March.
 */
export function addCycle(day: string, cycle: BillingCycle, anchorDay: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const months = cycle === 'monthly' ? 1 : 12;
  const year = d.getUTCFullYear() + Math.floor((d.getUTCMonth() + months) / 12);
  const month = (d.getUTCMonth() + months) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year, month, Math.min(anchorDay, last))));
}

/** The day of the month a subscription renews on: its start day. */
export const anchorOf = (startDate: string): number => Number(startDate.slice(8, 10));

/** What a plan costs the company. */
export interface Priced {
  id: number;
  sort: number;
  priceMonthlyCents: number;
  priceYearlyCents: number;
}

/** The price of one period of `plan` in `cycle`, in cents. */
export const priceOf = (plan: Priced, cycle: BillingCycle): number =>
  cycle === 'monthly' ? plan.priceMonthlyCents : plan.priceYearlyCents;

/** The part of `cents` that `remainingDays` of `periodDays` are worth (what is left of a period), in whole cents. */
export function prorate(cents: number, remainingDays: number, periodDays: number): number {
  if (periodDays <= 0 || remainingDays <= 0) return 0;
  return Math.round((cents * Math.min(remainingDays, periodDays)) / periodDays);
}

/** VAT on `subtotalCents` for a billing country: the rate kept on the invoice, the tax and the total charged. */
export function taxed(subtotalCents: number, country: string): { taxRateBp: number; taxCents: number; totalCents: number } {
  const taxRateBp = taxRateBpOf(country);
  const taxCents = Math.round((subtotalCents * taxRateBp) / 10_000);
  return { taxRateBp, taxCents, totalCents: subtotalCents + taxCents };
}

/** The live subscription as the decision needs it. */
export interface Current {
  plan: Priced;
  cycle: BillingCycle;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  nextPlanId: number | null;
}

/**
 * What choosing `target` in `cycle` does, given the live subscription (null: the company is on the free plan):
 * - `same`: already so, nothing scheduled (409);
 * - `resume`: the current plan chosen again while a cancel or a change is scheduled: that is undone;
 * - `cancel`: the free plan chosen: the subscription ends with its period;
 * - `new`: a first subscription, charged in full for one period from today;
 * - `upgrade`: a higher plan, or the same plan from monthly to yearly: at once, charged now (see upgradeCharge);
 * - `schedule`: a lower plan, or the same plan from yearly to monthly: from the end of the period, not charged.
 */
export type Decision = 'same' | 'resume' | 'cancel' | 'new' | 'upgrade' | 'schedule';

export function decide(current: Current | null, target: Priced & { free: boolean }, cycle: BillingCycle): Decision {
  if (target.free) return current ? 'cancel' : 'same';
  if (!current) return 'new';
  if (target.id === current.plan.id && cycle === current.cycle) {
    return current.cancelAtPeriodEnd || current.nextPlanId !== null ? 'resume' : 'same';
  }
  if (target.sort !== current.plan.sort) return target.sort > current.plan.sort ? 'upgrade' : 'schedule';
  // Same rank (the same plan), another cycle: a longer commitment starts now, a shorter one with the next period.
  return cycle === 'yearly' ? 'upgrade' : 'schedule';
}

/** One line of an upgrade's invoice, before its texts are chosen: what it is and its amount in cents. */
export interface ChargeLine {
  kind: 'subscription' | 'upgrade' | 'credit' | 'renewal';
  amountCents: number;
}

/**
 * What an upgrade charges on `today`. In the same cycle the period stays and the difference between the two prices
 * is charged for the days left of it. When the cycle changes a new period starts today, charged in full, less what
 * the days left of the old one were worth (never below zero).
 */
export function upgradeCharge(
  current: Current,
  target: Priced,
  cycle: BillingCycle,
  today: string,
): { newPeriod: boolean; lines: ChargeLine[]; subtotalCents: number } {
  const periodDays = daysBetween(current.currentPeriodStart, current.currentPeriodEnd);
  const left = daysBetween(today, current.currentPeriodEnd);
  if (cycle === current.cycle) {
    const difference = prorate(priceOf(target, cycle) - priceOf(current.plan, cycle), left, periodDays);
    const amount = Math.max(0, difference);
    return { newPeriod: false, lines: [{ kind: 'upgrade', amountCents: amount }], subtotalCents: amount };
  }
  const full = priceOf(target, cycle);
  const credit = Math.min(full, prorate(priceOf(current.plan, current.cycle), left, periodDays));
  const lines: ChargeLine[] = [{ kind: 'subscription', amountCents: full }];
  if (credit > 0) lines.push({ kind: 'credit', amountCents: -credit });
  return { newPeriod: true, lines, subtotalCents: full - credit };
}
