// The demo companies' plans (issue 13): Aurora Gems (supplier@example.com) on Pro, monthly, paid with a test card,
// renewed once (two invoices); other suppliers a mix of Free and Pro, each on the smallest plan at least its demo
// products and members fit (a larger SEED_PRODUCTS moves some up); buyers and the organiser on Free (no subscription).
// Cards are the built-in test provider's tokens, so renewals of the demo subscriptions go through (billing-renewal.ts).
import { asc, eq } from 'drizzle-orm';
import type { BillingCycle } from '@gembourse/contracts/billing';
import { billingRepository } from '../../../modules/billing/billing.repository.ts';
import { chargeAndInvoice, invoiceLine } from '../../../modules/billing/billing-charges.ts';
import { addCycle, anchorOf, dayOf, priceOf } from '../../../modules/billing/billing-rules.ts';
import type { Db } from '../../../platform/db/database.ts';
import { testPaymentProvider, testTokenOf } from '../../../platform/payments/test-payment-provider.ts';
import { plans } from '../../schema/index.ts';

/** A demo company as its plan is chosen: what it uses and where it bills. */
export interface BillingSeedCompany {
  id: number;
  /** aurora: supplier@'s company; seller: another supplier (its index among the sellers); buyer and organiser: Free. */
  kind: 'aurora' | 'seller' | 'buyer' | 'organiser';
  index: number;
  products: number;
  users: number;
  address: { street: string; city: string; postalCode: string; country: string };
}

type Plan = typeof plans.$inferSelect;
const DAY = 86_400_000;

/** Whether a company's demo rows fit a plan's limits. */
const fits = (p: Plan, c: BillingSeedCompany) =>
  (p.maxProducts === null || c.products <= p.maxProducts) && (p.maxUsers === null || c.users <= p.maxUsers);

/** The plan and cycle of a demo supplier, or null for Free; the start of its subscription, in days before today. */
function choiceOf(c: BillingSeedCompany, offered: Plan[]): { plan: Plan; cycle: BillingCycle; daysAgo: number } | null {
  if (c.kind === 'buyer' || c.kind === 'organiser') return null;
  const wanted = c.kind === 'aurora' || c.index % 3 === 1 ? 'pro' : 'free';
  const from = offered.findIndex((p) => p.code === wanted);
  const plan = offered.slice(from).find((p) => fits(p, c)) ?? offered[offered.length - 1];
  if (plan.priceMonthlyCents === 0) return null;
  if (c.kind === 'aurora') return { plan, cycle: 'monthly', daysAgo: 45 };
  // Within their first period, so each has one invoice.
  return { plan, cycle: c.index % 2 ? 'monthly' : 'yearly', daysAgo: 1 + ((c.index * 7) % 25) };
}

/**
 * Writes the demo subscriptions, their test cards and invoices (one per period charged so far), through billing's own
 * repository and charge path, in the demo seed's transaction. Answers how many subscriptions it wrote.
 */
export async function seedBilling(tx: Db, companies: readonly BillingSeedCompany[], now = new Date()): Promise<number> {
  const repo = billingRepository(tx);
  const provider = testPaymentProvider();
  const offered = await tx.select().from(plans).where(eq(plans.side, 'seller')).orderBy(asc(plans.sort));
  const today = dayOf(now);
  let written = 0;
  for (const c of companies) {
    const choice = choiceOf(c, offered);
    if (!choice) continue;
    const { plan, cycle } = choice;
    const start = dayOf(new Date(now.getTime() - choice.daysAgo * DAY));
    const anchor = anchorOf(start);
    const visa = c.kind === 'aurora' || c.index % 2 === 0;
    const pm = await repo.replacePaymentMethod({
      companyId: c.id,
      provider: provider.name,
      providerToken: testTokenOf(`demo-card-${c.id}`),
      brand: visa ? 'visa' : 'mastercard',
      last4: visa ? '4242' : '4444',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      billingAddress: c.address,
    });
    const periods: [string, string][] = [];
    for (let s = start, e = addCycle(s, cycle, anchor); ; s = e, e = addCycle(e, cycle, anchor)) {
      periods.push([s, e]);
      if (e > today) break;
    }
    const [periodStart, periodEnd] = periods[periods.length - 1];
    const sub = await repo.insertSubscription({
      companyId: c.id,
      planId: plan.id,
      orderStatus: 'active',
      startDate: start,
      cycle,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      paymentMethodId: pm.id,
      createdAt: new Date(`${start}T09:00:00Z`),
    });
    for (const [i, [s, e]] of periods.entries()) {
      const line = invoiceLine({ kind: i === 0 ? 'subscription' : 'renewal', amountCents: priceOf(plan, cycle) }, plan, cycle);
      await chargeAndInvoice(repo, provider, {
        companyId: c.id,
        subscriptionId: sub.id,
        pm,
        currency: plan.currency,
        lines: [line],
        periodStart: s,
        periodEnd: e,
        idempotencyKey: `demo:${c.id}:${s}`,
        // Issued on the day its period started.
        issuedAt: new Date(`${s}T09:00:00Z`),
      });
    }
    written++;
  }
  return written;
}
