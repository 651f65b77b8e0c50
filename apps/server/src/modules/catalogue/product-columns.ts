import type { Stone, StoneOut } from '@gembourse/contracts/jewellery';
import type { ProductAvailabilityInput, ProductInfoInput } from '@gembourse/contracts/product-editor';
import { priceSortOf } from './price-sort.ts';
import type { NewProduct, ProductChange } from './product-writes.repository.ts';

// A product's fields as the columns they are stored in: the one mapping of the wizard's two steps and of an imported
// row (which is both steps at once), so a field added to the contract is stored the same way by both.

/** The columns step 1 writes (a new product's required ones among them). */
export type InfoColumns = Pick<
  NewProduct,
  | 'name'
  | 'sku'
  | 'brandId'
  | 'categories'
  | 'tags'
  | 'variants'
  | 'currency'
  | 'price'
  | 'priceSort'
  | 'minOrder'
  | 'noMinOrderNote'
  | 'descriptionHtml'
  | 'images'
  | 'videoUrl'
  | 'resources'
  | 'metal'
  | 'fineness'
  | 'grossWeightGrams'
  | 'metalWeightGrams'
  | 'stones'
>;

/** A stone as stored: every key present, so the answer and the catalogue's facets read one shape. */
export function storedStone(s: Stone): StoneOut {
  return {
    type: s.type,
    shape: s.shape ?? null,
    carat: s.carat ?? null,
    size: s.size ?? null,
    count: s.count,
    colour: s.colour ?? null,
    clarity: s.clarity ?? null,
    cut: s.cut ?? null,
    treatment: s.treatment ?? null,
    origin: s.origin ?? null,
    certificateLab: s.certificateLab ?? null,
    certificateNumber: s.certificateNumber ?? null,
  };
}

/** Step 1's input as the columns it replaces: an optional field left out is cleared, as the form shows it. */
export function infoColumns(input: Omit<ProductInfoInput, 'id'>, descriptionHtml: string, brandId: number | null): InfoColumns {
  return {
    name: input.name,
    sku: input.sku,
    brandId,
    categories: input.categories,
    tags: input.tags,
    variants: input.variants.map((v) => ({ name: v.name, sku: v.sku ?? null, price: v.price ?? null })),
    currency: input.currency,
    price: input.price,
    priceSort: priceSortOf(input.price, input.currency),
    minOrder: input.minOrder ?? null,
    noMinOrderNote: input.noMinOrderNote ?? null,
    descriptionHtml,
    images: input.images,
    videoUrl: input.videoUrl ?? null,
    resources: input.resources,
    metal: input.metal ?? null,
    fineness: input.fineness ?? null,
    grossWeightGrams: input.grossWeightGrams ?? null,
    metalWeightGrams: input.metalWeightGrams ?? null,
    // stone_types follows from these in the write path (product-writes.repository.ts).
    stones: input.stones.map(storedStone),
  };
}

/**
 * Step 2's input as the columns it replaces. A field of another availability is cleared (a product in stock has no
 * delivery window, a pre-order no stock count), so the stored row never says two things at once.
 */
export function availabilityColumns(input: Omit<ProductAvailabilityInput, 'id' | 'collectionIds'>): ProductChange {
  const preorder = input.availability === 'preorder';
  const stock = input.availability === 'stock';
  return {
    availability: input.availability,
    preorderFrom: preorder ? (input.preorderFrom ?? null) : null,
    preorderTo: preorder ? (input.preorderTo ?? null) : null,
    stock: stock ? (input.stock ?? null) : null,
    trackInventory: stock && input.trackInventory,
    visibility: input.visibility,
    priceVisibility: input.priceVisibility,
    releaseAt: input.releaseAt ? new Date(input.releaseAt) : null,
    displaySeq: input.displaySeq,
    immediate: input.immediate,
    availabilitySaved: true,
  };
}
