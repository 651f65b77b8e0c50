import { LIMITS } from '@gembourse/contracts/limits';

// How the card inputs look while the payer types. The contract's schemas read the same text (ZCardNumber drops the
// spaces, ZCardExpiry reads MM/YY), so nothing here decides what is valid.

/** The longest card number (ISO/IEC 7812), in digits. */
const MAX_CARD_DIGITS = 19;

/** American Express numbers (34, 37) are printed 4-6-5; all others in groups of four. */
function groupsOf(digits: string): number[] {
  return /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/** A card number as typed, shown in the groups printed on the card ("4242 4242 4242 4242"); other characters dropped. */
export function formatCardNumber(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(digits)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The longest text the number input takes: 19 digits and the spaces between their groups. */
export const CARD_NUMBER_INPUT_MAX = MAX_CARD_DIGITS + 4;

/**
 * An expiry as typed, shown as MM/YY: the slash comes by itself once the month is typed (not while deleting, or it
 * would come straight back), and "1/" reads as "01/".
 */
export function formatExpiry(value: string | undefined, previous = ''): string {
  const raw = value ?? '';
  const oneDigitMonth = /^\s*(\d)\s*\/\s*(\d*)/.exec(raw);
  const digits = (oneDigitMonth ? `0${oneDigitMonth[1]}${oneDigitMonth[2]}` : raw.replace(/\D/g, '')).slice(0, 4);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && (oneDigitMonth || raw.length > previous.length)) return `${digits}/`;
  return digits;
}

/**
 * The CVV as typed: digits only. The input takes one digit more than a CVV has, so that a 4-digit code (an American
 * Express card's front code) is refused with a message instead of being cut silently.
 */
export function formatCvv(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, CVV_INPUT_MAX);
}

/** The longest text the CVV input takes (see formatCvv). */
export const CVV_INPUT_MAX = LIMITS.cvvLength + 1;

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american express': 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

/** A card brand as printed on cards ('visa' → 'Visa'); an unknown one as the provider names it. */
export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand;
}

/** The stored card's expiry as printed on it: MM/YY. */
export function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
