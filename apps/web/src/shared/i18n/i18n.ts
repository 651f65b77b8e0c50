import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@gembourse/contracts/locale';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import menu from '../../locales/en/menu.json';
import pages from '../../locales/en/pages.json';
import { EAGER_NAMESPACES, NAMESPACES, type Namespace } from './namespaces.ts';

export { NAMESPACES, type Namespace };

type Texts = Record<string, unknown>;

// One lazy chunk per language and namespace (locales/<lang>/<ns>.json), fetched when a route, a box or a language
// switch needs it. English's eager namespaces are imported above instead: they are the first screen's texts.
// (Vite needs literal patterns: the exclusions are EAGER_NAMESPACES.)
const loaders = import.meta.glob<Texts>(
  [
    '../../locales/*/*.json',
    '!../../locales/en/common.json',
    '!../../locales/en/errors.json',
    '!../../locales/en/pages.json',
    '!../../locales/en/menu.json',
  ],
  { import: 'default' },
);
const englishEager: Record<(typeof EAGER_NAMESPACES)[number], Texts> = { common, errors, pages, menu };

/** The app's i18next instance (a dedicated instance, so tests and tools never share global state). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: englishEager },
  lng: DEFAULT_LOCALE,
  // Every namespace has every key in every language (locales/locale-parity.test.ts), so no lookup needs a fallback,
  // and a Chinese visitor never downloads English texts besides the first screen's.
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  // Our codes are 'zh-cn' and 'zh-tw'; without these two options i18next would look for 'zh-CN' and then 'zh'.
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [...EAGER_NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // 'added': a component that rendered before a namespace arrived re-renders when it does (a safety net; routes and
  // boxes load their namespaces before they render).
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** Namespaces in use: a language switch loads all of them before the screen changes language. */
const inUse = new Set<Namespace>(EAGER_NAMESPACES);
const pending = new Map<string, Promise<void>>();
/** The language a switch is loading (namespaces requested meanwhile load in it too). */
let target: Locale = DEFAULT_LOCALE;

/** Loads one namespace of one language into i18next, once. */
function ensure(locale: Locale, ns: Namespace): Promise<void> {
  if (i18n.hasResourceBundle(locale, ns)) return Promise.resolve();
  const id = `${locale}/${ns}`;
  let loading = pending.get(id);
  if (!loading) {
    const load = loaders[`../../locales/${id}.json`];
    if (!load) return Promise.reject(new Error(`No translations for ${id}`));
    loading = load().then(
      (texts) => {
        i18n.addResourceBundle(locale, ns, texts, true, true);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}

/**
 * Loads namespaces in the current language (and in the one a switch is loading), so the texts are there before
 * the route or box that needs them renders: no key ever shows on screen.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  for (const ns of namespaces) inUse.add(ns);
  const languages = new Set<Locale>([i18n.language as Locale, target]);
  await Promise.all([...languages].flatMap((locale) => namespaces.map((ns) => ensure(locale, ns))));
}

/** Loads every namespace in use in `locale`, before a language switch shows it. */
export async function loadLocaleResources(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([...inUse].map((ns) => ensure(locale, ns)));
}

/** Whether a namespace is loaded in the current language (tests, and code that shows texts outside React). */
export function isNamespaceLoaded(ns: Namespace): boolean {
  return i18n.hasResourceBundle(i18n.language, ns);
}

/**
 * Every namespace of every language (the server renderer, app/ssr/entry-server.tsx): renders of different languages
 * interleave there, so nothing may depend on which language is "current" while texts load.
 */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(LOCALES.flatMap((locale) => NAMESPACES.map((ns) => ensure(locale, ns))));
}
