import { IMAGE_PURPOSES, type ImagePurpose } from '@gembourse/contracts/uploads';

/** Quarter turns clockwise: 0, 1, 2 or 3. */
export type QuarterTurns = 0 | 1 | 2 | 3;

export interface Size {
  width: number;
  height: number;
}

/** The recommended and minimum sizes of an image purpose (SPEC §5 table, contracts/uploads.ts). */
export function sizesOf(purpose: ImagePurpose): { recommended: Size; min: Size | null } {
  const { recommended, min } = IMAGE_PURPOSES[purpose];
  return {
    recommended: { width: recommended[0], height: recommended[1] },
    min: min ? { width: min[0], height: min[1] } : null,
  };
}

/** The image's size once turned by `turns` quarter turns. */
export function rotatedSize(natural: Size, turns: QuarterTurns): Size {
  return turns % 2 === 0 ? natural : { width: natural.height, height: natural.width };
}

/**
 * The shape of the crop frame. It is the recommended shape, except where the minimum has another shape (profile
 * cover: recommended 2000x430, minimum 2000x270): there the frame follows the image between the two shapes, so
 * an image that meets the minimum can always be used.
 */
export function cropAspect(purpose: ImagePurpose, image: Size): number {
  const { recommended, min } = sizesOf(purpose);
  const rec = recommended.width / recommended.height;
  if (!min) return rec;
  const minAspect = min.width / min.height;
  if (Math.abs(minAspect - rec) < 1e-6) return rec;
  const own = image.width / image.height;
  return Math.min(Math.max(own, Math.min(rec, minAspect)), Math.max(rec, minAspect));
}

/** The largest crop of `aspect` that fits the (rotated) image: what zoom 1 selects. */
export function largestCrop(image: Size, aspect: number): Size {
  return image.width / image.height > aspect
    ? { width: image.height * aspect, height: image.height }
    : { width: image.width, height: image.width / aspect };
}

/** Whether a crop of this many source pixels meets the purpose's minimum (half a pixel of rounding allowed). */
export function meetsMinimum(crop: Size, min: Size | null): boolean {
  return !min || (crop.width + 0.5 >= min.width && crop.height + 0.5 >= min.height);
}

/** How far one may zoom in before the crop drops below the minimum (1 = not at all, below 1 = image too small). */
export function maxZoomFor(image: Size, aspect: number, min: Size | null, cap = 5): number {
  if (!min) return cap;
  const full = largestCrop(image, aspect);
  return Math.min(cap, full.width / min.width, full.height / min.height);
}

/** The size the cropped image is stored at: the recommended width at most, never more pixels than were selected. */
export function outputSize(crop: Size, recommended: Size): Size {
  if (crop.width <= recommended.width) return { width: Math.max(1, Math.round(crop.width)), height: Math.max(1, Math.round(crop.height)) };
  const scale = recommended.width / crop.width;
  return { width: recommended.width, height: Math.max(1, Math.round(crop.height * scale)) };
}

export interface CropView {
  /** The crop frame on screen, in CSS pixels. */
  frame: Size;
  /** Screen pixels per image pixel. */
  scale: number;
  /** Offset of the image centre from the frame centre, in CSS pixels. */
  offset: { x: number; y: number };
}

/** Screen pixels per image pixel at `zoom` (zoom 1: the image just covers the frame). */
export function scaleAt(image: Size, frame: Size, zoom: number): number {
  return Math.max(frame.width / image.width, frame.height / image.height) * zoom;
}

/** Keeps the frame covered by the image: limits how far it can be dragged. */
export function clampOffset(offset: { x: number; y: number }, image: Size, frame: Size, scale: number) {
  const maxX = Math.max(0, (image.width * scale - frame.width) / 2);
  const maxY = Math.max(0, (image.height * scale - frame.height) / 2);
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}

/** The selected rectangle in the rotated image's pixels. */
export function cropRect(image: Size, view: CropView) {
  const width = view.frame.width / view.scale;
  const height = view.frame.height / view.scale;
  const left = image.width / 2 - view.offset.x / view.scale - width / 2;
  const top = image.height / 2 - view.offset.y / view.scale - height / 2;
  return {
    left: Math.max(0, Math.min(image.width - width, left)),
    top: Math.max(0, Math.min(image.height - height, top)),
    width: Math.min(width, image.width),
    height: Math.min(height, image.height),
  };
}

/** The on-screen frame for a viewport width: as wide as fits, at most `maxHeight` tall. */
export function frameFor(viewportWidth: number, aspect: number, maxHeight: number, padding: number): Size {
  const width = Math.max(80, Math.min(viewportWidth - padding * 2, maxHeight * aspect));
  return { width, height: width / aspect };
}
