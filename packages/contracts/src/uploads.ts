import { z } from 'zod';

/**
 * What an image is for: sets the minimum size (SPEC §5 table) and the sizes it is stored in.
 * Sizes are width x height; `min` null means no minimum.
 */
export const IMAGE_PURPOSES = {
  avatar: { recommended: [200, 200], min: [100, 100] },
  logo: { recommended: [200, 200], min: [100, 100] },
  profileCover: { recommended: [2000, 430], min: [2000, 270] },
  contactCover: { recommended: [288, 288], min: [180, 180] },
  collection: { recommended: [200, 200], min: [100, 100] },
  product: { recommended: [800, 1136], min: null },
  exhibition: { recommended: [1600, 1000], min: null },
  /** An image sent in a chat (issue 12). */
  chat: { recommended: [1600, 1600], min: null },
} as const satisfies Record<string, { recommended: readonly [number, number]; min: readonly [number, number] | null }>;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;
export const ZImagePurpose = z.enum(Object.keys(IMAGE_PURPOSES) as [ImagePurpose, ...ImagePurpose[]]);

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: images above this many pixels are refused before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** An upload as the API answers it (SPEC §3 "Upload list item" adds status and uid on the client). */
export const ZUploadAnswer = z.object({
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadAnswer = z.infer<typeof ZUploadAnswer>;

/** POST /api/uploads/image?purpose=: what the image is for (sets its minimum size and stored sizes). */
export const ZImageUploadQuery = z.object({ purpose: ZImagePurpose });

/**
 * The body of an upload: multipart/form-data with one file field `file`. The server reads it as a stream (checking
 * size and content as it goes), so this schema only types the client's FormData; it validates nothing.
 */
export const ZUploadForm = z.custom<FormData>();
