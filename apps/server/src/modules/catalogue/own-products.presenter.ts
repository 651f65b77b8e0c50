import type { Locale } from '@gembourse/contracts/locale';
import type { OwnProduct } from '@gembourse/contracts/own-products';
import { displayName } from '../company/company.presenter.ts';
import type { OwnProductRow } from './own-products.repository.ts';

/** A row of the supplier's own list: everything the table shows, prices never hidden (the products are the caller's). */
export function presentOwnProduct(r: OwnProductRow, locale: Locale): OwnProduct {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: r.images[0] ?? null,
    categories: r.categories,
    tags: r.tags,
    brandId: r.brandId,
    brandName: r.brandName === null ? null : displayName({ name: r.brandName, nameEn: r.brandNameEn }, locale),
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

/** A brand as the list's filter and "shift to a brand" name it: in the reader's language, as a company name reads. */
export function presentBrandOption(b: { id: number; name: string; nameEn: string | null }, locale: Locale): { id: number; name: string } {
  return { id: b.id, name: displayName(b, locale) };
}
