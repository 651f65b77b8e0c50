import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ShowroomProductSort } from '@gembourse/contracts/company-showroom';
import { collections, companies, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import type { VisibilityScope } from './showroom-policy.ts';

// Every query here is bounded by one company (products_company_idx, collections_company_idx), so the exact counts
// stay cheap: they never scan the catalogue. Release times are compared with the database clock, the same clock the
// `released` flags of the answers come from.

const p = products;
const k = collections;

/** `column in (values)`, false for no values (drizzle's inArray binds an empty list badly in raw fragments). */
const within = (column: SQL, values: readonly string[]) =>
  values.length ? sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})` : sql`false`;

/** An item is seen when its level is reached once released, or reached ahead of release. */
const scoped = (visibility: SQL, released: SQL, scope: VisibilityScope) =>
  sql`((${within(visibility, scope.released)} and ${released}) or ${within(visibility, scope.ahead)})`;

// Products are written two ways: through drizzle's columns in the product list, and as the alias `sp` inside the
// collections' correlated count, where a lone drizzle column would bind to the wrong table.
const productReleased = sql`(${p.releaseAt} is null or ${p.releaseAt} <= now())`;
const aliasReleased = sql`(sp.release_at is null or sp.release_at <= now())`;

/** What every listed showroom product needs, whoever looks: published and listed by the supplier. */
function productFilter(companyId: number, scope: VisibilityScope): SQL {
  return and(
    eq(p.companyId, companyId),
    eq(p.published, true),
    eq(p.listed, true),
    scoped(sql`${p.visibility}`, productReleased, scope),
  )!;
}

/**
 * The price sort key as this viewer sees it: a hidden price sorts like a missing one, so the order of a price sort
 * cannot leak prices the viewer may not see.
 */
const shownPriceSort = (prices: VisibilityScope) =>
  sql`(case when ${scoped(sql`${p.priceVisibility}`, productReleased, prices)} then ${p.priceSort} end)`;

function productOrder(sort: ShowroomProductSort, prices: VisibilityScope): SQL[] {
  switch (sort) {
    case 'showroom_desc': return [desc(p.displaySeq), desc(p.id)];
    case 'created_desc': return [desc(p.createdAt), desc(p.id)];
    case 'created_asc': return [asc(p.createdAt), asc(p.id)];
    case 'updated_desc': return [desc(p.updatedAt), desc(p.id)];
    case 'updated_asc': return [asc(p.updatedAt), asc(p.id)];
    case 'name_asc': return [asc(p.name), asc(p.id)];
    case 'name_desc': return [desc(p.name), desc(p.id)];
    case 'price_asc': return [sql`${shownPriceSort(prices)} asc nulls last`, asc(p.id)];
    case 'price_desc': return [sql`${shownPriceSort(prices)} desc nulls last`, desc(p.id)];
    case 'most_visited': return [desc(p.viewCount), desc(p.id)];
    default: return [asc(p.displaySeq), asc(p.id)];
  }
}

/** The only SQL of a company's public showroom: its products and collections as one viewer may see them. */
export function companyShowroomRepository(db: Db) {
  return {
    /** What the showroom rules need to know about the company itself. */
    async company(id: number) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn, status: companies.status, joinType: companies.joinType, productPrivacy: companies.productPrivacy })
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1);
      return row;
    },

    /** One page of the showroom's products within `scope`, and how many there are in all. */
    async products(companyId: number, scope: VisibilityScope, prices: VisibilityScope, sort: ShowroomProductSort, limit: number, offset: number) {
      const where = productFilter(companyId, scope);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: p.id, name: p.name, sku: p.sku, images: p.images, companyId: p.companyId, categories: p.categories,
            currency: p.currency, price: p.price, priceVisibility: p.priceVisibility, immediate: p.immediate,
            availability: p.availability, createdAt: p.createdAt, released: sql<boolean>`${productReleased}`,
          })
          .from(p)
          .where(where)
          .orderBy(...productOrder(sort, prices))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(p).where(where),
      ]);
      return { rows, total };
    },

    /**
     * One page of the company's published, listed collections within `scope`, newest release first, each with the
     * number of its products the viewer may see (a correlated count over collection_products' primary key, which
     * PostgreSQL evaluates for the returned page only). Ended collections (past their final display date) are left
     * out unless `withEnded`.
     */
    async collections(companyId: number, scope: VisibilityScope, productScope: VisibilityScope, withEnded: boolean, limit: number, offset: number) {
      const where = and(
        eq(k.companyId, companyId),
        eq(k.published, true),
        eq(k.listed, true),
        scoped(sql`${k.visibility}`, sql`${k.releaseAt} <= now()`, scope),
        withEnded ? undefined : sql`(${k.finalDisplayAt} is null or ${k.finalDisplayAt} > now())`,
      );
      const productCount = sql<number>`(
        select count(*)::int from collection_products cp join products sp on sp.id = cp.product_id
        where cp.collection_id = "collections"."id" and sp.company_id = "collections"."company_id"
          and sp.published and sp.listed and ${scoped(sql.raw('sp.visibility'), aliasReleased, productScope)}
      )`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: k.id, name: k.name, cover: k.cover, visibility: k.visibility, releaseAt: k.releaseAt,
            released: sql<boolean>`(${k.releaseAt} <= now())`, productCount,
          })
          .from(k)
          .where(where)
          .orderBy(desc(k.releaseAt), desc(k.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(k).where(where),
      ]);
      return { rows, total };
    },
  };
}
export type CompanyShowroomRepository = ReturnType<typeof companyShowroomRepository>;
type Page<K extends 'products' | 'collections'> = Awaited<ReturnType<CompanyShowroomRepository[K]>>['rows'][number];
export type ShowroomProductRow = Page<'products'>;
export type ShowroomCollectionRow = Page<'collections'>;
