import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, ZImagePurpose, ZUploadAnswer } from '@gembourse/contracts/uploads';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { type ReceivedFile } from './uploads.service.ts';

/** Uploads per user (per IP for guests, who are refused anyway) and minute. */
export const UPLOADS_PER_MINUTE = 60;
// Room for the multipart boundaries and headers around the file itself.
const ENVELOPE_SLACK = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'fileTooLarge', { max: Math.round(maxBytes / 1024 / 1024) });

/**
 * Reads the one file of a multipart request, field `file`, refusing more than `maxBytes`: early by Content-Length
 * when the client declares it, otherwise while streaming (busboy stops at the limit, nothing larger is buffered).
 */
async function receiveFile(req: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + ENVELOPE_SLACK) throw tooLarge(maxBytes);
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
  if (!part || part.fieldname !== 'file') {
    const message = translate('fileMissing', req.locale);
    throw new AppError(ErrorCode.VALIDATION, 'fileMissing', undefined, { fieldErrors: [{ path: 'file', message }] });
  }
  try {
    return { data: await part.toBuffer(), filename: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw err;
  }
}

/** POST /api/uploads/image?purpose= and POST /api/uploads/document: members only, multipart field `file`. */
export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  // Registered here, not globally: only these routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } });
  const service = services.uploads;
  const rateLimit = {
    max: UPLOADS_PER_MINUTE,
    timeWindow: '1 minute',
    // After the session is resolved, so the limit follows the user across devices and IPs.
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `upload:${req.auth ? `u${req.auth.userId}` : req.ip}`,
  };

  app.post(
    '/api/uploads/image',
    {
      preValidation: membersOnly,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a JPG, PNG or GIF (10 MB, content-checked); stored re-encoded as WebP with a thumbnail',
        description: 'multipart/form-data with one file field `file`. The thumbnail is at the URL with `.webp` replaced by `.thumb.webp`.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: ZImagePurpose }),
        response: { 200: envelopeOf(ZUploadAnswer) },
      },
      config: { rateLimit },
    },
    async (req) => {
      const auth = requireAuth(req);
      const file = await receiveFile(req, IMAGE_MAX_BYTES);
      return ok(await service.image(auth, req.query.purpose, file, req.locale));
    },
  );

  app.post(
    '/api/uploads/document',
    {
      preValidation: membersOnly,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a PDF (brochures; 20 MB, content-checked)',
        description: 'multipart/form-data with one file field `file`.',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ZUploadAnswer) },
      },
      config: { rateLimit },
    },
    async (req) => {
      const auth = requireAuth(req);
      const file = await receiveFile(req, DOCUMENT_MAX_BYTES);
      return ok(await service.document(auth, file));
    },
  );
};
