import { PLAIN_BATCH_ACTIONS, type ProductBatchAction, type ProductBatchInput } from '@gembourse/contracts/own-products';

/** Actions that need nothing but the selection. */
export type PlainBatchAction = (typeof PLAIN_BATCH_ACTIONS)[number];
/** Actions that also need one chosen value: a collection, a category, a tag or a brand. */
export type ValueBatchAction = Exclude<ProductBatchAction, PlainBatchAction>;

/** Whether `action` needs a value chosen first. */
export function needsValue(action: ProductBatchAction): action is ValueBatchAction {
  return !(PLAIN_BATCH_ACTIONS as readonly string[]).includes(action);
}

/** What the value of an action is: it decides the picker the dialog shows. */
export function valueKindOf(action: ValueBatchAction): 'collection' | 'category' | 'tag' | 'brand' {
  switch (action) {
    case 'addToCollection':
    case 'removeFromCollection':
      return 'collection';
    case 'addCategory':
    case 'removeCategory':
      return 'category';
    case 'addTag':
    case 'removeTag':
      return 'tag';
    case 'shiftBrand':
      return 'brand';
  }
}

/** The request body of a value action (the contract validates it again on the server). */
export function valueBatchBody(action: ValueBatchAction, ids: number[], value: number | string): ProductBatchInput {
  switch (action) {
    case 'addToCollection':
    case 'removeFromCollection':
      return { action, ids, collectionId: Number(value) };
    case 'addCategory':
    case 'removeCategory':
      return { action, ids, categoryId: Number(value) };
    case 'addTag':
    case 'removeTag':
      return { action, ids, tag: String(value) };
    case 'shiftBrand':
      return { action, ids, brandId: Number(value) };
  }
}

/**
 * The batch menus of the bar, by what they change (SPEC §2). Each action shows only to holders of its point
 * (BATCH_PERMISSION); a menu whose actions are all hidden is hidden. Shift to a brand and delete are buttons of their own.
 */
export const BATCH_MENUS = [
  { key: 'publishing', actions: ['publish', 'unpublish', 'list', 'unlist'] },
  { key: 'immediate', actions: ['markImmediate', 'unmarkImmediate'] },
  { key: 'collection', actions: ['addToCollection', 'removeFromCollection'] },
  { key: 'category', actions: ['addCategory', 'removeCategory'] },
  { key: 'tag', actions: ['addTag', 'removeTag'] },
] as const satisfies readonly { key: string; actions: readonly ProductBatchAction[] }[];
