import type { RateTable } from '@gembourse/contracts/catalogue-search';
import type { ShowroomCollection, ShowroomProduct } from '@gembourse/contracts/company-showroom';
import type { Currency } from '@gembourse/contracts/limits';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { priceView } from './catalogue-price.ts';
import type { ShowroomCollectionRow, ShowroomProductRow } from './company-showroom.repository.ts';
import type { ShowroomPrivacy } from './visibility-policy.ts';

/** A showroom product as a card, its price as the catalogue's cards show it (catalogue-price.ts). */
export function presentShowroomProduct(
  r: ShowroomProductRow & { productPrivacy: ShowroomPrivacy; connected: boolean },
  companyName: string,
  viewer: AuthContext | null,
  prices: { currency: Currency; rates: RateTable },
): ShowroomProduct {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: r.images[0] ?? null,
    companyId: r.companyId,
    companyName,
    categories: r.categories,
    price: priceView({ ...r, variantPrices: r.variants.map((v) => v.price) }, viewer, prices.currency, prices.rates),
    immediate: r.immediate,
    availability: r.availability,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A collection as a card on the profile. */
export function presentShowroomCollection(r: ShowroomCollectionRow): ShowroomCollection {
  return {
    id: r.id,
    name: r.name,
    cover: r.cover,
    visibility: r.visibility,
    releaseAt: r.releaseAt.toISOString(),
    released: r.released,
    productCount: r.productCount,
  };
}
