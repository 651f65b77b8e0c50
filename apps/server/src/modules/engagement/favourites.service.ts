import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import {
  FAVOURITE_EXPORT_MAX,
  type FavouriteBrandPage,
  type FavouriteExportQuery,
  type FavouriteListQuery,
  type FavouriteProductPage,
} from '@gembourse/contracts/favourites';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { notFound } from '../../platform/errors.ts';
import { profileVisible, standingOf, type ProfileFacts, type Purpose } from '../company/company-access.ts';
import { productSight } from '../catalogue/product-sight.ts';
import { brandsWorkbook, productsWorkbook } from './favourites-workbook.presenter.ts';
import { presentFavouriteBrand, presentFavouriteProduct } from './favourites.presenter.ts';
import type { FavouritesRepository } from './favourites.repository.ts';

/** A brand's supplier profile opens to the viewer (the card links to it); `act`: as a member, to collect it. */
const brandAvailable = (viewer: AuthContext, supplier: ProfileFacts & { id: number }, purpose: Purpose = 'see') =>
  supplier.joinType === 'seller' && profileVisible(supplier, viewer, standingOf(viewer, supplier.id, false, purpose));

/**
 * Favourites of one member: brands (suppliers' brands) and products (the wish list), their lists and export.
 * `publicUrl` makes the workbook's links.
 */
export function favouritesService(deps: { repo: FavouritesRepository; publicUrl: string; realtime: RealtimePublisher }) {
  const { repo, publicUrl } = deps;
  async function brands(viewer: AuthContext, keyword: string | undefined, limit: number, offset: number, locale: Locale) {
    const { rows, total } = await repo.brands(viewer.userId, keyword, limit, offset);
    const list = rows.map((r) => presentFavouriteBrand(r, brandAvailable(viewer, { ...r, id: r.companyId }), locale));
    return { list, total };
  }

  async function products(viewer: AuthContext, keyword: string | undefined, limit: number, offset: number, locale: Locale) {
    const { rows, total } = await repo.products(viewer, keyword, limit, offset);
    const list = rows.map((r) => presentFavouriteProduct(r, productSight(viewer, r), locale));
    return { list, total };
  }

  return {
    /**
     * Sets the state the caller asked for (idempotent: the answer is the state, not a flip). Only brands of suppliers
     * whose profile the caller may open as a member can be collected (404 otherwise); letting one go always works,
     * even after the supplier was suspended.
     */
    async setBrand(auth: AuthContext, brandId: number, collected: boolean) {
      if (collected) {
        const supplier = await repo.brandSupplier(brandId);
        if (!supplier || !brandAvailable(auth, supplier, 'act')) throw notFound();
        await repo.collect(auth.userId, 'brand', brandId);
      } else {
        await repo.uncollect(auth.userId, 'brand', brandId);
      }
      return { collected };
    },

    /**
     * Collects a product the caller may see as a member (404 for unknown products and for those the rules hide from
     * them, so ids cannot be probed), or lets one go, which always works.
     */
    async setProduct(auth: AuthContext, productId: number, collected: boolean) {
      if (collected) {
        const target = await repo.product(productId, auth.companyId);
        // Collecting is a member's act: platform staff are checked as one (company-access.ts Purpose).
        if (!target || !productSight(auth, target, 'act').available) throw notFound();
        await repo.collect(auth.userId, 'product', productId);
      } else {
        await repo.uncollect(auth.userId, 'product', productId);
      }
      // Every process forgets the hearts it keeps for this member (favourites-cache.ts).
      await deps.realtime.publish({ type: 'favourites' }, { userIds: [auth.userId] });
      return { collected };
    },

    /** A page of the caller's own collected brands, newest first. */
    async listBrands(auth: AuthContext, q: FavouriteListQuery, locale: Locale): Promise<FavouriteBrandPage> {
      const { list, total } = await brands(auth, q.keyword, q.pageSize, pageOffset(q), locale);
      return pageAnswer(list, total, q);
    },

    /** A page of the caller's own collected products (the wish list), newest first. */
    async listProducts(auth: AuthContext, q: FavouriteListQuery, locale: Locale): Promise<FavouriteProductPage> {
      const { list, total } = await products(auth, q.keyword, q.pageSize, pageOffset(q), locale);
      return pageAnswer(list, total, q);
    },

    /** Every collected brand or product (up to the export limit) matching the keyword, as an .xlsx in `locale`. */
    async exportWorkbook(auth: AuthContext, q: FavouriteExportQuery, locale: Locale): Promise<Buffer> {
      if (q.type === 'product')
        return productsWorkbook((await products(auth, q.keyword, FAVOURITE_EXPORT_MAX, 0, locale)).list, locale, publicUrl);
      const { list } = await brands(auth, q.keyword, FAVOURITE_EXPORT_MAX, 0, locale);
      const entries = await repo.mainProductLabels(list.flatMap((b) => b.mainProducts));
      return brandsWorkbook(list, new Map(entries.map((e) => [e.value, e.labels])), locale, publicUrl);
    },
  };
}
export type FavouritesService = ReturnType<typeof favouritesService>;
