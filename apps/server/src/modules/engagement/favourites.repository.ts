import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { brands, companies, connections, dictionaryEntries, favourites, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { cjkNgramPattern, normalizeSearch } from '../company/company-search-text.ts';

const f = favourites;
const c = companies;
const p = products;
const b = brands;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * A brand keyword matches the brand's name, or its supplier as in the directory (company.repository.ts): search_text
 * and the keyword are folded alike, so names in any script, profiles and product words all find the supplier.
 */
function brandKeyword(keyword: string | undefined): SQL | undefined {
  const kw = keyword ? normalizeSearch(keyword) : '';
  if (!kw) return undefined;
  const ngram = cjkNgramPattern(kw);
  const supplier = ngram ? sql`${c.searchText} like ${ngram}` : sql`${c.searchText} like ${`%${escapeLike(kw)}%`}`;
  const like = `%${escapeLike(keyword!.trim())}%`;
  return or(sql`${b.name} ilike ${like}`, sql`${b.nameEn} ilike ${like}`, supplier);
}

/** A product keyword matches the product's name or SKU, or its supplier's names; one member's list is small. */
function productKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return or(sql`${p.name} ilike ${like}`, sql`${p.sku} ilike ${like}`, sql`${c.name} ilike ${like}`, sql`${c.nameEn} ilike ${like}`);
}

/** A collected brand with its supplier: the profile rules look at the supplier (favourites.service.ts). */
const brandColumns = {
  id: b.id,
  name: b.name,
  nameEn: b.nameEn,
  logo: sql<string | null>`coalesce(${b.logo}, ${c.logo})`,
  companyId: c.id,
  companyName: c.name,
  companyNameEn: c.nameEn,
  country: c.country,
  mainProducts: c.mainProducts,
  verificationStatus: c.verificationStatus,
  status: c.status,
  joinType: c.joinType,
  collectedAt: f.createdAt,
};

/** What the showroom rules need to decide whether a viewer may still see a product (favourites.service.ts). */
const productColumns = {
  id: p.id,
  name: p.name,
  sku: p.sku,
  images: p.images,
  currency: p.currency,
  price: p.price,
  published: p.published,
  listed: p.listed,
  visibility: p.visibility,
  priceVisibility: p.priceVisibility,
  released: sql<boolean>`(${p.releaseAt} is null or ${p.releaseAt} <= now())`,
  companyId: p.companyId,
  companyName: c.name,
  companyNameEn: c.nameEn,
  companyStatus: c.status,
  joinType: c.joinType,
  verificationStatus: c.verificationStatus,
  productPrivacy: c.productPrivacy,
};

// Every list is bounded by one user's favourites (the primary key starts with user_id), joined to its targets by
// their primary keys: one query for a page and one for its count, whatever the page size. A favourite whose
// product was deleted has no row to join and is not listed.

/** The only SQL of favourites (SPEC §2 /home/my-favorites, §4 "Favourite: collected or not"). */
export function favouritesRepository(db: Db) {
  const brandQuery = (userId: number, keyword: string | undefined) =>
    and(eq(f.userId, userId), eq(f.targetType, 'brand'), brandKeyword(keyword));
  const productQuery = (userId: number, keyword: string | undefined) =>
    and(eq(f.userId, userId), eq(f.targetType, 'product'), productKeyword(keyword));

  return {
    /** A brand's supplier with what the profile rules need, or undefined for an unknown brand. */
    async brandSupplier(brandId: number) {
      const [row] = await db
        .select({ id: c.id, status: c.status, joinType: c.joinType, verificationStatus: c.verificationStatus })
        .from(b)
        .innerJoin(c, eq(c.id, b.companyId))
        .where(eq(b.id, brandId))
        .limit(1);
      return row;
    },

    /** A product with what the showroom rules need, or undefined. */
    async product(id: number) {
      const [row] = await db.select(productColumns).from(p).innerJoin(c, eq(c.id, p.companyId)).where(eq(p.id, id)).limit(1);
      return row;
    },

    /** The products among `ids` the user has favourited: one probe of the favourites' primary key per id. */
    async productsAmong(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: f.targetId })
        .from(f)
        .where(and(eq(f.userId, userId), eq(f.targetType, 'product'), inArray(f.targetId, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** Every product the user has favourited (favourites-cache.ts keeps them). */
    async productIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: f.targetId })
        .from(f)
        .where(and(eq(f.userId, userId), eq(f.targetType, 'product')));
      return new Set(rows.map((r) => r.id));
    },

    /** Collects a brand or a product; collecting it again changes nothing. */
    async collect(userId: number, targetType: 'brand' | 'product', targetId: number) {
      await db.insert(f).values({ userId, targetType, targetId }).onConflictDoNothing();
    },

    async uncollect(userId: number, targetType: 'brand' | 'product', targetId: number) {
      await db.delete(f).where(and(eq(f.userId, userId), eq(f.targetType, targetType), eq(f.targetId, targetId)));
    },

    /** The user's collected brands, newest first: `limit` rows from `offset`, and how many match in all. */
    async brands(userId: number, keyword: string | undefined, limit: number, offset: number) {
      const where = brandQuery(userId, keyword);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(brandColumns)
          .from(f)
          .innerJoin(b, eq(b.id, f.targetId))
          .innerJoin(c, eq(c.id, b.companyId))
          .where(where)
          .orderBy(desc(f.createdAt), desc(f.targetId))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(f)
          .innerJoin(b, eq(b.id, f.targetId))
          .innerJoin(c, eq(c.id, b.companyId))
          .where(where),
      ]);
      return { rows, total };
    },

    /** The user's collected products with their suppliers, newest first, and how many match in all. */
    async products(userId: number, keyword: string | undefined, limit: number, offset: number) {
      const where = productQuery(userId, keyword);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...productColumns, collectedAt: f.createdAt })
          .from(f)
          .innerJoin(p, eq(p.id, f.targetId))
          .innerJoin(c, eq(c.id, p.companyId))
          .where(where)
          .orderBy(desc(f.createdAt), desc(f.targetId))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(f)
          .innerJoin(p, eq(p.id, f.targetId))
          .innerJoin(c, eq(c.id, p.companyId))
          .where(where),
      ]);
      return { rows, total };
    },

    /** Which of `companyIds` are connected with `viewerCompanyId` (an accepted request either way), in one query. */
    async connectedAmong(viewerCompanyId: number, companyIds: readonly number[]): Promise<Set<number>> {
      const ids = [...new Set(companyIds)].filter((id) => id !== viewerCompanyId);
      if (!ids.length) return new Set();
      const cn = connections;
      const rows = await db
        .select({ requester: cn.requesterCompanyId, supplier: cn.supplierCompanyId })
        .from(cn)
        .where(
          and(
            eq(cn.status, 'accepted'),
            or(
              and(eq(cn.requesterCompanyId, viewerCompanyId), inArray(cn.supplierCompanyId, ids)),
              and(eq(cn.supplierCompanyId, viewerCompanyId), inArray(cn.requesterCompanyId, ids)),
            ),
          ),
        );
      return new Set(rows.map((r) => (r.requester === viewerCompanyId ? r.supplier : r.requester)));
    },

    /** Labels of main-product dictionary values, in one query. */
    async mainProductLabels(values: readonly number[]) {
      const ids = [...new Set(values)];
      if (!ids.length) return [];
      return db
        .select({ value: dictionaryEntries.dataValue, labels: dictionaryEntries.labels })
        .from(dictionaryEntries)
        .where(and(eq(dictionaryEntries.dictCode, 'main_products'), inArray(dictionaryEntries.dataValue, ids)));
    },
  };
}
export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
export type FavouriteBrandRow = Awaited<ReturnType<FavouritesRepository['brands']>>['rows'][number];
export type FavouriteProductRow = Awaited<ReturnType<FavouritesRepository['products']>>['rows'][number];
export type ProductTargetRow = NonNullable<Awaited<ReturnType<FavouritesRepository['product']>>>;
