import { z } from 'zod';
import { ZUploadUrl } from './company-profile.ts';
import { ZId, text } from './primitives.ts';

// The supplier's brands (SPEC §2 "Shift products to a brand", issue 10 item 5; docs/decisions.md "Brands: one model").
// A brand belongs to one supplier; every supplier has exactly one default brand, named after the company when it is
// created, which cannot be deleted. Deleting another brand moves its products to the default one. Nothing here takes a
// company id: the company is the caller's, and an id of another company's brand answers 40400 like a missing one.

/** Limits of the brand form. The logo is cropped as a company logo is (uploads.ts IMAGE_PURPOSES.logo: 200x200). */
export const BRAND_LIMITS = { nameMax: 60 } as const;

/** A row of GET /api/showroom/brand/list. `productCount` counts every product of the brand, drafts included. */
export const ZOwnBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its English name, shown to English and Turkish readers (null: `name` for every reader). */
  nameEn: z.string().nullable(),
  logo: z.string().nullable(),
  isDefault: z.boolean(),
  productCount: z.number().int(),
  updatedAt: z.string(),
});
export type OwnBrand = z.infer<typeof ZOwnBrand>;

/** The caller company's brands: the default first, then by name. A supplier keeps a handful: no paging. */
export const ZOwnBrands = z.object({ list: z.array(ZOwnBrand) });
export type OwnBrands = z.infer<typeof ZOwnBrands>;

/**
 * Body of POST /api/showroom/brand/save: creates a brand (no `id`) or renames / re-logos one of the caller's. The name
 * is unique within the company whatever its case (a field error on `name` otherwise); `logo` null removes it. The
 * English name is optional (left out or empty: none, the name shows to every reader).
 */
export const ZBrandInput = z
  .object({
    id: ZId.optional(),
    name: text().trim().min(1).max(BRAND_LIMITS.nameMax),
    nameEn: text().trim().max(BRAND_LIMITS.nameMax).nullable().optional(),
    logo: ZUploadUrl.nullable().optional(),
  })
  .strict();
export type BrandInput = z.infer<typeof ZBrandInput>;
export type BrandInputValues = z.input<typeof ZBrandInput>;

/** Body of POST /api/showroom/brand/delete. */
export const ZBrandDelete = z.object({ id: ZId }).strict();
export type BrandDelete = z.infer<typeof ZBrandDelete>;

/** Answer of the delete: how many products moved to the default brand. */
export const ZBrandDeleteResult = z.object({ moved: z.number().int(), defaultBrandId: z.number().int() });
export type BrandDeleteResult = z.infer<typeof ZBrandDeleteResult>;
