import { and, eq, inArray, ne, not, notInArray, sql } from 'drizzle-orm';
import { collectionProducts, collections, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

/** A new collection of a supplier's showroom. */
export type NewCollection = Omit<typeof collections.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** The fields the collection form replaces (its company, and its published and listed flags, never change here). */
export type CollectionFields = Omit<NewCollection, 'companyId' | 'published' | 'listed'>;
/** The yes/no columns a collection batch sets (SPEC §4: published or unpublished, listed or unlisted). */
export type CollectionFlag = 'published' | 'listed';

const k = collections;
const cp = collectionProducts;

/** The company's collections among `ids` (a collection of another company is never touched). */
const own = (companyId: number, ids: readonly number[]) => and(eq(k.companyId, companyId), inArray(k.id, [...ids]));
/** The company's products among `ids`. */
const ownProducts = (companyId: number, ids: readonly number[]) => and(eq(products.companyId, companyId), inArray(products.id, [...ids]));
/** `ids` as an int[] literal of bound parameters (an empty list is the caller's to skip). */
const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Every INSERT, UPDATE and DELETE of `collections` and `collection_products` (the product list's batch reaches the
 * latter through productWrites, which delegates here): one writer, so "a collection holds only its own company's
 * products" is kept in one file. Every write is bounded by `companyId`: naming another company's collection or
 * product changes nothing, and batch writes answer how many rows they really changed.
 */
export function collectionWritesRepository(db: Db) {
  return transactional(db, collectionWrites);
}
export type CollectionWritesRepository = ReturnType<typeof collectionWritesRepository>;
/** The writes bound to one database or transaction. */
export type CollectionWrites = ReturnType<typeof collectionWrites>;

/** The collection writes on `db` (a transaction's handle inside productWrites and `transaction`). */
export function collectionWrites(db: Db) {
  return {
    /** Creates a collection; answers its id. */
    async create(values: NewCollection): Promise<number> {
      const [row] = await db.insert(k).values(values).returning({ id: k.id });
      return row.id;
    },

    /** Replaces the form's fields of one collection of the company; false when it has no such collection. */
    async update(companyId: number, id: number, values: CollectionFields): Promise<boolean> {
      const rows = await db
        .update(k)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(k.id, id), eq(k.companyId, companyId)))
        .returning({ id: k.id });
      return rows.length > 0;
    },

    /**
     * Makes `productIds` the collection's products in that order (sort 1, 2, ...), in one transaction: rows of products
     * no longer named go, the others are inserted or renumbered. Only the company's products are written (the caller
     * refuses others first). The collection's row is touched first: that checks it is the company's, locks it so two
     * concurrent replacements run one after the other, and moves its updated_at. False when it is not the company's.
     */
    async setProducts(companyId: number, id: number, productIds: readonly number[]): Promise<boolean> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [touched] = await tx
          .update(k)
          .set({ updatedAt: new Date() })
          .where(and(eq(k.id, id), eq(k.companyId, companyId)))
          .returning({ id: k.id });
        if (!touched) return false;
        await tx.delete(cp).where(and(eq(cp.collectionId, id), productIds.length ? notInArray(cp.productId, [...productIds]) : undefined));
        if (!productIds.length) return true;
        // The position in the list is the sort; `with ordinality` numbers it in the same statement. Unchanged rows are
        // not rewritten. Measured on PostgreSQL 15: 400 products into a collection of 40, 23 ms (mostly the foreign
        // key checks of the new rows); the delete of those left out, 0.3 ms.
        await tx.execute(sql`
          insert into ${cp} (collection_id, product_id, sort)
          select ${id}::int, u.id, u.n::int
          from unnest(${intArray(productIds)}) with ordinality as u(id, n)
          join ${products} p on p.id = u.id and p.company_id = ${companyId}
          on conflict (collection_id, product_id) do update set sort = excluded.sort
          where ${cp.sort} is distinct from excluded.sort`);
        return true;
      });
    },

    /**
     * Makes `collectionIds` the collections that hold one product of the company (the wizard's "collections" field):
     * it leaves the others, keeps its place in those it stays in, and joins the new ones after their last product
     * (the order a supplier gave a collection is not shuffled by editing one product). Only the company's collections
     * and product are written (the caller refuses others first). Bounded by a product, so no lock is needed: two
     * saves of the same product are one supplier's, and the last one wins.
     */
    async setProductCollections(companyId: number, productId: number, collectionIds: readonly number[]): Promise<void> {
      const ownProduct = sql`exists (select 1 from ${products} p where p.id = ${productId} and p.company_id = ${companyId})`;
      await db
        .delete(cp)
        .where(
          and(eq(cp.productId, productId), collectionIds.length ? notInArray(cp.collectionId, [...collectionIds]) : undefined, ownProduct),
        );
      if (!collectionIds.length) return;
      await db.execute(sql`
        insert into ${cp} (collection_id, product_id, sort)
        select k.id, ${productId}::int,
          coalesce((select max(x.sort) from ${cp} x where x.collection_id = k.id), 0) + 1
        from ${k} k
        where k.id = any(${intArray(collectionIds)}) and k.company_id = ${companyId} and ${ownProduct}
        on conflict (collection_id, product_id) do nothing`);
    },

    /** Sets a yes/no column on collections of the company that differ; answers how many it changed. */
    async setFlag(companyId: number, ids: readonly number[], flag: CollectionFlag, value: boolean): Promise<number> {
      const rows = await db
        .update(k)
        .set({ [flag]: value, updatedAt: new Date() })
        .where(and(own(companyId, ids), ne(k[flag], value)))
        .returning({ id: k.id });
      return rows.length;
    },

    /**
     * Deletes collections of the company; answers how many. Their collection_products rows go with them (ON DELETE
     * CASCADE); the products themselves stay in the showroom.
     */
    async remove(companyId: number, ids: readonly number[]): Promise<number> {
      const rows = await db.delete(k).where(own(companyId, ids)).returning({ id: k.id });
      return rows.length;
    },

    /**
     * Puts products of the company into one of its collections, after the ones already in it; answers how many it
     * added (those already in it stay where they are). The product list's batch action.
     */
    async addProducts(companyId: number, collectionId: number, ids: readonly number[]): Promise<number> {
      if (!ids.length) return 0;
      const last = sql`coalesce((select max(${cp.sort}) from ${cp} where ${cp.collectionId} = ${collectionId}), 0)`;
      // Products already in it are left out before numbering, so the new ones follow the last without a gap.
      const inCollection = sql`exists (select 1 from ${cp} x where x.collection_id = ${collectionId} and x.product_id = ${products.id})`;
      const ownCollection = sql`exists (select 1 from ${k} where ${k.id} = ${collectionId} and ${k.companyId} = ${companyId})`;
      const rows = await db
        .insert(cp)
        .select(
          db
            .select({
              collectionId: sql<number>`${collectionId}::int`.as('collection_id'),
              productId: products.id,
              sort: sql<number>`(${last} + row_number() over (order by ${products.id}))::int`.as('sort'),
            })
            .from(products)
            .where(and(ownProducts(companyId, ids), ownCollection, not(inCollection))),
        )
        .onConflictDoNothing()
        .returning({ id: cp.productId });
      return rows.length;
    },

    /** Takes products of the company out of one of its collections; answers how many it took out. */
    async removeProducts(companyId: number, collectionId: number, ids: readonly number[]): Promise<number> {
      if (!ids.length) return 0;
      const selected = db.select({ id: products.id }).from(products).where(ownProducts(companyId, ids));
      const rows = await db
        .delete(cp)
        .where(and(eq(cp.collectionId, collectionId), inArray(cp.productId, selected)))
        .returning({ id: cp.productId });
      return rows.length;
    },
  };
}
