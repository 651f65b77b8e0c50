import dayjs, { type Dayjs } from 'dayjs';
import type { Currency } from '@gembourse/contracts/limits';
import {
  ZProductAvailabilityInput,
  ZProductInfoInput,
  type OwnProductDetail,
  type ProductAvailabilityValues,
  type ProductInfoValues,
} from '@gembourse/contracts/product-editor';
import type { AVAILABILITIES } from '@gembourse/contracts/product';
import type { CertificateLab } from '@gembourse/contracts/jewellery';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { doneUrls, toUploadItems, type UploadItem } from '../../../shared/ui/image-upload-api.ts';
import type { ProductVisibility } from '@gembourse/contracts/product';

export type Availability = (typeof AVAILABILITIES)[number];

/** One stone card of the form: every field may still be empty while the supplier types. */
export interface StoneValues {
  type?: number | null;
  shape?: number | null;
  carat?: number | null;
  size?: string;
  count?: number | null;
  colour?: string;
  clarity?: string;
  cut?: string;
  treatment?: number | null;
  origin?: string;
  certificateLab?: CertificateLab | null;
  certificateNumber?: string;
}

/** Step 1's form values; `id` rides along unbound (absent for a product not saved yet). */
export interface InfoValues {
  id?: number;
  name?: string;
  sku?: string;
  brandId?: number | null;
  categories?: number[];
  tags?: string[];
  variants?: { name?: string; sku?: string; price?: number | null }[];
  currency?: Currency;
  price?: number | null;
  minOrder?: string;
  noMinOrderNote?: string;
  descriptionHtml?: string;
  images: UploadItem[];
  videoUrl?: string;
  resources?: { name?: string; url?: string }[];
  metal?: number | null;
  fineness?: string;
  grossWeightGrams?: number | null;
  metalWeightGrams?: number | null;
  stones?: StoneValues[];
}

/** Step 2's form values: pickers hold dayjs dates; `id` rides along unbound. */
export interface AvailabilityValues {
  id?: number;
  availability?: Availability;
  preorderFrom?: Dayjs | null;
  preorderTo?: Dayjs | null;
  stock?: number | null;
  trackInventory: boolean;
  visibility?: ProductVisibility;
  priceVisibility?: ProductVisibility;
  releaseAt?: Dayjs | null;
  displaySeq?: number | null;
  immediate: boolean;
  collectionIds: number[];
}

const CALENDAR = 'YYYY-MM-DD';
const trimmed = (v: string | undefined | null) => (v ?? '').trim();
const orNull = <T>(v: T | undefined | null): T | null => (v === undefined ? null : v);

/**
 * An editor that holds no text (an empty paragraph, a lone line break) is an empty description, so the contract
 * reports it as missing rather than storing "<p></p>".
 */
export function descriptionOf(html: string | undefined): string {
  const value = trimmed(html);
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' && !/<img\b/i.test(value) ? '' : value;
}

/** The body of POST /api/showroom/product/save-info, from the form; missing required values stay missing. */
export function toInfoRequest(values: InfoValues): ProductInfoValues {
  return {
    ...(values.id ? { id: values.id } : {}),
    name: trimmed(values.name),
    sku: trimmed(values.sku),
    brandId: orNull(values.brandId),
    categories: values.categories ?? [],
    tags: values.tags ?? [],
    variants: (values.variants ?? []).map((v) => ({ name: trimmed(v?.name), sku: trimmed(v?.sku) || null, price: orNull(v?.price) })),
    currency: values.currency as Currency,
    // A cleared price stays undefined: the contract reports it as a missing value.
    price: values.price ?? (undefined as unknown as number),
    minOrder: trimmed(values.minOrder) || null,
    noMinOrderNote: trimmed(values.noMinOrderNote) || null,
    descriptionHtml: descriptionOf(values.descriptionHtml),
    images: doneUrls(values.images),
    videoUrl: trimmed(values.videoUrl) || null,
    resources: (values.resources ?? []).map((r) => ({ name: trimmed(r?.name), url: trimmed(r?.url) })),
    metal: orNull(values.metal),
    fineness: trimmed(values.fineness) || null,
    grossWeightGrams: orNull(values.grossWeightGrams),
    metalWeightGrams: orNull(values.metalWeightGrams),
    stones: (values.stones ?? []).map((s) => ({
      type: s?.type ?? (undefined as unknown as number),
      shape: orNull(s?.shape),
      carat: orNull(s?.carat),
      size: trimmed(s?.size) || null,
      count: s?.count ?? (undefined as unknown as number),
      colour: trimmed(s?.colour) || null,
      clarity: trimmed(s?.clarity) || null,
      cut: trimmed(s?.cut) || null,
      treatment: orNull(s?.treatment),
      origin: trimmed(s?.origin) || null,
      certificateLab: orNull(s?.certificateLab),
      certificateNumber: trimmed(s?.certificateNumber) || null,
    })),
  };
}

/** A new stone card: one stone, nothing else chosen yet. */
export const NEW_STONE: StoneValues = { count: 1 };

/** Step 1's starting values: a product's fields, or an empty form (the supplier's preferred currency) for a new one. */
export function infoValuesOf(detail: OwnProductDetail | null, currency: Currency = 'USD'): InfoValues {
  if (!detail) return { currency, images: [], categories: [], tags: [], variants: [], resources: [], stones: [] };
  return {
    id: detail.id,
    name: detail.name,
    sku: detail.sku,
    brandId: detail.brandId,
    categories: detail.categories,
    tags: detail.tags,
    variants: detail.variants.map((v) => ({ name: v.name, sku: v.sku ?? '', price: v.price })),
    currency: detail.currency,
    price: detail.price,
    minOrder: detail.minOrder ?? '',
    noMinOrderNote: detail.noMinOrderNote ?? '',
    descriptionHtml: detail.descriptionHtml,
    images: toUploadItems(detail.images),
    videoUrl: detail.videoUrl ?? '',
    resources: detail.resources.map((r) => ({ ...r })),
    metal: detail.metal,
    fineness: detail.fineness ?? '',
    grossWeightGrams: detail.grossWeightGrams,
    metalWeightGrams: detail.metalWeightGrams,
    stones: detail.stones.map((s) => ({
      ...s,
      size: s.size ?? '',
      colour: s.colour ?? '',
      clarity: s.clarity ?? '',
      cut: s.cut ?? '',
      origin: s.origin ?? '',
      certificateNumber: s.certificateNumber ?? '',
    })),
  };
}

/** The body of POST /api/showroom/product/save-availability, from the form. */
export function toAvailabilityRequest(values: AvailabilityValues): ProductAvailabilityValues {
  const preorder = values.availability === 'preorder';
  const stock = values.availability === 'stock';
  return {
    id: values.id as number,
    availability: values.availability as Availability,
    // Only the chosen availability's own fields are sent: a window left over from pre-order is not a stock product's.
    preorderFrom: preorder && values.preorderFrom ? values.preorderFrom.format(CALENDAR) : null,
    preorderTo: preorder && values.preorderTo ? values.preorderTo.format(CALENDAR) : null,
    stock: stock ? orNull(values.stock) : null,
    trackInventory: stock && Boolean(values.trackInventory),
    visibility: values.visibility as ProductVisibility,
    priceVisibility: values.priceVisibility as ProductVisibility,
    releaseAt: values.releaseAt ? values.releaseAt.toISOString() : null,
    displaySeq: values.displaySeq ?? 0,
    immediate: Boolean(values.immediate),
    collectionIds: values.collectionIds ?? [],
  };
}

/** Step 2's starting values from the product (a new product's step 2 shows the server's defaults, stored by step 1). */
export function availabilityValuesOf(detail: OwnProductDetail): AvailabilityValues {
  const day = (v: string | null) => (v ? dayjs(v) : null);
  return {
    id: detail.id,
    availability: detail.availability,
    preorderFrom: day(detail.preorderFrom),
    preorderTo: day(detail.preorderTo),
    stock: detail.stock,
    trackInventory: detail.trackInventory,
    visibility: detail.visibility,
    priceVisibility: detail.priceVisibility,
    releaseAt: day(detail.releaseAt),
    displaySeq: detail.displaySeq,
    immediate: detail.immediate,
    collectionIds: detail.collectionIds,
  };
}

/**
 * Step 1 on ZProductInfoInput: required marks, limits and every message (minOrderOrNote, metalOverGross,
 * labForCertificate, unsafeHtml included) come from the contract through the form kit. The description is required
 * by the schema; the minimum order is required unless the no-minimum note says why there is none.
 */
export const INFO_KIT: FormKitConfig<InfoValues> = {
  schema: ZProductInfoInput,
  toRequest: toInfoRequest,
  fields: {
    // Missing both, the message says the choice: a minimum order, or a note that there is none.
    minOrder: { required: (v) => !trimmed(v.noMinOrderNote), messages: { required: 'errors:field.minOrderOrNote' } },
  },
};

/** Step 2 on ZProductAvailabilityInput: the pre-order window and the stock count are required only for their choice. */
export const AVAILABILITY_KIT: FormKitConfig<AvailabilityValues> = {
  schema: ZProductAvailabilityInput,
  toRequest: toAvailabilityRequest,
  fields: {
    preorderFrom: { required: (v) => v.availability === 'preorder' },
    preorderTo: { required: (v) => v.availability === 'preorder' },
    stock: { required: (v) => v.availability === 'stock' },
  },
};
