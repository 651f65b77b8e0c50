import { createAppStore } from '../state/app-store.ts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { LANG_HEADER, type Locale } from '@gembourse/contracts/locale';
import { LANGUAGE_COOKIE } from '@gembourse/contracts/page-render';
import { readLocal, writeLocal } from '../storage/local-store.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { i18n, loadLocaleResources } from './i18n.ts';
import { loadAntdLocale } from './antd-locale.ts';
import { resolveLocale } from './resolve-locale.ts';
import { INTL_TAG } from './format.ts';

interface LocaleState {
  locale: Locale;
  /** antd's texts for the locale (undefined: antd's built-in English), loaded together with ours. */
  antdLocale: AntdLocale | undefined;
}

/** The active language; components subscribe to it, the API client reads it for the `lang` header. */
export const useLocaleStore = createAppStore<LocaleState>(() => ({ locale: 'en', antdLocale: undefined }));

/** The active locale, readable outside React (API client, error catalogue). */
export function getLocale(): Locale {
  return useLocaleStore.getState().locale;
}

/** The `lang` header value of the active locale (zh-cn → zh_CN...). */
export function getLangHeader(): string {
  return LANG_HEADER[getLocale()];
}

/** The locale saved in this browser, if any. */
export function getStoredLocale(): string | null {
  return readLocal(StorageKey.LANGUAGE);
}

let pending: Promise<void> = Promise.resolve();

/**
 * The stored language, mirrored into a cookie that carries nothing else (no credential: SPEC §7's token never rides a
 * cookie): the server reads it to choose the language of a public page opened without the parameter (issue 29).
 */
function mirrorToCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the language: saves it (SPEC §1 "saved back to browser storage"), loads its texts and only then
 * flips i18next and the store, so the screen never shows half-translated text.
 */
export function setLocale(locale: Locale): Promise<void> {
  writeLocal(StorageKey.LANGUAGE, locale);
  mirrorToCookie(locale);
  pending = pending.then(async () => {
    // antd's texts load here too, before the first paint: switching ConfigProvider's locale after mount would
    // remount the page and wipe what a visitor had already typed.
    const [, antdLocale] = await Promise.all([loadLocaleResources(locale), loadAntdLocale(locale)]);
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = INTL_TAG[locale];
    if (useLocaleStore.getState().locale !== locale) useLocaleStore.setState({ locale, antdLocale });
  });
  return pending;
}

/** Start-up: resolves the language from the URL and storage, saves it back and loads it. */
export function initLocale(search: string = typeof location === 'undefined' ? '' : location.search): Promise<void> {
  const query = new URLSearchParams(search).get('language');
  return setLocale(resolveLocale(query, getStoredLocale()));
}
