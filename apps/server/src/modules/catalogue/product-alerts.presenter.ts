import type { AlertedProduct, ProductAlertKind, ProductAlertState, SavedSearch } from '@gembourse/contracts/product-alerts';
import type { SavedSearchRow } from './saved-searches.repository.ts';

/** The caller's alerts on one product, as the toggle answers them. */
export function presentAlertState(kinds: readonly ProductAlertKind[]): ProductAlertState {
  return { priceDrop: kinds.includes('priceDrop'), backInStock: kinds.includes('backInStock') };
}

/**
 * An alerted product. One the owner may no longer see is listed as "no longer available", so that the alert can be
 * cancelled, without its current name or image (it may have been made private and renamed since: issue 28 item 11).
 */
export function presentAlertedProduct(
  r: { productId: number; name: string; images: string[]; kinds: ProductAlertKind[] },
  available: boolean,
): AlertedProduct {
  return {
    productId: r.productId,
    name: available ? r.name : null,
    image: available ? (r.images[0] ?? null) : null,
    kinds: r.kinds,
    available,
  };
}

export function presentSavedSearch(r: SavedSearchRow): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    query: r.query,
    createdAt: r.createdAt.toISOString(),
    notifiedAt: r.notifiedAt ? r.notifiedAt.toISOString() : null,
  };
}
