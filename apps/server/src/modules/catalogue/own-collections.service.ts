import { pageAnswer } from '@gembourse/contracts/envelope';
import type { FieldError } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import type {
  CollectionBatch,
  CollectionEventOptions,
  CollectionInput,
  CollectionProductsInput,
  OwnCollectionDetail,
  OwnCollectionQuery,
  OwnCollections,
} from '@gembourse/contracts/own-collections';
import { assertSeller, type AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { keyOfUrl } from '../../platform/storage/storage.ts';
import type { CompanyProfileRepository } from '../company/company-profile.repository.ts';
import type { PlanLimitsService } from '../billing/plan-limits.ts';
import type { CollectionFields, CollectionWrites, CollectionWritesRepository } from './collection-writes.repository.ts';
import { presentEventOptions, presentOwnCollection, presentOwnCollectionDetail } from './own-collections.presenter.ts';
import type { OwnCollectionsRepository } from './own-collections.repository.ts';

type Current = NonNullable<Awaited<ReturnType<OwnCollectionsRepository['current']>>>;

/** The form's input as the columns it replaces: an optional field left out is cleared, as the form shows it. */
function fieldsOf(input: CollectionInput): CollectionFields {
  return {
    name: input.name,
    cover: input.cover ?? null,
    pictures: input.pictures,
    visibility: input.visibility,
    priceVisibility: input.priceVisibility,
    releaseAt: new Date(input.releaseAt),
    finalDisplayAt: input.finalDisplayAt ? new Date(input.finalDisplayAt) : null,
    shipStart: input.shipStartDate ?? null,
    shipDeadline: input.shipDeadlineDate ?? null,
    eventId: input.eventId ?? null,
    eventExclusive: input.eventExclusive,
    description: input.description || null,
  };
}

/** The images a save adds, with where they sit in the input: those already on the collection need no new check. */
function newImages(input: CollectionInput, current: Current | null): { path: string; url: string }[] {
  const known = new Set([current?.cover, ...(current?.pictures ?? [])]);
  const refs = input.cover && !known.has(input.cover) ? [{ path: 'cover', url: input.cover }] : [];
  input.pictures.forEach((url, i) => {
    if (!known.has(url)) refs.push({ path: `pictures.${i}`, url });
  });
  return refs;
}

/** The write of one batch action; answers how many collections it changed. */
function apply(w: CollectionWrites, companyId: number, { action, ids }: CollectionBatch): Promise<number> {
  switch (action) {
    case 'publish':
    case 'unpublish':
      return w.setFlag(companyId, ids, 'published', action === 'publish');
    case 'list':
    case 'unlist':
      return w.setFlag(companyId, ids, 'listed', action === 'list');
    case 'delete':
      return w.remove(companyId, ids);
  }
}

/**
 * The supplier's own collections (SPEC §2 "Collections: create and edit", §4). Members of a seller only
 * (assertSeller); reads need showroom:view and writes showroom:collection:edit, which the endpoints' access checks.
 * Everything acts on the caller's company: another company's collection answers 404 like an unknown one, so ids
 * cannot be probed, and a batch simply does not find it. A refused write writes nothing.
 */
export function ownCollectionsService(deps: {
  repo: OwnCollectionsRepository;
  writes: CollectionWritesRepository;
  uploads: Pick<CompanyProfileRepository, 'ownedUploads'>;
  /** Whether the company's plan includes Launch collections (issue 13). */
  planLimits?: Pick<PlanLimitsService, 'assertLaunch'>;
}) {
  const { repo, writes } = deps;

  /** The detail of one of the company's collections, or 404. */
  async function detailOf(auth: AuthContext, id: number, locale: Locale): Promise<OwnCollectionDetail> {
    const row = await repo.detail(auth.companyId, id);
    if (!row) throw notFound();
    return presentOwnCollectionDetail(row, locale);
  }

  /** What the schema cannot see: the linked event must be one a collection may link to, new images the company's own. */
  async function problems(auth: AuthContext, input: CollectionInput, current: Current | null, locale: Locale): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    // An event that has ended since it was linked stays linkable for that collection: editing another field must not fail.
    if (input.eventId && input.eventId !== current?.eventId && !(await repo.isLinkableEvent(input.eventId))) {
      errors.push({ path: 'eventId', message: translate('optionInvalid', locale) });
    }
    const images = newImages(input, current);
    const keys = images.map((r) => keyOfUrl(r.url)).filter((key): key is string => key !== null);
    const owned = keys.length ? await deps.uploads.ownedUploads(keys, 'image', auth.userId, auth.companyId) : new Set<string>();
    for (const r of images) {
      const key = keyOfUrl(r.url);
      if (!key || !owned.has(key)) errors.push({ path: r.path, message: translate('uploadNotOwned', locale) });
    }
    return errors;
  }

  return {
    /** GET /api/showroom/collection/list: a page of my company's collections, drafts included. */
    async list(auth: AuthContext, q: OwnCollectionQuery, locale: Locale): Promise<OwnCollections> {
      assertSeller(auth);
      const { rows, total } = await repo.page(auth.companyId, q);
      return pageAnswer(
        rows.map((r) => presentOwnCollection(r, locale)),
        total,
        q,
      );
    },

    /** GET /api/showroom/collection/detail/:id: one of my collections with its products in order. */
    async detail(auth: AuthContext, id: number, locale: Locale): Promise<OwnCollectionDetail> {
      assertSeller(auth);
      return detailOf(auth, id, locale);
    },

    /** GET /api/showroom/collection/events: what the form's event picker offers. */
    async events(auth: AuthContext, locale: Locale): Promise<CollectionEventOptions> {
      assertSeller(auth);
      return presentEventOptions(await repo.linkableEvents(), locale);
    },

    /**
     * POST /api/showroom/collection/save: creates a collection (an unpublished, listed draft: publishing is the batch's)
     * or replaces the fields of one of mine; answers it as the detail does.
     */
    async save(auth: AuthContext, input: CollectionInput, locale: Locale): Promise<OwnCollectionDetail> {
      assertSeller(auth);
      const current = input.id ? await repo.current(auth.companyId, input.id) : null;
      if (input.id && !current) throw notFound();
      const errors = await problems(auth, input, current, locale);
      if (errors.length) throw validationFailed(errors);
      // Launch visibility is a paid plan's: on another plan, 40210 naming the plan, and nothing is written.
      if (input.visibility === 'launch') await deps.planLimits?.assertLaunch(auth.companyId);
      const values = fieldsOf(input);
      let id = input.id;
      if (id === undefined) id = await writes.create({ ...values, companyId: auth.companyId, published: false, listed: true });
      else if (!(await writes.update(auth.companyId, id, values))) throw notFound();
      return detailOf(auth, id, locale);
    },

    /**
     * POST /api/showroom/collection/products: replaces the collection's products and their order. Every id must be a
     * product of my company (40000 on productIds otherwise, nothing written), so a collection never shows another
     * supplier's product.
     */
    async setProducts(auth: AuthContext, input: CollectionProductsInput, locale: Locale): Promise<OwnCollectionDetail> {
      assertSeller(auth);
      if (!(await repo.current(auth.companyId, input.id))) throw notFound();
      if ((await repo.ownProductCount(auth.companyId, input.productIds)) < input.productIds.length) {
        throw validationFailed([{ path: 'productIds', message: translate('collectionProductsNotOwn', locale) }]);
      }
      if (!(await writes.setProducts(auth.companyId, input.id, input.productIds))) throw notFound();
      return detailOf(auth, input.id, locale);
    },

    /**
     * POST /api/showroom/collection/batch: publish, unpublish, list, unlist or delete the selected collections of mine,
     * in one statement (so one transaction); answers how many it changed. Deleting keeps the products.
     */
    async batch(auth: AuthContext, input: CollectionBatch): Promise<{ changed: number }> {
      assertSeller(auth);
      return { changed: await apply(writes, auth.companyId, input) };
    },
  };
}
export type OwnCollectionsService = ReturnType<typeof ownCollectionsService>;
