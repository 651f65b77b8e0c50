import type { Locale } from '@gembourse/contracts/locale';

/** BCP 47 tag of each locale, for Intl formatters and the document's lang attribute. */
export const INTL_TAG: Record<Locale, string> = { en: 'en-US', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', tr: 'tr-TR' };

/** Formats a price in the viewer's locale; whole amounts drop the decimals to keep cards calm. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(INTL_TAG[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Formats a date (no time) in the viewer's locale; an unparsable value yields ''. */
export function formatDate(value: string | number | Date, locale: Locale): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_TAG[locale], { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/** Formats a date range compactly ("12 – 15 Mar 2026" style as the locale does it). */
export function formatDateRange(from: string, to: string | null | undefined, locale: Locale): string {
  const a = new Date(from);
  if (Number.isNaN(a.getTime())) return '';
  const fmt = new Intl.DateTimeFormat(INTL_TAG[locale], { year: 'numeric', month: 'short', day: 'numeric' });
  const b = to ? new Date(to) : null;
  if (!b || Number.isNaN(b.getTime())) return fmt.format(a);
  return fmt.formatRange(a, b);
}

/** A country name in the viewer's language from an ISO 3166 code ('CN' → 'China' / '中国'); other values as given. */
export function formatCountry(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([INTL_TAG[locale]], { type: 'region' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
