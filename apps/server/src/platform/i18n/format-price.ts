import type { Locale } from '@gembourse/contracts/locale';

/** An amount in its currency as the reader's language writes it (e-mails, notifications). */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
