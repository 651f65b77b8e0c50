import { z } from 'zod';
import { VERIFICATION_STATUSES } from './company.ts';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { CURRENCIES } from './limits.ts';
import { text } from './primitives.ts';

// A member's favourites (SPEC §2 /home/my-favorites: "favourites: products and brands, wish list, export"). Favourites
// belong to the user, not to the company. The product favourites are the wish list (docs/decisions.md).

/** Cards per page of the favourites page: four rows of six. */
export const FAVOURITE_PAGE_SIZE = 24;
/** Rows one export holds at most; far above what one member collects. */
export const FAVOURITE_EXPORT_MAX = 5000;
export const FAVOURITE_TYPES = ['brand', 'product'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

/** Query of GET /api/company/favorite/brand/list and /product/list: newest first, optionally by keyword. */
export const ZFavouriteListQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(FAVOURITE_PAGE_SIZE),
  keyword: text().trim().max(100).optional(),
});
export type FavouriteListQuery = z.infer<typeof ZFavouriteListQuery>;

/** Query of GET /api/company/favorite/export: which list, with the same keyword as on screen. */
export const ZFavouriteExportQuery = z.object({
  type: z.enum(FAVOURITE_TYPES),
  keyword: text().trim().max(100).optional(),
});
export type FavouriteExportQuery = z.infer<typeof ZFavouriteExportQuery>;

/**
 * A collected brand: one of a supplier's brands (docs/decisions.md "Brands: one model"), with its supplier. `logo` is
 * the brand's, else its company's. `available` is false when the supplier's profile can no longer be opened (the
 * supplier was suspended): the card stays so that it can be removed, without a link.
 */
export const ZFavouriteBrand = z.object({
  /** The brand's id (brands.id): what POST /api/favourite/brand/{id} takes. */
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  country: z.string().nullable(),
  mainProducts: z.array(z.number().int()),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  verified: z.boolean(),
  available: z.boolean(),
  collectedAt: z.string(),
});
export type FavouriteBrand = z.infer<typeof ZFavouriteBrand>;

/**
 * A collected product (the wish list). `available` is false when the viewer may no longer see it (unpublished,
 * made private, showroom closed to them): it is listed as "no longer available", so that it can be removed, with
 * none of its current fields (`name`, `sku`, `image`, `price` and `currency` null; its supplier and when it was
 * collected stay). `price` is also null when its price visibility hides it from the viewer.
 */
export const ZFavouriteProduct = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  available: z.boolean(),
  collectedAt: z.string(),
});
export type FavouriteProduct = z.infer<typeof ZFavouriteProduct>;

export const ZFavouriteBrandPage = pageOf(ZFavouriteBrand);
export type FavouriteBrandPage = z.infer<typeof ZFavouriteBrandPage>;
export const ZFavouriteProductPage = pageOf(ZFavouriteProduct);
export type FavouriteProductPage = z.infer<typeof ZFavouriteProductPage>;
