import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import type { DictCode } from '@gembourse/contracts/dictionary';
import type { ProductView } from '@gembourse/contracts/product-editor';
import type { DictValue } from '../../../shared/dictionary/dictionary-labels.ts';

/** The dictionaries a product page labels its codes with (categories and the jewellery data). */
export const PRODUCT_DICTS = [
  'product_category',
  'metal',
  'stone_type',
  'stone_shape',
  'stone_treatment',
] as const satisfies readonly DictCode[];

type LabelsOf = (code: DictCode, value: DictValue) => string;

/**
 * The catalogue's product as the shared buyer view (domain/catalogue/product-view.tsx) reads it: codes become labels
 * in the viewer's language. Prices are not numbers here (a PriceView, possibly hidden): the page passes them as slots.
 */
export function toProductView(p: CatalogueProductDetail, labelsOf: LabelsOf): ProductView {
  const label = (code: DictCode, value: number) => labelsOf(code, value);
  const j = p.jewellery;
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    companyId: p.companyId,
    companyName: p.companyName,
    brandName: p.brand?.name ?? null,
    images: p.images.length ? p.images : p.image ? [p.image] : [],
    categories: p.categories.map((value) => ({ value, label: label('product_category', value) })),
    tags: p.tags,
    variants: p.variants.map((v) => ({ name: v.name, sku: v.sku, price: null })),
    currency: p.currency,
    price: null,
    minOrder: p.minOrder,
    noMinOrderNote: p.noMinOrderNote,
    descriptionHtml: p.descriptionHtml,
    videoUrl: p.videoUrl,
    resources: p.resources,
    metal: j.metal == null ? null : { value: j.metal, label: label('metal', j.metal) },
    fineness: j.fineness,
    grossWeightGrams: j.grossWeightGrams,
    metalWeightGrams: j.metalWeightGrams,
    stones: j.stones.map((s) => ({
      ...s,
      typeLabel: label('stone_type', s.type),
      shapeLabel: s.shape == null ? null : label('stone_shape', s.shape),
      treatmentLabel: s.treatment == null ? null : label('stone_treatment', s.treatment),
    })),
    availability: p.availability,
    preorderFrom: p.preorderFrom,
    preorderTo: p.preorderTo,
    stock: p.stock,
    immediate: p.immediate,
    releaseAt: p.releaseAt,
    released: p.releaseAt == null,
  };
}
