import { SALUTATION, type Salutation } from '@gembourse/contracts/dictionary';
import type { Locale } from '@gembourse/contracts/locale';
import { isCjkName, personName } from '@gembourse/contracts/person-name';
import { users } from '../../db/schema/index.ts';
import { interpolate } from '../i18n/interpolate.ts';

/**
 * Whom an e-mail greets: a member (or an invitee) by name, with the salutation they chose (dictionary `salutation`,
 * SPEC §3) when there is one; null greets nobody by name (a code sent to an address, a share to a colleague).
 */
export interface Recipient {
  firstName: string;
  lastName: string;
  salutation: number | null;
}

/** The users columns a repository selects for `Recipient` (spread into its select), so no sender forgets one. */
export const recipientColumns = { firstName: users.firstName, lastName: users.lastName, salutation: users.salutation };

/**
 * The words of a salutation in each language, as a greeting uses them: English before the surname ("Ms Kaya"),
 * Chinese after it ("王女士"), Turkish after the whole name ("Ayla Kaya Hanım": Turkish has no Miss/Ms distinction).
 */
const TITLES: Record<Locale, Record<Salutation, string>> = {
  en: { [SALUTATION.mr]: 'Mr', [SALUTATION.miss]: 'Miss', [SALUTATION.ms]: 'Ms' },
  'zh-cn': { [SALUTATION.mr]: '先生', [SALUTATION.miss]: '小姐', [SALUTATION.ms]: '女士' },
  'zh-tw': { [SALUTATION.mr]: '先生', [SALUTATION.miss]: '小姐', [SALUTATION.ms]: '女士' },
  tr: { [SALUTATION.mr]: 'Bey', [SALUTATION.miss]: 'Hanım', [SALUTATION.ms]: 'Hanım' },
};

/** The one greeting line of an e-mail, per language: to nobody by name, by name, by name with the salutation. */
const GREETINGS: Record<Locale, { nobody: string; named: string; titled: string }> = {
  en: { nobody: 'Hello,', named: 'Hello {{name}},', titled: 'Dear {{title}} {{lastName}},' },
  'zh-cn': { nobody: '您好：', named: '{{name}}，您好：', titled: '{{lastName}}{{gap}}{{title}}，您好：' },
  'zh-tw': { nobody: '您好：', named: '{{name}}，您好：', titled: '{{lastName}}{{gap}}{{title}}，您好：' },
  tr: { nobody: 'Merhaba,', named: 'Merhaba {{name}},', titled: 'Sayın {{name}} {{title}},' },
};

const titleOf = (salutation: number | null, locale: Locale): string | undefined =>
  salutation === null ? undefined : (TITLES[locale] as Record<number, string | undefined>)[salutation];

/** The greeting of an e-mail to `to` in `locale`: "Dear Ms Kaya,", "王女士，您好：", "Sayın Ayla Kaya Hanım,", "Hello,". */
export function greetingOf(to: Recipient | null, locale: Locale): string {
  const lines = GREETINGS[locale] ?? GREETINGS.en;
  const name = to ? personName(to) : '';
  if (!to || !name) return lines.nobody;
  const title = titleOf(to.salutation, locale);
  const lastName = to.lastName.trim();
  if (!title || !lastName) return interpolate(lines.named, { name });
  // Chinese sets a Latin surname apart from the title by a space ("Kaya 女士"), a Chinese one not ("王女士").
  return interpolate(lines.titled, { name, title, lastName, gap: isCjkName(lastName) ? '' : ' ' });
}
