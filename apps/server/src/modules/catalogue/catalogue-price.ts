import { convert, type Money, type PriceHiddenReason, type PriceView, type RateTable } from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { kindOf } from './product-sight.ts';
import { priceHiddenReason, type ProductLevels } from './visibility-policy.ts';

// A product's price as a buyer sees it (issue 11): in the viewer's currency at the reference rate, with the
// supplier's own price beside it, or only the reason it is hidden. One home for the card, the product page and its
// variants, so no answer can carry an amount the price visibility hides.

/** What a price view reads of a product row: its price, and what the price rules read (its levels, its supplier's). */
export interface PricedRow extends Omit<ProductLevels, 'visibility'> {
  companyId: number;
  /** The viewer's company is connected with the supplier. */
  connected: boolean;
  price: number | null;
  currency: Currency;
  /** Variant prices, for a "from … to …" range (a wholesale product priced per variant). */
  variantPrices?: readonly (number | null | undefined)[];
}

/** The lowest and highest of a product's prices (its own and its variants'), or null when it has none. */
function priceRange(row: PricedRow): { min: number; max: number | null } | null {
  const all = [row.price, ...(row.variantPrices ?? [])].filter((p): p is number => p != null);
  if (!all.length) return null;
  const min = Math.min(...all);
  const max = Math.max(...all);
  return { min, max: max > min ? max : null };
}

/**
 * The price of `row` for `viewer` in `currency`: hidden with its reason when the price visibility hides it (no amount
 * leaves the server), or when the supplier gave none.
 */
export function priceView(row: PricedRow, viewer: AuthContext | null, currency: Currency, rates: RateTable): PriceView {
  const hidden: PriceHiddenReason | null = priceHiddenReason(kindOf(viewer, row), row);
  if (hidden) return { state: 'hidden', reason: hidden };
  const range = priceRange(row);
  if (!range) return { state: 'hidden', reason: 'none' };
  const original: Money = { amount: range.min, max: range.max, currency: row.currency };
  const converted: Money = {
    amount: convert(range.min, row.currency, currency, rates),
    max: range.max == null ? null : convert(range.max, row.currency, currency, rates),
    currency,
  };
  return { state: 'shown', converted, original, approximate: row.currency !== currency };
}

/** A single amount (a variant's own price) as a view: the product's visibility, this price alone. */
export function amountView(
  row: PricedRow,
  amount: number | null,
  viewer: AuthContext | null,
  currency: Currency,
  rates: RateTable,
): PriceView {
  return priceView({ ...row, price: amount, variantPrices: [] }, viewer, currency, rates);
}
