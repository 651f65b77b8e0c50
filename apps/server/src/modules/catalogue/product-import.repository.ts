import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * When an unended import's job counts as gone (the service's rule): its heartbeat silent for `silentMs`, or, never
 * started, created more than `unstartedMs` ago. Compared with the database's clock, which wrote the heartbeat.
 */
export interface ImportLiveness {
  silentMs: number;
  unstartedMs: number;
}

const ago = (ms: number) => sql`now() - (${Math.round(ms)}::integer * interval '1 millisecond')`;

/** The unended imports whose job no longer runs (a kill -9, a crash on its last attempt, a dead letter). */
const interrupted = (l: ImportLiveness) =>
  and(
    isNull(productImports.finishedAt),
    or(
      lt(productImports.heartbeatAt, ago(l.silentMs)),
      and(isNull(productImports.heartbeatAt), lt(productImports.createdAt, ago(l.unstartedMs))),
    ),
  );

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
  finishedAt: productImports.finishedAt,
};
export type ImportStatusRow = { [K in keyof typeof statusColumns]: (typeof productImports.$inferSelect)[K] } & {
  /** Not ended, and its job no longer runs: the status reads it as it will end (the next look ends it). */
  interrupted: boolean;
};

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
  /** Ends, failed, the interrupted imports among `scope` that no run holds (a run's final write locks its row). */
  const endInterrupted = async (scope: SQL | undefined, liveness: ImportLiveness) => {
    const gone = db
      .select({ id: productImports.id })
      .from(productImports)
      .where(and(scope, interrupted(liveness)))
      .for('update', { skipLocked: true });
    const failure: ProductImportFailure = { key: 'importInterrupted' };
    await db
      .update(productImports)
      .set({ state: 'failed', failure, file: null, finishedAt: sql`now()` })
      .where(inArray(productImports.id, gone));
  };

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
          .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn, isDefault: brands.isDefault })
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
     * Takes the company's import lock until the transaction ends, ends the company's interrupted imports, then says
     * whether one of its imports is still running: two uploads at once cannot both see none (they would race for the
     * same SKUs). Call inside a transaction.
     */
    async lockAndCheckRunning(companyId: number, liveness: ImportLiveness): Promise<boolean> {
      await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${companyId}::int)`);
      await endInterrupted(eq(productImports.companyId, companyId), liveness);
      const [row] = await db
        .select({ id: productImports.id })
        .from(productImports)
        .where(and(eq(productImports.companyId, companyId), isNull(productImports.finishedAt)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Ends the import `id` of the company failed if its job no longer runs ("interrupted"); a run still writing holds
     * its row locked and is left alone (SKIP LOCKED), and a late run of the job then finds it ended and writes nothing.
     */
    async endIfInterrupted(companyId: number, id: string, liveness: ImportLiveness): Promise<void> {
      await endInterrupted(and(eq(productImports.id, id), eq(productImports.companyId, companyId)), liveness);
    },

    /** Notes that the job of the import still works on it (a running import only; its final write may hold the row). */
    async beat(id: string): Promise<void> {
      const mine = db
        .select({ id: productImports.id })
        .from(productImports)
        .where(and(eq(productImports.id, id), isNull(productImports.finishedAt)))
        .for('update', { skipLocked: true });
      await db
        .update(productImports)
        .set({ heartbeatAt: sql`now()` })
        .where(inArray(productImports.id, mine));
    },

    /** A new import in state `reading` holding its file; answers its id. */
    async create(values: { companyId: number; userId: number; locale: Locale; file: Buffer }): Promise<string> {
      const [row] = await db.insert(productImports).values(values).returning({ id: productImports.id });
      return row.id;
    },

    /** The company's import of that id, as the status reads it; undefined for an unknown id and another company's. */
    async status(companyId: number, id: string, liveness: ImportLiveness): Promise<ImportStatusRow | undefined> {
      const [row] = await db
        .select({ ...statusColumns, interrupted: sql<boolean>`coalesce(${interrupted(liveness)}, false)` })
        .from(productImports)
        .where(and(eq(productImports.id, id), eq(productImports.companyId, companyId)));
      return row;
    },

    /** The company's import's report lines and language (undefined as `status`). */
    async report(companyId: number, id: string) {
      const [row] = await db
        .select({ locale: productImports.locale, lines: productImports.lines, finishedAt: productImports.finishedAt })
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

    /** Writes the progress of an import still running, a heartbeat too (an ended one is left as it ended). */
    async progress(id: string, p: ImportProgress): Promise<void> {
      await db
        .update(productImports)
        .set({ ...p, heartbeatAt: sql`now()` })
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
