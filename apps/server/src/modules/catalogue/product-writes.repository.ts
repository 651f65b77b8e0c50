import { and, eq, inArray } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

/** A new product of a supplier's showroom. */
export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'viewCount' | 'createdAt' | 'updatedAt'>;
/** A change of a product (its company never changes). */
export type ProductChange = Partial<Omit<NewProduct, 'companyId'>>;

/**
 * Told, inside the write's transaction, that a company's products changed in a way its derived columns read (the
 * company module's `refreshLater`, injected by services.ts: catalogue does not write `companies`).
 */
export type CatalogueChanged = (companyId: number, tx: Db) => Promise<void>;

/** The product columns a company's derived data reads (company/company-derived.repository.ts). */
const DERIVED_FROM = ['name', 'categories', 'published'] as const;
const touchesDerived = (values: object) => DERIVED_FROM.some((k) => k in values);

/**
 * Every INSERT, UPDATE and DELETE of `products` (scripts/check-table-owners.mjs keeps it so): the one write path, so
 * each write that changes what a company's search columns are computed from tells `changed` in its own transaction
 * (a savepoint inside the caller's), and no future write can forget to. Products belong to `companyId`: a write
 * naming another company's product changes nothing.
 */
export function productWritesRepository(db: Db, changed: CatalogueChanged) {
  return transactional(db, (db) => ({
    async create(values: NewProduct): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning({ id: products.id });
        if (values.published) await changed(values.companyId, tx as unknown as Db);
        return row.id;
      });
    },

    /** Changes one product of the company; false when it has no such product. */
    async update(companyId: number, id: number, values: ProductChange): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(products)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(products.id, id), eq(products.companyId, companyId)))
          .returning({ id: products.id });
        if (rows.length && touchesDerived(values)) await changed(companyId, tx as unknown as Db);
        return rows.length > 0;
      });
    },

    /** Publishes or withdraws products of the company; answers how many it changed. */
    async setPublished(companyId: number, ids: readonly number[], published: boolean): Promise<number> {
      if (!ids.length) return 0;
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(products)
          .set({ published, updatedAt: new Date() })
          .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])))
          .returning({ id: products.id });
        if (rows.length) await changed(companyId, tx as unknown as Db);
        return rows.length;
      });
    },

    /** Deletes products of the company; answers how many it deleted. */
    async remove(companyId: number, ids: readonly number[]): Promise<number> {
      if (!ids.length) return 0;
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])))
          .returning({ id: products.id, published: products.published });
        if (rows.some((r) => r.published)) await changed(companyId, tx as unknown as Db);
        return rows.length;
      });
    },
  }));
}
export type ProductWritesRepository = ReturnType<typeof productWritesRepository>;
