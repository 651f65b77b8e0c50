import { z } from 'zod';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { CURRENCIES } from './limits.ts';
import { ZId, ZIdParam, text } from './primitives.ts';
import { PERM, type PermCode } from './permissions.ts';
import { AVAILABILITIES, PRODUCT_VISIBILITIES } from './product.ts';

// The supplier's own product list in the showroom (SPEC §2 "Showroom product list with sorting, filtering and batch
// actions"): every product of the caller's company, drafts and unpublished ones included, as its members manage them.
// Nothing here takes a company id: the company is the caller's, so another company's products cannot be addressed.

/** Sorts of SPEC §9 that apply to one's own list (most visited, random and relevance are the buyers'). */
export const OWN_PRODUCT_SORTS = [
  'updated_desc',
  'updated_asc',
  'created_desc',
  'created_asc',
  'showroom_asc',
  'showroom_desc',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
] as const;
export type OwnProductSort = (typeof OWN_PRODUCT_SORTS)[number];

/** Page sizes the list offers (SPEC §9 names a per-page option; its sample page shows 52 products). */
export const OWN_PRODUCT_PAGE_SIZES = [20, 52, 100] as const;

/** A yes/no filter of a query string: absent means "either". */
const ZQueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Longest search text and tag (a tag is one short word or phrase). */
export const OWN_PRODUCT_SEARCH_MAX = 100;
export const PRODUCT_TAG_MAX_LENGTH = 30;

/** A product tag as typed: trimmed, never empty. */
export const ZProductTag = text().trim().min(1).max(PRODUCT_TAG_MAX_LENGTH);

/** Query of GET /api/showroom/product/list. */
export const ZOwnProductQuery = ZPageQuery.extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (OWN_PRODUCT_PAGE_SIZES as readonly number[]).includes(n), { message: 'pageSize' })
    .default(OWN_PRODUCT_PAGE_SIZES[0]),
  sort: z.enum(OWN_PRODUCT_SORTS).default('updated_desc'),
  /** Name, SKU or tag; simplified and traditional Chinese find each other. */
  q: text().trim().max(OWN_PRODUCT_SEARCH_MAX).optional(),
  category: ZIdParam.optional(),
  collection: ZIdParam.optional(),
  brand: ZIdParam.optional(),
  tag: ZProductTag.optional(),
  published: ZQueryFlag.optional(),
  listed: ZQueryFlag.optional(),
  immediate: ZQueryFlag.optional(),
  availability: z.enum(AVAILABILITIES).optional(),
});
export type OwnProductQuery = z.infer<typeof ZOwnProductQuery>;
export type OwnProductQueryInput = z.input<typeof ZOwnProductQuery>;

/** A row of the supplier's own list: what the table shows and the batch actions act on. */
export const ZOwnProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** The default (first) image, or null: a product without one cannot be published. */
  image: z.string().nullable(),
  categories: z.array(z.number().int()),
  tags: z.array(z.string()),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  price: z.number().nullable(),
  published: z.boolean(),
  listed: z.boolean(),
  immediate: z.boolean(),
  availability: z.enum(AVAILABILITIES),
  stock: z.number().int().nullable(),
  visibility: z.enum(PRODUCT_VISIBILITIES),
  priceVisibility: z.enum(PRODUCT_VISIBILITIES),
  releaseAt: z.string().nullable(),
  /** False while the release time is ahead (the database clock). */
  released: z.boolean(),
  displaySeq: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnProduct = z.infer<typeof ZOwnProduct>;

/** A page of the supplier's own products; `total` is exact (one company's rows). */
export const ZOwnProducts = pageOf(ZOwnProduct);
export type OwnProducts = z.infer<typeof ZOwnProducts>;

/** Most products one batch action takes (the largest page, twice over, for a selection kept across pages). */
export const PRODUCT_BATCH_MAX = 1000;

/** The selection: at least one product ("Select at least one product first"), each once. */
const ZSelection = z
  .array(ZId)
  .min(1, { message: 'selectFirst' })
  .max(PRODUCT_BATCH_MAX)
  .transform((ids) => [...new Set(ids)]);

/** Batch actions that need nothing but the selection. */
export const PLAIN_BATCH_ACTIONS = ['publish', 'unpublish', 'list', 'unlist', 'markImmediate', 'unmarkImmediate', 'delete'] as const;

/**
 * Body of POST /api/showroom/product/batch: one action of SPEC §2 over the selected products of the caller's company.
 * It runs as one transaction and answers how many products it changed; ids of other companies change nothing.
 */
export const ZProductBatch = z.discriminatedUnion('action', [
  z.object({ action: z.enum(PLAIN_BATCH_ACTIONS), ids: ZSelection }),
  z.object({ action: z.enum(['addToCollection', 'removeFromCollection']), ids: ZSelection, collectionId: ZId }),
  z.object({ action: z.enum(['addCategory', 'removeCategory']), ids: ZSelection, categoryId: ZId }),
  z.object({ action: z.enum(['addTag', 'removeTag']), ids: ZSelection, tag: ZProductTag }),
  z.object({ action: z.literal('shiftBrand'), ids: ZSelection, brandId: ZId }),
]);
export type ProductBatch = z.infer<typeof ZProductBatch>;
export type ProductBatchInput = z.input<typeof ZProductBatch>;
export type ProductBatchAction = ProductBatch['action'];

/** What a batch action answers: how many of the selected products it changed (or deleted). */
export const ZProductBatchResult = z.object({ changed: z.number().int() });
export type ProductBatchResult = z.infer<typeof ZProductBatchResult>;

/**
 * Why a batch was refused as a whole (40900; nothing of it is written), with the products that stand in its way, so the
 * message can name them: `noImage`, publishing products without an image (SPEC §4); `tooManyTags`, a tag added to
 * products that hold LIMITS.productTagsMax already; `lastCategory`, a category removed from products that have no
 * other (a product keeps at least one, SPEC §3).
 */
export const BATCH_REFUSALS = ['noImage', 'tooManyTags', 'lastCategory'] as const;
export const ZBatchRefusal = z.object({
  reason: z.enum(BATCH_REFUSALS),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BatchRefusal = z.infer<typeof ZBatchRefusal>;

/**
 * The permission point each batch action needs (SPEC §6), one table for the server's check and the web's controls:
 * the publishing state is a publisher's, a product's fields an editor's, its removal a deleter's.
 */
export const BATCH_PERMISSION: Readonly<Record<ProductBatchAction, PermCode>> = {
  publish: PERM.showroomProductPublish,
  unpublish: PERM.showroomProductPublish,
  list: PERM.showroomProductPublish,
  unlist: PERM.showroomProductPublish,
  markImmediate: PERM.showroomProductEdit,
  unmarkImmediate: PERM.showroomProductEdit,
  addToCollection: PERM.showroomCollectionEdit,
  removeFromCollection: PERM.showroomCollectionEdit,
  addCategory: PERM.showroomProductEdit,
  removeCategory: PERM.showroomProductEdit,
  addTag: PERM.showroomProductEdit,
  removeTag: PERM.showroomProductEdit,
  shiftBrand: PERM.showroomProductEdit,
  delete: PERM.showroomProductDelete,
};

/**
 * What the list's filters and batch actions choose from, of the caller's company: its collections and brands (by name)
 * and the tags its products use (most used first). Categories come from the dictionary.
 */
export const ZOwnProductOptions = z.object({
  collections: z.array(z.object({ id: z.number().int(), name: z.string() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.string()),
});
export type OwnProductOptions = z.infer<typeof ZOwnProductOptions>;
