import { useCallback } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { DictCode, DictEntry } from '@gembourse/contracts/dictionary';
import type { Locale } from '@gembourse/contracts/locale';
import { dictionaryApi } from '@gembourse/contracts/dictionary.api';
import { callApi } from '../api/endpoint-client.ts';
import { useLocaleStore } from '../i18n/locale-store.ts';
import { translateValues, type DictValue } from './dictionary-labels.ts';

/** Query key of one dictionary in one language: labels differ per language, so both are part of the key. */
export function dictionaryKey(code: DictCode, locale: Locale) {
  return ['dictionary', code, locale] as const;
}

/** One dictionary's query in one language (the hooks', and the server renderer's for the pages that label with it). */
export function dictionaryQuery(code: DictCode, locale: Locale) {
  return {
    queryKey: dictionaryKey(code, locale),
    // The locale travels in the `lang` header, which the client sets from the same store.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(dictionaryApi.entries, { params: { dictCode: code } }, { signal, hideErrorMsg: true }),
    // Dictionaries change only when the organiser edits them: keep them for the whole visit.
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
  };
}

/** Loads one dictionary in the current language and offers `labelOf(value)` for it. */
export function useDictionary(code: DictCode) {
  const locale = useLocaleStore((s) => s.locale);
  const query = useQuery(dictionaryQuery(code, locale));
  const entries = query.data;
  const labelOf = useCallback((value: DictValue) => translateValues(entries, value), [entries]);
  return { ...query, entries: entries ?? [], labelOf };
}

/** Loads several dictionaries and offers `labelsOf(code, value)` across them. */
export function useDictionaries(codes: readonly DictCode[]) {
  const locale = useLocaleStore((s) => s.locale);
  const results = useQueries({ queries: codes.map((code) => dictionaryQuery(code, locale)) });
  const byCode = new Map<DictCode, DictEntry[] | undefined>(codes.map((code, i) => [code, results[i]?.data]));
  const labelsOf = (code: DictCode, value: DictValue) => translateValues(byCode.get(code), value);
  return { labelsOf, isLoading: results.some((r) => r.isLoading) };
}
