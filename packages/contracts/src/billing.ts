import { z } from 'zod';
import { JOIN_TYPES } from './auth.ts';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { CURRENCIES, LIMITS } from './limits.ts';
import { required, text, trimmed, ZCountryCode, ZIdParam } from './primitives.ts';

// Subscriptions, payment and billing (issue 13; SPEC §3 "Subscription and payment", §5, §9 CVV). Messages are i18n
// keys of the web's `billing` namespace; the server answers its own translated messages for the same rules.

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const ORDER_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A company's side (its join_type): plans are sold per side (issue 28: buyers were offered showroom plans). */
export type CompanySide = (typeof JOIN_TYPES)[number];

/** The plan a company without a subscription is on, per side. */
export const FREE_PLAN_CODES: Readonly<Record<CompanySide, string>> = { seller: 'free', buyer: 'buyer-free' };

/**
 * VAT charged on top of a plan's price, by the billing address's country, in basis points (2000 = 20%); every other
 * country: 0 (docs/billing.md "Tax"). An invoice keeps the rate it was issued with.
 */
export const TAX_RATES_BP: Readonly<Record<string, number>> = {
  TR: 2000,
  GB: 2000,
  DE: 1900,
  FR: 2000,
  NL: 2100,
  IT: 2200,
  ES: 2100,
  CN: 600,
};

/** The VAT rate of a billing country, in basis points. */
export function taxRateBpOf(country: string): number {
  return TAX_RATES_BP[country.toUpperCase()] ?? 0;
}

/**
 * The built-in test provider's cards (docs/billing.md): any future expiry and any 3-digit CVV. Every other number
 * that passes the Luhn check succeeds too, as in a real provider's test mode.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** The provider could not process it this time: the payer is asked to try again. */
  retry: '4000000000000119',
} as const;

/** Whether a string of digits passes the Luhn check (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as typed: spaces and dashes dropped, 12 to 19 digits, passing the Luhn check. */
export const ZCardNumber = text()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { message: 'cardNumberRequired' })
      .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), { message: 'cardNumberInvalid' }),
  );

/** Expiry as MM/YY (as printed on cards); refused when the month is over (`now` is the check's clock). */
export function expiryOf(v: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(v);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}
export function expiryPassed(e: { month: number; year: number }, now = new Date()): boolean {
  return e.year < now.getUTCFullYear() || (e.year === now.getUTCFullYear() && e.month < now.getUTCMonth() + 1);
}
export const ZCardExpiry = text()
  .max(7)
  .refine((v) => expiryOf(v) !== null, { message: 'cardExpiryInvalid' })
  .refine(
    (v) => {
      const e = expiryOf(v);
      return !e || !expiryPassed(e);
    },
    { message: 'cardExpired' },
  );

/** CVV: exactly LIMITS.cvvLength digits (SPEC §9). Never stored, never logged. */
export const ZCvv = text().refine((v) => new RegExp(`^\\d{${LIMITS.cvvLength}}$`).test(v), { message: 'cvvInvalid' });

/** The card as the payer types it; it goes to the provider and only a token, brand and last four are kept. */
export const ZCardInput = z.object({
  number: ZCardNumber,
  expiry: ZCardExpiry,
  cvv: ZCvv,
  holderName: required(80),
});
export type CardInput = z.infer<typeof ZCardInput>;

/** The billing address (SPEC §5: street address, city, postal code, country required). */
export const ZBillingAddress = z.object({
  street: required(200),
  city: required(80),
  state: trimmed(80).optional(),
  postalCode: required(20),
  country: ZCountryCode,
});
export type BillingAddressInput = z.infer<typeof ZBillingAddress>;

/** What a plan unlocks. Null: no limit. */
export const ZPlanLimits = z.object({
  maxProducts: z.number().int().nullable(),
  maxUsers: z.number().int().nullable(),
  analyticsDays: z.number().int(),
  launchCollections: z.boolean(),
  featured: z.boolean(),
});
export type PlanLimits = z.infer<typeof ZPlanLimits>;

/**
 * The limits that mean something to a company of each side, in the order the page shows them: a buyer company has
 * no showroom, products or analytics, so its plans differ only in seats (later issues add what a buyer plan unlocks).
 * The manage-subscription page shows these and no others (docs/billing.md "Plans").
 */
export const PLAN_FEATURES: Readonly<Record<CompanySide, readonly (keyof PlanLimits)[]>> = {
  seller: ['maxProducts', 'maxUsers', 'analyticsDays', 'launchCollections', 'featured'],
  buyer: ['maxUsers'],
};

/** A plan, in the caller's language. Money in minor units of `currency`. */
export const ZPlan = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The side of the companies it is for: a company subscribes only to its own side's plans. */
  side: z.enum(JOIN_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  priceMonthlyCents: z.number().int(),
  priceYearlyCents: z.number().int(),
  limits: ZPlanLimits,
});
export type Plan = z.infer<typeof ZPlan>;
export const ZPlanList = z.object({ list: z.array(ZPlan) });
/** GET /api/billing/plans?side=: the plans for one side's companies; without it, every plan on offer. */
export const ZPlanListQuery = z.object({ side: z.enum(JOIN_TYPES).optional() });
export type PlanList = z.infer<typeof ZPlanList>;

/** The stored card: what is kept of it. */
export const ZPaymentMethod = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  billingAddress: ZBillingAddress,
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;

/** The company's subscription (SPEC §3: plan, order status, start date, cycle) and what is scheduled. */
export const ZSubscription = z.object({
  id: z.number().int(),
  plan: ZPlan,
  orderStatus: z.enum(ORDER_STATUSES),
  startDate: z.string(),
  cycle: z.enum(BILLING_CYCLES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade that starts at currentPeriodEnd. */
  nextPlan: ZPlan.nullable(),
  nextCycle: z.enum(BILLING_CYCLES).nullable(),
});
export type Subscription = z.infer<typeof ZSubscription>;

/** GET /api/billing/overview: the manage-subscription page in one answer. */
export const ZBillingOverview = z.object({
  subscription: ZSubscription.nullable(),
  /** The plan whose limits apply now (the free plan without a subscription). */
  effectivePlan: ZPlan,
  usage: z.object({ products: z.number().int(), users: z.number().int() }),
  paymentMethod: ZPaymentMethod.nullable(),
});
export type BillingOverview = z.infer<typeof ZBillingOverview>;

/**
 * POST /api/company/subscriptions: subscribe, upgrade (now, charged at once) or downgrade (at the end of the period).
 * `card` is required when the company has no stored card or wants another; with it, `billingAddress` too. Strict: a
 * field of another name (a company id) is refused, never ignored.
 */
export const ZSubscribeRequest = z.strictObject({
  planCode: required(40),
  cycle: z.enum(BILLING_CYCLES),
  card: ZCardInput.optional(),
  billingAddress: ZBillingAddress.optional(),
});
export type SubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** A row of the invoice list. */
export const ZInvoiceSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(['paid', 'refunded']),
  issuedAt: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.enum(CURRENCIES),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  cardBrand: z.string(),
  cardLast4: z.string(),
});
export type InvoiceSummary = z.infer<typeof ZInvoiceSummary>;
export const ZInvoicePage = pageOf(ZInvoiceSummary);
export type InvoicePage = z.infer<typeof ZInvoicePage>;
export const ZInvoiceListQuery = ZPageQuery;

/**
 * What a subscribe call did: `subscribed` (a new subscription, charged), `upgraded` (at once, charged),
 * `changeScheduled` (a downgrade or a change to a cheaper cycle, from the end of the period, not charged),
 * `cancelScheduled` (the free plan chosen: the subscription ends with the period), `resumed` (the current plan chosen
 * again while a change or a cancel was scheduled: that is undone).
 */
export const SUBSCRIBE_OUTCOMES = ['subscribed', 'upgraded', 'changeScheduled', 'cancelScheduled', 'resumed'] as const;
export type SubscribeOutcome = (typeof SUBSCRIBE_OUTCOMES)[number];

/** What a subscribe call did: the subscription now, and the invoice of the charge if there was one. */
export const ZSubscribeAnswer = z.object({
  outcome: z.enum(SUBSCRIBE_OUTCOMES),
  overview: ZBillingOverview,
  invoice: ZInvoiceSummary.nullable(),
});
export type SubscribeAnswer = z.infer<typeof ZSubscribeAnswer>;

/** POST /api/billing/payment-method: replaces the stored card (the provider checks it; nothing is charged). */
export const ZPaymentMethodRequest = z.strictObject({ card: ZCardInput, billingAddress: ZBillingAddress });

export const ZInvoiceParams = z.object({ id: ZIdParam });
