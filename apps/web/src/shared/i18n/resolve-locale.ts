import { DEFAULT_LOCALE, LANGUAGE_PARAM, normalizeLocale, type Locale } from '@gembourse/contracts/locale';

export { LANGUAGE_PARAM };

/**
 * SPEC §1: the `language` query parameter wins (zh, zht, en-US... mapped by normalizeLocale),
 * then the stored value, then English.
 */
export function resolveLocale(queryValue: string | null | undefined, storedValue: string | null | undefined): Locale {
  return normalizeLocale(queryValue) ?? normalizeLocale(storedValue) ?? DEFAULT_LOCALE;
}

/** Reads the language parameter of a search string such as `?language=zh`. */
export function languageParamOf(search: string): string | null {
  return new URLSearchParams(search).get(LANGUAGE_PARAM);
}
