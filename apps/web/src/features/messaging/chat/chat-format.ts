import type { Locale } from '@gembourse/contracts/locale';
import { formatDate, INTL_TAG } from '../../../shared/i18n/format.ts';

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The time of a message ("14:05", "2:05 PM") in the viewer's locale. */
export function formatTime(value: string, locale: Locale): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  let f = timeFormats.get(locale);
  if (!f) timeFormats.set(locale, (f = new Intl.DateTimeFormat(INTL_TAG[locale], { hour: 'numeric', minute: '2-digit' })));
  return f.format(d);
}

/** The local calendar day of a time, as a key ("2026-3-14"): messages of one day share a separator. */
export function dayKey(value: string): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Whether a time is today, yesterday, or further back (for the day separators and the list's times). */
export function dayOf(value: string, now: Date = new Date()): 'today' | 'yesterday' | 'earlier' {
  const key = dayKey(value);
  if (key === dayKey(now.toISOString())) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return key === dayKey(yesterday.toISOString()) ? 'yesterday' : 'earlier';
}

/** The list's time of a conversation: the time today, the date before. */
export function formatListTime(value: string, locale: Locale, now: Date = new Date()): string {
  return dayOf(value, now) === 'today' ? formatTime(value, locale) : formatDate(value, locale);
}
