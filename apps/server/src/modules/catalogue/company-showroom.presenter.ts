import type { ShowroomCollection } from '@gembourse/contracts/company-showroom';
import type { ProductSummary } from '@gembourse/contracts/product';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { ShowroomCollectionRow, ShowroomProductRow } from './company-showroom.repository.ts';
import { priceShown } from './visibility-policy.ts';

/** A showroom product as a card; the price is null where the product's price visibility hides it from the viewer. */
export function presentShowroomProduct(r: ShowroomProductRow, companyName: string, viewer: AuthContext | null): ProductSummary {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: r.images[0] ?? null,
    companyId: r.companyId,
    companyName,
    categories: r.categories,
    currency: r.currency,
    price: priceShown(r, viewer) ? r.price : null,
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
