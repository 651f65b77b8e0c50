import { fold, type ListName, type WorkbookLists } from './product-workbook.lists.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';

// How one kind of value becomes a cell and a cell becomes a value, for every column of the product workbook
// (product-workbook.columns.ts). Reading is forgiving in the ways a person typing in a spreadsheet program is not
// careful: numbers typed as text, thousands separators, full-width digits, trailing spaces, dates as text with "/" or
// "年月日", yes/no in any language. What cannot be read is a reason in the caller's language, never a guess.

/** A cell's value as exceljs gives it, reduced to the plain kinds (rich text, links and formulas to their text or result). */
export type Cell = string | number | boolean | Date | null;
/** What a column writes into a cell. */
export type CellOut = string | number | boolean | Date | null;

/** A cell read: the value (undefined for an empty cell: the field is absent and the schema's default applies), or why not. */
export type Read<T> = { value: T | undefined } | { error: string };

export interface CellContext {
  lists: WorkbookLists;
}

export interface Codec<T> {
  write(value: T | null | undefined, ctx: CellContext): CellOut;
  read(cell: Cell, ctx: CellContext): Read<T>;
  numFmt?: string;
}

const msg = (ctx: CellContext, key: MessageKey, params?: Record<string, string | number>) => ({
  error: translate(key, ctx.lists.locale, params),
});
const empty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** exceljs's cell value as one of the plain kinds. */
export function plainCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return plainCell(v.result);
  if ('text' in v) return plainCell(v.text);
  return null;
}

/** A cell as text: numbers as written, dates as their calendar day. */
export function textOf(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** A number typed or stored: "1,200.50 ", "１２００", 1200.5; NaN when it is not one. */
export function numberOf(cell: Cell): number {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return NaN;
  let s = cell.normalize('NFKC').replace(/\s/g, '');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replaceAll(',', '');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s) ? Number(s) : NaN;
}

const pad = (n: string | number) => String(n).padStart(2, '0');
/** Excel's day count (1900 system) of a date: a date cell that lost its format reads as this number. */
const EXCEL_EPOCH_DAYS = 25569;

/** "2026-03-01", "2026/3/1", "2026年3月1日", a date cell or its day number: the ISO calendar day, or null. */
function calendarDayOf(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number')
    return cell > 1 && cell < 100_000 ? new Date(Math.round((cell - EXCEL_EPOCH_DAYS) * 86_400_000)).toISOString().slice(0, 10) : null;
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(String(cell).normalize('NFKC').trim());
  if (!m) return null;
  const day = `${m[1]}-${pad(m[2])}-${pad(m[3])}`;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day) ? day : null;
}

/** A date-time cell (UTC) or "2026-03-01 09:30" (UTC), "2026-03-01T09:30:00+08:00": the ISO instant to the second, or null. */
function instantOf(cell: Cell): string | null {
  let d: Date;
  if (cell instanceof Date) d = cell;
  else if (typeof cell === 'number') d = new Date((cell - EXCEL_EPOCH_DAYS) * 86_400_000);
  else {
    const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      String(cell).normalize('NFKC').trim(),
    );
    if (!m) return null;
    const zone = m[7] ? (m[7].toUpperCase() === 'Z' ? 'Z' : m[7].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : 'Z';
    d = new Date(`${m[1]}-${pad(m[2])}-${pad(m[3])}T${pad(m[4] ?? 0)}:${m[5] ?? '00'}:${m[6] ?? '00'}${zone}`);
  }
  if (Number.isNaN(d.getTime())) return null;
  return new Date(Math.round(d.getTime() / 1000) * 1000).toISOString();
}

/** Separators of several values in one cell: commas (also the full-width and enumeration commas), semicolons, lines. */
export const splitList = (s: string) =>
  s
    .split(/[,，、;；\n]+/)
    .map((x) => x.trim())
    .filter(Boolean);

export const text: Codec<string> = {
  write: (v) => v ?? null,
  read: (cell) => (empty(cell) ? { value: undefined } : { value: textOf(cell) }),
};

const number = (integer: boolean): Codec<number> => ({
  write: (v) => v ?? null,
  read: (cell, ctx) => {
    if (empty(cell)) return { value: undefined };
    const n = numberOf(cell);
    if (Number.isNaN(n)) return msg(ctx, 'importNotNumber');
    if (integer && !Number.isInteger(n)) return msg(ctx, 'importNotInteger');
    return { value: n };
  },
});
export const decimal = number(false);
export const integer = number(true);

export const calendarDate: Codec<string> = {
  numFmt: 'yyyy-mm-dd',
  write: (v) => (v ? new Date(`${v}T00:00:00Z`) : null),
  read: (cell, ctx) => {
    if (empty(cell)) return { value: undefined };
    return calendarDayOf(cell) ? { value: calendarDayOf(cell)! } : msg(ctx, 'importNotDate');
  },
};

export const instant: Codec<string> = {
  numFmt: 'yyyy-mm-dd hh:mm:ss',
  write: (v) => (v ? new Date(v) : null),
  read: (cell, ctx) => {
    if (empty(cell)) return { value: undefined };
    return instantOf(cell) ? { value: instantOf(cell)! } : msg(ctx, 'importNotDate');
  },
};

export const yesNo: Codec<boolean> = {
  write: (v, ctx) => ctx.lists.label('yesNo', v ?? false),
  read: (cell, ctx) => {
    if (empty(cell)) return { value: undefined };
    if (typeof cell === 'boolean') return { value: cell };
    const v = ctx.lists.read('yesNo', textOf(cell));
    if (typeof v === 'boolean') return { value: v };
    return msg(ctx, 'importNotYesNo', { yes: ctx.lists.label('yesNo', true), no: ctx.lists.label('yesNo', false) });
  },
};

/** A value of a closed list, written and read as its label. */
export function listOf<T extends number | string>(list: ListName, unknownKey: MessageKey = 'importNotInList'): Codec<T> {
  return {
    write: (v, ctx) => (v === null || v === undefined ? null : ctx.lists.label(list, v)),
    read: (cell, ctx) => {
      if (empty(cell)) return { value: undefined };
      const word = textOf(cell);
      const v = ctx.lists.read(list, word);
      return v === undefined ? msg(ctx, unknownKey, { value: word }) : { value: v as T };
    },
  };
}

/** Several values of a closed list in one cell, separated by commas. */
export function listsOf<T extends number>(list: ListName, unknownKey: MessageKey = 'importNotInList'): Codec<T[]> {
  const one = listOf<T>(list, unknownKey);
  return {
    write: (v, ctx) => (v ?? []).map((x) => one.write(x, ctx)).join(', '),
    read: (cell, ctx) => {
      if (empty(cell)) return { value: undefined };
      const values: T[] = [];
      for (const word of splitList(textOf(cell))) {
        const r = one.read(word, ctx);
        if ('error' in r) return r;
        values.push(r.value!);
      }
      return { value: values };
    },
  };
}

/** Free words separated by commas (tags). */
export const words: Codec<string[]> = {
  write: (v) => (v ?? []).join(', '),
  read: (cell) => (empty(cell) ? { value: undefined } : { value: splitList(textOf(cell)) }),
};

/** Links, one per line (images). */
export const links: Codec<string[]> = {
  write: (v) => (v ?? []).join('\n'),
  read: (cell) =>
    empty(cell)
      ? { value: undefined }
      : {
          value: textOf(cell)
            .split(/[\s,，]+/)
            .filter(Boolean),
        },
};

/**
 * Records of a few parts, one per line, parts separated by "|" ("name | link"): the last part takes the rest of the
 * line (a link may hold "|"). `toRecord` turns a line's parts into the field's record, or null when they do not make one.
 */
export function lines<T>(
  format: string,
  count: number,
  partsOf: (v: T) => (string | number | null | undefined)[],
  toRecord: (parts: string[]) => T | null,
): Codec<T[]> {
  return {
    write: (v) =>
      (v ?? [])
        .map((r) =>
          partsOf(r)
            .map((p) => (p === null || p === undefined ? '' : String(p)))
            .join(' | '),
        )
        .join('\n'),
    read: (cell, ctx) => {
      if (empty(cell)) return { value: undefined };
      const out: T[] = [];
      const rows = textOf(cell)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      for (const [i, line] of rows.entries()) {
        const parts = line.split('|').map((p) => p.trim());
        const record = toRecord(parts.length > count ? [...parts.slice(0, count - 1), parts.slice(count - 1).join('|')] : parts);
        if (!record) return msg(ctx, 'importLine', { line: i + 1, format });
        out.push(record);
      }
      return { value: out };
    },
  };
}

/** Whether a header cell names this column: its heading in any language, with or without the required mark, or its key. */
export function headerMatches(cell: string, headings: readonly string[], key: string): boolean {
  const f = fold(cell.replace(/\*\s*$/, ''));
  return f === fold(key) || headings.some((h) => fold(h) === f);
}
