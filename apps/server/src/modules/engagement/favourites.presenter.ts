import type { Sight } from '../catalogue/product-sight.ts';
import type { FavouriteBrand, FavouriteProduct } from '@gembourse/contracts/favourites';
import type { Locale } from '@gembourse/contracts/locale';
import { displayName } from '../company/company.presenter.ts';
import type { FavouriteBrandRow, FavouriteProductRow } from './favourites.repository.ts';

/**
 * A collected brand card: the brand's name in the reader's language (as a company's reads: a default brand carries its
 * company's names); both names of its supplier travel, the page orders them for the reader as the directory does.
 */
export function presentFavouriteBrand(r: FavouriteBrandRow, available: boolean, locale: Locale): FavouriteBrand {
  return {
    id: r.id,
    name: displayName(r, locale),
    logo: r.logo,
    companyId: r.companyId,
    companyName: r.companyName,
    companyNameEn: r.companyNameEn,
    country: r.country,
    mainProducts: r.mainProducts,
    verificationStatus: r.verificationStatus,
    verified: r.verificationStatus === 'verified',
    available,
    collectedAt: r.collectedAt.toISOString(),
  };
}

/** A collected product card: a product the viewer may no longer see keeps its name only. */
export function presentFavouriteProduct(r: FavouriteProductRow, sight: Sight, locale: Locale): FavouriteProduct {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    image: sight.available ? (r.images[0] ?? null) : null,
    price: sight.available && sight.priceShown ? r.price : null,
    currency: r.currency,
    companyId: r.companyId,
    companyName: displayName({ name: r.companyName, nameEn: r.companyNameEn }, locale),
    available: sight.available,
    collectedAt: r.collectedAt.toISOString(),
  };
}
