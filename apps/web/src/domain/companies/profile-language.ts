import type { Locale } from '@gembourse/contracts/locale';
import { prefersEnglish } from './company-names.ts';

/** Which of two texts to show first for this viewer: the preferred one when present, else the other. */
export function pickText(own: string | null, english: string | null, locale: Locale): { first: 'own' | 'en'; text: string | null } {
  const ownText = own?.trim() ? own : null;
  const enText = english?.trim() ? english : null;
  if (prefersEnglish(locale)) return enText ? { first: 'en', text: enText } : { first: 'own', text: ownText };
  return ownText ? { first: 'own', text: ownText } : { first: 'en', text: enText };
}
