import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Locale } from '@gembourse/contracts/locale';

// The fonts of the invoice PDF (docs/billing.md "Invoice PDF and its fonts"). PDFKit's built-in fonts have no CJK
// glyphs and no Turkish ş/ğ/ı, so invoices embed Noto Sans (Latin, Latin Extended) and Noto Sans SC / TC (Chinese)
// from the @fontsource packages: fonts split by Unicode range into many small files, whose ranges their CSS lists.
// Each run of text is set in the first family of the invoice language's chain that covers its characters; only the
// files a document uses are read (once per process, then kept: a few dozen KB each), and PDFKit embeds only the
// glyphs used.
//
// The .woff files are used, unwrapped to plain TrueType here: fontkit 2.0 (inside PDFKit) copies glyphs of a .woff2
// file's transformed glyf table as they are when it subsets (blank glyphs), and it cannot read the cmap of some of the
// .woff files (those with a format-14 subtable) directly.

const require = createRequire(import.meta.url);

type Family = 'latin' | 'sc' | 'tc';
export type Weight = 400 | 700;

const PACKAGES: Record<Family, string> = {
  latin: '@fontsource/noto-sans',
  sc: '@fontsource/noto-sans-sc',
  tc: '@fontsource/noto-sans-tc',
};

/** Families in the order a language prefers them: traditional Chinese forms for zh-tw, simplified otherwise. */
export function familiesOf(locale: Locale): Family[] {
  return locale === 'zh-tw' ? ['latin', 'tc', 'sc'] : ['latin', 'sc', 'tc'];
}

/** One file of a family: the code points it covers (from its CSS unicode-range). */
interface Face {
  file: string;
  ranges: [number, number][];
}

const facesCache = new Map<string, Face[]>();
const bytesCache = new Map<string, Buffer>();

/** The faces of a family's weight, Latin first (its ranges overlap the others' Latin subsets), from its CSS. */
function facesOf(family: Family, weight: Weight): Face[] {
  const key = `${family}-${weight}`;
  let faces = facesCache.get(key);
  if (faces) return faces;
  const css = require.resolve(`${PACKAGES[family]}/${weight}.css`);
  const text = readFileSync(css, 'utf8');
  faces = [];
  for (const m of text.matchAll(/url\(\.\/files\/([^)]+?)\.woff2\)[^;]*;\s*unicode-range:\s*([^;]+);/g)) {
    const ranges = m[2].split(',').map((part): [number, number] => {
      const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a, 16), parseInt(b ?? a, 16)];
    });
    faces.push({ file: path.join(path.dirname(css), 'files', `${m[1]}.woff`), ranges });
  }
  const rank = (f: Face) => (/-latin-\d/.test(f.file) ? 0 : /-latin-ext-/.test(f.file) ? 1 : 2);
  faces.sort((a, b) => rank(a) - rank(b));
  facesCache.set(key, faces);
  return faces;
}

/** The font file that draws code point `cp` in the first family of `families` that has it; null when none does. */
export function fontFileFor(cp: number, families: readonly Family[], weight: Weight): string | null {
  for (const family of families) {
    for (const face of facesOf(family, weight)) {
      if (face.ranges.some(([a, b]) => cp >= a && cp <= b)) return face.file;
    }
  }
  return null;
}

/** WOFF 1.0 unwrapped to the TrueType/OpenType file it holds (each table zlib-inflated when stored compressed). */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const selector = Math.floor(Math.log2(count));
  const searchRange = 2 ** selector * 16;
  const head = Buffer.alloc(12 + count * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    offset += t.data.length + pad;
  });
  return Buffer.concat(parts);
}

/** The TrueType bytes of a font file, read and unwrapped on first use. */
export function fontBytes(file: string): Buffer {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = sfntOfWoff(readFileSync(file));
    bytesCache.set(file, bytes);
  }
  return bytes;
}
