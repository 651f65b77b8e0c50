import { i18n } from '../shared/i18n/i18n.ts';

const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });

/** Whether `key` is a text of the English file of `ns` (a key some page should have shown translated). */
function known(ns: string, key: string): boolean {
  let node: unknown = english[`../locales/en/${ns}.json`];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (node !== undefined) return true;
  const parent = key.split('.').slice(0, -1);
  // A plural key ('count' of count_one/count_other) is known when its forms are.
  let base: unknown = english[`../locales/en/${ns}.json`];
  for (const part of parent) base = base && typeof base === 'object' ? (base as Record<string, unknown>)[part] : undefined;
  const leaf = key.split('.').at(-1);
  return Boolean(base && typeof base === 'object' && Object.keys(base).some((k) => k.startsWith(`${leaf}_`)));
}

/**
 * Records every text that was looked up before its namespace arrived (it would show as its key, or as a fallback):
 * an existing key of the English files that the current language did not have. Call `stop()` to end the recording.
 */
export function trackShownKeys(): { shown: string[]; stop: () => void } {
  const shown: string[] = [];
  const options = i18n.options as { saveMissing?: boolean; missingKeyHandler?: unknown };
  const saved = { saveMissing: options.saveMissing, missingKeyHandler: options.missingKeyHandler };
  options.saveMissing = true;
  options.missingKeyHandler = (lngs: readonly string[], ns: string, key: string) => {
    if (known(ns, key)) shown.push(`${lngs.join()}:${ns}:${key}`);
  };
  return {
    shown,
    stop: () => {
      options.saveMissing = saved.saveMissing;
      options.missingKeyHandler = saved.missingKeyHandler;
    },
  };
}
