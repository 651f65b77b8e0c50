import type { FieldError } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { PERM, type PermCode } from '@gembourse/contracts/permissions';
import { DEFAULT_PRODUCT_VISIBILITY } from '@gembourse/contracts/product';
import type {
  OwnProductDetail,
  PreviewViewer,
  ProductAvailabilityInput,
  ProductInfoInput,
  ProductPreview,
  ProductSaved,
} from '@gembourse/contracts/product-editor';
import { assertSeller, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { RoleMenusCache } from '../../platform/auth/role-menus.ts';
import { forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { hasText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { fieldMessage } from '../../platform/i18n/validation-messages.ts';
import { keyOfUrl, UPLOADS_URL_PREFIX } from '../../platform/storage/storage.ts';
import type { CompanyProfileRepository } from '../company/company-profile.repository.ts';
import type { PlanLimitsService } from '../billing/plan-limits.ts';
import type { DictionaryService } from '../dictionary/dictionary.service.ts';
import type { ProductAlertsService } from './product-alerts.service.ts';
import { availabilityColumns, infoColumns } from './product-columns.ts';
import { dictionaryValuesOf, presentProductDetail, presentProductView } from './product-editor.presenter.ts';
import type { ProductEditorRepository } from './product-editor.repository.ts';
import type { NewProduct, ProductWritesRepository } from './product-writes.repository.ts';
import { sightAs } from './visibility-policy.ts';

type Current = NonNullable<Awaited<ReturnType<ProductEditorRepository['current']>>>;

/** The dictionary codes a product's page labels. */
const LABELLED_CODES = ['product_category', 'metal', 'stone_type', 'stone_shape', 'stone_treatment'] as const;

/** A file the save offers, with where it sits in the input (for the field error). */
interface FileRef {
  path: string;
  url: string;
}

/** The uploaded images and resource files a save adds: those already on the product need no new check. */
function newFiles(input: ProductInfoInput, current: Current | null): { images: FileRef[]; files: FileRef[] } {
  const knownImages = new Set(current?.images ?? []);
  const knownFiles = new Set((current?.resources ?? []).map((r) => r.url));
  const images = input.images.flatMap((url, i) => (knownImages.has(url) ? [] : [{ path: `images.${i}`, url }]));
  // Links elsewhere are allowed as they are (SPEC §3: "name plus link or uploaded file").
  const files = input.resources.flatMap((r, i) =>
    r.url.startsWith(UPLOADS_URL_PREFIX) && !knownFiles.has(r.url) ? [{ path: `resources.${i}.url`, url: r.url }] : [],
  );
  return { images, files };
}

/** What a product the first step creates starts as (SPEC §3 defaults): an unpublished, listed draft in stock. */
const NEW_PRODUCT_DEFAULTS = {
  published: false,
  listed: true,
  availability: 'stock',
  stock: null,
  visibility: DEFAULT_PRODUCT_VISIBILITY,
  priceVisibility: 'community',
  availabilitySaved: false,
} as const satisfies Partial<NewProduct>;

/**
 * The product wizard (SPEC §2 "Product form in steps", §3 Product, §5 rules): read one of my products, save its two
 * steps, preview it as a buyer. Members of a seller only (assertSeller). The endpoints' access asks for showroom:view;
 * save-info needs showroom:product:add to create and showroom:product:edit to change, checked here because the point
 * depends on the body. Everything acts on the caller's company: another company's product answers 404 like an
 * unknown one, so ids cannot be probed. A refused save writes nothing.
 */
export function productEditorService(deps: {
  repo: ProductEditorRepository;
  writes: ProductWritesRepository;
  roleMenus: Pick<RoleMenusCache, 'allows'>;
  uploads: Pick<CompanyProfileRepository, 'ownedUploads'>;
  dictionary: Pick<DictionaryService, 'labeller'>;
  /** Price-drop and back-in-stock alerts: what a save of an existing product changed, compared before and after it. */
  alerts?: Pick<ProductAlertsService, 'snapshot' | 'productChanged'>;
  /** The company plan's product limit (issue 13), checked in the transaction that creates a product. */
  planLimits?: Pick<PlanLimitsService, 'assertRoom'>;
}) {
  const { repo, writes } = deps;

  /** Runs `save` of an existing product, then enqueues the alerts its change triggers (after the write committed). */
  async function watched<T>(companyId: number, id: number, save: () => Promise<T>): Promise<T> {
    const alerts = deps.alerts;
    if (!alerts) return save();
    const before = await alerts.snapshot(companyId, id);
    const result = await save();
    await alerts.productChanged(before, await alerts.snapshot(companyId, id));
    return result;
  }

  async function requirePerm(auth: AuthContext, perm: PermCode): Promise<void> {
    if (!(await deps.roleMenus.allows(auth, { perm }))) throw forbidden();
  }

  /** Which of `refs` the company (or the caller) did not upload as `kinds` (any of them). */
  async function notOwned(auth: AuthContext, refs: FileRef[], kinds: readonly ('image' | 'pdf')[]): Promise<FileRef[]> {
    let left = refs;
    for (const kind of kinds) {
      if (!left.length) break;
      const keys = left.map((r) => keyOfUrl(r.url)).filter((k): k is string => k !== null);
      const owned = await deps.uploads.ownedUploads(keys, kind, auth.userId, auth.companyId);
      left = left.filter((r) => !owned.has(keyOfUrl(r.url) ?? ''));
    }
    return left;
  }

  /** What the schema cannot see in step 1: dictionary categories, the brand, files, a description that is all markup. */
  async function infoProblems(
    auth: AuthContext,
    input: ProductInfoInput,
    current: Current | null,
    description: string,
    brandId: number | null | undefined,
    locale: Locale,
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const add = (path: string, key: MessageKey) => errors.push({ path, message: translate(key, locale) });
    const known = await repo.knownCategories(input.categories);
    if (input.categories.some((v) => !known.has(v))) add('categories', 'optionInvalid');
    // Another company's brand answers like an unknown one.
    if (brandId === undefined) add('brandId', 'optionInvalid');
    if (!hasText(description))
      errors.push({ path: 'descriptionHtml', message: fieldMessage({ code: 'custom', message: 'required' }, locale) });
    const { images, files } = newFiles(input, current);
    for (const r of await notOwned(auth, images, ['image'])) add(r.path, 'uploadNotOwned');
    for (const r of await notOwned(auth, files, ['pdf', 'image'])) add(r.path, 'documentNotOwned');
    return errors;
  }

  return {
    /** GET /api/showroom/product/detail/:id: one of my products with every field the wizard edits. */
    async detail(auth: AuthContext, id: number): Promise<OwnProductDetail> {
      assertSeller(auth);
      const row = await repo.detail(auth.companyId, id);
      if (!row) throw notFound();
      return presentProductDetail(row);
    },

    /**
     * POST /api/showroom/product/save-info: step 1. Without an id it creates an unpublished product (the second step
     * not yet saved, SPEC §3 defaults for it); with one it replaces the information of one of mine. The description is
     * stored sanitised (standard formatting only); a brand left empty is the company's default brand.
     */
    async saveInfo(auth: AuthContext, input: ProductInfoInput, locale: Locale): Promise<ProductSaved> {
      assertSeller(auth);
      await requirePerm(auth, input.id === undefined ? PERM.showroomProductAdd : PERM.showroomProductEdit);
      const current = input.id === undefined ? null : await repo.current(auth.companyId, input.id);
      if (input.id !== undefined && !current) throw notFound();
      const description = sanitizeRichText(input.descriptionHtml);
      const brandId = await repo.brandFor(auth.companyId, input.brandId ?? null);
      const errors = await infoProblems(auth, input, current, description, brandId, locale);
      if (errors.length) throw validationFailed(errors);
      const values = infoColumns(input, description, brandId ?? null);
      if (input.id === undefined) {
        // One more product than the plan allows answers 40210 naming the plan, and nothing is written.
        const id = await writes.transaction(async (w, tx) => {
          await deps.planLimits?.assertRoom(auth.companyId, 'products', 1, tx);
          return w.create({ ...NEW_PRODUCT_DEFAULTS, ...values, companyId: auth.companyId });
        });
        return { id };
      }
      const id = input.id;
      if (!(await watched(auth.companyId, id, () => writes.update(auth.companyId, id, values)))) throw notFound();
      return { id };
    },

    /**
     * POST /api/showroom/product/save-availability: step 2 of one of my products, and its collections (replaced), in
     * one transaction. Every collection must be one of mine (40000 on collectionIds otherwise, nothing written).
     */
    async saveAvailability(auth: AuthContext, input: ProductAvailabilityInput, locale: Locale): Promise<ProductSaved> {
      assertSeller(auth);
      if (!(await repo.current(auth.companyId, input.id))) throw notFound();
      if ((await repo.ownCollectionCount(auth.companyId, input.collectionIds)) < input.collectionIds.length) {
        throw validationFailed([{ path: 'collectionIds', message: translate('optionInvalid', locale) }]);
      }
      const found = await watched(auth.companyId, input.id, () =>
        writes.transaction(async (w) => {
          if (!(await w.update(auth.companyId, input.id, availabilityColumns(input)))) return false;
          await w.setCollections(auth.companyId, input.id, input.collectionIds);
          return true;
        }),
      );
      if (!found) throw notFound();
      return { id: input.id };
    },

    /**
     * GET /api/showroom/product/preview/:id?as=guest|member: what a guest or a member of another company (not
     * connected) would see of one of my products once it is published, by the one visibility policy (its release time
     * and my showroom's privacy still count), and which setting decides it. A product hidden from that viewer answers
     * visible: false and no product.
     */
    async preview(auth: AuthContext, id: number, as: PreviewViewer, locale: Locale): Promise<ProductPreview> {
      assertSeller(auth);
      const row = await repo.preview(auth.companyId, id);
      if (!row) throw notFound();
      const sight = sightAs(as, { ...row.product, productPrivacy: row.productPrivacy, released: row.released });
      if (!sight.visible) return { as, visible: false, product: null, settings: sight.settings };
      const label = await deps.dictionary.labeller(LABELLED_CODES, dictionaryValuesOf(row.product), locale);
      return { as, visible: true, product: presentProductView(row, sight.priceShown, label, locale), settings: sight.settings };
    },
  };
}
export type ProductEditorService = ReturnType<typeof productEditorService>;
