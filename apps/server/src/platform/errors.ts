import { ErrorCode, type FieldError } from '@gembourse/contracts/errors';
import type { MessageKey } from './i18n/messages.ts';

/** A business error: services throw it, the error handler turns it into an envelope in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params?: Record<string, string | number>,
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'notFound');
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN, 'forbidden');
export const conflict = () => new AppError(ErrorCode.CONFLICT, 'conflict');
export const noSession = () => new AppError(ErrorCode.NO_SESSION, 'noSession');
export const validationFailed = (fieldErrors: FieldError[]) => new AppError(ErrorCode.VALIDATION, 'validation', undefined, { fieldErrors });
