import { and, arrayContains, asc, eq, inArray, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { collectionWrites } from './collection-writes.repository.ts';
import { caratTotalOf, productFacetCodes, type FacetSource } from './facet-codes.ts';
import { productSearchText, touchesSearchInputs } from './product-search-text.ts';

/** What the write path computes itself: the search text, stone types, facet codes, carat total, first publication. */
type Computed = 'searchText' | 'stoneTypes' | 'facetCodes' | 'caratTotal' | 'firstPublishedAt';
/** A new product of a supplier's showroom (its derived columns are the write path's to compute). */
export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'viewCount' | Computed | 'createdAt' | 'updatedAt'>;
/** A change of a product (its company never changes). */
export type ProductChange = Partial<Omit<NewProduct, 'companyId'>>;
/** The yes/no columns a batch action sets (SPEC §4: publish, list, Immediate). */
export type ProductFlag = 'published' | 'listed' | 'immediate';

/**
 * Told, inside the write's transaction, that a company's products changed in a way its derived columns read (the
 * company module's `refreshLater`, injected by services.ts: catalogue does not write `companies`).
 */
export type CatalogueChanged = (companyId: number, tx: Db) => Promise<void>;

/** The product columns a company's derived data reads (company/company-derived.repository.ts). */
const DERIVED_FROM = ['name', 'categories', 'published'] as const;
const touchesDerived = (values: object) => DERIVED_FROM.some((k) => k in values);

/** What a search text is recomputed from, as RETURNING gives it back. */
const searchSource = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  tags: products.tags,
  descriptionHtml: products.descriptionHtml,
};
type SearchSourceRow = { id: number; name: string; sku: string; tags: string[]; descriptionHtml: string };

/** The product columns facet_codes and carat_total are computed from (facet-codes.ts FacetSource). */
const FACET_INPUTS = ['categories', 'metal', 'fineness', 'stones'] as const;
const touchesFacetInputs = (values: object) => FACET_INPUTS.some((k) => k in values);
const allFacetInputs = (values: object) => FACET_INPUTS.every((k) => k in values);
/** What the facet columns are recomputed from, as RETURNING gives it back (a write that set only some of them). */
const facetSource = {
  id: products.id,
  categories: products.categories,
  metal: products.metal,
  fineness: products.fineness,
  stones: products.stones,
};
type FacetSourceRow = FacetSource & { id: number };

/** The facet columns of a product (facet-codes.ts is the one home of their encoding). */
const facetColumns = (src: FacetSource) => ({ facetCodes: productFacetCodes(src), caratTotal: caratTotalOf(src.stones) });

/** A new product's facet source: what the insert gives, the columns' defaults for the rest. */
const newFacetSource = (v: Pick<NewProduct, 'categories' | 'metal' | 'fineness' | 'stones'>): FacetSource => ({
  categories: v.categories ?? [],
  metal: v.metal ?? null,
  fineness: v.fineness ?? null,
  stones: v.stones ?? [],
});

/** The first publication is kept: republishing a withdrawn product does not make it new to a saved search again. */
const firstPublished = sql`coalesce(${products.firstPublishedAt}, now())`;

/**
 * The columns derived from a write's own values: stone_types follows stones (the catalogue's stone facet reads it),
 * the facet columns follow their inputs when the write carries all of them (else they are recomputed from the stored
 * row: storeDerived), and publishing stamps first_published_at.
 */
function withDerived<T extends ProductChange>(values: T): T & SetValues {
  const out: T & SetValues = { ...values };
  if (values.stones) out.stoneTypes = [...new Set(values.stones.map((s) => s.type))];
  if (allFacetInputs(values)) Object.assign(out, facetColumns(newFacetSource(values)));
  if (values.published === true) out.firstPublishedAt = firstPublished;
  return out;
}

/** A new product's derived columns: all inputs are known (given or defaults). */
function newDerived<T extends Omit<NewProduct, 'companyId'>>(values: T) {
  return {
    ...withDerived(values),
    ...facetColumns(newFacetSource(values)),
    searchText: productSearchText(values),
    firstPublishedAt: values.published ? new Date() : null,
  };
}

/** Rows one INSERT of createMany carries: 65,535 bind parameters over about 40 columns. */
const INSERT_CHUNK = 500;

/**
 * A new product's brand: the one given, else the company's default brand (every supplier has one: brands.repository.ts
 * createDefaultBrands), so no product is left without a brand (docs/decisions.md "Brands: one model").
 */
const brandOrDefault = (companyId: number, brandId: number | null | undefined): number | SQL =>
  brandId ?? sql`(select b.id from brands b where b.company_id = ${companyId} and b.is_default)`;

/** The company's products among `ids` (a product of another company is never touched). */
const own = (companyId: number, ids: readonly number[]) => and(eq(products.companyId, companyId), inArray(products.id, [...ids]));

/**
 * Every INSERT, UPDATE and DELETE of `products` (scripts/check-table-owners.mjs keeps it so): the one write path, so
 * each write that changes what a company's search columns are computed from tells `changed` in its own transaction
 * (a savepoint inside the caller's), and no future write can forget to; likewise each write of a name, SKU or tags
 * recomputes the product's own search_text. Products belong to `companyId`: a write naming another company's product
 * changes nothing. Batch writes change only the rows that differ and answer how many they changed.
 */
export function productWritesRepository(db: Db, changed: CatalogueChanged) {
  return transactional(db, (db) => productWrites(db, changed));
}
export type ProductWritesRepository = ReturnType<typeof productWritesRepository>;
/** The writes bound to one transaction (what `transaction` hands its callback). */
export type ProductWrites = ReturnType<typeof productWrites>;

/** Column values of an UPDATE: plain values or SQL over the row (array_append and the like). */
type SetValues = { [K in keyof typeof products.$inferInsert]?: (typeof products.$inferInsert)[K] | SQL };

function productWrites(db: Db, changed: CatalogueChanged) {
  // On the same handle, so a product batch that adds to a collection stays one transaction.
  const links = collectionWrites(db);

  /**
   * Stores facet_codes and carat_total of each row, in one statement, from its stored inputs: for writes that set only
   * some of them (a batch's category, an edit of the stones alone), in the write's transaction.
   */
  async function storeFacets(tx: Db, rows: readonly FacetSourceRow[]): Promise<void> {
    if (!rows.length) return;
    const values = sql.join(
      rows.map((r) => {
        const f = facetColumns(r);
        return sql`(${r.id}::int, ${`{${f.facetCodes.join(',')}}`}::int[], ${f.caratTotal}::numeric)`;
      }),
      sql`, `,
    );
    await tx.execute(
      sql`update ${products} set facet_codes = v.f, carat_total = v.c from (values ${values}) as v(id, f, c) where ${products.id} = v.id`,
    );
  }

  /** Stores the search text of each row, in one statement (a VALUES list joined on the primary key). */
  async function storeSearchText(tx: Db, rows: readonly SearchSourceRow[]): Promise<void> {
    if (!rows.length) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::int, ${productSearchText(r)}::text)`),
      sql`, `,
    );
    await tx.execute(sql`update ${products} set search_text = v.t from (values ${values}) as v(id, t) where ${products.id} = v.id`);
  }

  /**
   * One UPDATE of the company's selected products that differ from the change (`differs`), so `changed` counts real
   * changes and an unchanged product keeps its updated_at; then the search text and the derived-data notice when due.
   */
  async function updateSelected(
    companyId: number,
    ids: readonly number[],
    set: SetValues,
    differs: SQL,
    after: { search?: boolean; derived?: boolean; facets?: boolean },
  ): Promise<number> {
    if (!ids.length) return 0;
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await tx
        .update(products)
        .set({ ...set, updatedAt: new Date() })
        .where(and(own(companyId, ids), differs))
        .returning({ ...searchSource, ...facetSource });
      if (rows.length && after.search) await storeSearchText(tx, rows);
      if (rows.length && after.facets) await storeFacets(tx, rows);
      if (rows.length && after.derived) await changed(companyId, tx);
      return rows.length;
    });
  }

  /** Sets a yes/no column on products of the company; answers how many it changed. */
  const setFlag = (companyId: number, ids: readonly number[], flag: ProductFlag, value: boolean): Promise<number> =>
    updateSelected(
      companyId,
      ids,
      { [flag]: value, ...(flag === 'published' && value ? { firstPublishedAt: firstPublished } : {}) },
      ne(products[flag], value),
      { derived: flag === 'published' },
    );

  return {
    async create(values: NewProduct): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            ...newDerived(values),
            companyId: values.companyId,
            brandId: brandOrDefault(values.companyId, values.brandId),
          })
          .returning({ id: products.id });
        if (values.published) await changed(values.companyId, tx as unknown as Db);
        return row.id;
      });
    },

    /**
     * Creates many products of one company in one transaction (the Excel import), in INSERTs of INSERT_CHUNK rows;
     * answers their ids in the order given. Either every row is written or none.
     */
    async createMany(companyId: number, rows: readonly Omit<NewProduct, 'companyId'>[]): Promise<number[]> {
      if (!rows.length) return [];
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const chunk = rows.slice(i, i + INSERT_CHUNK).map((r) => ({
            ...newDerived(r),
            companyId,
            brandId: brandOrDefault(companyId, r.brandId),
          }));
          const inserted = await tx.insert(products).values(chunk).returning({ id: products.id });
          ids.push(...inserted.map((r) => r.id));
        }
        if (rows.some((r) => r.published)) await changed(companyId, tx as unknown as Db);
        return ids;
      });
    },

    /** Changes one product of the company; false when it has no such product. */
    async update(companyId: number, id: number, values: ProductChange): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(products)
          .set({ ...withDerived(values), updatedAt: new Date() })
          .where(and(eq(products.id, id), eq(products.companyId, companyId)))
          .returning({ ...searchSource, ...facetSource });
        if (rows.length && touchesSearchInputs(values)) await storeSearchText(tx as unknown as Db, rows);
        // Some of the facet inputs only: the others are the stored row's (RETURNING gives the row as written).
        if (rows.length && touchesFacetInputs(values) && !allFacetInputs(values)) await storeFacets(tx as unknown as Db, rows);
        if (rows.length && touchesDerived(values)) await changed(companyId, tx as unknown as Db);
        return rows.length > 0;
      });
    },

    setFlag,

    /** Publishes or withdraws products of the company; answers how many it changed. */
    setPublished: (companyId: number, ids: readonly number[], published: boolean) => setFlag(companyId, ids, 'published', published),

    /** Shifts products of the company to one of its brands (the caller checked the brand is the company's). */
    async setBrand(companyId: number, ids: readonly number[], brandId: number): Promise<number> {
      const differs = sql`${products.brandId} is distinct from ${brandId}`;
      return updateSelected(companyId, ids, { brandId }, differs, {});
    },

    /**
     * Moves every product of the company's brand `fromBrandId` to its brand `toBrandId` (deleting a brand: its products
     * go back to the default one; brands.service.ts checked both brands are the company's). Answers how many moved.
     */
    async moveBrand(companyId: number, fromBrandId: number, toBrandId: number): Promise<number> {
      const rows = await db
        .update(products)
        .set({ brandId: toBrandId, updatedAt: new Date() })
        .where(and(eq(products.companyId, companyId), eq(products.brandId, fromBrandId)))
        .returning({ id: products.id });
      return rows.length;
    },

    /** Adds a category to the products of the company that lack it. */
    async addCategory(companyId: number, ids: readonly number[], categoryId: number): Promise<number> {
      const set = { categories: sql`array_append(${products.categories}, ${categoryId}::int)` };
      return updateSelected(companyId, ids, set, not(arrayContains(products.categories, [categoryId])), { derived: true, facets: true });
    },

    /** Removes a category from the products that hold it and another one: a product never loses its last (SPEC §3). */
    async removeCategory(companyId: number, ids: readonly number[], categoryId: number): Promise<number> {
      const set = { categories: sql`array_remove(${products.categories}, ${categoryId}::int)` };
      const holds = and(arrayContains(products.categories, [categoryId]), sql`cardinality(${products.categories}) > 1`)!;
      return updateSelected(companyId, ids, set, holds, { derived: true, facets: true });
    },

    /** Adds a tag to the products that lack it and hold fewer than `max` tags. */
    async addTag(companyId: number, ids: readonly number[], tag: string, max: number): Promise<number> {
      const set = { tags: sql`array_append(${products.tags}, ${tag}::text)` };
      const room = and(not(arrayContains(products.tags, [tag])), sql`cardinality(${products.tags}) < ${max}`)!;
      return updateSelected(companyId, ids, set, room, { search: true });
    },

    /** Removes a tag from the products that hold it. */
    async removeTag(companyId: number, ids: readonly number[], tag: string): Promise<number> {
      const set = { tags: sql`array_remove(${products.tags}, ${tag}::text)` };
      return updateSelected(companyId, ids, set, arrayContains(products.tags, [tag]), { search: true });
    },

    /** Deletes products of the company; answers how many it deleted. */
    async remove(companyId: number, ids: readonly number[]): Promise<number> {
      if (!ids.length) return 0;
      return db.transaction(async (tx) => {
        const rows = await tx.delete(products).where(own(companyId, ids)).returning({ id: products.id, published: products.published });
        if (rows.some((r) => r.published)) await changed(companyId, tx as unknown as Db);
        return rows.length;
      });
    },

    /** The product list's "add to collection" (collection-writes.repository.ts owns collection_products). */
    addToCollection: links.addProducts,

    /** The product list's "remove from collection". */
    removeFromCollection: links.removeProducts,

    /** The wizard's collections of one product (replaces its membership). */
    setCollections: links.setProductCollections,

    /**
     * Computes the search text of up to `limit` products that have none yet (rows written before the column existed),
     * without touching updated_at; answers how many it filled. The `catalogue.fill-search-text` job calls it.
     */
    async fillSearchText(limit: number): Promise<number> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const rows = await tx
          .select(searchSource)
          .from(products)
          .where(isNull(products.searchText))
          .orderBy(asc(products.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        await storeSearchText(tx, rows);
        return rows.length;
      });
    },
  };
}
