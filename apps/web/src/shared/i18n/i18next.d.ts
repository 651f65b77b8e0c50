import 'i18next';
import type { EnglishResources } from '../../locales/en/resources.ts';

// Typed translation keys: `t('key')`, `t('ns:key')` and `<Trans i18nKey>` accept only keys of the English files, so
// a missing or misspelt key fails tsc instead of showing the key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}
