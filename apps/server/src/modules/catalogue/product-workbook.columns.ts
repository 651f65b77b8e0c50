import type { ProductFieldsValues } from '@gembourse/contracts/product-editor';
import type { StoneInput } from '@gembourse/contracts/jewellery';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import * as c from './product-workbook.cells.ts';
import type { ListName } from './product-workbook.lists.ts';

// The one home of the product workbook's columns (issue 10 item 7): the template, the export and the import all
// derive from these lists, so an exported file re-imports unchanged and a new field is added in one place.
//
// Layout: sheet 1 "Products", one row per product, one column per field of ZProductFields (plus publish and listed);
// sheet 2 "Stones", one row per kind of stone, naming its product by SKU (a product has 0 to 20 stones, each with 12
// fields: a second sheet keeps one product per row and every stone field its own column, where 240 columns or a
// packed text would not); "Instructions" and a hidden "Lists" sheet holding the drop-downs' values. Several values in
// one cell (categories, tags, collections) are separated by commas; variants and resources are one per line, parts
// separated by "|"; images are links, one per line. Brands and collections are named, not numbered.

/** A product as the workbook holds it: the fields of one row (stones come from the Stones sheet). */
export type WorkbookProduct = ProductFieldsValues & { published?: boolean; listed?: boolean };
/** A stone as a row of the Stones sheet holds it, with the SKU of its product. */
export type WorkbookStone = StoneInput & { sku: string };

export interface Column<R> {
  /** The field of the record the column writes and reads (and the path a schema's field error names). */
  key: keyof R & string;
  header: MessageKey;
  width: number;
  /** Marked "*" in the heading: the schema refuses a row without it (and a workbook without the column). */
  required?: boolean;
  /** A closed list: the template gives the column a drop-down of its labels. */
  list?: ListName;
  /** Several list values per cell: the drop-down helps but does not refuse a typed list. */
  multi?: boolean;
  codec: c.Codec<never>;
}

const col = <R>(def: Omit<Column<R>, 'codec'> & { codec: c.Codec<any> }) => def as Column<R>; // eslint-disable-line @typescript-eslint/no-explicit-any

type Variant = NonNullable<ProductFieldsValues['variants']>[number];
type Resource = NonNullable<ProductFieldsValues['resources']>[number];

const variants = c.lines<Variant>(
  'name | SKU | price',
  3,
  (v) => [v.name, v.sku, v.price],
  (p) => {
    if (!p[0]) return null;
    const price = p[2] ? c.numberOf(p[2]) : null;
    return price !== null && Number.isNaN(price) ? null : { name: p[0], sku: p[1] ?? null, price };
  },
);
const resources = c.lines<Resource>(
  'name | link',
  2,
  (r) => [r.name, r.url],
  (p) => (p[0] && p[1] ? { name: p[0], url: p[1] } : null),
);

/** The Products sheet, in this order. */
export const PRODUCT_COLUMNS: Column<WorkbookProduct>[] = [
  col({ key: 'sku', header: 'importColSku', width: 16, required: true, codec: c.text }),
  col({ key: 'name', header: 'importColName', width: 32, required: true, codec: c.text }),
  col({ key: 'brandId', header: 'importColBrand', width: 18, list: 'brand', codec: c.listOf('brand', 'importBrandUnknown') }),
  col({
    key: 'categories',
    header: 'importColCategories',
    width: 26,
    required: true,
    list: 'category',
    multi: true,
    codec: c.listsOf('category'),
  }),
  col({ key: 'tags', header: 'importColTags', width: 20, codec: c.words }),
  col({ key: 'currency', header: 'importColCurrency', width: 10, required: true, list: 'currency', codec: c.listOf('currency') }),
  col({ key: 'price', header: 'importColPrice', width: 12, required: true, codec: { ...c.decimal, numFmt: '#,##0.00' } }),
  col({ key: 'minOrder', header: 'importColMinOrder', width: 16, codec: c.text }),
  col({ key: 'noMinOrderNote', header: 'importColNoMinOrderNote', width: 20, codec: c.text }),
  col({ key: 'descriptionHtml', header: 'importColDescription', width: 40, required: true, codec: c.text }),
  col({ key: 'images', header: 'importColImages', width: 36, codec: c.links }),
  col({ key: 'videoUrl', header: 'importColVideoUrl', width: 30, codec: c.text }),
  col({ key: 'resources', header: 'importColResources', width: 30, codec: resources }),
  col({ key: 'variants', header: 'importColVariants', width: 30, codec: variants }),
  col({ key: 'metal', header: 'importColMetal', width: 12, list: 'metal', codec: c.listOf('metal') }),
  col({ key: 'fineness', header: 'importColFineness', width: 10, codec: c.text }),
  col({ key: 'grossWeightGrams', header: 'importColGrossWeight', width: 12, codec: c.decimal }),
  col({ key: 'metalWeightGrams', header: 'importColMetalWeight', width: 12, codec: c.decimal }),
  col({
    key: 'availability',
    header: 'importColAvailability',
    width: 14,
    required: true,
    list: 'availability',
    codec: c.listOf('availability'),
  }),
  col({ key: 'preorderFrom', header: 'importColPreorderFrom', width: 14, codec: c.calendarDate }),
  col({ key: 'preorderTo', header: 'importColPreorderTo', width: 14, codec: c.calendarDate }),
  col({ key: 'stock', header: 'importColStock', width: 10, codec: c.integer }),
  col({ key: 'trackInventory', header: 'importColTrackInventory', width: 10, list: 'yesNo', codec: c.yesNo }),
  // Not required: an empty cell is "as the showroom" (the contract's default, issue 28 item 2).
  col({ key: 'visibility', header: 'importColVisibility', width: 16, list: 'visibility', codec: c.listOf('visibility') }),
  col({
    key: 'priceVisibility',
    header: 'importColPriceVisibility',
    width: 14,
    required: true,
    list: 'visibility',
    codec: c.listOf('visibility'),
  }),
  col({ key: 'releaseAt', header: 'importColReleaseAt', width: 20, codec: c.instant }),
  col({ key: 'displaySeq', header: 'importColDisplaySeq', width: 10, codec: c.integer }),
  col({ key: 'immediate', header: 'importColImmediate', width: 10, list: 'yesNo', codec: c.yesNo }),
  col({
    key: 'collectionIds',
    header: 'importColCollections',
    width: 24,
    list: 'collection',
    multi: true,
    codec: c.listsOf('collection', 'importCollectionUnknown'),
  }),
  col({ key: 'published', header: 'importColPublished', width: 10, list: 'yesNo', codec: c.yesNo }),
  col({ key: 'listed', header: 'importColListed', width: 10, list: 'yesNo', codec: c.yesNo }),
];

/** The Stones sheet, in this order: the product's SKU first. */
export const STONE_COLUMNS: Column<WorkbookStone>[] = [
  col({ key: 'sku', header: 'importColStoneSku', width: 16, required: true, codec: c.text }),
  col({ key: 'type', header: 'importColStoneType', width: 18, required: true, list: 'stoneType', codec: c.listOf('stoneType') }),
  col({ key: 'shape', header: 'importColStoneShape', width: 12, list: 'stoneShape', codec: c.listOf('stoneShape') }),
  col({ key: 'carat', header: 'importColStoneCarat', width: 10, codec: c.decimal }),
  col({ key: 'size', header: 'importColStoneSize', width: 12, codec: c.text }),
  col({ key: 'count', header: 'importColStoneCount', width: 8, codec: c.integer }),
  col({ key: 'colour', header: 'importColStoneColour', width: 10, codec: c.text }),
  col({ key: 'clarity', header: 'importColStoneClarity', width: 10, codec: c.text }),
  col({ key: 'cut', header: 'importColStoneCut', width: 10, codec: c.text }),
  col({ key: 'treatment', header: 'importColStoneTreatment', width: 14, list: 'stoneTreatment', codec: c.listOf('stoneTreatment') }),
  col({ key: 'origin', header: 'importColStoneOrigin', width: 14, codec: c.text }),
  col({ key: 'certificateLab', header: 'importColStoneLab', width: 14, list: 'lab', codec: c.listOf('lab') }),
  col({ key: 'certificateNumber', header: 'importColStoneCertificate', width: 18, codec: c.text }),
];
