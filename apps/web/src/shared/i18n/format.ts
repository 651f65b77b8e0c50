import { countryName } from '@gembourse/contracts/countries';
import { INTL_TAG, type Locale } from '@gembourse/contracts/locale';

export { INTL_TAG };

// Intl formatters are costly to make (a region-name table the first time takes tens of milliseconds on a phone) and
// pages format dozens of cards: each is made once per locale and options, then reused.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();
function cached<F extends Formatter>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** Formats a price in the viewer's locale; whole amounts drop the decimals to keep cards calm. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return priceFormat(currency, locale, Number.isInteger(amount)).format(amount);
}

/** Formats a price range ("€665.95 – €13,640.00"): both ends with the same precision, so they read as one scale. */
export function formatPriceRange(from: number, to: number, currency: string, locale: Locale): string {
  const f = priceFormat(currency, locale, Number.isInteger(from) && Number.isInteger(to));
  return `${f.format(from)} – ${f.format(to)}`;
}

function priceFormat(currency: string, locale: Locale, whole: boolean): Intl.NumberFormat {
  return cached(
    `price:${locale}:${currency}:${whole}`,
    () =>
      new Intl.NumberFormat(INTL_TAG[locale], {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  );
}

/**
 * Dates (no time) are calendar days of UTC, the same day on the server that renders a public page and in every
 * browser that hydrates it, whatever its time zone (issue 29); a fair's 23 February stays the 23rd in New York.
 */
const dateFormat = (locale: Locale) =>
  cached(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(INTL_TAG[locale], { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );

/**
 * Intl's spacing as one text on every engine: ICU versions differ in the thin and narrow no-break spaces they put
 * around a range's dash or before a unit (Node's ICU and Chrome's did, "Feb 23 – 27, 2027"), and a page rendered on
 * the server must read the same in the browser that hydrates it.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** Formats a date (no time) in the viewer's locale; an unparsable value yields ''. */
export function formatDate(value: string | number | Date, locale: Locale): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return plainSpaces(dateFormat(locale).format(d));
}

/** Formats a date range compactly ("12 – 15 Mar 2026" style as the locale does it). */
export function formatDateRange(from: string, to: string | null | undefined, locale: Locale): string {
  const a = new Date(from);
  if (Number.isNaN(a.getTime())) return '';
  const fmt = dateFormat(locale);
  const b = to ? new Date(to) : null;
  if (!b || Number.isNaN(b.getTime())) return plainSpaces(fmt.format(a));
  return plainSpaces(fmt.formatRange(a, b));
}

/**
 * A country name in the viewer's language from an ISO 3166 code ('CN' → 'China' / '中国'); other values as given.
 * The trade's countries are named by the contracts' table (the names the pickers show, in its naming style for Hong
 * Kong, Macao and Taiwan); only a code outside it asks Intl, whose region table costs about 30 ms to build the first
 * time (120 ms on a throttled phone, in the middle of a page's first render).
 */
export function formatCountry(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  const known = countryName(value, locale);
  if (known) return known;
  try {
    return cached(`region:${locale}`, () => new Intl.DisplayNames([INTL_TAG[locale]], { type: 'region' })).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}

// Below these ages a time reads best relative ("3 minutes ago"); from a week on, as a date.
const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * A recent moment relative to now in the viewer's locale ("now", "5 minutes ago", "昨天"), an older one as its date;
 * an unparsable value yields ''.
 */
export function formatRelativeTime(value: string | number | Date, locale: Locale, now: number = Date.now()): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const rtf = cached(`relative:${locale}`, () => new Intl.RelativeTimeFormat(INTL_TAG[locale], { numeric: 'auto' }));
  // A clock slightly ahead of this one still reads "now", never "in 3 seconds".
  let amount = Math.min(0, (d.getTime() - now) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return rtf.format(unit === 'second' ? 0 : Math.trunc(amount), unit);
    amount /= size;
  }
  return formatDate(d, locale);
}
