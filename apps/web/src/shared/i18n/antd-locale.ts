import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@gembourse/contracts/locale';

// antd's default texts are English, so English needs no bundle; the others load with the language switch.
const antdLoaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  'zh-cn': () => import('antd/locale/zh_CN'),
  'zh-tw': () => import('antd/locale/zh_TW'),
  tr: () => import('antd/locale/tr_TR'),
};

const dayjsLoaders: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-tw': () => import('dayjs/locale/zh-tw'),
  tr: () => import('dayjs/locale/tr'),
};

/** The dayjs locale name of each of our locales (dayjs is what antd's date pickers format with). */
const DAYJS_NAME: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-cn', 'zh-tw': 'zh-tw', tr: 'tr' };

/** Loads antd's texts for a locale (undefined = antd's built-in English) and switches dayjs to it. */
export async function loadAntdLocale(locale: Locale): Promise<AntdLocale | undefined> {
  const { default: dayjs } = await import('dayjs');
  if (locale === 'en') {
    dayjs.locale('en');
    return undefined;
  }
  const [antd] = await Promise.all([antdLoaders[locale](), dayjsLoaders[locale]()]);
  dayjs.locale(DAYJS_NAME[locale]);
  return antd.default;
}
