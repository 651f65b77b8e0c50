import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@gembourse/contracts/uploads';
import { uploadsApi as api } from '@gembourse/contracts/uploads.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/http/route.ts';
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
 * Every upload route (images, documents, the product import) takes its file here. The whole body is read: a second
 * file is refused with 41300 (FST_FILES_LIMIT), never ignored (issue 28 item 14: the second file was dropped and the
 * answer said 200); other fields are read and ignored.
 */
export async function receiveFile(req: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + ENVELOPE_SLACK) throw tooLarge(maxBytes);
  const fileMissing = () =>
    new AppError(ErrorCode.VALIDATION, 'fileMissing', undefined, {
      fieldErrors: [{ path: 'file', message: translate('fileMissing', req.locale) }],
    });
  try {
    let file: ReceivedFile | undefined;
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw fileMissing();
      file = { data: await part.toBuffer(), filename: part.filename };
    }
    if (!file) throw fileMissing();
    return file;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    // Fastify's own multipart errors (limits, content type) have codes the error handler answers.
    if (code?.startsWith('FST_')) throw err;
    // The parser's own: no boundary, a body cut short, broken part headers (issue 9: they answered 500). The
    // client's request is malformed: no file could be read from it.
    throw fileMissing();
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

  route(
    app,
    api.image,
    async (req) => {
      const auth = requireAuth(req);
      const file = await receiveFile(req, IMAGE_MAX_BYTES);
      return service.image(auth, req.query.purpose, file, req.locale);
    },
    { rateLimit },
  );

  route(
    app,
    api.document,
    async (req) => {
      const auth = requireAuth(req);
      const file = await receiveFile(req, DOCUMENT_MAX_BYTES);
      return service.document(auth, file);
    },
    { rateLimit },
  );
};
