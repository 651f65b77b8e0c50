import {
  FAVOURITE_EXPORT_MAX, type FavouriteBrand, type FavouriteBrandPage, type FavouriteListQuery, type FavouriteProduct,
  type FavouriteProductPage,
} from '@gembourse/contracts/favourites';
import type { I18nText, Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import { profileVisible, standingOf } from '../company/company-access.ts';
import { priceScope, priceShown, showroomAccess, visibilityScope, type VisibilityScope } from '../company/showroom-policy.ts';
import { presentFavouriteBrand, presentFavouriteProduct, type ProductSight } from './favourites.presenter.ts';
import type { FavouriteBrandRow, FavouritesRepository, ProductTargetRow } from './favourites.repository.ts';

const seenAt = (scope: VisibilityScope, level: ProductTargetRow['visibility'], released: boolean) =>
  (released && scope.released.includes(level)) || scope.ahead.includes(level);

/**
 * Whether the viewer may still see a product, by the showroom's rules (showroom-policy.ts): the supplier's profile
 * opens, its showroom privacy lets the viewer in, and the product is published, listed and within the viewer's
 * visibility levels. Its price follows the price visibility.
 */
function productSight(viewer: AuthContext, r: ProductTargetRow, connected: boolean): ProductSight {
  const standing = standingOf(viewer, r.companyId, connected);
  const available = profileVisible({ status: r.companyStatus, joinType: r.joinType }, viewer, standing)
    && showroomAccess(r.productPrivacy, viewer, standing).visible
    && r.published && r.listed
    && seenAt(visibilityScope(viewer, standing), r.visibility, r.released);
  return { available, priceShown: priceShown(priceScope(viewer, standing), r.priceVisibility, r.released) };
}

/** Only a "contacts only" showroom of another company asks whether the two companies are connected. */
const asksConnection = (viewer: AuthContext, r: ProductTargetRow) =>
  r.productPrivacy === 'contacts' && r.companyId !== viewer.companyId && !viewer.administrator;

/** A brand's profile still opens: the card links to it. */
const brandAvailable = (viewer: AuthContext, r: FavouriteBrandRow) =>
  r.joinType === 'seller' && profileVisible(r, viewer, standingOf(viewer, r.id, false));

const page = <T>(list: T[], total: number, q: FavouriteListQuery, offset: number) =>
  ({ list, total, pageNum: q.pageNum, pageSize: q.pageSize, hasMore: offset + list.length < total });

/** Favourites of one member: brands (suppliers' showrooms) and products (the wish list), their lists and export. */
export function favouritesService(repo: FavouritesRepository) {
  async function brands(viewer: AuthContext, keyword: string | undefined, limit: number, offset: number) {
    const { rows, total } = await repo.brands(viewer.userId, keyword, limit, offset);
    return { list: rows.map((r) => presentFavouriteBrand(r, brandAvailable(viewer, r))), total };
  }

  async function products(viewer: AuthContext, keyword: string | undefined, limit: number, offset: number, locale: Locale) {
    const { rows, total } = await repo.products(viewer.userId, keyword, limit, offset);
    // One query for the whole page: no per-row connection lookups.
    const connected = await repo.connectedAmong(viewer.companyId, rows.filter((r) => asksConnection(viewer, r)).map((r) => r.companyId));
    const list = rows.map((r) => presentFavouriteProduct(r, productSight(viewer, r, connected.has(r.companyId)), locale));
    return { list, total };
  }

  return {
    /**
     * Sets the state the caller asked for (idempotent: the answer is the state, not a flip). Only active suppliers can
     * be collected (404 otherwise); letting one go always works, even after it was suspended.
     */
    async setCompany(auth: AuthContext, companyId: number, collected: boolean) {
      if (collected) {
        const target = await repo.company(companyId);
        if (!target || target.status !== 'active' || target.joinType !== 'seller') throw notFound();
        await repo.collect(auth.userId, 'company', companyId);
      } else {
        await repo.uncollect(auth.userId, 'company', companyId);
      }
      return { collected };
    },

    /**
     * Collects a product the caller may see (404 for unknown products and for those the showroom rules hide from
     * them, so ids cannot be probed), or lets one go, which always works.
     */
    async setProduct(auth: AuthContext, productId: number, collected: boolean) {
      if (collected) {
        const target = await repo.product(productId);
        if (!target) throw notFound();
        const connected = asksConnection(auth, target) ? (await repo.connectedAmong(auth.companyId, [target.companyId])).has(target.companyId) : false;
        if (!productSight(auth, target, connected).available) throw notFound();
        await repo.collect(auth.userId, 'product', productId);
      } else {
        await repo.uncollect(auth.userId, 'product', productId);
      }
      return { collected };
    },

    /** A page of the caller's own collected brands, newest first. */
    async listBrands(auth: AuthContext, q: FavouriteListQuery): Promise<FavouriteBrandPage> {
      const offset = (q.pageNum - 1) * q.pageSize;
      const { list, total } = await brands(auth, q.keyword, q.pageSize, offset);
      return page(list, total, q, offset);
    },

    /** A page of the caller's own collected products (the wish list), newest first. */
    async listProducts(auth: AuthContext, q: FavouriteListQuery, locale: Locale): Promise<FavouriteProductPage> {
      const offset = (q.pageNum - 1) * q.pageSize;
      const { list, total } = await products(auth, q.keyword, q.pageSize, offset, locale);
      return page(list, total, q, offset);
    },

    /** Every collected brand (up to the export limit) with the labels of their main products. */
    async exportBrands(auth: AuthContext, keyword: string | undefined): Promise<{ list: FavouriteBrand[]; labels: Map<number, I18nText> }> {
      const { list } = await brands(auth, keyword, FAVOURITE_EXPORT_MAX, 0);
      const entries = await repo.mainProductLabels(list.flatMap((b) => b.mainProducts));
      return { list, labels: new Map(entries.map((e) => [e.value, e.labels])) };
    },

    /** Every collected product (up to the export limit). */
    async exportProducts(auth: AuthContext, keyword: string | undefined, locale: Locale): Promise<FavouriteProduct[]> {
      return (await products(auth, keyword, FAVOURITE_EXPORT_MAX, 0, locale)).list;
    },
  };
}
export type FavouritesService = ReturnType<typeof favouritesService>;
