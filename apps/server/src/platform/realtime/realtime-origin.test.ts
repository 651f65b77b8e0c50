import { describe, expect, it } from 'vitest';
import { originAllowed } from './realtime-origin.ts';

describe('originAllowed', () => {
  const allowed = ['https://gembourse.example', 'https://partner.example:8443'];

  it('takes a missing Origin (not a browser: the token is still required)', () => {
    expect(originAllowed(undefined, 'gembourse.example', allowed)).toBe(true);
    expect(originAllowed('', 'gembourse.example', allowed)).toBe(true);
  });

  it("takes the request's own host whatever the scheme, default ports written out or not", () => {
    expect(originAllowed('http://shop.local:3000', 'shop.local:3000', [])).toBe(true);
    expect(originAllowed('https://shop.local', 'shop.local:443', [])).toBe(true);
    expect(originAllowed('https://SHOP.local', 'shop.local', [])).toBe(true);
    expect(originAllowed('http://shop.local:3001', 'shop.local:3000', [])).toBe(false);
  });

  it('takes the allowed origins exactly, and refuses the rest', () => {
    expect(originAllowed('https://gembourse.example', 'internal:3000', allowed)).toBe(true);
    expect(originAllowed('https://partner.example:8443', 'internal:3000', allowed)).toBe(true);
    expect(originAllowed('https://partner.example', 'internal:3000', allowed)).toBe(false);
    expect(originAllowed('http://gembourse.example', 'internal:3000', allowed)).toBe(false);
    expect(originAllowed('https://gembourse.example.evil.example', 'internal:3000', allowed)).toBe(false);
    expect(originAllowed('null', 'internal:3000', allowed)).toBe(false);
    expect(originAllowed('file://', 'internal:3000', allowed)).toBe(false);
    expect(originAllowed('not a url', 'internal:3000', allowed)).toBe(false);
  });
});
