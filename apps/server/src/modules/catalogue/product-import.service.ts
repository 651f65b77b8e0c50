import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import type { ProductFields } from '@gembourse/contracts/product-editor';
import {
  PRODUCT_IMPORT_LIMITS,
  type ImportState,
  type ProductImportJob,
  type ProductImportStarted,
} from '@gembourse/contracts/product-import';
import type { ProductImportRefusal } from '../../db/schema/index.ts';
import { assertSeller, type AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import type { JobQueue, QueuePolicy } from '../../platform/jobs/job-queue.ts';
import type { PlanLimitsService } from '../billing/plan-limits.ts';
import { checkRow, linkedUploads, orphanStoneReason, skuKey, type CheckContext } from './product-import.check.ts';
import {
  productImportRepository,
  type ExportedProduct,
  type ImportEnd,
  type ImportLiveness,
  type ImportStatusRow,
  type ProductImportRepository,
} from './product-import.repository.ts';
import { availabilityColumns, infoColumns } from './product-columns.ts';
import type { NewProduct, ProductWritesRepository } from './product-writes.repository.ts';
import type { CellContext } from './product-workbook.cells.ts';
import type { WorkbookProduct, WorkbookStone } from './product-workbook.columns.ts';
import { workbookLists } from './product-workbook.lists.ts';
import {
  exportWorkbook,
  placed,
  readProductWorkbook,
  reportWorkbook,
  templateWorkbook,
  type ReadRow,
  type ReportLine,
} from './product-workbook.ts';
import { xlsxProblem } from './xlsx-guard.ts';
import { EXAMPLE_SKU, templateExample, withoutExamples } from './product-import.example.ts';

/**
 * Rows checked between two writes of the progress to the import's row, each followed by a turn of the event loop
 * (other requests, the polls among them, are answered meanwhile): 20 small UPDATEs for 5,000 rows.
 */
const ROWS_PER_TURN = 250;

/** The job that runs one uploaded import: data `{ importId }`, the row of product_imports it works on. */
export const IMPORT_PRODUCTS_JOB = 'catalogue.import-products';
/**
 * An import lasts seconds (5,000 rows in 3 to 8 s, docs/benchmarks.md; at most 10,000 rows), so a job still active
 * after 3 minutes died with its process and is run once more. The retry cannot import twice: the final transaction
 * locks the row and writes nothing if the import has ended (claimRunning), and a run finding it ended does nothing.
 * Jobs are taken one at a time: an import is a burst of CPU, and the next one waits seconds, not minutes.
 */
const IMPORT_POLICY: QueuePolicy = { retryLimit: 1, retryDelaySeconds: 5, backoff: false, expireInSeconds: 180, batchSize: 1 };
/**
 * How long an import that has not started may wait for its job: its queue wait, both attempts and the maintenance
 * that finds an expired one. An older one that never started is one whose job is gone (a dead letter).
 */
export const IMPORT_RUNNING_MAX_MS = ((IMPORT_POLICY.retryLimit + 1) * IMPORT_POLICY.expireInSeconds + 120) * 1000;
/** How often a running import writes its heartbeat (besides each progress write). */
export const IMPORT_HEARTBEAT_MS = 5_000;
/**
 * A running import whose heartbeat has been silent this long lost its worker (kill -9, a crash, a machine gone): the
 * next status poll or upload of the company ends it failed ("interrupted"), so nobody waits for the job's expiry
 * (minutes: issue 28 item 12 measured 190-200 s). Four beats missed: a worker busy for seconds still beats.
 */
export const IMPORT_SILENT_MS = 20_000;
const LIVENESS: ImportLiveness = { silentMs: IMPORT_SILENT_MS, unstartedMs: IMPORT_RUNNING_MAX_MS };
/**
 * How long a finished import's status and report stay available. The job of every import deletes, when it ends, the
 * imports of all companies that ended more than this ago (and the unended ones older than a day): no cron is needed,
 * and the table holds the last hour's imports plus, on a quiet installation, the ones before the last import.
 */
export const FINISHED_KEPT_MS = 60 * 60 * 1000;
const ABANDONED_KEPT_MS = 24 * 60 * 60 * 1000;

const MB = 1024 * 1024;

/** Logs what went wrong in the background (pino fits). */
interface ImportLog {
  error(obj: object, msg: string): void;
}

/**
 * A checked row as the product it creates: as the wizard stores one, an empty brand is the company's default brand and
 * the description is sanitised (standard formatting only); never published without an image (SPEC §4).
 */
export function newProductOf(
  f: ProductFields,
  published: boolean,
  listed: boolean,
  defaultBrandId: number | null,
): Omit<NewProduct, 'companyId'> {
  return {
    ...infoColumns(f, sanitizeRichText(f.descriptionHtml), f.brandId ?? defaultBrandId),
    ...availabilityColumns(f),
    published: published && f.images.length > 0,
    listed,
  };
}

/** A stored product as the workbook's row (the export). */
export function workbookProductOf(p: ExportedProduct): WorkbookProduct {
  return {
    sku: p.sku,
    name: p.name,
    brandId: p.brandId,
    categories: p.categories,
    tags: p.tags,
    currency: p.currency,
    price: p.price as number,
    minOrder: p.minOrder,
    noMinOrderNote: p.noMinOrderNote,
    descriptionHtml: p.descriptionHtml,
    images: p.images,
    videoUrl: p.videoUrl,
    resources: p.resources,
    variants: p.variants,
    metal: p.metal,
    fineness: p.fineness,
    grossWeightGrams: p.grossWeightGrams,
    metalWeightGrams: p.metalWeightGrams,
    stones: p.stones,
    availability: p.availability,
    preorderFrom: p.preorderFrom,
    preorderTo: p.preorderTo,
    stock: p.stock,
    trackInventory: p.trackInventory,
    visibility: p.visibility,
    priceVisibility: p.priceVisibility,
    releaseAt: p.releaseAt ? p.releaseAt.toISOString() : null,
    displaySeq: p.displaySeq,
    immediate: p.immediate,
    collectionIds: p.collectionIds,
    published: p.published,
    listed: p.listed,
  };
}

/**
 * The Excel import and export of the caller company's products (issue 10 item 7). The upload is refused before any
 * parsing when it is not an .xlsx by content, over 2 MB (the route's stream limit) or unpacks to too much; then it is
 * stored as a row of product_imports and the job `catalogue.import-products` is sent in the same transaction (the job
 * exists exactly when the row does, ARCHITECTURE §1: long work runs on the queue). The job, in whichever process takes
 * it, reads the workbook, checks every row with the wizard's schema, writes its progress to the row as it goes (so a
 * poll answered by any process sees it), and writes the good rows in ONE transaction (the product write path's
 * createMany, then their collections) together with the row's final counts and report: the products and "done"
 * appear together. Bad rows are reported and never half-written; if the write fails nothing is written and the row
 * says failed. An import only adds products: it never updates or deletes one.
 */
export function productImportService(deps: {
  repo: ProductImportRepository;
  writes: ProductWritesRepository;
  uploads: { ownedUploads(keys: readonly string[], kind: 'image' | 'pdf', userId: number, companyId: number): Promise<Set<string>> };
  jobs: Pick<JobQueue, 'define' | 'send'>;
  log: ImportLog;
  /** The company plan's product limit (issue 13): an import that would pass it imports nothing and says so. */
  planLimits?: Pick<PlanLimitsService, 'assertRoom'>;
}) {
  const { repo, writes, jobs } = deps;

  async function contextOf(companyId: number, locale: Locale): Promise<CellContext & { defaultBrandId: number | null }> {
    const [dictionary, names] = await Promise.all([repo.dictionary(), repo.names(companyId)]);
    return { lists: workbookLists({ dictionary, ...names }, locale), defaultBrandId: names.brands.find((b) => b.isDefault)?.id ?? null };
  }

  /** One run of an import, in memory while the job works; its progress and end go to the import's row. */
  interface Run {
    id: string;
    companyId: number;
    userId: number;
    locale: Locale;
    state: ImportState;
    processed: number;
    total: number;
    refused: number;
    refusals: ProductImportRefusal[];
    lines: ReportLine[];
  }

  const refuse = (run: Run, line: Omit<ReportLine, 'result'>) => {
    run.refused++;
    run.lines.push({ ...line, result: 'refused' });
    if (run.refusals.length < PRODUCT_IMPORT_LIMITS.refusalsShown) run.refusals.push(line);
  };

  const progress = (run: Run) =>
    repo.progress(run.id, { state: run.state, processed: run.processed, total: run.total, refused: run.refused });

  /** Ends the import failed: its reason and what was refused so far; no product of it exists (nothing was written). */
  const fail = (run: Run, key: MessageKey, params?: Record<string, string | number>) =>
    repo.finish(run.id, { ...ended(run), state: 'failed', failure: { key, params }, imported: 0, unpublished: 0 });

  const ended = (run: Run): Omit<ImportEnd, 'state' | 'failure' | 'imported' | 'unpublished'> => ({
    processed: run.processed,
    total: run.total,
    refused: run.refused,
    refusals: run.refusals,
    lines: run.lines,
  });

  /** Reads, checks and writes one uploaded workbook; ends the import done or failed. */
  async function run(r: Run, file: Buffer): Promise<void> {
    try {
      const ctx = await contextOf(r.companyId, r.locale);
      const read = await readProductWorkbook(file, ctx);
      if (!read.ok) return void (await fail(r, read.key, read.params));
      // The template's examples are never imported, whether the supplier typed over them or left them.
      const rows = withoutExamples(read.products);
      if (!rows.length) return void (await fail(r, 'importOnlyExample', { sku: EXAMPLE_SKU }));
      r.state = 'checking';
      r.total = rows.length;
      await progress(r);

      // Stones by their product's SKU; a stone row naming no product row is reported on its own.
      const skus = new Map<string, number>();
      for (const p of rows) if (!skus.has(skuKey(p.values.sku))) skus.set(skuKey(p.values.sku), p.row);
      const stonesOf = new Map<string, ReadRow<WorkbookStone>[]>();
      const orphans: ReadRow<WorkbookStone>[] = [];
      for (const s of withoutExamples(read.stones)) {
        const key = skuKey(s.values.sku);
        if (skus.has(key) && key) stonesOf.set(key, [...(stonesOf.get(key) ?? []), s]);
        else orphans.push(s);
      }

      const links = linkedUploads(rows);
      const [existingSkus, ownedImages, ownedDocuments] = await Promise.all([
        repo.existingSkus(r.companyId, [...skus.keys()].filter(Boolean)),
        deps.uploads.ownedUploads(links.images, 'image', r.userId, r.companyId),
        deps.uploads.ownedUploads(links.documents, 'pdf', r.userId, r.companyId),
      ]);
      const check: CheckContext = { locale: r.locale, existingSkus, ownedImages, ownedDocuments };

      const good: { line: ReportLine; product: Omit<NewProduct, 'companyId'>; collectionIds: number[] }[] = [];
      for (const [i, p] of rows.entries()) {
        const key = skuKey(p.values.sku);
        const result = checkRow(p, key ? (stonesOf.get(key) ?? []) : [], skus.get(key) ?? p.row, check);
        const head = { sheet: 'products' as const, row: p.row, sku: String(p.values.sku ?? ''), name: String(p.values.name ?? '') };
        if (result.ok) {
          const product = newProductOf(result.fields, result.published, result.listed, ctx.defaultBrandId);
          const unpublished = result.published && !product.published;
          good.push({
            line: { ...head, result: unpublished ? 'unpublished' : 'imported', reasons: [] },
            product,
            collectionIds: result.fields.collectionIds,
          });
        } else refuse(r, { ...head, reasons: result.reasons });
        r.processed = i + 1;
        if ((i + 1) % ROWS_PER_TURN === 0) {
          await progress(r);
          // A real turn of the event loop: PGlite answers in the same thread without one, and the polls would wait.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }

      for (const s of orphans) {
        refuse(r, { sheet: 'stones', row: s.row, sku: String(s.values.sku ?? ''), name: '', reasons: [orphanStoneReason(s, r.locale)] });
      }

      r.state = 'writing';
      await progress(r);
      // Product rows first, then the stone rows that named no product, each by row.
      const lines = [...r.lines, ...good.map((g) => g.line)].sort((a, b) => a.sheet.localeCompare(b.sheet) || a.row - b.row);
      try {
        await writes.transaction(async (w, tx) => {
          // The row first, locked: a second run of the same job (a retry after an expiry) writes nothing.
          const imports = productImportRepository(tx);
          if (!(await imports.claimRunning(r.id))) return;
          await deps.planLimits?.assertRoom(r.companyId, 'products', good.length, tx);
          const ids = await w.createMany(
            r.companyId,
            good.map((g) => g.product),
          );
          // Collections by collection, each one INSERT ... SELECT (collection-writes.repository.ts).
          const members = new Map<number, number[]>();
          good.forEach((g, i) => g.collectionIds.forEach((c) => members.set(c, [...(members.get(c) ?? []), ids[i]])));
          for (const [collectionId, productIds] of members) await w.addToCollection(r.companyId, collectionId, productIds);
          await imports.finish(r.id, {
            ...ended(r),
            lines,
            state: 'done',
            failure: null,
            imported: good.length,
            unpublished: good.filter((g) => g.line.result === 'unpublished').length,
          });
        });
      } catch (err) {
        // Past the plan's product limit: the import fails with the plan's message (in the importer's language).
        if (err instanceof AppError && err.code === ErrorCode.PLAN_LIMIT) return void (await fail(r, err.messageKey, err.params));
        deps.log.error({ err, importId: r.id }, 'product import write failed');
        await fail(r, 'importWriteFailed');
      }
    } catch (err) {
      deps.log.error({ err, importId: r.id }, 'product import failed');
      await fail(r, 'importUnreadable');
    }
  }

  jobs.define<{ importId: string }>(IMPORT_PRODUCTS_JOB, IMPORT_POLICY, async ({ importId }) => {
    const row = await repo.toRun(importId);
    // Gone (its company was deleted, or it was swept) or ended (this is a retry of a run that finished): nothing to do.
    if (!row || row.finishedAt || !row.file) return;
    const r: Run = { id: importId, ...row, state: 'reading', processed: 0, total: 0, refused: 0, refusals: [], lines: [] };
    // The heartbeat says this run is alive while it reads, checks and writes (progress writes beat too). A beat that
    // fails (the database is away) is the same as a missed one: nothing to log per beat.
    const beat = () => void repo.beat(importId).catch(() => {});
    beat();
    const beats = setInterval(beat, IMPORT_HEARTBEAT_MS);
    try {
      await run(r, row.file);
    } finally {
      clearInterval(beats);
    }
    const now = Date.now();
    await repo.sweep(new Date(now - FINISHED_KEPT_MS), new Date(now - ABANDONED_KEPT_MS)).catch((err: unknown) => {
      deps.log.error({ err }, 'sweeping old product imports failed');
    });
  });

  /**
   * The company's import of that id, as a caller of the company may read it (40400 for another company's). One whose
   * job no longer runs is ended first (failed, "interrupted": nothing of it was written), so it reads as it is.
   */
  async function statusOf(auth: AuthContext, importId: string): Promise<ImportStatusRow> {
    assertSeller(auth);
    let row = await repo.status(auth.companyId, importId, LIVENESS);
    if (row?.interrupted) {
      await repo.endIfInterrupted(auth.companyId, importId, LIVENESS);
      row = await repo.status(auth.companyId, importId, LIVENESS);
    }
    if (!row) throw notFound();
    return row;
  }

  return {
    /** GET /api/showroom/product/import/template: the template in the caller's language. */
    async template(auth: AuthContext, locale: Locale): Promise<Buffer> {
      assertSeller(auth);
      const ctx = await contextOf(auth.companyId, locale);
      return templateWorkbook(templateExample(ctx, locale), ctx);
    },

    /**
     * POST /api/showroom/product/import: refuses a file that is not a workbook or unpacks to too much (before any
     * parsing), or a second import of the company while one runs; otherwise stores the import and sends its job in
     * one transaction, and answers its id.
     */
    async start(auth: AuthContext, file: Buffer, locale: Locale): Promise<ProductImportStarted> {
      assertSeller(auth);
      if (file.length > PRODUCT_IMPORT_LIMITS.fileMaxBytes)
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'fileTooLarge', { max: PRODUCT_IMPORT_LIMITS.fileMaxBytes / MB });
      const problem = xlsxProblem(file);
      if (problem === 'notXlsx') throw new AppError(ErrorCode.UNSUPPORTED_TYPE, 'importNotXlsx');
      if (problem === 'unzippedTooLarge')
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'importUnzippedTooLarge', { max: PRODUCT_IMPORT_LIMITS.unzippedMaxBytes / MB });
      const jobId = await repo.transaction(async (imports, tx) => {
        if (await imports.lockAndCheckRunning(auth.companyId, LIVENESS)) return null;
        const id = await imports.create({ companyId: auth.companyId, userId: auth.userId, locale, file });
        await jobs.send(IMPORT_PRODUCTS_JOB, { importId: id }, { db: tx });
        return id;
      });
      if (!jobId) throw new AppError(ErrorCode.CONFLICT, 'importBusy');
      return { jobId };
    },

    /** GET /api/showroom/product/import/:jobId: progress and result (40400 for another company's import). */
    async status(auth: AuthContext, jobId: string, locale: Locale): Promise<ProductImportJob> {
      const row = await statusOf(auth, jobId);
      const { failure, state } = row;
      return {
        jobId: row.id,
        state,
        processed: row.processed,
        total: row.total,
        imported: row.imported,
        refused: row.refused,
        unpublished: row.unpublished,
        message: failure ? translate(failure.key as MessageKey, locale, failure.params) : null,
        refusals: state === 'done' || state === 'failed' ? row.refusals.map((f) => placed(f, locale)) : [],
      };
    },

    /** GET /api/showroom/product/import/:jobId/report: the finished import's report (40900 while it runs). */
    async report(auth: AuthContext, jobId: string): Promise<Buffer> {
      await statusOf(auth, jobId);
      const row = await repo.report(auth.companyId, jobId);
      if (!row) throw notFound();
      if (row.finishedAt === null) throw new AppError(ErrorCode.CONFLICT, 'importNotFinished');
      return reportWorkbook(row.lines, { lists: workbookLists({ dictionary: [], brands: [], collections: [] }, row.locale) });
    },

    /** POST /api/showroom/product/export: the company's products among `ids` in the template's columns. */
    async export(auth: AuthContext, ids: number[], locale: Locale): Promise<Buffer> {
      assertSeller(auth);
      const [rows, ctx] = await Promise.all([repo.exported(auth.companyId, ids), contextOf(auth.companyId, locale)]);
      return exportWorkbook(rows.map(workbookProductOf), ctx);
    },
  };
}
export type ProductImportService = ReturnType<typeof productImportService>;
