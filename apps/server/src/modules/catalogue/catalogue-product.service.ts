import { defaultCurrencyOf, type CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import { memoCache } from '../../platform/memo-cache.ts';
import { presentCatalogueProduct, type DetailSight } from './catalogue-product.presenter.ts';
import type { CatalogueProductRepository, CatalogueProductRow } from './catalogue-product.repository.ts';
import type { FxRatesRepository } from './fx-rates.repository.ts';
import { productSight } from './product-sight.ts';
import type { ProductViewsService, ViewSource } from './product-views.service.ts';

/** The viewer's company and the supplier, as the supplier card shows it; null for a guest and the supplier's own. */
function connectionOf(r: CatalogueProductRow, viewer: AuthContext | null): DetailSight['connection'] {
  if (!viewer || viewer.companyId === r.companyId) return null;
  if (r.requestStatus === 'accepted' || r.reverseAccepted) return 'connected';
  return r.requestStatus === 'pending' ? 'pending' : 'none';
}

/**
 * Whether the viewer may open the product's page: the one product rule (product-sight.ts productSight: the
 * supplier's profile opens to the viewer, its showroom privacy lets them in, published and listed, the product's own
 * level; members see a launch ahead of its release). Published and listed holds for the supplier's own members and
 * staff too: drafts and unlisted products are seen in the showroom manager and its preview
 * (/home/showroom-product-preview), as on the profile's showroom.
 */
function mayOpen(r: CatalogueProductRow, viewer: AuthContext | null): boolean {
  return productSight(viewer, {
    companyId: r.companyId,
    companyStatus: r.company.status,
    joinType: r.company.joinType,
    verificationStatus: r.company.verificationStatus,
    productPrivacy: r.company.productPrivacy,
    published: r.published,
    listed: r.listed,
    visibility: r.visibility,
    priceVisibility: r.priceVisibility,
    released: r.released,
    connected: r.requestStatus === 'accepted' || r.reverseAccepted,
  }).available;
}

/** A buyer's product page (/home/product-detail). */
export function catalogueProductService(deps: {
  repo: CatalogueProductRepository;
  rates: Pick<FxRatesRepository, 'rates'>;
  views: Pick<ProductViewsService, 'record'>;
}) {
  // A product's supplier does not change: kept for the views of shared rendered pages (noteGuestView).
  const suppliers = memoCache<number>({ ttlMs: 10 * 60_000, maxEntries: 5000 });
  return {
    /**
     * The product as the viewer may see it, prices in `currency` (else the language's), or 40400 alike for a product
     * that does not exist and one the viewer may not see, so ids cannot be probed. One statement for the product and
     * everything around it (the reference rates are cached per process); opening it notes one view (off the read path).
     */
    async view(
      viewer: AuthContext | null,
      id: number,
      q: { currency?: Currency },
      locale: Locale,
      source: ViewSource,
    ): Promise<CatalogueProductDetail> {
      const [row, rates] = await Promise.all([deps.repo.detail(id, viewer), deps.rates.rates()]);
      if (!row || !mayOpen(row, viewer)) throw notFound();
      deps.views.record({ id: row.id, companyId: row.companyId }, viewer, source);
      const currency = q.currency ?? defaultCurrencyOf(locale);
      return presentCatalogueProduct(row, viewer, { connection: connectionOf(row, viewer) }, currency, rates, locale);
    },

    /**
     * A guest's opening of the product's page answered from a shared rendered copy (platform/rendered-pages.ts), which
     * runs no view(): noted as view() notes it. The copy was rendered for a guest who could see the product.
     */
    async noteGuestView(id: number, source: ViewSource): Promise<void> {
      const companyId = await suppliers.get(String(id), async () => (await deps.repo.companyOf(id)) ?? 0);
      if (companyId) deps.views.record({ id, companyId }, null, source);
    },
  };
}
export type CatalogueProductService = ReturnType<typeof catalogueProductService>;
