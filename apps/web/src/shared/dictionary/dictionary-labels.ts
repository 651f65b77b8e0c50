import type { DictEntry } from '@gembourse/contracts/dictionary';

/** What SPEC §9 shows for an empty value. */
export const EMPTY_TEXT = '--';

/** A stored dictionary value: one id, a comma-separated list ("30705,30709"), an array of ids, or nothing. */
export type DictValue = string | number | ReadonlyArray<number | string> | null | undefined;

/** Splits any DictValue into its ids. */
export function dictValuesOf(value: DictValue): number[] {
  if (value == null) return [];
  const parts = typeof value === 'number' ? [value] : typeof value === 'string' ? value.split(',') : value;
  return parts
    .map((v) => (typeof v === 'number' ? v : String(v).trim()))
    .filter((v) => v !== '')
    .map(Number)
    .filter(Number.isFinite);
}

/**
 * Translates values to their labels joined with ', ' (SPEC §3: multiple values are comma-separated and shown as
 * labels). Ids the dictionary does not know are skipped; nothing left shows '--'.
 */
export function translateValues(entries: readonly DictEntry[] | undefined, value: DictValue): string {
  const ids = dictValuesOf(value);
  if (!ids.length || !entries?.length) return EMPTY_TEXT;
  const byValue = new Map(entries.map((e) => [e.dataValue, e.dataLabel]));
  const labels = ids.map((id) => byValue.get(id)).filter((l): l is string => Boolean(l));
  return labels.length ? labels.join(', ') : EMPTY_TEXT;
}
