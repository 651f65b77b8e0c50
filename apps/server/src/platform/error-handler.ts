import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DataType } from '@gembourse/contracts/envelope';
import { ErrorCode, httpStatusOf, type FieldError } from '@gembourse/contracts/errors';
import { AppError } from './errors.ts';
import { translate, type MessageKey } from './i18n/messages.ts';
import { fieldMessage } from './i18n/validation-messages.ts';

/** Sends an error envelope whose HTTP status mirrors the business code. */
export function sendError(reply: FastifyReply, req: FastifyRequest, code: number, key: MessageKey, data: unknown = null, params?: Record<string, string | number>) {
  return reply
    .status(httpStatusOf[code] ?? 400)
    .type('application/json; charset=utf-8')
    .send({ code, msg: translate(key, req.locale, params), data, dataType: DataType.PLAIN });
}

const fastifyCodes: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [ErrorCode.UNSUPPORTED_TYPE, 'unsupportedType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [ErrorCode.VALIDATION, 'validation'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ErrorCode.VALIDATION, 'validation'],
  FST_ERR_CTP_INVALID_JSON_BODY: [ErrorCode.VALIDATION, 'validation'],
  FST_REQ_FILE_TOO_LARGE: [ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [ErrorCode.UNSUPPORTED_TYPE, 'unsupportedType'],
  // More parts, files or fields than an upload allows: the request is too large, not malformed.
  FST_PARTS_LIMIT: [ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge'],
  FST_FILES_LIMIT: [ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge'],
  FST_FIELDS_LIMIT: [ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge'],
};

/**
 * The one place server errors become envelopes: business errors, validation (with translated field errors),
 * Fastify's own body errors, rate limits, and crashes (logged, never leaked).
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return sendError(reply, req, error.code, error.messageKey, error.data, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldError[] = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const issue = { ...(v.params as object), code: v.keyword, message: v.message ?? '' };
        return { path, message: fieldMessage(issue, req.locale) };
      });
      return sendError(reply, req, ErrorCode.VALIDATION, 'validation', { fieldErrors, in: error.validationContext });
    }
    if (error.statusCode === 429) {
      const after = Number(reply.getHeader('retry-after') ?? 60);
      return sendError(reply, req, ErrorCode.TOO_MANY_REQUESTS, 'tooManyRequests', null, { seconds: after });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(reply, req, mapped[0], mapped[1]);
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 404) return sendError(reply, req, ErrorCode.NOT_FOUND, 'notFound');
      if (error.statusCode === 403) return sendError(reply, req, ErrorCode.FORBIDDEN, 'forbidden');
      return sendError(reply, req, ErrorCode.VALIDATION, 'validation');
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(reply, req, ErrorCode.INTERNAL, 'internal');
  });
});
