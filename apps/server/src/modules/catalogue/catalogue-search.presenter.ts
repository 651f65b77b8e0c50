import {
  CARAT_BUCKETS,
  FACET_KEYS,
  PRICE_BUCKETS,
  type CatalogueProduct,
  type Facet,
  type FacetKey,
} from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { displayName } from '../company/company.presenter.ts';
import type { RateTable } from '@gembourse/contracts/catalogue-search';
import { priceView } from './catalogue-price.ts';
import { facetValueOfCode } from './catalogue-search-filters.ts';
import type { CatalogueRow } from './catalogue-search.repository.ts';

/** A card of the catalogue: the price only as priceView lets this viewer see it (no hidden amount leaves the server). */
export function presentCatalogueProduct(
  r: CatalogueRow,
  viewer: AuthContext | null,
  locale: Locale,
  currency: Currency,
  rates: RateTable,
): CatalogueProduct {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: r.images[0] ?? null,
    companyId: r.companyId,
    companyName: displayName({ name: r.companyName, nameEn: r.companyNameEn }, locale),
    companyCountry: r.companyCountry,
    verified: r.verified,
    categories: r.categories,
    metal: r.metal,
    caratTotal: r.caratTotal,
    price: priceView(
      {
        companyId: r.companyId,
        price: r.price,
        currency: r.currency,
        priceVisibility: r.priceVisibility,
        productPrivacy: r.productPrivacy,
        connected: r.connected,
        released: r.released,
        variantPrices: r.variants.map((v) => v.price),
      },
      viewer,
      currency,
      rates,
    ),
    availability: r.availability,
    immediate: r.immediate,
    releaseAt: r.releaseAt && !r.released ? r.releaseAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    // A member's hearts are set on the answer afterwards (catalogue-search.service.ts withFavourites).
    favourite: viewer ? false : null,
  };
}

/** Range facets list their buckets in order (every bucket, zero included); the others by count, most first. */
const RANGES: Partial<Record<FacetKey, number>> = { carat: CARAT_BUCKETS.length, price: PRICE_BUCKETS.length };

/** The counted codes as the answer's facets, in FACET_KEYS order. */
export function presentFacets(counts: ReadonlyMap<number, number>): Facet[] {
  const byKey = new Map<FacetKey, Map<string | number, number>>(FACET_KEYS.map((k) => [k, new Map()]));
  for (const [code, n] of counts) {
    const v = facetValueOfCode(code);
    if (v && v.value !== undefined && n > 0) byKey.get(v.key)!.set(v.value, n);
  }
  return FACET_KEYS.map((key) => {
    const values = byKey.get(key)!;
    const buckets = RANGES[key];
    if (buckets !== undefined) {
      return { key, values: Array.from({ length: buckets }, (_, i) => ({ value: i, count: values.get(i) ?? 0 })) };
    }
    const list = [...values].map(([value, count]) => ({ value, count }));
    list.sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
    return { key, values: list };
  });
}
