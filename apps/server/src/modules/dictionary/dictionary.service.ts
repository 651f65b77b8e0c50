import type { DictCode, DictEntry } from '@gembourse/contracts/dictionary';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import type { DictionaryRepository } from './dictionary.repository.ts';

type Row = Awaited<ReturnType<DictionaryRepository['byCodes']>>[number];

const present = (r: Row, locale: Locale): DictEntry => ({
  dictCode: r.dictCode as DictEntry['dictCode'],
  dataValue: r.dataValue,
  dataLabel: pickText(r.labels, locale),
  parentValue: r.parentValue,
  sort: r.sort,
});

/** Dictionary entries with their labels in the caller's language. */
export function dictionaryService(repo: DictionaryRepository) {
  return {
    async entries(code: DictCode, locale: Locale): Promise<DictEntry[]> {
      return (await repo.byCodes([code])).map((r) => present(r, locale));
    },

    /** Every code asked for is a key of the answer, an empty list when it has no entries. */
    async entriesOf(codes: DictCode[], locale: Locale): Promise<Record<string, DictEntry[]>> {
      const out: Record<string, DictEntry[]> = Object.fromEntries(codes.map((c) => [c, []]));
      for (const r of await repo.byCodes(codes)) out[r.dictCode].push(present(r, locale));
      return out;
    },

    /**
     * The labels, in `locale`, of the values a page shows from `codes` (a product's categories, metal, stones), read
     * in one query whatever their number: answers a lookup, null for a value the dictionary does not hold.
     */
    async labeller(
      codes: readonly DictCode[],
      values: readonly number[],
      locale: Locale,
    ): Promise<(code: DictCode, value: number) => string | null> {
      const labels = new Map<string, string>();
      if (values.length) {
        for (const r of await repo.byValues(codes, [...new Set(values)]))
          labels.set(`${r.dictCode}:${r.dataValue}`, pickText(r.labels, locale));
      }
      return (code, value) => labels.get(`${code}:${value}`) ?? null;
    },
  };
}
export type DictionaryService = ReturnType<typeof dictionaryService>;
