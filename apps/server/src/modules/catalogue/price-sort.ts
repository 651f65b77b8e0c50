import type { RateTable } from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';

// products.price_sort: every price in one unit, so that a list sorts prices across currencies. One home for the
// rates and the conversion: the wizard, the Excel import and the demo seed all write price_sort through it.

/** Units of each currency per 1 USD. Fixed reference rates: a sort order, not a quote (docs/decisions.md). */
export const FX_PER_USD: RateTable = { USD: 1, CNY: 7.1, EUR: 0.92 };

/**
 * A price in `currency` converted to USD cents (the products.price_sort column; a catalogue price range is compared
 * with it in the same unit, at the rates given); null stays null.
 */
export function priceSortOf(price: number, currency: Currency, rates?: RateTable): number;
export function priceSortOf(price: number | null, currency: Currency, rates?: RateTable): number | null;
export function priceSortOf(price: number | null, currency: Currency, rates: RateTable = FX_PER_USD): number | null {
  return price == null ? null : Math.round((price / rates[currency]) * 100);
}
