import { and, asc, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { ShowroomProductSort } from '@gembourse/contracts/company-showroom';
import { collections, products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  collectionEnded,
  collectionReleased,
  collectionScope,
  productPriceScope,
  productReleased,
  productScope,
  type ScopeColumns,
  type ShowroomPrivacy,
} from './visibility-policy.ts';
import { companyFacts } from '../company/company-facts.repository.ts';

// Every query here is bounded by one company (products_company_idx, collections_company_idx), so the exact counts
// stay cheap: they never scan the catalogue. Release times are compared with the database clock, the same clock the
// `released` flags of the answers come from.

const p = products;
const k = collections;

/** The supplier's side of the visibility policy, known once per showroom: its privacy, the viewer's connection. */
export interface ShowroomScope {
  privacy: ShowroomPrivacy;
  connected: boolean;
}

// The supplier is one company, so its privacy and the viewer's connection with it are parameters, not joins.
const supplierCols = (scope: ShowroomScope) => ({
  privacy: sql`${scope.privacy}::text`,
  connected: () => sql`${scope.connected}::boolean`,
});

// Products are written two ways: through drizzle's columns in the product list, and as the alias `sp` inside the
// collections' correlated count, where a lone drizzle column would bind to the wrong table.
const productCols = (scope: ShowroomScope): ScopeColumns => ({
  level: p.visibility,
  released: productReleased(p.releaseAt),
  companyId: p.companyId,
  ...supplierCols(scope),
});
const aliasCols = (scope: ShowroomScope): ScopeColumns => ({
  level: sql.raw('sp.visibility'),
  released: productReleased(sql.raw('sp.release_at')),
  companyId: sql.raw('sp.company_id'),
  ...supplierCols(scope),
});

/** What every listed showroom product needs: published and listed by the supplier, and visible to the viewer. */
function productFilter(companyId: number, viewer: AuthContext | null, scope: ShowroomScope): SQL {
  return and(eq(p.companyId, companyId), eq(p.published, true), eq(p.listed, true), productScope(viewer, productCols(scope)))!;
}

/**
 * The price sort key as this viewer sees it: a hidden price sorts like a missing one, so the order of a price sort
 * cannot leak prices the viewer may not see.
 */
const shownPriceSort = (viewer: AuthContext | null, scope: ShowroomScope) =>
  sql`(case when ${productPriceScope(viewer, { ...productCols(scope), level: p.priceVisibility })} then ${p.priceSort} end)`;

function productOrder(sort: ShowroomProductSort, viewer: AuthContext | null, scope: ShowroomScope): SQL[] {
  switch (sort) {
    case 'showroom_desc':
      return [desc(p.displaySeq), desc(p.id)];
    case 'created_desc':
      return [desc(p.createdAt), desc(p.id)];
    case 'created_asc':
      return [asc(p.createdAt), asc(p.id)];
    case 'updated_desc':
      return [desc(p.updatedAt), desc(p.id)];
    case 'updated_asc':
      return [asc(p.updatedAt), asc(p.id)];
    case 'name_asc':
      return [asc(p.name), asc(p.id)];
    case 'name_desc':
      return [desc(p.name), desc(p.id)];
    case 'price_asc':
      return [sql`${shownPriceSort(viewer, scope)} asc nulls last`, asc(p.id)];
    case 'price_desc':
      return [sql`${shownPriceSort(viewer, scope)} desc nulls last`, desc(p.id)];
    case 'most_visited':
      return [desc(p.viewCount), desc(p.id)];
    default:
      return [asc(p.displaySeq), asc(p.id)];
  }
}

/** The only SQL of a company's public showroom: its products and collections as one viewer may see them. */
export function companyShowroomRepository(db: Db) {
  return {
    /** What the showroom rules need to know about the company itself. */
    company: (id: number) => companyFacts(db, id),

    /** One page of the showroom's products the viewer may see, and how many there are in all. */
    async products(
      companyId: number,
      viewer: AuthContext | null,
      scope: ShowroomScope,
      sort: ShowroomProductSort,
      limit: number,
      offset: number,
    ) {
      const where = productFilter(companyId, viewer, scope);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: p.id,
            name: p.name,
            sku: p.sku,
            images: p.images,
            companyId: p.companyId,
            categories: p.categories,
            currency: p.currency,
            price: p.price,
            variants: p.variants,
            priceVisibility: p.priceVisibility,
            immediate: p.immediate,
            availability: p.availability,
            createdAt: p.createdAt,
            released: sql<boolean>`${productReleased(p.releaseAt)}`,
          })
          .from(p)
          .where(where)
          .orderBy(...productOrder(sort, viewer, scope))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(p)
          .where(where),
      ]);
      return { rows, total };
    },

    /**
     * One page of the company's published, listed collections the viewer may see, newest release first, each with the
     * number of its products the viewer may see (a correlated count over collection_products' primary key, which
     * PostgreSQL evaluates for the returned page only). Ended collections (past their final display date) are left
     * out unless `withEnded`.
     */
    async collections(
      companyId: number,
      viewer: AuthContext | null,
      scope: ShowroomScope,
      withEnded: boolean,
      limit: number,
      offset: number,
    ) {
      const released = collectionReleased(k.releaseAt);
      const where = and(
        eq(k.companyId, companyId),
        eq(k.published, true),
        eq(k.listed, true),
        collectionScope(viewer, { level: k.visibility, released, companyId: k.companyId, ...supplierCols(scope) }),
        withEnded ? undefined : not(collectionEnded(k.finalDisplayAt)),
      );
      const productCount = sql<number>`(
        select count(*)::int from collection_products cp join products sp on sp.id = cp.product_id
        where cp.collection_id = "collections"."id" and sp.company_id = "collections"."company_id"
          and sp.published and sp.listed and ${productScope(viewer, aliasCols(scope))}
      )`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: k.id,
            name: k.name,
            cover: k.cover,
            visibility: k.visibility,
            releaseAt: k.releaseAt,
            released: sql<boolean>`${released}`,
            productCount,
          })
          .from(k)
          .where(where)
          .orderBy(desc(k.releaseAt), desc(k.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(k)
          .where(where),
      ]);
      return { rows, total };
    },
  };
}
export type CompanyShowroomRepository = ReturnType<typeof companyShowroomRepository>;
type Page<K extends 'products' | 'collections'> = Awaited<ReturnType<CompanyShowroomRepository[K]>>['rows'][number];
export type ShowroomProductRow = Page<'products'>;
export type ShowroomCollectionRow = Page<'collections'>;
