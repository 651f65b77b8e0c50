import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DataType } from '@gembourse/contracts/envelope';
import { ErrorCode, httpStatusOf, type FieldError } from '@gembourse/contracts/errors';
import { AppError } from './errors.ts';
import { errorOutcome, type ErrorOutcome } from './error-outcome.ts';
import { translate, type MessageKey } from './i18n/messages.ts';
import { fieldMessage } from './i18n/validation-messages.ts';
import { localeOfHeaders } from './i18n/request-locale.ts';
import { securityHeadersOf } from './http/security-headers.ts';

/** Sends an error envelope whose HTTP status mirrors the business code. */
export function sendError(
  reply: FastifyReply,
  req: FastifyRequest,
  code: number,
  key: MessageKey,
  data: unknown = null,
  params?: Record<string, string | number>,
) {
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
  // A second file where an upload takes one (uploads.routes.ts receiveFile reads the whole body to find it).
  FST_FILES_LIMIT: [ErrorCode.PAYLOAD_TOO_LARGE, 'oneFileOnly'],
  FST_FIELDS_LIMIT: [ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge'],
  // Raised by the router before any hook (frameworkErrors below): a malformed %-escape, a path parameter over
  // maxParamLength (100 characters: no id, code or slug of ours is that long).
  FST_ERR_BAD_URL: [ErrorCode.VALIDATION, 'validation'],
  FST_ERR_MAX_PARAM_LENGTH: [ErrorCode.VALIDATION, 'validation'],
};

/** Statuses of framework errors without a code of their own in the table above. */
const statusCodes: Record<number, [number, MessageKey]> = {
  403: [ErrorCode.FORBIDDEN, 'forbidden'],
  404: [ErrorCode.NOT_FOUND, 'notFound'],
  413: [ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge'],
  415: [ErrorCode.UNSUPPORTED_TYPE, 'unsupportedType'],
};

/** Logs the outcome when it says so, then answers its envelope. */
function answerOutcome(reply: FastifyReply, req: FastifyRequest, outcome: ErrorOutcome, error?: unknown) {
  // The logger's err serializer (platform/db/db-errors.ts) keeps SQL parameters and quoted values out of the log.
  if (outcome.log) req.log[outcome.log.level]({ err: error }, outcome.log.msg);
  return sendError(reply, req, outcome.code, outcome.key, outcome.data, outcome.params);
}

/**
 * The one place server errors become envelopes: business errors, validation (with translated field errors),
 * Fastify's own body errors, rate limits, and crashes (logged, never leaked).
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return answerOutcome(reply, req, errorOutcome(error));
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
      const [code, key] = statusCodes[error.statusCode] ?? [ErrorCode.VALIDATION, 'validation'];
      return sendError(reply, req, code, key);
    }
    // A database that does not answer, a value it refuses, a crash (platform/error-outcome.ts, shared with /ws).
    return answerOutcome(reply, req, errorOutcome(error), error);
  });
});

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any hook or handler (a malformed URL, a path
 * parameter over maxParamLength) answer the envelope like every other error, in the caller's language (read from
 * the headers here, as the request's locale getter would).
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.locale = localeOfHeaders(req.headers);
  // No onRequest hook has run either: the security headers every other answer carries.
  reply.headers(securityHeadersOf(req.url));
  const [code, key] = fastifyCodes[error.code] ?? [ErrorCode.INTERNAL, 'internal'];
  if (code === ErrorCode.INTERNAL) req.log.error({ err: error }, 'framework error');
  return sendError(reply, req, code, key);
}
