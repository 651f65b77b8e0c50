import { describe, expect, it } from 'vitest';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import { dictValuesOf, translateValues } from './dictionary-labels.ts';

const entries: DictEntry[] = [
  { dictCode: 'business_nature', dataValue: 30706, dataLabel: 'Exporter', parentValue: null, sort: 1 },
  { dictCode: 'business_nature', dataValue: 30707, dataLabel: 'Importer', parentValue: null, sort: 2 },
  { dictCode: 'business_nature', dataValue: 30708, dataLabel: 'Retailer', parentValue: null, sort: 3 },
];

describe('dictionary labels (SPEC §3, §9)', () => {
  it('translates a comma-separated string of values', () => {
    expect(translateValues(entries, '30706,30708')).toBe('Exporter, Retailer');
    expect(translateValues(entries, ' 30707 , 30706 ')).toBe('Importer, Exporter');
  });

  it('translates a single number and an array', () => {
    expect(translateValues(entries, 30707)).toBe('Importer');
    expect(translateValues(entries, [30708, 30706])).toBe('Retailer, Exporter');
  });

  it("shows '--' when empty or unknown", () => {
    expect(translateValues(entries, null)).toBe('--');
    expect(translateValues(entries, '')).toBe('--');
    expect(translateValues(entries, [])).toBe('--');
    expect(translateValues(entries, '99999')).toBe('--');
    expect(translateValues(undefined, '30706')).toBe('--');
  });

  it('skips unknown ids among known ones', () => {
    expect(translateValues(entries, '30706,1,30707')).toBe('Exporter, Importer');
  });

  it('splits values', () => {
    expect(dictValuesOf('1,2,,3')).toEqual([1, 2, 3]);
    expect(dictValuesOf(undefined)).toEqual([]);
  });
});

describe('formatCountry', async () => {
  const { formatCountry } = await import('../i18n/format.ts');
  it('names ISO codes in the viewer language and leaves other values alone', () => {
    expect(formatCountry('CN', 'en')).toBe('China');
    expect(formatCountry('hk', 'zh-cn')).toMatch(/香港/);
    expect(formatCountry('Hong Kong', 'tr')).toBe('Hong Kong');
    expect(formatCountry(null, 'en')).toBe('');
  });

  it('uses the names of the country pickers, in their style for Hong Kong, Macao and Taiwan', () => {
    expect(formatCountry('hk', 'en')).toBe('Hong Kong, China');
    expect(formatCountry('TW', 'zh-tw')).toBe('中國台灣');
    expect(formatCountry('TR', 'en')).toBe('Türkiye');
  });

  it('asks Intl for a code outside the trade list', () => {
    expect(formatCountry('AQ', 'en')).toBe('Antarctica');
  });
});
