import { NOTIFICATION_KEYS, type NotificationPrefs } from '@gembourse/contracts/accounts';
import { DEFAULT_LOCALE, LOCALES, normalizeLocale, type Locale } from '@gembourse/contracts/locale';

/** Onboarding tips are on by default for this many days after the account was created, off after. */
export const ONBOARDING_TIPS_DAYS = 7;

/** A locale the user row holds, or English for anything unexpected. */
export const asLocale = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';

/**
 * The language of every e-mail to an existing member: the e-mail language they chose in their notification settings
 * (SPEC §3 "e-mail language"), else the language of their account. Strangers (share recipients, registrants) have
 * neither and get the language of the request instead.
 */
export function recipientLocale(user: { locale: string | null | undefined; prefs?: Record<string, unknown> | null }): Locale {
  const chosen = user.prefs?.emailLanguage;
  if (typeof chosen === 'string' && (LOCALES as readonly string[]).includes(chosen)) return chosen as Locale;
  return normalizeLocale(user.locale) ?? DEFAULT_LOCALE;
}

/**
 * The preferences in force: what the user saved, over the defaults. Defaults: every notification on (members
 * joined a trade platform to hear about contacts, messages and orders), onboarding tips only in the first week,
 * e-mails in the user's language. Stored values of the wrong type are ignored.
 */
export function effectiveNotificationPrefs(
  stored: Record<string, unknown>,
  user: { locale: string; createdAt: Date },
  now = Date.now(),
): NotificationPrefs {
  const fresh = now - user.createdAt.getTime() < ONBOARDING_TIPS_DAYS * 86_400_000;
  const prefs = Object.fromEntries(
    NOTIFICATION_KEYS.map((k) => [k, typeof stored[k] === 'boolean' ? stored[k] : k === 'onboardingTips' ? fresh : true]),
  ) as Omit<NotificationPrefs, 'emailLanguage'>;
  return { ...prefs, emailLanguage: recipientLocale({ locale: user.locale, prefs: stored }) };
}
