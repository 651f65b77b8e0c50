import type { OwnProduct } from '@gembourse/contracts/own-products';
import type { OwnProductRow } from './own-products.repository.ts';

/** A row of the supplier's own list: everything the table shows, prices never hidden (the products are the caller's). */
export function presentOwnProduct(r: OwnProductRow): OwnProduct {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: r.images[0] ?? null,
    categories: r.categories,
    tags: r.tags,
    brandId: r.brandId,
    brandName: r.brandName,
    currency: r.currency,
    price: r.price,
    published: r.published,
    listed: r.listed,
    immediate: r.immediate,
    availability: r.availability,
    stock: r.stock,
    visibility: r.visibility,
    priceVisibility: r.priceVisibility,
    releaseAt: r.releaseAt?.toISOString() ?? null,
    released: r.released,
    displaySeq: r.displaySeq,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
