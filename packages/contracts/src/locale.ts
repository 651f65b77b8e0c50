/** The four languages of GemBourse; English is the fallback (SPEC §1). */
export const LOCALES = ['en', 'zh-cn', 'zh-tw', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The query parameter that carries the language in every URL (SPEC §1 and §2). */
export const LANGUAGE_PARAM = 'language';

/** BCP 47 tag of each locale: Intl formatters and <html lang>, in the browser and in the server's rendered pages. */
export const INTL_TAG: Record<Locale, string> = { en: 'en-US', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', tr: 'tr-TR' };

/** The `lang` header value of each locale (SPEC §7, ARCHITECTURE §4). */
export const LANG_HEADER: Record<Locale, string> = { en: 'en_US', 'zh-cn': 'zh_CN', 'zh-tw': 'zh_TW', tr: 'tr_TR' };

/**
 * Maps what users and links put in `?language=` or a `lang` header (zh, zht, en-US, zh_TW, zh-Hant, tr-TR...)
 * to one of the four locales, or undefined when it names none of them.
 */
export function normalizeLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase().replace(/_/g, '-');
  if (!v) return undefined;
  if (v === 'zht' || v === 'zh-tw' || v === 'zh-hk' || v === 'zh-mo' || v.startsWith('zh-hant')) return 'zh-tw';
  if (v === 'zh' || v === 'zhs' || v === 'cn' || v.startsWith('zh-cn') || v.startsWith('zh-sg') || v.startsWith('zh-hans')) return 'zh-cn';
  if (v.startsWith('zh')) return 'zh-cn';
  if (v === 'en' || v.startsWith('en-')) return 'en';
  if (v === 'tr' || v.startsWith('tr-')) return 'tr';
  return undefined;
}

/** A text in every locale; English is required, the others fall back to it. */
export type I18nText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

/**
 * Whether a reader of `locale` gets a company's own-language texts first (Chinese readers: a Chinese supplier's
 * registered name and profile) rather than its English ones (English and Turkish readers).
 */
export function readsOwnLanguageFirst(locale: Locale): boolean {
  return locale === 'zh-cn' || locale === 'zh-tw';
}

/**
 * The one rule that picks a company's name for a reader, reused for everything named after a company (its default
 * brand): the own-language name for Chinese readers, the English one for the others when there is one (issue 28:
 * an English page showed "Brand: 龍珠珍珠有限公司" beside the English company name).
 */
export function nameFor(names: { name: string; nameEn: string | null }, locale: Locale): string {
  const english = names.nameEn?.trim() || null;
  return !readsOwnLanguageFirst(locale) && english ? english : names.name;
}

/** Picks the text for `locale`, falling back to English. */
export function pickText(text: I18nText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.en;
}
