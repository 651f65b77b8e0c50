import type { CatalogueAnswer, CatalogueProduct, PriceView } from '@gembourse/contracts/catalogue-search';

/** A price shown in the supplier's own currency (no conversion). */
export const usdPrice = (amount: number, max: number | null = null): PriceView => ({
  state: 'shown',
  converted: { amount, max, currency: 'USD' },
  original: { amount, max, currency: 'USD' },
  approximate: false,
});

/** A catalogue card as the search answers it; override what a test cares about. */
export function catalogueProduct(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 701,
    name: 'Burmese Ruby Halo Ring',
    sku: 'RB-701',
    image: null,
    companyId: 11,
    companyName: 'Aurora Gems',
    companyCountry: 'HK',
    verified: true,
    categories: [30733],
    metal: null,
    caratTotal: 1.2,
    price: usdPrice(1250),
    availability: 'stock',
    immediate: false,
    releaseAt: null,
    createdAt: '2026-02-01T00:00:00Z',
    favourite: false,
    ...overrides,
  };
}

/** A search answer: one page of products with exact counts, in US dollars. */
export function catalogueAnswer(overrides: Partial<CatalogueAnswer> = {}): CatalogueAnswer {
  return {
    list: [catalogueProduct()],
    total: 1,
    totalExact: true,
    page: 1,
    pageSize: 24,
    next: null,
    prev: null,
    facets: [],
    facetsExact: true,
    sort: 'newest',
    seed: null,
    currency: 'USD',
    rates: [
      { currency: 'USD', perUsd: 1, asOf: '2026-11-27' },
      { currency: 'EUR', perUsd: 0.92, asOf: '2026-11-27' },
      { currency: 'CNY', perUsd: 7.2, asOf: '2026-11-27' },
    ],
    limited: false,
    ...overrides,
  };
}
