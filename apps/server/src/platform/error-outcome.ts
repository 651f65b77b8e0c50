import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { AppError } from './errors.ts';
import { translate, type MessageKey } from './i18n/messages.ts';
import { isClientDataError, isDatabaseUnavailable } from './db/db-errors.ts';

/** What a thrown error answers: the business code, the message's key and parameters, and how loud to log it. */
export interface ErrorOutcome {
  code: number;
  key: MessageKey;
  params?: Record<string, string | number>;
  data: unknown;
  /** Set when the error is worth a log line (never for a business error, which is the caller's). */
  log?: { level: 'warn' | 'error'; msg: string };
}

/**
 * The one mapping of errors that are not HTTP's own to a business code: a business error (AppError) says its own; a
 * database that does not answer is 50300; a value the database refuses that validation let through is the client's
 * fault (40000), not a crash; anything else is 50000. The HTTP error handler (error-handler.ts) and the socket's error
 * frames (realtime/realtime-frames.ts) both answer through it.
 */
export function errorOutcome(error: unknown): ErrorOutcome {
  if (error instanceof AppError) return { code: error.code, key: error.messageKey, params: error.params, data: error.data };
  if (isDatabaseUnavailable(error)) {
    return { code: ErrorCode.UNAVAILABLE, key: 'unavailable', data: null, log: { level: 'warn', msg: 'database unavailable' } };
  }
  if (isClientDataError(error)) {
    return { code: ErrorCode.VALIDATION, key: 'validation', data: null, log: { level: 'warn', msg: 'value refused by the database' } };
  }
  return { code: ErrorCode.INTERNAL, key: 'internal', data: null, log: { level: 'error', msg: 'unhandled error' } };
}

/** An outcome's `msg` in `locale`. */
export function outcomeMessage(outcome: ErrorOutcome, locale: Locale): string {
  return translate(outcome.key, locale, outcome.params);
}
