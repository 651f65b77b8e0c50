import type { PersonalProfile } from '@gembourse/contracts/accounts';
import type { ProfileRow } from './profile.repository.ts';
import { asLocale } from './settings-notifications.ts';

/** The personal profile answer: the user's own row, never credentials or login metadata. */
export function presentProfile(row: ProfileRow): PersonalProfile {
  return { ...row, locale: asLocale(row.locale) };
}
