import { ErrorCode } from '@gembourse/contracts/errors';
import { IMAGE_MAX_PIXELS, type ImagePurpose, type UploadAnswer } from '@gembourse/contracts/uploads';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { newKey, type FileStorage } from '../../platform/storage/storage.ts';
import { checkImage, isPdf, renderImage, sniffImage, thumbKeyOf } from './image-pipeline.ts';
import type { UploadsRepository } from './uploads.repository.ts';
import { displayName } from './upload-name.ts';

/** A received file: its bytes and the name the browser sent (display only). */
export interface ReceivedFile {
  data: Buffer;
  filename: string | undefined;
}

/** A 40000 answer whose msg and `file` field error both say what is wrong, in the caller's language. */
function badFile(locale: Locale, key: MessageKey, params?: Record<string, string | number>) {
  return new AppError(ErrorCode.VALIDATION, key, params, { fieldErrors: [{ path: 'file', message: translate(key, locale, params) }] });
}

const size = (w: number, h: number) => `${w} × ${h}`;

/**
 * Images and documents: checked by content (magic bytes, then sharp's reading of the header), images re-encoded
 * to WebP in two sizes; stored under random keys; recorded with the uploader's user and company so that other
 * features can refuse files a caller did not upload.
 */
export function uploadsService(deps: { repo: UploadsRepository; storage: FileStorage }) {
  const { repo, storage } = deps;

  async function record(
    auth: AuthContext,
    keys: string[],
    row: { kind: 'image' | 'pdf'; mime: string; bytes: number; width: number | null; height: number | null },
  ) {
    try {
      await repo.insert({ companyId: auth.companyId, userId: auth.userId, path: keys[0], ...row });
    } catch (err) {
      // No row, no file: an unrecorded file could never be used or cleaned up.
      await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
      throw err;
    }
  }

  return {
    async image(auth: AuthContext, purpose: ImagePurpose, file: ReceivedFile, locale: Locale): Promise<UploadAnswer> {
      const format = sniffImage(file.data);
      if (!format) throw new AppError(ErrorCode.UNSUPPORTED_TYPE, 'imageUnsupported');
      const check = await checkImage(file.data, format, purpose);
      if (!check.ok) {
        if (check.problem === 'unreadable') throw new AppError(ErrorCode.UNSUPPORTED_TYPE, 'imageUnsupported');
        if (check.problem === 'tooManyPixels') throw badFile(locale, 'imageTooManyPixels', { megapixels: IMAGE_MAX_PIXELS / 1_000_000 });
        throw badFile(locale, 'imageTooSmall', { min: size(...check.min), actual: size(check.width, check.height) });
      }
      let rendered;
      try {
        rendered = await renderImage(file.data, purpose);
      } catch {
        // A header that reads well over a body that does not (truncated or corrupt data).
        throw new AppError(ErrorCode.UNSUPPORTED_TYPE, 'imageUnsupported');
      }
      const key = `${newKey('img')}.webp`;
      await storage.put(key, rendered.main.data, 'image/webp');
      await storage.put(thumbKeyOf(key), rendered.thumb.data, 'image/webp');
      const { width, height, data } = rendered.main;
      await record(auth, [key, thumbKeyOf(key)], { kind: 'image', mime: 'image/webp', bytes: data.length, width, height });
      return { url: storage.url(key), name: displayName(file.filename, 'image'), mime: 'image/webp', bytes: data.length, width, height };
    },

    async document(auth: AuthContext, file: ReceivedFile): Promise<UploadAnswer> {
      if (!isPdf(file.data)) throw new AppError(ErrorCode.UNSUPPORTED_TYPE, 'documentUnsupported');
      const key = `${newKey('doc')}.pdf`;
      await storage.put(key, file.data, 'application/pdf');
      await record(auth, [key], { kind: 'pdf', mime: 'application/pdf', bytes: file.data.length, width: null, height: null });
      return {
        url: storage.url(key),
        name: displayName(file.filename, 'document.pdf'),
        mime: 'application/pdf',
        bytes: file.data.length,
        width: null,
        height: null,
      };
    },
  };
}
export type UploadsService = ReturnType<typeof uploadsService>;
