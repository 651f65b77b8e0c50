import { and, desc, eq, sql } from 'drizzle-orm';
import { companies, connections, products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { privacyScope, profileVisibleScope } from '../company/company-access.ts';
import { productReleased, visibleScope } from './visibility-policy.ts';

const p = products;
const c = companies;

/** The viewer's company is connected with the row's supplier (an accepted request either way). */
const connectedWith = (viewer: AuthContext | null) => () =>
  viewer
    ? sql`exists (select 1 from ${connections} cn where cn.status = 'accepted' and (
        (cn.requester_company_id = ${viewer.companyId} and cn.supplier_company_id = ${c.id})
        or (cn.supplier_company_id = ${viewer.companyId} and cn.requester_company_id = ${c.id})))`
    : sql`false`;

/** The only SQL of the products domain (for now: the newest products). */
export function productRepository(db: Db) {
  return {
    /**
     * The newest published, listed and released products the viewer may see, with the supplier's name: the supplier's
     * profile opens to them and its showroom privacy lets them in (company-access.ts), and the product's visibility
     * level (visibility-policy.ts). Walks products_catalogue_created_idx newest first.
     */
    latest(viewer: AuthContext | null, limit: number) {
      return db
        .select({
          id: p.id,
          name: p.name,
          sku: p.sku,
          images: p.images,
          companyId: p.companyId,
          companyName: c.name,
          companyNameEn: c.nameEn,
          categories: p.categories,
          currency: p.currency,
          price: p.price,
          visibility: p.visibility,
          priceVisibility: p.priceVisibility,
          released: sql<boolean>`${productReleased(p.releaseAt)}`,
          immediate: p.immediate,
          availability: p.availability,
          createdAt: p.createdAt,
        })
        .from(p)
        .innerJoin(c, eq(c.id, p.companyId))
        .where(
          and(
            eq(p.published, true),
            eq(p.listed, true),
            // The feed shows what is on sale: a launch joins it on its release, not when it is announced.
            productReleased(p.releaseAt),
            profileVisibleScope(viewer, c),
            privacyScope(viewer, { privacy: c.productPrivacy, companyId: c.id }, connectedWith(viewer)),
            visibleScope(viewer, { level: p.visibility, released: productReleased(p.releaseAt), companyId: p.companyId }),
          ),
        )
        .orderBy(desc(p.createdAt), desc(p.id))
        .limit(limit);
    },
  };
}
export type ProductRepository = ReturnType<typeof productRepository>;
export type ProductRow = Awaited<ReturnType<ProductRepository['latest']>>[number];
