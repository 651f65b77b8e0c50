import type { BillingCycle } from '@gembourse/contracts/billing';
import type { I18nText } from '@gembourse/contracts/locale';
import type { InvoiceLine } from '../../db/schema/billing.ts';
import { paymentAppError, type PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { taxed, type ChargeLine } from './billing-rules.ts';
import type { BillingStatements, InvoiceRow, PaymentMethodRow, PlanRow } from './billing.repository.ts';

// A charge and its invoice, the one way money is recorded (subscribe, upgrade, renewal): the provider charges the
// stored card first, then the invoice is written in the caller's transaction, so a refused charge writes nothing and
// a written invoice always has a charge. VAT follows the card's billing country.

/** A plan's name in every language as an invoice line's parameters (`plan.en`, `plan.zh-cn`...): frozen on the invoice. */
function named(prefix: string, name: I18nText): Record<string, string> {
  return Object.fromEntries(Object.entries(name).map(([locale, text]) => [`${prefix}.${locale}`, text]));
}

/** An invoice line of `kind` (billing-rules.ts ChargeLine) for `plan` in `cycle`; `from` is the plan left behind. */
export function invoiceLine(
  line: ChargeLine,
  plan: PlanRow,
  cycle: BillingCycle,
  from?: { plan: PlanRow; cycle: BillingCycle },
): InvoiceLine {
  const key = {
    subscription: 'invoiceLineSubscription',
    renewal: 'invoiceLineRenewal',
    upgrade: 'invoiceLineUpgrade',
    credit: 'invoiceLineCredit',
  }[line.kind];
  const params =
    line.kind === 'credit' && from
      ? { ...named('from', from.plan.name), cycle: from.cycle }
      : { ...named('plan', plan.name), ...(from ? named('from', from.plan.name) : {}), cycle };
  return { key, params, quantity: 1, unitCents: line.amountCents, amountCents: line.amountCents };
}

/** Whether the stored card's expiry month is over on `now`. */
export function cardExpired(pm: Pick<PaymentMethodRow, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  return pm.expYear < year || (pm.expYear === year && pm.expMonth < now.getUTCMonth() + 1);
}

export interface ChargeRequest {
  companyId: number;
  subscriptionId: number | null;
  pm: PaymentMethodRow;
  currency: PlanRow['currency'];
  lines: InvoiceLine[];
  periodStart: string;
  periodEnd: string;
  /** The same key never charges twice (a retried request, a retried job). */
  idempotencyKey: string;
  /** When the invoice is dated: now, unless told (the demo seed's past invoices). */
  issuedAt?: Date;
}

/**
 * Charges the lines' total plus VAT on the stored card and writes the invoice with `r` (the caller's transaction).
 * A provider's refusal throws PAYMENT_DECLINED or PAYMENT_RETRY (40200, 40201) before anything is written.
 */
export async function chargeAndInvoice(r: BillingStatements, provider: PaymentProvider, req: ChargeRequest): Promise<InvoiceRow> {
  const subtotalCents = req.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const tax = taxed(subtotalCents, req.pm.billingAddress.country);
  let chargeId: string;
  try {
    ({ chargeId } = await provider.charge(req.pm.providerToken, tax.totalCents, req.currency, req.idempotencyKey));
  } catch (err) {
    throw paymentAppError(err);
  }
  return r.insertInvoice({
    companyId: req.companyId,
    subscriptionId: req.subscriptionId,
    status: 'paid',
    issuedAt: req.issuedAt,
    periodStart: req.periodStart,
    periodEnd: req.periodEnd,
    currency: req.currency,
    lines: req.lines,
    subtotalCents,
    ...tax,
    billTo: { companyName: await r.companyName(req.companyId), address: req.pm.billingAddress },
    cardBrand: req.pm.brand,
    cardLast4: req.pm.last4,
    providerChargeId: chargeId,
  });
}
