import { describe, expect, it } from 'vitest';
import { normalizeLocale, pickText } from './locale.ts';

describe('normalizeLocale', () => {
  it.each([
    ['zh', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zht', 'zh-tw'],
    ['zh-TW', 'zh-tw'],
    ['zh_TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['tr', 'tr'],
    ['tr-TR', 'tr'],
    ['tr_TR', 'tr'],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each(['', '  ', 'fr', 'de-DE', null, undefined])('knows nothing of %s', (input) => {
    expect(normalizeLocale(input)).toBeUndefined();
  });
});

describe('pickText', () => {
  it('falls back to English when a translation is missing', () => {
    expect(pickText({ en: 'Ring', 'zh-cn': '戒指' }, 'zh-cn')).toBe('戒指');
    expect(pickText({ en: 'Ring', 'zh-cn': '戒指' }, 'tr')).toBe('Ring');
    expect(pickText(null, 'en')).toBe('');
  });
});
