import type { LatestProductsQuery, ProductSummary } from '@gembourse/contracts/product';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { displayName } from '../company/company.presenter.ts';
import type { ProductRepository, ProductRow } from './product.repository.ts';
import { priceShown } from './visibility-policy.ts';

/** A product card of the feed; the price is null where its price visibility hides it from the viewer. */
export function presentProduct(r: ProductRow, viewer: AuthContext | null, locale: Locale): ProductSummary {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: r.images[0] ?? null,
    companyId: r.companyId,
    companyName: displayName({ name: r.companyName, nameEn: r.companyNameEn }, locale),
    categories: r.categories,
    currency: r.currency,
    price: priceShown(r, viewer) ? r.price : null,
    immediate: r.immediate,
    availability: r.availability,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Products across suppliers (the home page's new products; the full catalogue arrives with the showroom issue). */
export function productService(repo: ProductRepository) {
  return {
    /** The newest released products the viewer may see, by the one visibility policy (visibility-policy.ts). */
    async latest(viewer: AuthContext | null, q: LatestProductsQuery, locale: Locale): Promise<ProductSummary[]> {
      return (await repo.latest(viewer, q.limit)).map((r) => presentProduct(r, viewer, locale));
    },
  };
}
export type ProductService = ReturnType<typeof productService>;
