import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { brands, companies, dictionaryEntries, favourites, products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { productFactColumns, visibleProducts } from '../catalogue/product-sight.ts';
import { escapeLike, keywordMatch, nameMatch } from '../company/directory-list.repository.ts';
import { keywordWords } from '../company/search-words.ts';

const f = favourites;
const c = companies;
const p = products;
const b = brands;

// A keyword is matched as the directory and the catalogue match it (issue 28): cut into words (search-words.ts,
// Chinese into its words), each folded (foldSearch: 龍珠 is 龙珠), and every word must match. Folded texts are what a
// word is looked for in: the supplier's search text (companies.search_text) and the product's (products.search_text).
// One member's list is small (the favourites' primary key starts with the user), so no index is needed here.

/**
 * A brand keyword: every word in the brand's name (stored as written, so matched as typed, as the catalogue matches
 * brands) or in its supplier's search text as the directory searches it: names in any script, profiles, product words.
 */
function brandKeyword(keyword: string | undefined): SQL | undefined {
  const words = keywordWords(keyword);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w.typed)}%`;
      return or(sql`lower(${b.name}) like ${like}`, sql`lower(${b.nameEn}) like ${like}`, keywordMatch([w.folded], c.searchText));
    }),
  );
}

/**
 * A product keyword: every word in the product's search text (name, SKU, tags and description, as the catalogue reads
 * it), where the viewer may still see the product (the text of one they may not see is nobody's business, not even by a
 * search: issue 28 item 11), or in its supplier's names (own, English, alternate).
 */
function productKeyword(viewer: AuthContext, keyword: string | undefined): SQL | undefined {
  const words = keywordWords(keyword);
  if (!words.length) return undefined;
  const seen = visibleProducts(viewer);
  return and(...words.map((w) => or(and(seen, keywordMatch([w.folded], p.searchText)), nameMatch([w.folded]))));
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

/** A product, and what the product rule reads to decide whether `viewerCompanyId`'s member may still see it. */
const productColumns = (viewerCompanyId: number) => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  images: p.images,
  currency: p.currency,
  price: p.price,
  companyName: c.name,
  companyNameEn: c.nameEn,
  ...productFactColumns(viewerCompanyId),
});

// Every list is bounded by one user's favourites (the primary key starts with user_id), joined to its targets by
// their primary keys: one query for a page and one for its count, whatever the page size. A favourite whose
// product was deleted has no row to join and is not listed.

/** The only SQL of favourites (SPEC §2 /home/my-favorites, §4 "Favourite: collected or not"). */
export function favouritesRepository(db: Db) {
  const brandQuery = (userId: number, keyword: string | undefined) =>
    and(eq(f.userId, userId), eq(f.targetType, 'brand'), brandKeyword(keyword));
  const productQuery = (viewer: AuthContext, keyword: string | undefined) =>
    and(eq(f.userId, viewer.userId), eq(f.targetType, 'product'), productKeyword(viewer, keyword));

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

    /** A product with what the product rule needs to decide for `viewerCompanyId`'s member, or undefined. */
    async product(id: number, viewerCompanyId: number) {
      const [row] = await db
        .select(productColumns(viewerCompanyId))
        .from(p)
        .innerJoin(c, eq(c.id, p.companyId))
        .where(eq(p.id, id))
        .limit(1);
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

    /**
     * The viewer's collected products with their suppliers and what the product rule reads of each (one probe of
     * connections_pair_uq per row of the page), newest first, and how many match in all.
     */
    async products(viewer: AuthContext, keyword: string | undefined, limit: number, offset: number) {
      const where = productQuery(viewer, keyword);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...productColumns(viewer.companyId), collectedAt: f.createdAt })
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
