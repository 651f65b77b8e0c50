import type { FieldError } from '@gembourse/contracts/errors';
import { isApiError } from '../../../shared/api/api-error.ts';

/** An antd form field name: a top-level name or a path into a Form.List row. */
export type FieldPath = string | (string | number)[];

/** The field errors a failed call carries (`data.fieldErrors` of a validation answer), or none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error)) return [];
  const list = (error.data as { fieldErrors?: unknown } | null | undefined)?.fieldErrors;
  return Array.isArray(list) ? list.filter((f): f is FieldError => typeof f?.path === 'string' && typeof f?.message === 'string') : [];
}

// Rows of these lists have their own inputs; other arrays (photos, tags) show one error for the whole control.
const ROW_LISTS: Record<string, string> = { brochures: 'url', links: 'url' };

/**
 * The form field for a contract path (server field error or zod issue): `brochures.1.url` is the URL input of the
 * second brochure row, `mediaPhotos.2` is the photo control, `videoConference.tool` is the tool picker. Null when
 * the form has no such field.
 */
export function formFieldOf(path: string | readonly PropertyKey[], known: readonly string[]): FieldPath | null {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((p) => p !== '');
  const [head, index, leaf] = parts;
  if (!head) return null;
  if (head === 'videoConference') return index === 'tool' ? 'videoTool' : 'meetingUrl';
  if (head in ROW_LISTS && index !== undefined && /^\d+$/.test(index)) return [head, Number(index), leaf ?? ROW_LISTS[head]];
  return known.includes(head) ? head : null;
}

/** Groups messages by form field; what matches no field comes back in `rest`. */
export function placeErrors(errors: { path: string | readonly PropertyKey[]; message: string }[], known: readonly string[]) {
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  const rest: string[] = [];
  for (const e of errors) {
    const name = formFieldOf(e.path, known);
    if (name === null) {
      rest.push(e.message);
      continue;
    }
    const key = JSON.stringify(name);
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(e.message)) entry.errors.push(e.message);
    byField.set(key, entry);
  }
  return { fields: [...byField.values()], rest };
}
