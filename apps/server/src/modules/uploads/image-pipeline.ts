import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_PURPOSES, type ImagePurpose } from '@gembourse/contracts/uploads';

export type ImageFormat = 'jpeg' | 'png' | 'gif';

/** Edge of the thumbnail every image also gets (lists, pickers, the upload list of the form). */
export const THUMB_EDGE = 320;
const WEBP = { quality: 82, effort: 4 } as const;

/** The format the first bytes announce, or null: the content decides, never the name or the declared type. */
export function sniffImage(buf: Buffer): ImageFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = buf.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/** A PDF by content: the `%PDF-` header and an `%%EOF` marker in the last KiB (truncated files fail). */
export function isPdf(buf: Buffer): boolean {
  if (buf.length < 16 || buf.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return buf
    .subarray(Math.max(0, buf.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
}

export type ImageCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; problem: 'unreadable' }
  | { ok: false; problem: 'tooManyPixels' }
  | { ok: false; problem: 'tooSmall'; width: number; height: number; min: readonly [number, number] };

/**
 * Reads the header only (no decoding) and checks the content agrees with the magic bytes, the pixel limit and the
 * purpose's minimum size. Width and height are as displayed, i.e. after the EXIF orientation is applied.
 */
export async function checkImage(buf: Buffer, format: ImageFormat, purpose: ImagePurpose): Promise<ImageCheck> {
  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (meta.format !== format || !meta.width || !meta.height) return { ok: false, problem: 'unreadable' };
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * height > IMAGE_MAX_PIXELS) return { ok: false, problem: 'tooManyPixels' };
  const rotated = (meta.orientation ?? 1) >= 5;
  const [w, h] = rotated ? [height, meta.width] : [meta.width, height];
  const min = IMAGE_PURPOSES[purpose].min;
  if (min && (w < min[0] || h < min[1])) return { ok: false, problem: 'tooSmall', width: w, height: h, min };
  return { ok: true, width: w, height: h };
}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes to WebP: EXIF-rotated, every metadata block dropped (sharp keeps none unless asked), the main image
 * fitted inside the purpose's recommended size and the thumbnail inside THUMB_EDGE, neither ever enlarged.
 * Decoding keeps the pixel limit as a second guard. Animated GIFs keep their first frame.
 */
export async function renderImage(buf: Buffer, purpose: ImagePurpose): Promise<{ main: Rendition; thumb: Rendition }> {
  const [rw, rh] = IMAGE_PURPOSES[purpose].recommended;
  const base = () => sharp(buf, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  const render = async (width: number, height: number): Promise<Rendition> => {
    const { data, info } = await base()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const [main, thumb] = await Promise.all([render(rw, rh), render(THUMB_EDGE, THUMB_EDGE)]);
  return { main, thumb };
}

/** The thumbnail's storage key beside the main image's (`<key>.webp` -> `<key>.thumb.webp`). */
export const thumbKeyOf = (mainKey: string) => mainKey.replace(/\.webp$/, '.thumb.webp');
