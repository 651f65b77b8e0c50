import { METAL, STONE_SHAPE, STONE_TREATMENT, STONE_TYPE } from '@gembourse/contracts/jewellery';
import type { Locale } from '@gembourse/contracts/locale';
import { DEFAULT_PRODUCT_VISIBILITY } from '@gembourse/contracts/product';
import { translate } from '../../platform/i18n/messages.ts';
import type { CellContext } from './product-workbook.cells.ts';
import type { WorkbookProduct, WorkbookStone } from './product-workbook.columns.ts';
import { skuKey } from './product-import.check.ts';
import type { ReadRow } from './product-workbook.ts';

/** Rings (the dictionary's first product category): the example row's category. */
const EXAMPLE_CATEGORY = 30733;

/**
 * The SKU of the template's examples. Rows with it, on either sheet, are never imported (issue 28 item 6: a supplier
 * who typed a product over the example row kept the example stone, whose SKU then named no product and was reported
 * as a refused row). A real catalogue using this very SKU is not a case worth a flag.
 */
export const EXAMPLE_SKU = 'EXAMPLE-001';

/** The rows of a sheet that are not the template's examples (SKUs compare without case and surrounding spaces). */
export function withoutExamples<R extends { sku: unknown }>(rows: ReadRow<R>[]): ReadRow<R>[] {
  return rows.filter((r) => skuKey(r.values.sku) !== skuKey(EXAMPLE_SKU));
}

/**
 * The template's example: one product with one stone, every kind of column filled, in the caller's language. It passes
 * the import's checks under any other SKU (the import test proves it), so a supplier sees what a good row looks like.
 */
export function templateExample(
  ctx: CellContext,
  locale: Locale,
): { sku: string; product: Partial<WorkbookProduct>; stone: Partial<WorkbookStone> } {
  const sku = EXAMPLE_SKU;
  return {
    sku,
    product: {
      sku,
      name: translate('importExampleName', locale),
      categories: ctx.lists.label('category', EXAMPLE_CATEGORY) ? [EXAMPLE_CATEGORY] : [],
      tags: ['ruby', '18K'],
      currency: 'USD',
      price: 1280,
      minOrder: translate('importExampleMinOrder', locale),
      descriptionHtml: `<p>${translate('importExampleDescription', locale)}</p>`,
      variants: [
        { name: '6', sku: `${sku}-6`, price: 1280 },
        { name: '7', sku: `${sku}-7`, price: 1300 },
      ],
      metal: METAL.gold,
      fineness: '18K/750',
      grossWeightGrams: 4.85,
      metalWeightGrams: 4.6,
      availability: 'stock',
      stock: 12,
      trackInventory: true,
      visibility: DEFAULT_PRODUCT_VISIBILITY,
      priceVisibility: 'community',
      displaySeq: 1,
      immediate: false,
      published: false,
      listed: true,
    },
    stone: {
      sku,
      type: STONE_TYPE.ruby,
      shape: STONE_SHAPE.oval,
      carat: 1.02,
      count: 1,
      colour: 'Pigeon blood',
      clarity: 'VS',
      cut: 'Excellent',
      treatment: STONE_TREATMENT.heated,
      origin: 'Myanmar',
      certificateLab: 'GRS',
      certificateNumber: 'GRS2026-012345',
    },
  };
}
