import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@gembourse/contracts/locale';
import { bundles as english } from '../../locales/en/bundle.ts';

/** The translation namespaces; every locale folder holds one JSON file per namespace. */
export const NAMESPACES = ['common', 'errors', 'home', 'auth', 'pages', 'account', 'workspace', 'menu', 'companies', 'companyEditor', 'console', 'legal', 'showroom', 'favorites'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Bundles = Record<Namespace, Record<string, unknown>>;

// English is the fallback of every lookup, so it ships in the entry chunk; each other language is one lazy
// chunk (locales/<lang>/bundle.ts), fetched when a visitor picks it, to keep the first screen light.
const otherLanguages = import.meta.glob<Bundles>(['../../locales/*/bundle.ts', '!../../locales/en/bundle.ts'], {
  import: 'bundles',
});

function loaderOf(locale: Locale): (() => Promise<Bundles>) | undefined {
  return otherLanguages[`../../locales/${locale}/bundle.ts`];
}

const englishResources: Resource = { en: english };

/** The app's i18next instance (a dedicated instance, so tests and tools never share global state). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: englishResources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Our codes are 'zh-cn' and 'zh-tw'; without these two options i18next would look for 'zh-CN' and then 'zh'.
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** Fetches and registers the bundles of one language (a no-op for English and for languages already loaded). */
export async function loadLocaleResources(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const load = loaderOf(locale);
  if (!load) throw new Error(`No translations for ${locale}`);
  const bundles = await load();
  for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(locale, ns, bundle, true, true);
  loaded.add(locale);
}
