import type { DictCode } from '@gembourse/contracts/dictionary';
import type { Locale } from '@gembourse/contracts/locale';
import type { OwnProductDetail, ProductStep, ProductView } from '@gembourse/contracts/product-editor';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { displayName } from '../company/company.presenter.ts';
import type { ProductDetailRow, ProductPreviewRow } from './product-editor.repository.ts';

/** A dictionary label lookup (dictionary.service.ts, labeller). */
export type Labeller = (code: DictCode, value: number) => string | null;

const variantsOf = (v: ProductDetailRow['product']['variants']) =>
  v.map((x) => ({ name: x.name, sku: x.sku ?? null, price: x.price ?? null }));

/** The wizard's steps a product has saved: the first step always (it creates the product), the second once saved. */
const stepsOf = (availabilitySaved: boolean): ProductStep[] => (availabilitySaved ? ['info', 'availability'] : ['info']);

/** GET /api/showroom/product/detail/:id: the product as stored, for the wizard to fill its steps. */
export function presentProductDetail({ product: r, collectionIds }: ProductDetailRow): OwnProductDetail {
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    brandId: r.brandId,
    categories: r.categories,
    tags: r.tags,
    variants: variantsOf(r.variants),
    currency: r.currency,
    price: r.price,
    minOrder: r.minOrder,
    noMinOrderNote: r.noMinOrderNote,
    descriptionHtml: r.descriptionHtml,
    images: r.images,
    videoUrl: r.videoUrl,
    resources: r.resources,
    metal: r.metal,
    fineness: r.fineness,
    grossWeightGrams: r.grossWeightGrams,
    metalWeightGrams: r.metalWeightGrams,
    stones: r.stones,
    availability: r.availability,
    preorderFrom: r.preorderFrom,
    preorderTo: r.preorderTo,
    stock: r.stock,
    trackInventory: r.trackInventory,
    visibility: r.visibility,
    priceVisibility: r.priceVisibility,
    releaseAt: r.releaseAt?.toISOString() ?? null,
    displaySeq: r.displaySeq,
    immediate: r.immediate,
    collectionIds: collectionIds.map(Number),
    published: r.published,
    listed: r.listed,
    completedSteps: stepsOf(r.availabilitySaved),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The dictionary values a product's page names, for one label query. */
export function dictionaryValuesOf(r: ProductPreviewRow['product']): number[] {
  const stoneValues = r.stones.flatMap((s) => [s.type, s.shape, s.treatment]).filter((v): v is number => v != null);
  return [...r.categories, ...(r.metal != null ? [r.metal] : []), ...stoneValues];
}

/**
 * The product as a buyer sees it (ZProductView): prices are null where `priceShown` is false; labels come from the
 * dictionary in the request's language (a value the dictionary lost shows as its number rather than failing the page);
 * the stock only when the supplier tracks inventory.
 */
export function presentProductView(row: ProductPreviewRow, priceShown: boolean, label: Labeller, locale: Locale): ProductView {
  const r = row.product;
  const labelOf = (code: DictCode, v: number) => label(code, v) ?? String(v);
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    companyId: r.companyId,
    companyName: displayName({ name: row.companyName, nameEn: row.companyNameEn }, locale),
    brandName: row.brandName === null ? null : displayName({ name: row.brandName, nameEn: row.brandNameEn }, locale),
    images: r.images,
    categories: r.categories.map((v) => ({ value: v, label: labelOf('product_category', v) })),
    tags: r.tags,
    variants: variantsOf(r.variants).map((v) => ({ ...v, price: priceShown ? v.price : null })),
    currency: r.currency,
    price: priceShown ? r.price : null,
    minOrder: r.minOrder,
    noMinOrderNote: r.noMinOrderNote,
    // Sanitised on the way in by the wizard; again on the way out for rows any other path wrote (seed, SQL).
    descriptionHtml: sanitizeRichText(r.descriptionHtml),
    videoUrl: r.videoUrl,
    resources: r.resources,
    metal: r.metal != null ? { value: r.metal, label: labelOf('metal', r.metal) } : null,
    fineness: r.fineness,
    grossWeightGrams: r.grossWeightGrams,
    metalWeightGrams: r.metalWeightGrams,
    stones: r.stones.map((s) => ({
      ...s,
      typeLabel: labelOf('stone_type', s.type),
      shapeLabel: s.shape != null ? labelOf('stone_shape', s.shape) : null,
      treatmentLabel: s.treatment != null ? labelOf('stone_treatment', s.treatment) : null,
    })),
    availability: r.availability,
    preorderFrom: r.preorderFrom,
    preorderTo: r.preorderTo,
    stock: r.trackInventory ? r.stock : null,
    immediate: r.immediate,
    releaseAt: r.releaseAt?.toISOString() ?? null,
    released: row.released,
  };
}
