import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { equalTo, ZChinaMobile, ZHttpUrl, ZIpAddress } from './primitives.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe('the SPEC §5 rules of the shared primitives', () => {
  it('ZIpAddress takes IPv4 and IPv6 addresses and refuses the rest with the ip key', () => {
    for (const ok of ['203.0.113.7', '0.0.0.0', ' 10.1.2.3 ', '2001:db8::1', '::1', 'fe80::1ff:fe23:4567:890a']) {
      expect(ZIpAddress.safeParse(ok).success, ok).toBe(true);
    }
    expect(ZIpAddress.parse(' 10.1.2.3 ')).toBe('10.1.2.3');
    for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4x', 'example.com', '2001:db8:::1', '', 'a\u0000']) {
      expect(ZIpAddress.safeParse(bad).success, bad).toBe(false);
    }
    expect(issuesOf(ZIpAddress, '999.1.1.1')).toEqual([{ path: [], message: 'ip' }]);
  });

  it('ZChinaMobile takes 13x-19x mobile numbers, with or without +86, and refuses the rest with the phone key', () => {
    for (const ok of ['13800138000', '19912345678', '+8613800138000', '+86 15012345678', '+86-17712345678']) {
      expect(ZChinaMobile.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['12800138000', '1380013800', '138001380000', '8613800138000', '+85213800138000', '010-12345678', '']) {
      expect(ZChinaMobile.safeParse(bad).success, bad).toBe(false);
    }
    expect(issuesOf(ZChinaMobile, '10086')).toEqual([{ path: [], message: 'phone' }]);
  });

  it('equalTo puts an equal error on the field that must repeat the other, naming the other', () => {
    const ZPasswords = z.object({ password: z.string(), confirm: z.string() }).superRefine(equalTo('confirm', 'password'));
    expect(ZPasswords.safeParse({ password: 'Demo#2026', confirm: 'Demo#2026' }).success).toBe(true);
    const parsed = ZPasswords.safeParse({ password: 'Demo#2026', confirm: 'Demo#2025' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['confirm'], message: 'equal', params: { other: 'password' } }),
    ]);
  });

  it('ZHttpUrl is unchanged by naming its pattern', () => {
    expect(ZHttpUrl.safeParse('https://aurora.example/x').success).toBe(true);
    expect(ZHttpUrl.safeParse('ftp://aurora.example').success).toBe(false);
  });
});
