import { useQuery } from '@tanstack/react-query';
import { convert, rateTable, type Money, type PriceView } from '@gembourse/contracts/catalogue-search';
import { catalogueSearchApi } from '@gembourse/contracts/catalogue-search.api';
import type { Currency } from '@gembourse/contracts/limits';
import { callApi } from '../../shared/api/endpoint-client.ts';

/** The rates change once a day at most: one read per visit is plenty. */
const RATES_STALE_MS = 60 * 60_000;

/** GET /api/product/rates: the reference rates the server converts prices with (for figures it does not convert). */
export function useReferenceRates() {
  return useQuery({
    queryKey: ['catalogue', 'rates'] as const,
    queryFn: ({ signal }) => callApi(catalogueSearchApi.rates, {}, { hideErrorMsg: true, signal }),
    staleTime: RATES_STALE_MS,
  });
}

/**
 * A supplier's own figure (a profile's wholesale range) as PriceText shows a product's price: in the viewer's
 * currency by the same conversion as the server's (contracts `convert`), with the supplier's own beside it.
 */
export function shownPrice(original: Money, to: Currency, rates: Parameters<typeof rateTable>[0]): PriceView {
  const table = rateTable(rates);
  const converted: Money = {
    amount: convert(original.amount, original.currency, to, table),
    max: original.max == null ? null : convert(original.max, original.currency, to, table),
    currency: to,
  };
  return { state: 'shown', converted, original, approximate: original.currency !== to };
}
