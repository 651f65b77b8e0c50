import type { BillingCycle, Plan, PlanLimits } from '@gembourse/contracts/billing';
import type { Locale } from '@gembourse/contracts/locale';
import { formatPrice, INTL_TAG } from '../../shared/i18n/format.ts';

// Money in the billing answers is in minor units (cents) of the plan's or invoice's currency; every currency we bill
// in (CNY, USD, EUR) has two decimals.
const MINOR_PER_UNIT = 100;

/** A plan price in the viewer's locale, whole amounts without decimals ("$49", "49 $", "US$49"). */
export function formatPlanPrice(cents: number, currency: string, locale: Locale): string {
  return formatPrice(cents / MINOR_PER_UNIT, currency, locale);
}

const exactFormats = new Map<string, Intl.NumberFormat>();

/** An invoice amount in the viewer's locale, always with its cents ("$588.00"), as an invoice reads. */
export function formatAmount(cents: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let f = exactFormats.get(key);
  if (!f) exactFormats.set(key, (f = new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency })));
  return f.format(cents / MINOR_PER_UNIT);
}

const countFormats = new Map<Locale, Intl.NumberFormat>();

/** A count in the viewer's locale ("1,000", "1.000"). */
export function formatCount(n: number, locale: Locale): string {
  let f = countFormats.get(locale);
  if (!f) countFormats.set(locale, (f = new Intl.NumberFormat(INTL_TAG[locale])));
  return f.format(n);
}

/** The price of a plan in a cycle, in cents. */
export function priceOf(plan: Plan, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.priceYearlyCents : plan.priceMonthlyCents;
}

/** What a year on the yearly price saves against twelve monthly payments, in whole percent (0: none). */
export function yearlySavingPercent(plan: Plan): number {
  const twelve = plan.priceMonthlyCents * 12;
  if (twelve <= 0 || plan.priceYearlyCents >= twelve) return 0;
  return Math.round(((twelve - plan.priceYearlyCents) / twelve) * 100);
}

/** Whether a plan costs nothing (the free plan). */
export function isFree(plan: Plan): boolean {
  return plan.priceMonthlyCents === 0 && plan.priceYearlyCents === 0;
}

/** What the company uses now that a plan's limits would not allow: products and users over the plan's maximum. */
export function overLimits(limits: PlanLimits, usage: { products: number; users: number }): { products: boolean; users: boolean } {
  return {
    products: limits.maxProducts !== null && usage.products > limits.maxProducts,
    users: limits.maxUsers !== null && usage.users > limits.maxUsers,
  };
}
