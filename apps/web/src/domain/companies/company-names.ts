import { nameFor, readsOwnLanguageFirst, type Locale } from '@gembourse/contracts/locale';

/** English and Turkish readers get English texts first; Chinese readers the company's own (SPEC §1 languages). */
export function prefersEnglish(locale: Locale): boolean {
  return !readsOwnLanguageFirst(locale);
}

/**
 * A company's names in reading order for this viewer: the title (English name for en/tr when there is one, else the
 * registered name) and the other distinct names (registered, alternate, English) to show beneath it.
 */
export function companyNames(
  names: { name: string; nameEn: string | null; alternateName?: string | null },
  locale: Locale,
): { title: string; others: string[] } {
  const english = names.nameEn?.trim() || null;
  const title = nameFor(names, locale);
  const others = [names.name, names.alternateName?.trim() || null, english].filter(
    (n, i, all): n is string => Boolean(n) && n !== title && all.indexOf(n) === i,
  );
  return { title, others };
}
