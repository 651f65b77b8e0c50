import type { FormInstance } from 'antd';
import type { FieldError } from '@gembourse/contracts/errors';
import { errorMessageOf, isApiError } from '../api/api-error.ts';
import { fieldOf, keyOf, type Renames } from './field-paths.ts';
import { scrollToFirstError } from './first-error.ts';

/** A message for a contract path: a server field error, or a zod issue the form has worded. */
export interface PathMessage {
  path: string | readonly PropertyKey[];
  message: string;
}

export interface PlaceOptions {
  /** Contract paths the form names differently (`{ newPassword: 'password' }`). */
  renames?: Renames;
  /** Brings the form's first field with a message into view (first in the form, not in the list of messages). */
  scroll?: boolean;
}

/** The field errors a failed call carries (`data.fieldErrors` of a 40000 answer, already in the viewer's language). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error)) return [];
  const list = (error.data as { fieldErrors?: unknown } | null | undefined)?.fieldErrors;
  return Array.isArray(list) ? list.filter((f): f is FieldError => typeof f?.path === 'string' && typeof f?.message === 'string') : [];
}

/** The dotted names of every field the form holds now (Form.List rows included). */
export function fieldsOf(form: Pick<FormInstance, 'getFieldsError'>): Set<string> {
  return new Set(form.getFieldsError().map((f) => keyOf(f.name)));
}

/**
 * Puts each message under the field its path names (fieldOf: the longest prefix the form has, so `brochures.1.url`
 * lands on that row's input and `mediaPhotos.2` on the photos control). Answers the fields that got one, and the
 * messages no field took.
 */
export function placeMessages(form: FormInstance, messages: readonly PathMessage[], options: PlaceOptions = {}) {
  const fields = fieldsOf(form);
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const rest: string[] = [];
  for (const m of messages) {
    const name = fieldOf(m.path, fields, options.renames);
    if (!name) {
      if (!rest.includes(m.message)) rest.push(m.message);
      continue;
    }
    const entry = byField.get(keyOf(name)) ?? { name, errors: [] };
    if (!entry.errors.includes(m.message)) entry.errors.push(m.message);
    byField.set(keyOf(name), entry);
  }
  const placed = [...byField.values()];
  if (placed.length) {
    form.setFields(placed);
    if (options.scroll) scrollToFirstError(form);
  }
  return { placed: placed.map((p) => p.name), rest };
}

/**
 * THE mapping of a failed call onto a form: its field errors go under their fields; answers the text the form shows
 * above itself (what no field took), or null when every problem found its field. A failure without field errors
 * answers its own message with `fallback`, or null without one (the error catalogue has toasted it).
 */
export function applyServerErrors(form: FormInstance, error: unknown, options: PlaceOptions & { fallback?: string } = {}): string | null {
  const errors = fieldErrorsOf(error);
  const { rest } = placeMessages(form, errors, options);
  if (rest.length) return rest.join(' ');
  if (errors.length || options.fallback === undefined) return null;
  return errorMessageOf(error, options.fallback) || options.fallback;
}
