import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { PRODUCT_BATCH_MAX } from './own-products.ts';
import { ZId } from './primitives.ts';

// The Excel import and export of a supplier's products (issue 10 item 7, SPEC §5 "Import accepts Excel only, under
// 2MB. A file must be selected first"). The workbook's columns are the server's (catalogue/product-workbook.columns.ts):
// the template, the export and the import all derive from them, so an exported file re-imports unchanged. Nothing here
// takes a company id: an import writes into the caller's company, an export reads only the caller's products.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_EXTENSION = '.xlsx';

export const PRODUCT_IMPORT_LIMITS = {
  /** SPEC §5 and §9: "under 2MB", checked by the browser before the upload and by the server before parsing. */
  fileMaxBytes: LIMITS.importFileMaxBytes,
  /**
   * Total unzipped size of the workbook's entries. An .xlsx is a zip of XML that a real product sheet compresses 5 to
   * 15 times (an export of 5,000 products: 1.1 MB zipped, 13 MB unzipped), so 64 MB (32 times the largest file) lets
   * every honest workbook through, while a zip bomb (a small entry that inflates a thousandfold) is refused before any
   * spreadsheet library reads it, and the memory one import can take is bounded.
   */
  unzippedMaxBytes: 64 * 1024 * 1024,
  /** Entries of the zip: a workbook of our template has about a dozen; thousands only make the directory costly. */
  zipEntriesMax: 500,
  /**
   * Product rows one file may hold. A 2 MB file holds about 10,000 short rows; more than that in one transaction is a
   * job for several files, and the bound keeps one import's check and write well under a minute.
   */
  rowsMax: 10_000,
  /** Refused rows the status answer lists (the downloadable report lists every one). */
  refusalsShown: 200,
} as const;

/** Where an import stands: read the file, check every row, write the good rows in one transaction, then done or failed. */
export const IMPORT_STATES = ['reading', 'checking', 'writing', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** POST /api/showroom/product/import: a multipart form with the workbook in field `file` (as ZUploadForm). */
export const ZProductImportForm = z.custom<FormData>();

/** What the upload answers: the job to poll. */
export const ZProductImportStarted = z.object({ jobId: z.uuid() });
export type ProductImportStarted = z.infer<typeof ZProductImportStarted>;

export const ZProductImportJobParams = z.object({ jobId: z.uuid() });

/** The sheets of the workbook a refused row can be on: a product row, or a stone row that names no product. */
export const IMPORT_SHEETS = ['products', 'stones'] as const;
export type ImportSheet = (typeof IMPORT_SHEETS)[number];

/** One refused row, its reasons in the caller's language ("Price: must be at least 0"). */
export const ZImportRefusal = z.object({
  /** The sheet the row is on: row 2 of the Products sheet and row 2 of the Stones sheet are different rows. */
  sheet: z.enum(IMPORT_SHEETS),
  /** The spreadsheet's own row number on that sheet (the header is row 1), as the supplier sees it. */
  row: z.number().int(),
  /** Sheet and row in the caller's language, as the supplier looks for them: "Stones row 2", "产品表第 3 行". */
  place: z.string(),
  sku: z.string(),
  name: z.string(),
  reasons: z.array(z.string()),
});
export type ImportRefusal = z.infer<typeof ZImportRefusal>;

/**
 * GET /api/showroom/product/import/:jobId: the job's progress and, once done, its result. `processed` of `total` rows
 * are checked; `imported` rows were written (0 until the one transaction commits), `refused` were not, `unpublished`
 * of the imported ones asked to be published but have no image (SPEC §4), so they stay unpublished. `message` says
 * why a failed job failed (nothing was written). `refusals` lists the first refused rows; the report has them all.
 */
export const ZProductImportJob = z.object({
  jobId: z.uuid(),
  state: z.enum(IMPORT_STATES),
  processed: z.number().int(),
  total: z.number().int(),
  imported: z.number().int(),
  refused: z.number().int(),
  unpublished: z.number().int(),
  message: z.string().nullable(),
  refusals: z.array(ZImportRefusal),
});
export type ProductImportJob = z.infer<typeof ZProductImportJob>;

/** POST /api/showroom/product/export: the selected products (the list's batch export; other companies' ids export nothing). */
export const ZProductExportInput = z.object({
  ids: z
    .array(ZId)
    .min(1, { message: 'selectFirst' })
    .max(PRODUCT_BATCH_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type ProductExportInput = z.input<typeof ZProductExportInput>;

/** What the browser checks before uploading (the server checks the same and more): an error key or null. */
export function importFileProblem(file: { name: string; size: number } | null | undefined): 'fileMissing' | 'notXlsx' | 'tooLarge' | null {
  if (!file) return 'fileMissing';
  if (!file.name.toLowerCase().endsWith(XLSX_EXTENSION)) return 'notXlsx';
  if (file.size > PRODUCT_IMPORT_LIMITS.fileMaxBytes) return 'tooLarge';
  return null;
}
