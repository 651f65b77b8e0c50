import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import type { ProductFields } from '@gembourse/contracts/product-editor';
import { PRODUCT_IMPORT_LIMITS, type ProductImportJob, type ProductImportStarted } from '@gembourse/contracts/product-import';
import { assertSeller, type AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { checkRow, linkedUploads, skuKey, type CheckContext } from './product-import.check.ts';
import { importJobRegistry, type ImportJob } from './product-import.jobs.ts';
import type { ExportedProduct, ProductImportRepository } from './product-import.repository.ts';
import { priceSortOf } from './price-sort.ts';
import type { NewProduct, ProductWritesRepository } from './product-writes.repository.ts';
import type { CellContext } from './product-workbook.cells.ts';
import type { WorkbookProduct, WorkbookStone } from './product-workbook.columns.ts';
import { workbookLists } from './product-workbook.lists.ts';
import {
  exportWorkbook,
  readProductWorkbook,
  reportWorkbook,
  templateWorkbook,
  type ReadRow,
  type ReportLine,
} from './product-workbook.ts';
import { xlsxProblem } from './xlsx-guard.ts';
import { templateExample } from './product-import.example.ts';

/** Rows checked between two turns of the event loop: progress polls and other requests are answered meanwhile. */
const ROWS_PER_TURN = 250;

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
    brandId: f.brandId ?? defaultBrandId,
    name: f.name,
    sku: f.sku,
    images: f.images,
    categories: f.categories,
    tags: f.tags,
    variants: f.variants.map((v) => ({ name: v.name, sku: v.sku ?? null, price: v.price ?? null })),
    currency: f.currency,
    price: f.price,
    priceSort: priceSortOf(f.price, f.currency),
    minOrder: f.minOrder ?? null,
    noMinOrderNote: f.noMinOrderNote ?? null,
    descriptionHtml: sanitizeRichText(f.descriptionHtml),
    videoUrl: f.videoUrl ?? null,
    resources: f.resources,
    metal: f.metal ?? null,
    fineness: f.fineness ?? null,
    grossWeightGrams: f.grossWeightGrams ?? null,
    metalWeightGrams: f.metalWeightGrams ?? null,
    stones: f.stones.map((s) => ({
      type: s.type,
      shape: s.shape ?? null,
      carat: s.carat ?? null,
      size: s.size ?? null,
      count: s.count,
      colour: s.colour ?? null,
      clarity: s.clarity ?? null,
      cut: s.cut ?? null,
      treatment: s.treatment ?? null,
      origin: s.origin ?? null,
      certificateLab: s.certificateLab ?? null,
      certificateNumber: s.certificateNumber ?? null,
    })),
    availability: f.availability,
    preorderFrom: f.preorderFrom ?? null,
    preorderTo: f.preorderTo ?? null,
    stock: f.stock ?? null,
    trackInventory: f.trackInventory,
    visibility: f.visibility,
    priceVisibility: f.priceVisibility,
    releaseAt: f.releaseAt ? new Date(f.releaseAt) : null,
    displaySeq: f.displaySeq,
    immediate: f.immediate,
    published: published && f.images.length > 0,
    listed,
    availabilitySaved: true,
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
 * parsing when it is not an .xlsx by content, over 2 MB (the route's stream limit) or unpacks to too much; then a job
 * reads the workbook, checks every row with the wizard's schema, and writes the good rows in ONE transaction (the
 * product write path's createMany, then their collections): bad rows are reported and never half-written, and if the
 * write fails nothing is written and the job says so. An import only adds products: it never updates or deletes one.
 */
export function productImportService(deps: {
  repo: ProductImportRepository;
  writes: ProductWritesRepository;
  uploads: { ownedUploads(keys: readonly string[], kind: 'image' | 'pdf', userId: number, companyId: number): Promise<Set<string>> };
  log: ImportLog;
}) {
  const { repo, writes } = deps;
  const jobs = importJobRegistry();

  async function contextOf(companyId: number, locale: Locale): Promise<CellContext & { defaultBrandId: number | null }> {
    const [dictionary, names] = await Promise.all([repo.dictionary(), repo.names(companyId)]);
    return { lists: workbookLists({ dictionary, ...names }, locale), defaultBrandId: names.brands.find((b) => b.isDefault)?.id ?? null };
  }

  const fail = (job: ImportJob, key: Parameters<typeof translate>[0], params?: Record<string, string | number>) => {
    job.state = 'failed';
    job.failure = { key, params };
  };

  const refuse = (job: ImportJob, line: Omit<ReportLine, 'result'>) => {
    job.refused++;
    job.lines.push({ ...line, result: 'refused' });
    if (job.refusals.length < PRODUCT_IMPORT_LIMITS.refusalsShown) job.refusals.push(line);
  };

  /** Reads, checks and writes one uploaded workbook; ends the job done or failed, never throws. */
  async function run(job: ImportJob, file: Buffer): Promise<void> {
    try {
      const ctx = await contextOf(job.companyId, job.locale);
      const read = await readProductWorkbook(file, ctx);
      if (!read.ok) return fail(job, read.key, read.params);
      job.state = 'checking';
      job.total = read.products.length;

      // Stones by their product's SKU; a stone row naming no product row is reported on its own.
      const skus = new Map<string, number>();
      for (const r of read.products) if (!skus.has(skuKey(r.values.sku))) skus.set(skuKey(r.values.sku), r.row);
      const stonesOf = new Map<string, ReadRow<WorkbookStone>[]>();
      const orphans: ReadRow<WorkbookStone>[] = [];
      for (const s of read.stones) {
        const key = skuKey(s.values.sku);
        if (skus.has(key) && key) stonesOf.set(key, [...(stonesOf.get(key) ?? []), s]);
        else orphans.push(s);
      }

      const links = linkedUploads(read.products);
      const [existingSkus, ownedImages, ownedDocuments] = await Promise.all([
        repo.existingSkus(job.companyId, [...skus.keys()].filter(Boolean)),
        deps.uploads.ownedUploads(links.images, 'image', job.userId, job.companyId),
        deps.uploads.ownedUploads(links.documents, 'pdf', job.userId, job.companyId),
      ]);
      const check: CheckContext = { locale: job.locale, existingSkus, ownedImages, ownedDocuments };

      const good: { line: ReportLine; product: Omit<NewProduct, 'companyId'>; collectionIds: number[] }[] = [];
      for (const [i, r] of read.products.entries()) {
        const key = skuKey(r.values.sku);
        const result = checkRow(r, key ? (stonesOf.get(key) ?? []) : [], skus.get(key) ?? r.row, check);
        const head = { row: r.row, sku: String(r.values.sku ?? ''), name: String(r.values.name ?? '') };
        if (result.ok) {
          const product = newProductOf(result.fields, result.published, result.listed, ctx.defaultBrandId);
          const unpublished = result.published && !product.published;
          good.push({
            line: { ...head, result: unpublished ? 'unpublished' : 'imported', reasons: [] },
            product,
            collectionIds: result.fields.collectionIds,
          });
        } else refuse(job, { ...head, reasons: result.reasons });
        job.processed = i + 1;
        if ((i + 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      }

      for (const s of orphans) {
        const why = translate('importStoneNoProduct', job.locale, { sku: String(s.values.sku ?? '') });
        const where = translate('importStoneRow', job.locale, { row: s.row });
        refuse(job, { row: s.row, sku: String(s.values.sku ?? ''), name: '', reasons: [`${where}: ${why}`] });
      }

      job.state = 'writing';
      try {
        await writes.transaction(async (w) => {
          const ids = await w.createMany(
            job.companyId,
            good.map((g) => g.product),
          );
          // Collections by collection, each one INSERT ... SELECT (collection-writes.repository.ts).
          const members = new Map<number, number[]>();
          good.forEach((g, i) => g.collectionIds.forEach((c) => members.set(c, [...(members.get(c) ?? []), ids[i]])));
          for (const [collectionId, productIds] of members) await w.addToCollection(job.companyId, collectionId, productIds);
        });
      } catch (err) {
        deps.log.error({ err, jobId: job.id }, 'product import write failed');
        return fail(job, 'importWriteFailed');
      }
      job.imported = good.length;
      job.unpublished = good.filter((g) => g.line.result === 'unpublished').length;
      job.lines.push(...good.map((g) => g.line));
      job.lines.sort((a, b) => a.row - b.row);
      job.state = 'done';
    } catch (err) {
      deps.log.error({ err, jobId: job.id }, 'product import failed');
      fail(job, 'importUnreadable');
    }
  }

  function jobOf(auth: AuthContext, jobId: string): ImportJob {
    assertSeller(auth);
    const job = jobs.get(jobId, auth.companyId);
    if (!job) throw notFound();
    return job;
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
     * parsing), or a second import of the company while one runs; otherwise starts the job and answers its id.
     */
    start(auth: AuthContext, file: Buffer, locale: Locale): ProductImportStarted {
      assertSeller(auth);
      if (file.length > PRODUCT_IMPORT_LIMITS.fileMaxBytes)
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'fileTooLarge', { max: PRODUCT_IMPORT_LIMITS.fileMaxBytes / MB });
      const problem = xlsxProblem(file);
      if (problem === 'notXlsx') throw new AppError(ErrorCode.UNSUPPORTED_TYPE, 'importNotXlsx');
      if (problem === 'unzippedTooLarge')
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'importUnzippedTooLarge', { max: PRODUCT_IMPORT_LIMITS.unzippedMaxBytes / MB });
      if (jobs.running(auth.companyId)) throw new AppError(ErrorCode.CONFLICT, 'importBusy');
      const job = jobs.create({ companyId: auth.companyId, userId: auth.userId, locale }, (j) => run(j, file));
      return { jobId: job.id };
    },

    /** GET /api/showroom/product/import/:jobId: progress and result (40400 for another company's job). */
    status(auth: AuthContext, jobId: string, locale: Locale): ProductImportJob {
      const job = jobOf(auth, jobId);
      return {
        jobId: job.id,
        state: job.state,
        processed: job.processed,
        total: job.total,
        imported: job.imported,
        refused: job.refused,
        unpublished: job.unpublished,
        message: job.failure ? translate(job.failure.key, locale, job.failure.params) : null,
        refusals: job.state === 'done' || job.state === 'failed' ? job.refusals : [],
      };
    },

    /** GET /api/showroom/product/import/:jobId/report: the finished job's report (40900 while it runs). */
    async report(auth: AuthContext, jobId: string): Promise<Buffer> {
      const job = jobOf(auth, jobId);
      if (job.finishedAt === null) throw new AppError(ErrorCode.CONFLICT, 'importNotFinished');
      return reportWorkbook(job.lines, { lists: workbookLists({ dictionary: [], brands: [], collections: [] }, job.locale) });
    },

    /** POST /api/showroom/product/export: the company's products among `ids` in the template's columns. */
    async export(auth: AuthContext, ids: number[], locale: Locale): Promise<Buffer> {
      assertSeller(auth);
      const [rows, ctx] = await Promise.all([repo.exported(auth.companyId, ids), contextOf(auth.companyId, locale)]);
      return exportWorkbook(rows.map(workbookProductOf), ctx);
    },

    /** Resolves once the job has ended (tests and the benchmark). */
    async settled(auth: AuthContext, jobId: string): Promise<void> {
      await jobOf(auth, jobId).ended;
    },
  };
}
export type ProductImportService = ReturnType<typeof productImportService>;
