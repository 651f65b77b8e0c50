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

/**
 * A collected product card. One the viewer may no longer see is listed as "no longer available", so that it can be
 * removed, without any of its current fields (name, SKU, image, price, currency): it may have been made private and
 * renamed since it was collected (issue 28 item 11). Its supplier and when it was collected stay.
 */
export function presentFavouriteProduct(r: FavouriteProductRow, sight: Sight, locale: Locale): FavouriteProduct {
  const shown = sight.available;
  return {
    id: r.id,
    name: shown ? r.name : null,
    sku: shown ? r.sku : null,
    image: shown ? (r.images[0] ?? null) : null,
    price: shown && sight.priceShown ? r.price : null,
    currency: shown ? r.currency : null,
    companyId: r.companyId,
    companyName: displayName({ name: r.companyName, nameEn: r.companyNameEn }, locale),
    available: shown,
    collectedAt: r.collectedAt.toISOString(),
  };
}
