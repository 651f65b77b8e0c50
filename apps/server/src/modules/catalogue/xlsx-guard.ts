import { inflateRawSync } from 'node:zlib';
import { PRODUCT_IMPORT_LIMITS } from '@gembourse/contracts/product-import';

// An uploaded workbook is checked here before any spreadsheet library reads it (issue 10: "refused before parsing,
// also by the unzipped size, so a zip bomb is refused"). An .xlsx is a zip: the check reads the zip's central
// directory (the list at its end), refuses a file that is not a zip or lacks a workbook's entries, refuses when the
// sizes the directory declares add up past the limit, and then inflates every entry with a cap on its output
// (node:zlib's maxOutputLength), so a directory that lies about a size cannot make the server inflate more than the
// limit either. Only a file that passes goes to exceljs, which inflates the same entries again, now known to be small.

/** Why a file is refused: not a workbook at all, or one that unpacks to too much. */
export type XlsxProblem = 'notXlsx' | 'unzippedTooLarge';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
/** Entries every workbook has (Office Open XML): its content types and the workbook part. */
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function endRecordOffset(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_SEARCH);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  return -1;
}

/** The central directory's entries, or null when the file is not a zip this check can read (ZIP64 is never needed under 2 MB). */
function centralDirectory(buf: Buffer): Entry[] | null {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL_SIGNATURE) return null;
  const end = endRecordOffset(buf);
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  if (count === 0 || count > PRODUCT_IMPORT_LIMITS.zipEntriesMax || dirOffset + dirSize > end) return null;
  const entries: Entry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    entries.push({
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: buf.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates one entry, never past its declared size: null when it is what it declared, else the problem. */
function entryProblem(buf: Buffer, e: Entry): XlsxProblem | null {
  const local = e.localOffset;
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_SIGNATURE) return 'notXlsx';
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  if (start + e.compressedSize > buf.length) return 'notXlsx';
  const data = buf.subarray(start, start + e.compressedSize);
  if (e.method === STORED) return data.length === e.size ? null : 'notXlsx';
  if (e.method !== DEFLATED) return 'notXlsx';
  try {
    // At most one byte more than declared: an entry with output left there lied about its size (zlib throws).
    return inflateRawSync(data, { maxOutputLength: e.size + 1 }).length === e.size ? null : 'notXlsx';
  } catch (err) {
    return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'unzippedTooLarge' : 'notXlsx';
  }
}

/**
 * Null when `buf` is a workbook small enough to read; otherwise why not. A renamed PNG or PDF is `notXlsx` (by
 * content, whatever its name); a zip whose entries declare, or turn out to inflate to, more than the limit is
 * `unzippedTooLarge`.
 */
export function xlsxProblem(buf: Buffer): XlsxProblem | null {
  const entries = centralDirectory(buf);
  if (!entries) return 'notXlsx';
  const names = new Set(entries.map((e) => e.name));
  if (!REQUIRED_ENTRIES.every((n) => names.has(n))) return 'notXlsx';
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > PRODUCT_IMPORT_LIMITS.unzippedMaxBytes) return 'unzippedTooLarge';
  // Each entry is held to its declared size, so the total actually inflated stays within the declared total.
  for (const e of entries) {
    const problem = entryProblem(buf, e);
    if (problem) return problem;
  }
  return null;
}
