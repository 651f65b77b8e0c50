import { z } from 'zod';
import { VIDEO_URL_PATTERN, ZUploadUrl } from './company-profile.ts';
import { jewelleryShape, refineJewellery, ZJewelleryOut } from './jewellery.ts';
import { CURRENCIES, LIMITS } from './limits.ts';
import { ZProductTag } from './own-products.ts';
import { ZDictValue } from './dictionary.ts';
import { text, ZCalendarDate, ZHttpUrl, ZId, ZInstant } from './primitives.ts';
import { AVAILABILITIES, DEFAULT_PRODUCT_VISIBILITY, PRODUCT_VISIBILITIES, ZSettingInForce } from './product.ts';

// The product wizard (SPEC §2 "Product form in steps: product information, then availability, then summary", §3
// Product, §5 rules) and everything else that writes a whole product (the Excel import). One schema per step, checked
// by the form and by the server alike; ZProductFields joins them for a write that carries both (an imported row).
// Each step is saved on the server as it is left, so a draft survives a reload: the first step creates the product
// (unpublished), the second completes it; publishing is the list's batch action, which refuses a product without an
// image (SPEC §4).

export const PRODUCT_LIMITS = {
  nameMax: 120,
  skuMax: 60,
  categoriesMax: 10,
  imagesMax: 10,
  variantsMax: 20,
  variantNameMax: 60,
  minOrderMax: 100,
  noMinOrderNoteMax: 200,
  /** Characters of the stored HTML (a long description with formatting, not a page of embedded data). */
  descriptionMax: 20_000,
  resourceNameMax: 60,
  /** Highest price in any currency (numeric(14, 2) holds 12 digits before the point). */
  priceMax: 99_999_999_999,
  displaySeqMax: 999_999,
  stockMax: 10_000_000,
  collectionsMax: 50,
  /** Recommended image size (SPEC §5): portrait 800 x 1136. */
  image: { width: 800, height: 1136 },
} as const;

/** The wizard's steps, in order (SPEC §4). */
export const PRODUCT_STEPS = ['info', 'availability', 'summary'] as const;
export type ProductStep = (typeof PRODUCT_STEPS)[number];

/** Empty strings from a cleared input mean "no value". */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A money amount: not negative, at most two decimals. */
export const ZMoney = z
  .number()
  .min(0)
  .max(PRODUCT_LIMITS.priceMax)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'decimals' });

/**
 * HTML the description may not hold: scripts, frames, objects, inline event handlers and javascript: links. The
 * server also sanitises what it stores (sanitize-html, standard formatting only); this rule makes an attempt a field
 * error in the caller's language instead of a silent change (issue 10, "HTML with script: 40000"). Handlers and
 * javascript: are looked for inside a tag only, so a text such as "sold as one = a pair" is not refused.
 */
export const UNSAFE_HTML = /<\s*(script|iframe|object|embed|style|link|meta|base|form)\b|<[^>]*\son[a-z]+\s*=|<[^>]*javascript\s*:/i;

/** Variants of one product (sizes, colours), each with its own SKU and price if it differs. */
export const ZVariant = z
  .object({
    name: text().trim().min(1).max(PRODUCT_LIMITS.variantNameMax),
    sku: optionalText(PRODUCT_LIMITS.skuMax),
    price: ZMoney.nullable().optional(),
  })
  .strict();

/** A resource (SPEC §3: name plus link or uploaded file): a link elsewhere or a file this platform stored. */
export const ZResource = z
  .object({
    name: text().trim().min(1).max(PRODUCT_LIMITS.resourceNameMax),
    url: z.union([ZUploadUrl, ZHttpUrl]),
  })
  .strict();

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/** Step 1, product information: identity, price, content and the jewellery data. */
const infoShape = {
  name: text().trim().min(1).max(PRODUCT_LIMITS.nameMax),
  sku: text().trim().min(1).max(PRODUCT_LIMITS.skuMax),
  /** Null: the supplier's default brand. */
  brandId: ZId.nullable().optional(),
  categories: z.array(ZDictValue).min(1).max(PRODUCT_LIMITS.categoriesMax).refine(unique, { message: 'duplicate' }),
  tags: z.array(ZProductTag).max(LIMITS.productTagsMax).refine(unique, { message: 'duplicate' }).default([]),
  variants: z.array(ZVariant).max(PRODUCT_LIMITS.variantsMax).default([]),
  currency: z.enum(CURRENCIES),
  price: ZMoney,
  /** The minimum order ("50 pieces"), or null with the no-minimum note saying so. */
  minOrder: optionalText(PRODUCT_LIMITS.minOrderMax),
  noMinOrderNote: optionalText(PRODUCT_LIMITS.noMinOrderNoteMax),
  descriptionHtml: text()
    .trim()
    .min(1)
    .max(PRODUCT_LIMITS.descriptionMax)
    .refine((v) => !UNSAFE_HTML.test(v), { message: 'unsafeHtml' }),
  /** The first is the default image. */
  images: z.array(ZUploadUrl).max(PRODUCT_LIMITS.imagesMax).refine(unique, { message: 'duplicate' }).default([]),
  videoUrl: text().trim().max(300).regex(VIDEO_URL_PATTERN).nullable().optional(),
  resources: z.array(ZResource).max(LIMITS.productResourcesMax).default([]),
  ...jewelleryShape,
};

function refineInfo(
  v: { minOrder?: string | null; noMinOrderNote?: string | null } & Parameters<typeof refineJewellery>[0],
  ctx: z.RefinementCtx,
) {
  if (!v.minOrder && !v.noMinOrderNote) ctx.addIssue({ code: 'custom', path: ['minOrder'], message: 'minOrderOrNote' });
  refineJewellery(v, ctx);
}

/** Step 2, availability and publishing: how it is sold, who sees it and when, where it is shown. */
const availabilityShape = {
  availability: z.enum(AVAILABILITIES),
  preorderFrom: ZCalendarDate.nullable().optional(),
  preorderTo: ZCalendarDate.nullable().optional(),
  stock: z.number().int().min(0).max(PRODUCT_LIMITS.stockMax).nullable().optional(),
  trackInventory: z.boolean().default(false),
  /** Absent (an empty cell of the import): as the showroom. */
  visibility: z.enum(PRODUCT_VISIBILITIES).default(DEFAULT_PRODUCT_VISIBILITY),
  priceVisibility: z.enum(PRODUCT_VISIBILITIES),
  /** Null: released as soon as it is published. */
  releaseAt: ZInstant.nullable().optional(),
  displaySeq: z.number().int().min(0).max(PRODUCT_LIMITS.displaySeqMax).default(0),
  immediate: z.boolean().default(false),
  /** The supplier's collections that show it (replaces its membership). */
  collectionIds: z.array(ZId).max(PRODUCT_LIMITS.collectionsMax).refine(unique, { message: 'duplicate' }).default([]),
};

/** A pre-order has its delivery window (from on or before to); stock has its count (SPEC §3). */
function refineAvailability(
  v: { availability: string; preorderFrom?: string | null; preorderTo?: string | null; stock?: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.availability === 'preorder') {
    if (!v.preorderFrom) ctx.addIssue({ code: 'custom', path: ['preorderFrom'], message: 'required' });
    if (!v.preorderTo) ctx.addIssue({ code: 'custom', path: ['preorderTo'], message: 'required' });
    if (v.preorderFrom && v.preorderTo && v.preorderTo < v.preorderFrom)
      ctx.addIssue({ code: 'custom', path: ['preorderTo'], message: 'afterPreorderFrom' });
  }
  if (v.availability === 'stock' && v.stock == null) ctx.addIssue({ code: 'custom', path: ['stock'], message: 'required' });
}

/** Body of POST /api/showroom/product/save-info: creates a product (no `id`, unpublished) or changes one's step 1. */
export const ZProductInfoInput = z
  .object({ id: ZId.optional(), ...infoShape })
  .strict()
  .superRefine(refineInfo);
export type ProductInfoInput = z.infer<typeof ZProductInfoInput>;
export type ProductInfoValues = z.input<typeof ZProductInfoInput>;

/** Body of POST /api/showroom/product/save-availability: step 2 of a product the first step created. */
export const ZProductAvailabilityInput = z
  .object({ id: ZId, ...availabilityShape })
  .strict()
  .superRefine(refineAvailability);
export type ProductAvailabilityInput = z.infer<typeof ZProductAvailabilityInput>;
export type ProductAvailabilityValues = z.input<typeof ZProductAvailabilityInput>;

/** Both steps at once: a whole product as the Excel import writes it (one row) and as the summary checks it. */
export const ZProductFields = z
  .object({ ...infoShape, ...availabilityShape })
  .strict()
  .superRefine((v, ctx) => {
    refineInfo(v, ctx);
    refineAvailability(v, ctx);
  });
export type ProductFields = z.infer<typeof ZProductFields>;
export type ProductFieldsValues = z.input<typeof ZProductFields>;

/** What a step's save answers: the product's id (new after the first step of a new product). */
export const ZProductSaved = z.object({ id: z.number().int() });
export type ProductSaved = z.infer<typeof ZProductSaved>;

/**
 * GET /api/showroom/product/detail/{id}: one of the caller company's products with every field the wizard edits, as
 * stored. `completedSteps` says which steps were saved, so a reloaded wizard opens where the supplier left off.
 */
export const ZOwnProductDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  brandId: z.number().int().nullable(),
  categories: z.array(z.number().int()),
  tags: z.array(z.string()),
  variants: z.array(z.object({ name: z.string(), sku: z.string().nullable(), price: z.number().nullable() })),
  currency: z.enum(CURRENCIES),
  price: z.number().nullable(),
  minOrder: z.string().nullable(),
  noMinOrderNote: z.string().nullable(),
  descriptionHtml: z.string(),
  images: z.array(z.string()),
  videoUrl: z.string().nullable(),
  resources: z.array(z.object({ name: z.string(), url: z.string() })),
  ...ZJewelleryOut.shape,
  availability: z.enum(AVAILABILITIES),
  preorderFrom: z.string().nullable(),
  preorderTo: z.string().nullable(),
  stock: z.number().int().nullable(),
  trackInventory: z.boolean(),
  visibility: z.enum(PRODUCT_VISIBILITIES),
  priceVisibility: z.enum(PRODUCT_VISIBILITIES),
  releaseAt: z.string().nullable(),
  displaySeq: z.number().int(),
  immediate: z.boolean(),
  collectionIds: z.array(z.number().int()),
  published: z.boolean(),
  listed: z.boolean(),
  completedSteps: z.array(z.enum(PRODUCT_STEPS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnProductDetail = z.infer<typeof ZOwnProductDetail>;

/** The viewers a supplier previews a product as (SPEC §3 visibility: a visitor, or a member of another company). */
export const PREVIEW_VIEWERS = ['guest', 'member'] as const;
export type PreviewViewer = (typeof PREVIEW_VIEWERS)[number];
export const ZProductPreviewQuery = z.object({ as: z.enum(PREVIEW_VIEWERS).default('member') });

/**
 * A product as a buyer sees it on its page (the catalogue's product detail reuses it): the price and the variants'
 * prices are null where its price visibility hides them from that viewer; the description is the stored, sanitised
 * HTML; dictionary values come with their labels in the request's language.
 */
export const ZProductView = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  brandName: z.string().nullable(),
  images: z.array(z.string()),
  categories: z.array(z.object({ value: z.number().int(), label: z.string() })),
  tags: z.array(z.string()),
  variants: z.array(z.object({ name: z.string(), sku: z.string().nullable(), price: z.number().nullable() })),
  currency: z.enum(CURRENCIES),
  price: z.number().nullable(),
  minOrder: z.string().nullable(),
  noMinOrderNote: z.string().nullable(),
  descriptionHtml: z.string(),
  videoUrl: z.string().nullable(),
  resources: z.array(z.object({ name: z.string(), url: z.string() })),
  metal: z.object({ value: z.number().int(), label: z.string() }).nullable(),
  fineness: z.string().nullable(),
  grossWeightGrams: z.number().nullable(),
  metalWeightGrams: z.number().nullable(),
  stones: z.array(
    ZJewelleryOut.shape.stones.element.extend({
      typeLabel: z.string(),
      shapeLabel: z.string().nullable(),
      treatmentLabel: z.string().nullable(),
    }),
  ),
  availability: z.enum(AVAILABILITIES),
  preorderFrom: z.string().nullable(),
  preorderTo: z.string().nullable(),
  /** Shown only when the supplier tracks inventory. */
  stock: z.number().int().nullable(),
  immediate: z.boolean(),
  releaseAt: z.string().nullable(),
  released: z.boolean(),
});
export type ProductView = z.infer<typeof ZProductView>;

/**
 * GET /api/showroom/product/preview/{id}?as=guest|member: what that viewer would see of the product once published
 * (its visibility and price visibility, or the showroom's privacy where they are "as the showroom", applied by the one
 * policy), or `visible: false` with `product: null` when it is hidden from that viewer altogether. `settings` says
 * which setting decides each (the showroom's privacy or the product's own level), so the page can say why.
 */
export const ZProductPreview = z.object({
  as: z.enum(PREVIEW_VIEWERS),
  visible: z.boolean(),
  product: ZProductView.nullable(),
  settings: z.object({ visibility: ZSettingInForce, price: ZSettingInForce }),
});
export type ProductPreview = z.infer<typeof ZProductPreview>;
