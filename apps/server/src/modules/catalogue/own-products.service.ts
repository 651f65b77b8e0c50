import { pageAnswer } from '@gembourse/contracts/envelope';
import { ErrorCode } from '@gembourse/contracts/errors';
import { LIMITS } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import {
  BATCH_PERMISSION,
  type BatchRefusal,
  type OwnProductOptions,
  type OwnProductQuery,
  type OwnProducts,
  type ProductBatch,
  type ProductBatchResult,
} from '@gembourse/contracts/own-products';
import { assertSeller, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { RoleMenusCache } from '../../platform/auth/role-menus.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { presentBrandOption, presentOwnProduct } from './own-products.presenter.ts';
import type { OwnProductsRepository, SelectedProduct } from './own-products.repository.ts';
import type { ProductWrites, ProductWritesRepository } from './product-writes.repository.ts';

/** Products a refusal names before it says "and N more". */
export const REFUSAL_NAMES_SHOWN = 3;

const REFUSAL_MESSAGES: Record<BatchRefusal['reason'], MessageKey> = {
  noImage: 'batchNoImage',
  tooManyTags: 'batchTooManyTags',
  lastCategory: 'batchLastCategory',
};

/**
 * Which selected products stand in the way of the action, and why; null when none does. A product the action would
 * leave as it is never stands in the way (one already published, one that has the tag, one without the category).
 */
export function batchRefusal(input: ProductBatch, selected: readonly SelectedProduct[]): BatchRefusal | null {
  const refuse = (reason: BatchRefusal['reason'], blocking: SelectedProduct[]): BatchRefusal | null =>
    blocking.length ? { reason, products: blocking.map((r) => ({ id: r.id, name: r.name })) } : null;
  switch (input.action) {
    case 'publish':
      // SPEC §4: products without images (imported ones) cannot be published.
      return refuse(
        'noImage',
        selected.filter((r) => !r.published && r.images.length === 0),
      );
    case 'addTag':
      return refuse(
        'tooManyTags',
        selected.filter((r) => !r.tags.includes(input.tag) && r.tags.length >= LIMITS.productTagsMax),
      );
    case 'removeCategory':
      // SPEC §3: a product has at least one category.
      return refuse(
        'lastCategory',
        selected.filter((r) => r.categories.includes(input.categoryId) && r.categories.length <= 1),
      );
    default:
      return null;
  }
}

/** "A, B, C and 4 more" in the caller's language. */
export function nameList(names: readonly string[], locale: Locale): string {
  const shown = names.slice(0, REFUSAL_NAMES_SHOWN).join(translate('batchNameSeparator', locale));
  const more = names.length - REFUSAL_NAMES_SHOWN;
  return more > 0 ? translate('batchNamesMore', locale, { names: shown, count: more }) : shown;
}

/** The 40900 of a refused batch: its msg names the products, its data lists them all (ZBatchRefusal). */
function refused(refusal: BatchRefusal, locale: Locale): AppError {
  const products = nameList(
    refusal.products.map((p) => p.name),
    locale,
  );
  return new AppError(ErrorCode.CONFLICT, REFUSAL_MESSAGES[refusal.reason], { products, max: LIMITS.productTagsMax }, refusal);
}

/**
 * The supplier's own product list and its batch actions (SPEC §2). Members of a seller only (assertSeller); the
 * endpoints' access asks for showroom:view, and each batch action for its own permission point on top
 * (BATCH_PERMISSION), checked here because the point depends on the body. Every call acts on the caller's company:
 * ids of other companies' products are simply not among its rows.
 */
export function ownProductsService(deps: {
  repo: OwnProductsRepository;
  writes: ProductWritesRepository;
  roleMenus: Pick<RoleMenusCache, 'allows'>;
}) {
  const { repo, writes } = deps;

  /** What the action points at besides the products: a dictionary category (40000) or the company's own collection or brand (40400). */
  async function checkTarget(auth: AuthContext, input: ProductBatch, locale: Locale): Promise<void> {
    if ('categoryId' in input && !(await repo.isCategory(input.categoryId))) {
      throw validationFailed([{ path: 'categoryId', message: translate('optionInvalid', locale) }]);
    }
    // Another company's collection or brand answers like an unknown one, so ids cannot be probed.
    if ('collectionId' in input && !(await repo.ownsCollection(auth.companyId, input.collectionId))) throw notFound();
    if ('brandId' in input && !(await repo.ownsBrand(auth.companyId, input.brandId))) throw notFound();
  }

  /** The write of one action; answers how many products it changed. */
  function apply(w: ProductWrites, companyId: number, input: ProductBatch): Promise<number> {
    const { ids } = input;
    switch (input.action) {
      case 'publish':
      case 'unpublish':
        return w.setFlag(companyId, ids, 'published', input.action === 'publish');
      case 'list':
      case 'unlist':
        return w.setFlag(companyId, ids, 'listed', input.action === 'list');
      case 'markImmediate':
      case 'unmarkImmediate':
        return w.setFlag(companyId, ids, 'immediate', input.action === 'markImmediate');
      case 'addToCollection':
        return w.addToCollection(companyId, input.collectionId, ids);
      case 'removeFromCollection':
        return w.removeFromCollection(companyId, input.collectionId, ids);
      case 'addCategory':
        return w.addCategory(companyId, ids, input.categoryId);
      case 'removeCategory':
        return w.removeCategory(companyId, ids, input.categoryId);
      case 'addTag':
        return w.addTag(companyId, ids, input.tag, LIMITS.productTagsMax);
      case 'removeTag':
        return w.removeTag(companyId, ids, input.tag);
      case 'shiftBrand':
        return w.setBrand(companyId, ids, input.brandId);
      case 'delete':
        return w.remove(companyId, ids);
    }
  }

  return {
    /** GET /api/showroom/product/list: a page of my company's products, drafts included. */
    async list(auth: AuthContext, q: OwnProductQuery, locale: Locale): Promise<OwnProducts> {
      assertSeller(auth);
      const { rows, total } = await repo.page(auth.companyId, q);
      return pageAnswer(
        rows.map((r) => presentOwnProduct(r, locale)),
        total,
        q,
      );
    },

    /** GET /api/showroom/product/options: what the list's filters and batch actions choose from (brands in my language). */
    async options(auth: AuthContext, locale: Locale): Promise<OwnProductOptions> {
      assertSeller(auth);
      const options = await repo.options(auth.companyId);
      return { ...options, brands: options.brands.map((b) => presentBrandOption(b, locale)) };
    },

    /**
     * POST /api/showroom/product/batch: one action over the selected products, as one transaction. A rule that a
     * selected product breaks refuses the whole batch (40900, nothing written), naming the products in the way.
     */
    async batch(auth: AuthContext, input: ProductBatch, locale: Locale): Promise<ProductBatchResult> {
      assertSeller(auth);
      if (!(await deps.roleMenus.allows(auth, { perm: BATCH_PERMISSION[input.action] }))) throw forbidden();
      await checkTarget(auth, input, locale);
      const changed = await writes.transaction(async (w, tx) => {
        const refusal = batchRefusal(input, await repo.selection(tx, auth.companyId, input.ids));
        if (refusal) throw refused(refusal, locale);
        return apply(w, auth.companyId, input);
      });
      return { changed };
    },
  };
}
export type OwnProductsService = ReturnType<typeof ownProductsService>;
