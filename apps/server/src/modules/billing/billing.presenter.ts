import type { BillingOverview, InvoiceSummary, PaymentMethod, Plan, Subscription } from '@gembourse/contracts/billing';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import type { InvoiceRow, PaymentMethodRow, PlanRow, SubscriptionRow } from './billing.repository.ts';
import { limitsOf } from './plan-limits.ts';

// Rows as the billing answers show them: never a provider token, never a charge id.

/** A plan in the caller's language with what it unlocks. */
export function presentPlan(p: PlanRow, locale: Locale): Plan {
  return {
    id: p.id,
    code: p.code,
    side: p.side,
    name: pickText(p.name, locale),
    description: p.description ? pickText(p.description, locale) : null,
    currency: p.currency,
    priceMonthlyCents: p.priceMonthlyCents,
    priceYearlyCents: p.priceYearlyCents,
    limits: limitsOf(p),
  };
}

/** The stored card: brand, last four, expiry and billing address; the token stays on the server. */
export function presentPaymentMethod(m: PaymentMethodRow): PaymentMethod {
  return { brand: m.brand, last4: m.last4, expMonth: m.expMonth, expYear: m.expYear, billingAddress: m.billingAddress };
}

/** The live subscription with its plan and the scheduled one, from `plans` (by id). */
export function presentSubscription(s: SubscriptionRow, plans: ReadonlyMap<number, PlanRow>, locale: Locale): Subscription {
  const next = s.nextPlanId !== null ? plans.get(s.nextPlanId) : undefined;
  return {
    id: s.id,
    plan: presentPlan(plans.get(s.planId)!, locale),
    orderStatus: s.orderStatus,
    startDate: s.startDate,
    cycle: s.cycle,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    nextPlan: next ? presentPlan(next, locale) : null,
    nextCycle: s.nextCycle,
  };
}

export function presentInvoiceSummary(i: InvoiceRow): InvoiceSummary {
  return {
    id: i.id,
    number: i.number,
    status: i.status,
    issuedAt: i.issuedAt.toISOString(),
    periodStart: i.periodStart,
    periodEnd: i.periodEnd,
    currency: i.currency,
    subtotalCents: i.subtotalCents,
    taxCents: i.taxCents,
    totalCents: i.totalCents,
    cardBrand: i.cardBrand,
    cardLast4: i.cardLast4,
  };
}

/** The manage-subscription page's answer. */
export function presentOverview(
  parts: {
    subscription: SubscriptionRow | undefined;
    effective: PlanRow;
    plans: ReadonlyMap<number, PlanRow>;
    usage: { products: number; users: number };
    paymentMethod: PaymentMethodRow | undefined;
  },
  locale: Locale,
): BillingOverview {
  return {
    subscription: parts.subscription ? presentSubscription(parts.subscription, parts.plans, locale) : null,
    effectivePlan: presentPlan(parts.effective, locale),
    usage: parts.usage,
    paymentMethod: parts.paymentMethod ? presentPaymentMethod(parts.paymentMethod) : null,
  };
}
