import { z } from 'zod';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { ZPriceView } from './catalogue-search.ts';
import { CURRENCIES } from './limits.ts';
import { AVAILABILITIES, VISIBILITIES } from './product.ts';

// A supplier's showroom as others see it on the company profile: its products and its collections, behind the
// showroom's product privacy (SPEC §3 "Showroom settings") and each item's own visibility (docs/decisions.md).

/** Product sorts of SPEC §9 that make sense inside one showroom. */
export const SHOWROOM_PRODUCT_SORTS = [
  'showroom_asc',
  'showroom_desc',
  'created_desc',
  'created_asc',
  'updated_desc',
  'updated_asc',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'most_visited',
] as const;
export type ShowroomProductSort = (typeof SHOWROOM_PRODUCT_SORTS)[number];

/** Page sizes of the profile: four rows of six products, two rows of six collections. */
export const SHOWROOM_PAGE_SIZES = { products: 24, collections: 12 } as const;

/** Query of GET /api/company/product/list/{company_id}; prices in `currency` (else the viewer's language's). */
export const ZShowroomProductQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(SHOWROOM_PAGE_SIZES.products),
  sort: z.enum(SHOWROOM_PRODUCT_SORTS).default('showroom_asc'),
  currency: z.enum(CURRENCIES).optional(),
});

/**
 * A showroom product as a card on the profile: its price as the catalogue shows prices (ZPriceView: in the viewer's
 * currency with the supplier's own beside it, or why it is hidden), so one showroom never lists €, $ and CN¥ side by
 * side unconverted (issue 11).
 */
export const ZShowroomProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  categories: z.array(z.number().int()),
  price: ZPriceView,
  immediate: z.boolean(),
  availability: z.enum(AVAILABILITIES),
  createdAt: z.string(),
});
export type ShowroomProduct = z.infer<typeof ZShowroomProduct>;
export type ShowroomProductQuery = z.infer<typeof ZShowroomProductQuery>;

/** Query of GET /api/company/collection/list/{company_id}. */
export const ZShowroomCollectionQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(SHOWROOM_PAGE_SIZES.collections),
});
export type ShowroomCollectionQuery = z.infer<typeof ZShowroomCollectionQuery>;

/**
 * Whether the showroom's product privacy lets the viewer in. When it does not, the list is empty and `requirement`
 * says what would open it: `login` (a guest) or `connection` (contacts-only showroom).
 */
const showroomGate = {
  visible: z.boolean(),
  requirement: z.enum(['none', 'login', 'connection']),
};

/** A page of a showroom's products, prices as the viewer may see them. */
export const ZShowroomProducts = pageOf(ZShowroomProduct).extend(showroomGate);
export type ShowroomProducts = z.infer<typeof ZShowroomProducts>;

/** A collection as a card on the profile (SPEC §3 "Collection"). */
export const ZShowroomCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  visibility: z.enum(VISIBILITIES),
  releaseAt: z.string(),
  /** False for a launch announced ahead of its release date ("launches on"). */
  released: z.boolean(),
  /** Products of the collection this viewer may see. */
  productCount: z.number().int(),
});
export type ShowroomCollection = z.infer<typeof ZShowroomCollection>;

/** A page of a showroom's collections, newest release first (upcoming launches lead). */
export const ZShowroomCollections = pageOf(ZShowroomCollection).extend(showroomGate);
export type ShowroomCollections = z.infer<typeof ZShowroomCollections>;
