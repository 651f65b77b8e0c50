import type { z } from 'zod';
import { ZProductFields, type ProductFields } from '@gembourse/contracts/product-editor';
import type { Locale } from '@gembourse/contracts/locale';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { fieldMessage } from '../../platform/i18n/validation-messages.ts';
import { keyOfUrl } from '../../platform/storage/storage.ts';
import { PRODUCT_COLUMNS, STONE_COLUMNS, type WorkbookProduct, type WorkbookStone } from './product-workbook.columns.ts';
import { fold } from './product-workbook.lists.ts';
import { placeOf, type ReadRow } from './product-workbook.ts';

// The check of one imported row (issue 10 item 7): the cells it could not read, then the one rule set of a product
// (ZProductFields, the wizard's schema) over what it read, then what only the file and the showroom can say: an SKU
// twice in the file or already in the showroom, an image or document not uploaded by the company. Every reason names
// its column in the caller's language: "Price: must be at least 0", "Stones row 4: Carat: must be a number".

/** What the row check needs from outside the row: SKUs the showroom has (folded) and the company's own upload keys. */
export interface CheckContext {
  locale: Locale;
  existingSkus: Set<string>;
  ownedImages: Set<string>;
  ownedDocuments: Set<string>;
}

export type RowCheck = { ok: true; fields: ProductFields; published: boolean; listed: boolean } | { ok: false; reasons: string[] };

/** A zod issue as a reason's message in the caller's language: the platform's field messages (validation-messages.ts). */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  return fieldMessage(issue as Parameters<typeof fieldMessage>[0], locale);
}

const headingOf = (columns: { key: string; header: MessageKey }[], key: unknown, locale: Locale) => {
  const col = columns.find((c) => c.key === key);
  return col ? translate(col.header, locale) : String(key);
};
const reason = (field: string, message: string, locale: Locale) => translate('importReason', locale, { field, message });

/** The SKU a row names, folded as SKUs compare (one case, no surrounding spaces): the key of its stones and duplicates. */
export const skuKey = (sku: unknown) => fold(String(sku ?? ''));

/**
 * Checks one product row with its stone rows. `firstRowOfSku` is the row where the file first names the row's SKU
 * (a later row with the same SKU is refused, the first one imported).
 */
export function checkRow(
  row: ReadRow<WorkbookProduct>,
  stones: ReadRow<WorkbookStone>[],
  firstRowOfSku: number,
  ctx: CheckContext,
): RowCheck {
  const { locale } = ctx;
  const reasons: string[] = [];
  const unread = new Set<string>(row.errors.map((e) => e.key));
  for (const e of row.errors) reasons.push(reason(headingOf(PRODUCT_COLUMNS, e.key, locale), e.message, locale));
  const stoneLabel = (r: ReadRow<WorkbookStone>, key: unknown) =>
    `${placeOf('stones', r.row, locale)}: ${headingOf(STONE_COLUMNS, key, locale)}`;
  const unreadStones = new Set<string>();
  for (const [i, s] of stones.entries()) {
    for (const e of s.errors) {
      reasons.push(reason(stoneLabel(s, e.key), e.message, locale));
      unreadStones.add(`${i}.${e.key}`);
    }
  }

  const { published, listed, ...fields } = row.values;
  const input = { ...fields, stones: stones.map(({ values: { sku: _sku, ...stone } }) => stone) };
  const parsed = ZProductFields.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, key] = issue.path;
      if (head === 'stones' && typeof index === 'number' && stones[index]) {
        if (unreadStones.has(`${index}.${String(key)}`)) continue;
        reasons.push(reason(stoneLabel(stones[index], key), issueMessage(issue, locale), locale));
      } else if (!unread.has(String(head))) {
        reasons.push(reason(headingOf(PRODUCT_COLUMNS, head, locale), issueMessage(issue, locale), locale));
      }
    }
  }

  const skuHeading = headingOf(PRODUCT_COLUMNS, 'sku', locale);
  const sku = skuKey(row.values.sku);
  if (sku && firstRowOfSku !== row.row)
    reasons.push(reason(skuHeading, translate('importSkuTwice', locale, { row: firstRowOfSku }), locale));
  else if (sku && ctx.existingSkus.has(sku)) reasons.push(reason(skuHeading, translate('importSkuExists', locale), locale));

  // Files must be the company's own uploads, as in the wizard: a link to another company's image is not taken over.
  const notOwned = (url: string, owned: Set<string>) => {
    const key = keyOfUrl(url);
    return key !== null && !owned.has(key);
  };
  for (const url of row.values.images ?? [])
    if (notOwned(url, ctx.ownedImages))
      reasons.push(reason(headingOf(PRODUCT_COLUMNS, 'images', locale), translate('importFileNotOwned', locale, { value: url }), locale));
  for (const r of row.values.resources ?? [])
    if (notOwned(r.url, ctx.ownedDocuments))
      reasons.push(
        reason(headingOf(PRODUCT_COLUMNS, 'resources', locale), translate('importFileNotOwned', locale, { value: r.url }), locale),
      );

  if (reasons.length || !parsed.success) return { ok: false, reasons };
  return { ok: true, fields: parsed.data, published: published ?? false, listed: listed ?? true };
}

/** Why a stone row whose SKU names no product row is refused ("Product SKU: no row of the Products sheet has …"). */
export function orphanStoneReason(stone: ReadRow<WorkbookStone>, locale: Locale): string {
  const why = translate('importStoneNoProduct', locale, { sku: String(stone.values.sku ?? '') });
  return reason(headingOf(STONE_COLUMNS, 'sku', locale), why, locale);
}

/** The upload keys a file's rows link to (images, and documents among the resources), for one ownership query each. */
export function linkedUploads(rows: ReadRow<WorkbookProduct>[]) {
  const images = new Set<string>();
  const documents = new Set<string>();
  for (const r of rows) {
    for (const url of r.values.images ?? []) {
      const key = keyOfUrl(url);
      if (key) images.add(key);
    }
    for (const res of r.values.resources ?? []) {
      const key = keyOfUrl(res.url);
      if (key) documents.add(key);
    }
  }
  return { images: [...images], documents: [...documents] };
}
