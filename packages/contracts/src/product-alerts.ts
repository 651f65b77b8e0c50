import { z } from 'zod';
import { text } from './primitives.ts';

// Alerts (SPEC §4 "Product alert: set or cancelled", issue 11 item 5): on a product (its price drops, it is back in
// stock) or on a saved search (new products that match it). A supplier's change that triggers one writes an in-app
// notification and, when the member's preferences say so, an e-mail in their e-mail language, at most once per product
// (or saved search) per day.

export const PRODUCT_ALERT_KINDS = ['priceDrop', 'backInStock'] as const;
export type ProductAlertKind = (typeof PRODUCT_ALERT_KINDS)[number];

/** POST /api/product/alert/:id: set (on: true) or cancel an alert of one kind; idempotent. */
export const ZProductAlertToggle = z.object({ kind: z.enum(PRODUCT_ALERT_KINDS), on: z.boolean() }).strict();
export type ProductAlertToggle = z.infer<typeof ZProductAlertToggle>;
/** The product's alerts for the caller after the change. */
export const ZProductAlertState = z.object({ priceDrop: z.boolean(), backInStock: z.boolean() });
export type ProductAlertState = z.infer<typeof ZProductAlertState>;

export const SAVED_SEARCH_LIMITS = {
  nameMax: 60,
  /** The search's query string as /home/product's URL holds it (without the page and cursors). */
  queryMax: 2000,
  perMember: 20,
} as const;

/**
 * POST /api/product/saved-search: save the search whose /home/product query string is `query` (checked as a
 * catalogue query: a 40000 names what is wrong), to be told about new products that match it.
 */
export const ZSaveSearch = z
  .object({
    name: text().trim().min(1).max(SAVED_SEARCH_LIMITS.nameMax),
    query: text().trim().max(SAVED_SEARCH_LIMITS.queryMax),
  })
  .strict();
export type SaveSearch = z.infer<typeof ZSaveSearch>;

export const ZSavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
  createdAt: z.string(),
  /** When new matches were last announced (null: not yet). */
  notifiedAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof ZSavedSearch>;

/**
 * A product alert as the member's list shows it. `available` false: the member may no longer see the product; it is
 * listed as "no longer available" (so that the alert can be cancelled) without its current fields (`name` and
 * `image` null).
 */
export const ZAlertedProduct = z.object({
  productId: z.number().int(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  kinds: z.array(z.enum(PRODUCT_ALERT_KINDS)),
  available: z.boolean(),
});
export type AlertedProduct = z.infer<typeof ZAlertedProduct>;

/** GET /api/product/alert/list: the member's product alerts and saved searches. */
export const ZMyAlerts = z.object({ products: z.array(ZAlertedProduct), searches: z.array(ZSavedSearch) });
export type MyAlerts = z.infer<typeof ZMyAlerts>;
