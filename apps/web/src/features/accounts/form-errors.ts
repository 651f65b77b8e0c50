import { ErrorCode, type FieldError } from '@gembourse/contracts/errors';
import { errorMessageOf, isApiError } from '../../shared/api/api-error.ts';

/** The field errors of a validation answer (code 40000), or none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error) || error.code !== ErrorCode.VALIDATION) return [];
  const list = (error.data as { fieldErrors?: unknown } | null | undefined)?.fieldErrors;
  return Array.isArray(list) ? list.filter((f): f is FieldError => typeof f?.path === 'string' && typeof f?.message === 'string') : [];
}

/** True when the envelope code of a failed call is `code`. */
export function hasCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.code === code;
}

/** The part of an antd FormInstance used to place server errors. */
interface FieldSetter<F extends string> {
  setFields: (fields: { name: F; errors: string[] }[]) => void;
}

/**
 * Puts a failed call's server messages (already translated by the server) under the matching fields: the first
 * segment of a dotted path names the field (`productPreferences.0` → productPreferences). Returns the message the
 * form should show above itself for what matched no field, or null when every problem found its field.
 */
export function applyServerErrors<F extends string>(form: FieldSetter<F>, error: unknown, fields: readonly F[], fallback: string): string | null {
  const fieldErrors = fieldErrorsOf(error);
  const byField = new Map<F, string[]>();
  const rest: string[] = [];
  for (const f of fieldErrors) {
    const name = (f.path.split('.')[0] ?? '') as F;
    if (fields.includes(name)) byField.set(name, [...(byField.get(name) ?? []), f.message]);
    else rest.push(f.message);
  }
  if (byField.size) form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  if (fieldErrors.length && !rest.length) return null;
  if (rest.length) return rest.join(' ');
  return errorMessageOf(error, fallback) || fallback;
}

/** The field names that got a server error, in form order (to scroll to the first). */
export function fieldsWithServerErrors<F extends string>(error: unknown, fields: readonly F[]): F[] {
  const names = new Set(fieldErrorsOf(error).map((f) => f.path.split('.')[0]));
  return fields.filter((f) => names.has(f));
}
