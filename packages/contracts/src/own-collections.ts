import { z } from 'zod';
import { ZUploadUrl } from './company-profile.ts';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { ZCalendarDate, ZId, ZInstant, text } from './primitives.ts';
import { VISIBILITIES } from './product.ts';

// The supplier's own collections in the showroom (SPEC §2 "Collections: create and edit", §3 Collection, §4
// "Collection: published or unpublished, listed or unlisted in batch, not released or launched"). Nothing here takes a
// company id for the list: the company is the caller's, and an id of another company's collection answers 40400.

/** Where a collection stands, by the database clock: nothing is flipped by hand and no job has to run. */
export const COLLECTION_STATES = ['notReleased', 'launched', 'ended'] as const;
export type CollectionState = (typeof COLLECTION_STATES)[number];

export const OWN_COLLECTION_SORTS = ['release_desc', 'release_asc', 'updated_desc', 'name_asc', 'name_desc'] as const;
export type OwnCollectionSort = (typeof OWN_COLLECTION_SORTS)[number];
export const OWN_COLLECTION_PAGE_SIZES = [12, 24, 48] as const;

/** Limits of the collection form (SPEC §3 names the fields; the sizes are ours: docs/decisions.md). */
export const COLLECTION_LIMITS = { nameMax: 60, descriptionMax: 2000, picturesMax: 8, productsMax: 500 } as const;

const ZQueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Query of GET /api/showroom/collection/list. */
export const ZOwnCollectionQuery = ZPageQuery.extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (OWN_COLLECTION_PAGE_SIZES as readonly number[]).includes(n), { message: 'pageSize' })
    .default(OWN_COLLECTION_PAGE_SIZES[0]),
  sort: z.enum(OWN_COLLECTION_SORTS).default('release_desc'),
  q: text().trim().max(100).optional(),
  state: z.enum(COLLECTION_STATES).optional(),
  published: ZQueryFlag.optional(),
  listed: ZQueryFlag.optional(),
});
export type OwnCollectionQuery = z.infer<typeof ZOwnCollectionQuery>;
export type OwnCollectionQueryInput = z.input<typeof ZOwnCollectionQuery>;

/** A row of the supplier's own collection list. Dates are ISO strings; the `*Date` ones are calendar dates (YYYY-MM-DD). */
export const ZOwnCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  visibility: z.enum(VISIBILITIES),
  priceVisibility: z.enum(VISIBILITIES),
  releaseAt: z.string(),
  finalDisplayAt: z.string().nullable(),
  shipStartDate: z.string().nullable(),
  shipDeadlineDate: z.string().nullable(),
  eventId: z.number().int().nullable(),
  eventName: z.string().nullable(),
  eventExclusive: z.boolean(),
  published: z.boolean(),
  listed: z.boolean(),
  state: z.enum(COLLECTION_STATES),
  /** All of the collection's products, whatever their own state. */
  productCount: z.number().int(),
  updatedAt: z.string(),
});
export type OwnCollection = z.infer<typeof ZOwnCollection>;

export const ZOwnCollections = pageOf(ZOwnCollection);
export type OwnCollections = z.infer<typeof ZOwnCollections>;

/** A product of a collection, in the collection's order. */
export const ZCollectionProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  published: z.boolean(),
});
export type CollectionProduct = z.infer<typeof ZCollectionProduct>;

/** GET /api/showroom/collection/detail/{id}: the collection with every editable field, and its products in order. */
export const ZOwnCollectionDetail = ZOwnCollection.extend({
  pictures: z.array(z.string()),
  description: z.string().nullable(),
  products: z.array(ZCollectionProduct),
});
export type OwnCollectionDetail = z.infer<typeof ZOwnCollectionDetail>;

const optionalDate = ZCalendarDate.nullable().optional();

/**
 * Body of POST /api/showroom/collection/save: creates a collection (no `id`) or replaces the fields of one of the
 * caller's (`id`). Required: name, visibility, price visibility, release date (SPEC §5). Rules across fields: the final
 * display date comes after the release, the shipping deadline on or after the shipping start, and "exclusive to the
 * event" needs a linked event.
 */
export const ZCollectionInput = z
  .object({
    id: ZId.optional(),
    name: text().trim().min(1).max(COLLECTION_LIMITS.nameMax),
    cover: ZUploadUrl.nullable().optional(),
    pictures: z.array(ZUploadUrl).max(COLLECTION_LIMITS.picturesMax).default([]),
    visibility: z.enum(VISIBILITIES),
    priceVisibility: z.enum(VISIBILITIES),
    releaseAt: ZInstant,
    finalDisplayAt: ZInstant.nullable().optional(),
    shipStartDate: optionalDate,
    shipDeadlineDate: optionalDate,
    eventId: ZId.nullable().optional(),
    eventExclusive: z.boolean().default(false),
    description: text().trim().max(COLLECTION_LIMITS.descriptionMax).nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.finalDisplayAt && Date.parse(v.finalDisplayAt) <= Date.parse(v.releaseAt))
      ctx.addIssue({ code: 'custom', path: ['finalDisplayAt'], message: 'afterRelease' });
    if (v.shipStartDate && v.shipDeadlineDate && v.shipDeadlineDate < v.shipStartDate)
      ctx.addIssue({ code: 'custom', path: ['shipDeadlineDate'], message: 'afterShipStart' });
    if (v.eventExclusive && !v.eventId) ctx.addIssue({ code: 'custom', path: ['eventId'], message: 'eventForExclusive' });
  });
export type CollectionInput = z.infer<typeof ZCollectionInput>;
export type CollectionInputValues = z.input<typeof ZCollectionInput>;

/**
 * Body of POST /api/showroom/collection/products: the collection's products, in the order buyers see them. It
 * replaces the membership and the order; ids of products that are not the caller's company's are refused (40000 on
 * `productIds`), so a collection never holds another supplier's product.
 */
export const ZCollectionProductsInput = z
  .object({
    id: ZId,
    productIds: z
      .array(ZId)
      .max(COLLECTION_LIMITS.productsMax)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
  })
  .strict();
export type CollectionProductsInput = z.infer<typeof ZCollectionProductsInput>;

/** Batch actions over collections (SPEC §4), one transaction; delete leaves the products themselves alone. */
export const COLLECTION_BATCH_ACTIONS = ['publish', 'unpublish', 'list', 'unlist', 'delete'] as const;
export const ZCollectionBatch = z
  .object({
    action: z.enum(COLLECTION_BATCH_ACTIONS),
    ids: z.array(ZId).min(1, { message: 'selectCollectionFirst' }).max(500),
  })
  .strict();
export type CollectionBatch = z.infer<typeof ZCollectionBatch>;

/** What a collection batch answers: how many of the selected collections it changed (or deleted). */
export const ZCollectionBatchResult = z.object({ changed: z.number().int() });

/** GET /api/showroom/collection/events: the events a collection may link to (upcoming and current ones, soonest first). */
export const ZCollectionEventOptions = z.array(z.object({ id: z.number().int(), name: z.string(), startsAt: z.string() }));
export type CollectionEventOptions = z.infer<typeof ZCollectionEventOptions>;
