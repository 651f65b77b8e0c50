import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@gembourse/contracts/uploads';

/** Why a picked file cannot be an image upload (SPEC §5: JPG, PNG or GIF, at most 10 MB). */
export type ImageFileProblem = 'empty' | 'size' | 'type';

type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

/** The file input's `accept`: the three image types SPEC §5 allows. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

const SIGNATURES: ReadonlyArray<{ mime: ImageMime; bytes: number[] }> = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

async function headOf(file: Blob, length: number): Promise<Uint8Array> {
  const part = file.slice(0, length);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}

/** The image type the file's first bytes announce, or undefined when they are none of JPG, PNG, GIF. */
export async function sniffImageType(file: Blob): Promise<ImageMime | undefined> {
  const head = await headOf(file, 8);
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.mime;
}

/**
 * Checks a picked file before anything is read into an image, so the user gets a friendly message at once;
 * the server checks the content again. The file's own type claim and its first bytes must both say image.
 */
export async function checkImageFile(file: File): Promise<ImageFileProblem | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  if (file.type && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  try {
    return (await sniffImageType(file)) ? undefined : 'type';
  } catch {
    return 'type';
  }
}

/** The output type of a cropped image: JPEG stays JPEG; PNG and GIF become PNG (keeps transparency). */
export function croppedTypeOf(sourceType: string): 'image/jpeg' | 'image/png' {
  return sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** The file name of a cropped image: the picked name with the extension of the output type. */
export function croppedNameOf(name: string, type: 'image/jpeg' | 'image/png'): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim() || 'image';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}
