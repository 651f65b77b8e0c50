import { asc } from 'drizzle-orm';
import type { ReferenceRate } from '@gembourse/contracts/catalogue-search';
import { fxRates } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { memoCache } from '../../platform/memo-cache.ts';

/** How long a process keeps the reference rates before reading them again: they change once a day at most. */
const RATES_TTL_MS = 60_000;

/**
 * The reference rates (fx_rates: units per 1 USD, as of a date), read once a minute per process, so that a search
 * converts prices without a statement of its own. Three rows: USD, CNY, EUR.
 */
export function fxRatesRepository(db: Db) {
  const cache = memoCache<ReferenceRate[]>({ ttlMs: RATES_TTL_MS, maxEntries: 1 });
  const read = async () =>
    db.select({ currency: fxRates.currency, perUsd: fxRates.perUsd, asOf: fxRates.asOf }).from(fxRates).orderBy(asc(fxRates.currency));
  return {
    rates: (): Promise<ReferenceRate[]> => cache.get('rates', read),
  };
}
export type FxRatesRepository = ReturnType<typeof fxRatesRepository>;
