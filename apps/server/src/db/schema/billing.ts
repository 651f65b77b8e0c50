import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { I18nText } from '@gembourse/contracts/locale';
import { companies } from './companies.ts';
import { timestamps } from './columns.ts';

/**
 * The plans a company may subscribe to (issue 13), read from the database so the organiser can change prices and
 * limits without a release. Money is in minor units (cents) of `currency`. A null limit means "no limit".
 */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** The side of the companies the plan is for (their join_type): a company subscribes only to its side's plans. */
  side: text('side', { enum: ['buyer', 'seller'] })
    .notNull()
    .default('seller'),
  name: jsonb('name').$type<I18nText>().notNull(),
  description: jsonb('description').$type<I18nText>(),
  currency: text('currency', { enum: ['CNY', 'USD', 'EUR'] }).notNull(),
  priceMonthlyCents: integer('price_monthly_cents').notNull(),
  priceYearlyCents: integer('price_yearly_cents').notNull(),
  /** Products a company may keep (published or not); null: no limit. */
  maxProducts: integer('max_products'),
  /** Members a company may have, invited ones included; null: no limit. */
  maxUsers: integer('max_users'),
  /** How far back analytics reach, in days (one of LIMITS.analyticsRangesDays). */
  analyticsDays: integer('analytics_days').notNull(),
  /** Whether collections may use the Launch visibility. */
  launchCollections: boolean('launch_collections').notNull().default(false),
  /** Whether the company is featured in the supplier directory and on the home page. */
  featured: boolean('featured').notNull().default(false),
  /** Ranks the plans of a side: a higher one is an upgrade. */
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A company's subscription (SPEC §3 "Subscription": plan, order status, start date, cycle). A company has at most one
 * live row (pending or active, a partial unique index); cancelled and expired ones stay as history. A downgrade or a
 * cancel takes effect at `currentPeriodEnd`: until then `nextPlanId` / `cancelAtPeriodEnd` say what will happen.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    orderStatus: text('order_status', { enum: ['pending', 'active', 'cancelled', 'expired'] }).notNull(),
    startDate: date('start_date').notNull(),
    cycle: text('cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    currentPeriodStart: date('current_period_start').notNull(),
    currentPeriodEnd: date('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade waiting for the end of the period. */
    nextPlanId: integer('next_plan_id').references(() => plans.id),
    nextCycle: text('next_cycle', { enum: ['monthly', 'yearly'] }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId),
    uniqueIndex('subscriptions_company_live_uq')
      .on(t.companyId)
      .where(sql`${t.orderStatus} in ('pending', 'active')`),
  ],
);

export type BillingAddress = { street: string; city: string; state?: string; postalCode: string; country: string };

/**
 * A payment method: only the provider's token, the brand and the last four digits are kept.
 * The full card number and the CVV are never stored (ARCHITECTURE §9).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Which provider issued the token (the built-in test provider, stripe...). */
    provider: text('provider').notNull().default('test'),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    billingAddress: jsonb('billing_address').$type<BillingAddress>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_methods_company_idx').on(t.companyId)],
);

/** One line of an invoice: what was billed, in minor units. `key` and `params` let the PDF say it in any language. */
export type InvoiceLine = {
  key: string;
  params: Record<string, string | number>;
  quantity: number;
  unitCents: number;
  amountCents: number;
};

/**
 * An invoice for a successful charge (issue 13): numbered from invoice_number_seq (unique and increasing; a rolled-back
 * charge may skip a number), with its lines, tax and totals frozen at the time of the charge. Written only when the
 * provider accepted the charge.
 */
/** Invoice numbers: GB-<year>-<6 digits of this sequence>. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    number: text('number').notNull().unique(),
    status: text('status', { enum: ['paid', 'refunded'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    currency: text('currency', { enum: ['CNY', 'USD', 'EUR'] }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Tax rate in basis points (2000 = 20%). */
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Who was billed, as on the day: company name and billing address. */
    billTo: jsonb('bill_to').$type<{ companyName: string; address: BillingAddress }>().notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    providerChargeId: text('provider_charge_id').notNull(),
  },
  (t) => [index('invoices_company_issued_idx').on(t.companyId, t.issuedAt)],
);

/** Stored uploads: named by the server, with the owner and what the content check found. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    kind: text('kind', { enum: ['image', 'pdf', 'excel'] }).notNull(),
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_company_idx').on(t.companyId)],
);
