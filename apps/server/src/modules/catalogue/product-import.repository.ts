import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { JEWELLERY_DICT_CODES } from '@gembourse/contracts/jewellery';
import type { Locale } from '@gembourse/contracts/locale';
import type { ImportState } from '@gembourse/contracts/product-import';
import {
  brands,
  collectionProducts,
  collections,
  dictionaryEntries,
  productImports,
  products,
  type ProductImportFailure,
  type ProductImportLine,
  type ProductImportRefusal,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

/** The dictionary codes whose labels the workbook shows (categories and the jewellery lists). */
export const WORKBOOK_DICT_CODES = ['product_category', ...JEWELLERY_DICT_CODES] as const;

/** A stored product as the export writes it (every field of the workbook's columns). */
export type ExportedProduct = typeof products.$inferSelect & { collectionIds: number[] };

/** What the status answer reads of an import (never the file or the report's lines: polls stay small). */
const statusColumns = {
  id: productImports.id,
  state: productImports.state,
  processed: productImports.processed,
  total: productImports.total,
  imported: productImports.imported,
  refused: productImports.refused,
  unpublished: productImports.unpublished,
  failure: productImports.failure,
  refusals: productImports.refusals,
  createdAt: productImports.createdAt,
  finishedAt: productImports.finishedAt,
};
export type ImportStatusRow = { [K in keyof typeof statusColumns]: (typeof productImports.$inferSelect)[K] };

/** Progress of a running import, written every slice of rows. */
export interface ImportProgress {
  state: ImportState;
  processed: number;
  total: number;
  refused: number;
}

/** How an import ended: its counts, its report and, when failed, why. */
export interface ImportEnd extends ImportProgress {
  state: 'done' | 'failed';
  imported: number;
  unpublished: number;
  failure: ProductImportFailure | null;
  refusals: ProductImportRefusal[];
  lines: ProductImportLine[];
}

/** Both lock ids of a company's import (pg_advisory_xact_lock(int, int)): one import starts at a time per company. */
const IMPORT_LOCK = sql`hashtext('product_imports')`;

/**
 * The reads of the Excel import and export (writes of products go through product-writes.repository.ts), and every
 * write of `product_imports` (scripts/check-table-owners.mjs: this file is its only writer). Every read is of the
 * caller's company: brands, collections, SKUs, exported products and imports of another company are never among the
 * rows. An import's own writes (progress, end) name it by id: only its job writes them.
 */
export function productImportRepository(db: Db) {
  return transactional(db, productImportQueries);
}
export type ProductImportRepository = ReturnType<typeof productImportRepository>;

function productImportQueries(db: Db) {
  return {
    /** Entries of the workbook's dictionary lists, in their dictionary order. */
    dictionary() {
      return db
        .select({ dictCode: dictionaryEntries.dictCode, value: dictionaryEntries.dataValue, labels: dictionaryEntries.labels })
        .from(dictionaryEntries)
        .where(inArray(dictionaryEntries.dictCode, [...WORKBOOK_DICT_CODES]))
        .orderBy(asc(dictionaryEntries.sort), asc(dictionaryEntries.dataValue));
    },

    /** The company's brands and collections, by name (the workbook names them; ids mean nothing to a spreadsheet). */
    async names(companyId: number) {
      const [brandRows, collectionRows] = await Promise.all([
        db
          .select({ id: brands.id, name: brands.name, isDefault: brands.isDefault })
          .from(brands)
          .where(eq(brands.companyId, companyId))
          .orderBy(asc(brands.id)),
        db
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .where(eq(collections.companyId, companyId))
          .orderBy(asc(collections.id)),
      ]);
      return { brands: brandRows, collections: collectionRows };
    },

    /** Which of `skus` (lower case) the company's products already use: one query for the whole file. */
    async existingSkus(companyId: number, skus: readonly string[]): Promise<Set<string>> {
      if (!skus.length) return new Set();
      const lower = sql<string>`lower(${products.sku})`;
      const rows = await db
        .select({ sku: lower })
        .from(products)
        .where(and(eq(products.companyId, companyId), sql`${lower} = any(${sql.param([...skus])}::text[])`));
      return new Set(rows.map((r) => r.sku));
    },

    /** The company's products among `ids` with their collections, in the list's showroom order (two queries). */
    async exported(companyId: number, ids: readonly number[]): Promise<ExportedProduct[]> {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])))
        .orderBy(asc(products.displaySeq), asc(products.id));
      if (!rows.length) return [];
      const links = await db
        .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
        .from(collectionProducts)
        .where(
          inArray(
            collectionProducts.productId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(collectionProducts.collectionId));
      const byProduct = new Map<number, number[]>();
      for (const l of links) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l.collectionId]);
      return rows.map((r) => ({ ...r, collectionIds: byProduct.get(r.id) ?? [] }));
    },

    /**
     * Takes the company's import lock until the transaction ends, then says whether an import of the company started
     * since `since` has not ended: two uploads at once cannot both see none (they would race for the same SKUs).
     * Call inside a transaction.
     */
    async lockAndCheckRunning(companyId: number, since: Date): Promise<boolean> {
      await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${companyId}::int)`);
      const [row] = await db
        .select({ id: productImports.id })
        .from(productImports)
        .where(and(eq(productImports.companyId, companyId), gt(productImports.createdAt, since), isNull(productImports.finishedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** A new import in state `reading` holding its file; answers its id. */
    async create(values: { companyId: number; userId: number; locale: Locale; file: Buffer }): Promise<string> {
      const [row] = await db.insert(productImports).values(values).returning({ id: productImports.id });
      return row.id;
    },

    /** The company's import of that id, as the status reads it; undefined for an unknown id and another company's. */
    async status(companyId: number, id: string): Promise<ImportStatusRow | undefined> {
      const [row] = await db
        .select(statusColumns)
        .from(productImports)
        .where(and(eq(productImports.id, id), eq(productImports.companyId, companyId)));
      return row;
    },

    /** The company's import's report lines and language (undefined as `status`). */
    async report(companyId: number, id: string) {
      const [row] = await db
        .select({ locale: productImports.locale, lines: productImports.lines, ...statusColumns })
        .from(productImports)
        .where(and(eq(productImports.id, id), eq(productImports.companyId, companyId)));
      return row;
    },

    /** What the job needs to run an import: its owner, language and file (undefined once deleted). */
    async toRun(id: string) {
      const [row] = await db
        .select({
          companyId: productImports.companyId,
          userId: productImports.userId,
          locale: productImports.locale,
          file: productImports.file,
          finishedAt: productImports.finishedAt,
        })
        .from(productImports)
        .where(eq(productImports.id, id));
      return row;
    },

    /** Writes the progress of an import still running (an ended one is left as it ended). */
    async progress(id: string, p: ImportProgress): Promise<void> {
      await db
        .update(productImports)
        .set(p)
        .where(and(eq(productImports.id, id), isNull(productImports.finishedAt)));
    },

    /**
     * Locks the import's row until the transaction ends and says whether it is still running. The job's final
     * transaction calls it first: a job run twice (retried after its expiry while the first run still worked) finds
     * the import ended by the other and writes nothing.
     */
    async claimRunning(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: productImports.id })
        .from(productImports)
        .where(and(eq(productImports.id, id), isNull(productImports.finishedAt)))
        .for('update');
      return rows.length > 0;
    },

    /** Ends a running import: its counts, report and state; the file is dropped. False if it had ended already. */
    async finish(id: string, end: ImportEnd): Promise<boolean> {
      const rows = await db
        .update(productImports)
        .set({ ...end, file: null, finishedAt: new Date() })
        .where(and(eq(productImports.id, id), isNull(productImports.finishedAt)))
        .returning({ id: productImports.id });
      return rows.length > 0;
    },

    /** Deletes imports that ended before `finishedBefore` and never-ended ones created before `abandonedBefore`. */
    async sweep(finishedBefore: Date, abandonedBefore: Date): Promise<number> {
      const rows = await db
        .delete(productImports)
        .where(
          or(
            and(isNotNull(productImports.finishedAt), lt(productImports.finishedAt, finishedBefore)),
            and(isNull(productImports.finishedAt), lt(productImports.createdAt, abandonedBefore)),
          ),
        )
        .returning({ id: productImports.id });
      return rows.length;
    },
  };
}
