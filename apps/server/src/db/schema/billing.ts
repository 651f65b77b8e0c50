import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from '@gembourse/contracts/locale';
import { companies } from './companies.ts';
import { timestamps } from './columns.ts';

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<I18nText>().notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency', { enum: ['CNY', 'USD', 'EUR'] }).notNull(),
  cycle: text('cycle', { enum: ['monthly', 'yearly'] }).notNull(),
  active: integer('active').notNull().default(1),
});

/** A company's subscription (SPEC §3 "Subscription"). */
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
    ...timestamps,
  },
  (t) => [index('subscriptions_company_idx').on(t.companyId)],
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
