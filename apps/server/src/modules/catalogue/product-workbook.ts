import { Readable } from 'node:stream';
import type { DataValidation, Workbook, Worksheet } from 'exceljs';
import { LOCALES, type Locale } from '@gembourse/contracts/locale';
import { PRODUCT_IMPORT_LIMITS, type ImportSheet } from '@gembourse/contracts/product-import';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { headerMatches, plainCell, type CellContext } from './product-workbook.cells.ts';
import { PRODUCT_COLUMNS, STONE_COLUMNS, type Column, type WorkbookProduct, type WorkbookStone } from './product-workbook.columns.ts';
import { fold, LIST_NAMES, type ListName } from './product-workbook.lists.ts';

// Writing and reading the product workbook (exceljs, loaded at first use as in the favourites export: it costs 0.4 s of
// start-up). The columns, their headings and how each value becomes a cell are product-workbook.columns.ts's; this
// file lays them out in sheets (template and export) and reads them back (import). Texts are written as strings,
// never formulas, so a name starting with "=" stays a name.

const loadExcel = async () => (await import('exceljs')).default;

/** Rows of the template and export that get the drop-downs (an export longer than this gets them on every row). */
const VALIDATED_ROWS = 1000;

const headingOf = <R>(col: Column<R>, ctx: CellContext) => `${translate(col.header, ctx.lists.locale)}${col.required ? ' *' : ''}`;

/** Excel's column letters of a 1-based index. */
function letters(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/** Where each list's values stand in the hidden Lists sheet (one column per list, values from row 2). */
function listRanges(ctx: CellContext): Map<ListName, string> {
  const sheet = translate('importSheetLists', ctx.lists.locale);
  const ranges = new Map<ListName, string>();
  LIST_NAMES.forEach((list, i) => {
    const count = ctx.lists.labelsOf(list).length;
    if (count) ranges.set(list, `'${sheet}'!$${letters(i + 1)}$2:$${letters(i + 1)}$${count + 1}`);
  });
  return ranges;
}

/** The hidden sheet of list values the drop-downs point at (added last: the sheets a person reads come first). */
function addLists(book: Workbook, ctx: CellContext): void {
  const ws = book.addWorksheet(translate('importSheetLists', ctx.lists.locale), { state: 'hidden' });
  LIST_NAMES.forEach((list, i) => {
    const column = letters(i + 1);
    ws.getCell(`${column}1`).value = list;
    ctx.lists.labelsOf(list).forEach((label, j) => (ws.getCell(`${column}${j + 2}`).value = label));
  });
}

/** exceljs keeps a sheet's drop-downs by range here (DataValidations.add), which its type declarations leave out. */
const validations = (ws: Worksheet) =>
  (ws as unknown as { dataValidations: { add(range: string, v: DataValidation): void } }).dataValidations;

/** A sheet with the columns' headings, widths and formats, `rows` written through the codecs, and the drop-downs. */
function addSheet<R>(
  book: Workbook,
  title: MessageKey,
  columns: Column<R>[],
  rows: Partial<R>[],
  ctx: CellContext,
  ranges: Map<ListName, string>,
) {
  const ws = book.addWorksheet(translate(title, ctx.lists.locale), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((col) => ({
    header: headingOf(col, ctx),
    key: col.key,
    width: col.width,
    style: { ...(col.codec.numFmt ? { numFmt: col.codec.numFmt } : {}), alignment: { vertical: 'top', wrapText: true } },
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow(Object.fromEntries(columns.map((col) => [col.key, col.codec.write(r[col.key as keyof R] as never, ctx)])));
  }
  const last = Math.max(VALIDATED_ROWS, rows.length) + 1;
  columns.forEach((col, i) => {
    const range = col.list ? ranges.get(col.list) : undefined;
    if (!range) return;
    validations(ws).add(`${letters(i + 1)}2:${letters(i + 1)}${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      // A cell of several values ("Rings, Necklaces") is not one of the list's: the drop-down helps, the import checks.
      showErrorMessage: !col.multi,
      errorStyle: 'stop',
    });
  });
  return ws;
}

/** Shows a sheet's data rows as the template's examples: grey italics, and a note on the SKU cell saying they are skipped. */
function markExamples(ws: Worksheet, sku: string, ctx: CellContext): void {
  for (let r = 2; r <= ws.rowCount; r++) ws.getRow(r).font = { italic: true, color: { argb: 'FF8C8C8C' } };
  ws.getCell('A2').note = translate('importExampleNote', ctx.lists.locale, { sku });
}

async function productBook(
  products: Partial<WorkbookProduct>[],
  stones: Partial<WorkbookStone>[],
  ctx: CellContext,
  /** The template: its rows are the examples of this SKU, and the instructions sheet is added. */
  exampleSku?: string,
) {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  book.creator = 'GemBourse';
  book.created = new Date();
  const ranges = listRanges(ctx);
  const sheets = [
    addSheet(book, 'importSheetProducts', PRODUCT_COLUMNS, products, ctx, ranges),
    addSheet(book, 'importSheetStones', STONE_COLUMNS, stones, ctx, ranges),
  ];
  if (exampleSku) {
    for (const ws of sheets) markExamples(ws, exampleSku, ctx);
    const ws = book.addWorksheet(translate('importSheetInstructions', ctx.lists.locale));
    ws.getColumn(1).width = 120;
    const params = { max: Math.round(PRODUCT_IMPORT_LIMITS.fileMaxBytes / 1024 / 1024), sku: exampleSku };
    const lines = [
      'importHelp1',
      'importHelp2',
      'importHelp3',
      'importHelp4',
      'importHelp5',
      'importHelp6',
      'importHelp7',
      'importHelpVisibility',
    ] as const;
    lines.forEach((k, i) => {
      ws.getCell(i + 1, 1).value = `${i + 1}. ${translate(k, ctx.lists.locale, params)}`;
      ws.getCell(i + 1, 1).alignment = { wrapText: true };
    });
  }
  addLists(book, ctx);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The import template: headings, drop-downs, one example product with one stone (marked, never imported), the instructions. */
export function templateWorkbook(
  example: { sku: string; product: Partial<WorkbookProduct>; stone: Partial<WorkbookStone> },
  ctx: CellContext,
) {
  return productBook([example.product], [example.stone], ctx, example.sku);
}

/** The export: the same columns as the template, one row per product and one per stone. */
export function exportWorkbook(products: WorkbookProduct[], ctx: CellContext) {
  const stones = products.flatMap((p) => (p.stones ?? []).map((s) => ({ ...s, sku: p.sku })));
  return productBook(products, stones, ctx);
}

/** Each sheet's name and the words of one of its rows. */
const SHEET_WORDS: Record<ImportSheet, { name: MessageKey; row: MessageKey }> = {
  products: { name: 'importSheetProducts', row: 'importProductRow' },
  stones: { name: 'importSheetStones', row: 'importStoneRow' },
};
/** Where a row is, as the supplier looks for it: "Products row 3", "Stones row 2" (a row number alone is on two sheets). */
export const placeOf = (sheet: ImportSheet, row: number, locale: Locale) => translate(SHEET_WORDS[sheet].row, locale, { row });

/** A stored refusal or report line with its place in words, in the reader's language. */
export function placed<T extends { sheet: ImportSheet; row: number }>(line: T, locale: Locale): T & { place: string } {
  // Lines stored before they named their sheet (an import is kept an hour) were product rows.
  const sheet = (line.sheet as ImportSheet | undefined) ?? 'products';
  return { ...line, sheet, place: placeOf(sheet, line.row, locale) };
}

/** One line of an import report. */
export interface ReportLine {
  sheet: ImportSheet;
  row: number;
  sku: string;
  name: string;
  result: 'imported' | 'unpublished' | 'refused';
  reasons: string[];
}

/**
 * The import's report: every row with its sheet, row number and result and, for a refused one, each reason where it
 * is ("Products row 12: Price: must be at least 0", "Stones row 2: Product SKU: no row of the Products sheet…").
 */
export async function reportWorkbook(lines: ReportLine[], ctx: CellContext): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  book.creator = 'GemBourse';
  const locale = ctx.lists.locale;
  const ws = book.addWorksheet(translate('importSheetReport', locale), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: translate('importColSheet', locale), key: 'sheet', width: 12 },
    { header: translate('importColRow', locale), key: 'row', width: 8 },
    { header: translate('importColSku', locale), key: 'sku', width: 18 },
    { header: translate('importColName', locale), key: 'name', width: 32 },
    { header: translate('importColResult', locale), key: 'result', width: 24 },
    { header: translate('importColReasons', locale), key: 'reasons', width: 80, style: { alignment: { wrapText: true, vertical: 'top' } } },
  ];
  ws.getRow(1).font = { bold: true };
  const results = { imported: 'importResultImported', unpublished: 'importResultUnpublished', refused: 'importResultRefused' } as const;
  for (const l of lines.map((line) => placed(line, locale))) {
    ws.addRow({
      sheet: translate(SHEET_WORDS[l.sheet].name, locale),
      row: l.row,
      sku: l.sku,
      name: l.name,
      result: translate(results[l.result], locale),
      reasons: l.reasons.map((reason) => translate('importRowReason', locale, { place: l.place, reason })).join('\n'),
    });
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 6 } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A row of a sheet as read: its spreadsheet row number, the cells each column read, and the cells that could not be read. */
export interface ReadRow<R> {
  row: number;
  values: Partial<R>;
  /** Column key and reason, per cell that could not be read. */
  errors: { key: keyof R & string; message: string }[];
}

export type ReadResult =
  | { ok: true; products: ReadRow<WorkbookProduct>[]; stones: ReadRow<WorkbookStone>[] }
  | { ok: false; key: MessageKey; params?: Record<string, string | number> };

/** A sheet as streamed: its name and its rows' cells (1-based, as exceljs gives them), by spreadsheet row number. */
interface RawSheet {
  name: string;
  rows: { row: number; cells: unknown[] }[];
  /** Rows with content, the heading included (more than the rows kept when over the limit). */
  count: number;
}

/** Whether a sheet's name is `title` in any language. */
const named = (sheet: RawSheet, title: MessageKey) => LOCALES.some((l) => fold(translate(title, l)) === fold(sheet.name));

/** Which cell of a row each of `columns` is (by its heading in row 1, in any language). */
function headerMap<R>(sheet: RawSheet, columns: Column<R>[]) {
  const headings = new Map(columns.map((col) => [col, LOCALES.map((l) => translate(col.header, l))]));
  const at = new Map<Column<R>, number>();
  const first = sheet.rows.find((r) => r.row === 1);
  first?.cells.forEach((value, index) => {
    const text = String(plainCell(value) ?? '');
    const col = columns.find((c) => !at.has(c) && headerMatches(text, headings.get(c)!, c.key));
    if (col) at.set(col, index);
  });
  return at;
}

function readSheet<R>(sheet: RawSheet, columns: Column<R>[], at: Map<Column<R>, number>, ctx: CellContext): ReadRow<R>[] {
  const rows: ReadRow<R>[] = [];
  for (const { row, cells } of sheet.rows) {
    if (row === 1) continue;
    const read: ReadRow<R> = { row, values: {}, errors: [] };
    let any = false;
    for (const [col, index] of at) {
      const cell = plainCell(cells[index]);
      if (cell !== null && !(typeof cell === 'string' && cell.trim() === '')) any = true;
      const r = col.codec.read(cell, ctx);
      if ('error' in r) read.errors.push({ key: col.key, message: r.error });
      else if (r.value !== undefined) (read.values as Record<string, unknown>)[col.key] = r.value;
    }
    // A row whose cells are all empty (formatting a person left behind) is no product.
    if (any) rows.push(read);
  }
  return rows;
}

/**
 * The sheets the import reads, streamed (exceljs's WorkbookReader: half the time of loading the whole workbook model,
 * and only the sheets the import reads are kept): the Products sheet by its name in any language, else the first
 * sheet, and the Stones sheet. Rows past the limit are counted, not kept.
 */
export async function streamSheets(buf: Buffer): Promise<{ products: RawSheet | null; stones: RawSheet | null }> {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buf), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  let first: RawSheet | null = null;
  let products: RawSheet | null = null;
  let stones: RawSheet | null = null;
  for await (const ws of reader) {
    const sheet: RawSheet = { name: (ws as unknown as { name?: string }).name ?? '', rows: [], count: 0 };
    const keep = named(sheet, 'importSheetProducts') || named(sheet, 'importSheetStones') || first === null;
    for await (const row of ws) {
      if (!keep) continue;
      sheet.count++;
      if (sheet.rows.length <= PRODUCT_IMPORT_LIMITS.rowsMax) sheet.rows.push({ row: row.number, cells: row.values as unknown[] });
    }
    if (named(sheet, 'importSheetProducts')) products = sheet;
    else if (named(sheet, 'importSheetStones')) stones = sheet;
    else first ??= sheet;
  }
  return { products: products ?? first, stones };
}

/**
 * The same sheets from the whole workbook model, for a workbook the stream could not read. exceljs 4.4's stream reader
 * parks the sheets that come before the shared strings (every workbook exceljs writes) in temporary files; twice in
 * CI, under load, a valid workbook failed there (not reproduced alone: 1,000 parallel reads passed). The guard has
 * bounded the unpacked size, so loading the model is safe; a file that truly cannot be read fails here too.
 */
export async function loadSheets(buf: Buffer): Promise<{ products: RawSheet | null; stones: RawSheet | null }> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf as unknown as ArrayBuffer);
  let first: RawSheet | null = null;
  let products: RawSheet | null = null;
  let stones: RawSheet | null = null;
  for (const ws of book.worksheets) {
    const sheet: RawSheet = { name: ws.name, rows: [], count: 0 };
    ws.eachRow((row, number) => {
      sheet.count++;
      if (sheet.rows.length <= PRODUCT_IMPORT_LIMITS.rowsMax) sheet.rows.push({ row: number, cells: row.values as unknown[] });
    });
    if (named(sheet, 'importSheetProducts')) products = sheet;
    else if (named(sheet, 'importSheetStones')) stones = sheet;
    else first ??= sheet;
  }
  return { products: products ?? first, stones };
}

/** Reads an uploaded workbook (already checked by xlsx-guard.ts): the Products sheet and, if present, the Stones sheet. */
export async function readProductWorkbook(buf: Buffer, ctx: CellContext): Promise<ReadResult> {
  let sheets: Awaited<ReturnType<typeof streamSheets>>;
  try {
    sheets = await streamSheets(buf).catch(() => loadSheets(buf));
  } catch {
    return { ok: false, key: 'importUnreadable' };
  }
  const productSheet = sheets.products;
  if (!productSheet) return { ok: false, key: 'importNoRows' };
  const at = headerMap(productSheet, PRODUCT_COLUMNS);
  const missing = PRODUCT_COLUMNS.filter((c) => c.required && !at.has(c));
  if (missing.length) {
    const sep = translate('batchNameSeparator', ctx.lists.locale);
    return { ok: false, key: 'importNoColumns', params: { columns: missing.map((c) => translate(c.header, ctx.lists.locale)).join(sep) } };
  }
  if (productSheet.count - 1 > PRODUCT_IMPORT_LIMITS.rowsMax)
    return { ok: false, key: 'importTooManyRows', params: { max: PRODUCT_IMPORT_LIMITS.rowsMax, count: productSheet.count - 1 } };
  const products = readSheet(productSheet, PRODUCT_COLUMNS, at, ctx);
  if (!products.length) return { ok: false, key: 'importNoRows' };
  const stones = sheets.stones ? readSheet(sheets.stones, STONE_COLUMNS, headerMap(sheets.stones, STONE_COLUMNS), ctx) : [];
  return { ok: true, products, stones };
}
