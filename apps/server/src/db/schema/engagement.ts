import { CURRENCIES } from '@gembourse/contracts/limits';
import { PRODUCT_ALERT_KINDS } from '@gembourse/contracts/product-alerts';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { products } from './showroom.ts';
import { users } from './users.ts';

/** Favourites: a product or a brand (brands.id: a supplier's brand) collected by a user. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['product', 'brand'] }).notNull(),
    targetId: integer('target_id').notNull(),
    wishList: boolean('wish_list').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] })],
);

/** Product alerts: tell the user when a product's price drops or it is back in stock (contracts product-alerts.ts). */
export const productAlerts = pgTable(
  'product_alerts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRODUCT_ALERT_KINDS }).notNull().default('priceDrop'),
    /** When this alert last notified: at most once per product per day. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.kind] }), index('product_alerts_product_idx').on(t.productId)],
);

/** Saved searches: a member is told about new products matching a catalogue query (contracts product-alerts.ts). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The /home/product query string, as ZCatalogueQuery reads it. */
    query: text('query').notNull(),
    /** Products first published after this are new to the search (moved on by each check). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** When new matches were last announced: at most once a day. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Reference exchange rates (issue 11): units of a currency per 1 USD, as of a date; shown as approximate. */
export const fxRates = pgTable('fx_rates', {
  currency: text('currency', { enum: CURRENCIES }).primaryKey(),
  perUsd: numeric('per_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
});

/** Product Q&A: questions (optionally anonymous) and the supplier's answer. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    anonymous: boolean('anonymous').notNull().default(false),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_product_idx').on(t.productId, t.createdAt)],
);

/** Contact requests between a member and a supplier: pending, then accepted ('Contact has been established'). */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterCompanyId: integer('requester_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierCompanyId: integer('supplier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connections_pair_uq').on(t.requesterCompanyId, t.supplierCompanyId),
    index('connections_supplier_idx').on(t.supplierCompanyId, t.status),
  ],
);
