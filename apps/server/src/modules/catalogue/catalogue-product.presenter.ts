import type { CatalogueProductDetail, ReferenceRate } from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { displayName } from '../company/company.presenter.ts';
import { rateTable } from '@gembourse/contracts/catalogue-search';
import { amountView, priceView, type PricedRow } from './catalogue-price.ts';
import type { CatalogueProductRow } from './catalogue-product.repository.ts';
import { caratTotalOf } from './facet-codes.ts';

/** What the service decided about the viewer and the supplier. */
export interface DetailSight {
  /** The viewer's company and the supplier; null for a guest, the supplier's own members and staff. */
  connection: 'none' | 'pending' | 'connected' | null;
}

/**
 * GET /api/product/view/:id's answer. Every amount goes through catalogue-price.ts (priceView for the card price with
 * its variants' range, amountView for each variant), so no price the viewer may not see is in the JSON; a variant
 * without a price of its own is sold at the product's. The stock only when the supplier tracks inventory; the
 * release time only while a launch is ahead.
 */
export function presentCatalogueProduct(
  r: CatalogueProductRow,
  viewer: AuthContext | null,
  sight: DetailSight,
  currency: Currency,
  rates: readonly ReferenceRate[],
  locale: Locale,
): CatalogueProductDetail {
  const table = rateTable(rates);
  const priced: PricedRow = {
    companyId: r.companyId,
    price: r.price,
    currency: r.currency,
    priceVisibility: r.priceVisibility,
    productPrivacy: r.company.productPrivacy,
    connected: sight.connection === 'connected',
    released: r.released,
    variantPrices: r.variants.map((v) => v.price),
  };
  const companyName = displayName(r.company, locale);
  const verified = r.company.verificationStatus === 'verified';
  const kinds = new Set(r.alertKinds);
  const col = r.collection;
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: r.images[0] ?? null,
    companyId: r.companyId,
    companyName,
    companyCountry: r.company.country,
    verified,
    categories: r.categories,
    metal: r.metal,
    // Rows written before migration 0015 have no carat_total until the backfill job reaches them.
    caratTotal: r.caratTotal ?? caratTotalOf(r.stones),
    price: priceView(priced, viewer, currency, table),
    availability: r.availability,
    immediate: r.immediate,
    releaseAt: !r.released && r.releaseAt ? r.releaseAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    favourite: viewer ? r.favourite : null,
    images: r.images,
    // Sanitised on the way in by the wizard; again on the way out for rows any other path wrote (seed, SQL).
    descriptionHtml: sanitizeRichText(r.descriptionHtml),
    videoUrl: r.videoUrl,
    resources: r.resources,
    tags: r.tags,
    // A brand reads as its company's name does: a default brand carries the company's names (issue 28).
    brand:
      r.brandId != null && r.brandName != null
        ? { id: r.brandId, name: displayName({ name: r.brandName, nameEn: r.brandNameEn }, locale) }
        : null,
    variants: r.variants.map((v) => ({
      name: v.name,
      sku: v.sku ?? null,
      price: amountView(priced, v.price ?? r.price, viewer, currency, table),
    })),
    minOrder: r.minOrder,
    noMinOrderNote: r.noMinOrderNote,
    preorderFrom: r.preorderFrom,
    preorderTo: r.preorderTo,
    stock: r.trackInventory ? r.stock : null,
    jewellery: {
      metal: r.metal,
      fineness: r.fineness,
      grossWeightGrams: r.grossWeightGrams,
      metalWeightGrams: r.metalWeightGrams,
      stones: r.stones,
    },
    supplier: {
      id: r.companyId,
      name: companyName,
      logo: r.company.logo,
      country: r.company.country,
      verified,
      connection: sight.connection,
      qaEnabled: r.company.qaEnabled,
      qaAnonymous: r.company.qaAnonymous,
    },
    collection: col
      ? {
          id: col.id,
          name: col.name,
          releaseAt: new Date(Number(col.releaseMs)).toISOString(),
          event: col.eventId != null ? { id: col.eventId, name: pickText(col.eventTitle, locale) } : null,
        }
      : null,
    alerts: { priceDrop: kinds.has('priceDrop'), backInStock: kinds.has('backInStock') },
    currency,
    rates: [...rates],
  };
}
