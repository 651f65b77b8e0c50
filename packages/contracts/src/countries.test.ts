import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName } from './countries.ts';

describe('countries', () => {
  it('names countries in every language, with distinct traditional Chinese', () => {
    expect(countryName('TW', 'en')).toBeTruthy();
    expect(countryName('cn', 'zh-cn')).toBe('中国');
    expect(countryName('CN', 'zh-tw')).toBe('中國');
    expect(countryName('XX', 'en')).toBe('');
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });
});
