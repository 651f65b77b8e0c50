import { ErrorCode } from '@gembourse/contracts/errors';

/**
 * How a call failed. `business`: the envelope carried a code other than 200; `timeout`/`network`: fetch never got
 * an answer; `http`: an answer that is neither an envelope nor a success; `unexpected-blob`: binary data where JSON
 * was expected; `decrypt`: an encrypted payload we could not read; `aborted`: the caller cancelled, or the call was not
 * sent because it is a members' read and there is no session (endpoint-client.ts).
 */
export type FailureKind = 'business' | 'timeout' | 'network' | 'http' | 'unexpected-blob' | 'decrypt' | 'aborted';

/** The one error type every API helper rejects with; `message` is always fit to show to the user. */
export class ApiError extends Error {
  readonly kind: FailureKind;
  /** Envelope code for `business` failures. */
  readonly code?: number;
  /** Envelope data of a failure (for example `fieldErrors` of a validation answer). */
  readonly data?: unknown;
  /** HTTP status when an answer arrived. */
  readonly status?: number;

  constructor(kind: FailureKind, message: string, extra: { code?: number; data?: unknown; status?: number; cause?: unknown } = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.data = extra.data;
    this.status = extra.status;
  }
}

/** Narrows an unknown rejection to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The user-facing text of any error: the server's msg when there is one, else the error's own message. */
export function errorMessageOf(error: unknown, fallback = ''): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return fallback;
}

/** True when a failed call answered the envelope code `code`. */
export function hasCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.code === code;
}

/** Whether a call failed because the thing asked for does not exist for this caller (40400: unknown, or another company's). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.NOT_FOUND;
}
