import { INTL_TAG } from '../../../../shared/i18n/format.ts';
import type { Locale } from '@gembourse/contracts/locale';

/** The seats of the company's plan as the user list answers them. */
export interface Seats {
  used: number;
  limit: number | null;
  planName: string;
}

/** How many users the plan allows besides those it has (null: no limit). */
export function seatsLeft(seats: Seats | undefined): number | null {
  if (!seats || seats.limit === null) return null;
  return Math.max(0, seats.limit - seats.used);
}

/** A count in the viewer's digits and grouping. */
export const formatCount = (n: number, locale: Locale) => new Intl.NumberFormat(INTL_TAG[locale]).format(n);
