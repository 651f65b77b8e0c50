import { describe, expect, it } from 'vitest';
import { LOCALES } from '@gembourse/contracts/locale';
import { NAMESPACES } from '../shared/i18n/i18n.ts';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function bundle(locale: string, ns: string): Map<string, string> {
  const file = files[`./${locale}/${ns}.json`];
  expect(file, `${locale}/${ns}.json exists`).toBeDefined();
  return flatten(file);
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale parity', () => {
  it('has exactly the four locale folders and the declared namespaces', () => {
    const found = new Set(Object.keys(files).map((p) => p.split('/')[1]));
    expect([...found].sort()).toEqual([...LOCALES].sort());
    const namespaces = new Set(Object.keys(files).map((p) => p.split('/')[2].replace('.json', '')));
    expect([...namespaces].sort()).toEqual([...NAMESPACES].sort());
  });

  for (const ns of NAMESPACES) {
    it(`namespace "${ns}" has the same keys, no empty texts and the same placeholders in every locale`, () => {
      const en = bundle('en', ns);
      for (const locale of LOCALES) {
        const other = bundle(locale, ns);
        expect([...other.keys()].sort(), `${locale}/${ns}`).toEqual([...en.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${locale}/${ns}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${locale}/${ns}:${key} placeholders`).toEqual(placeholders(en.get(key) ?? ''));
        }
      }
    });
  }

  it('keeps simplified and traditional Chinese as different texts', () => {
    const cn = bundle('zh-cn', 'pages');
    const tw = bundle('zh-tw', 'pages');
    const differing = [...cn.keys()].filter((k) => cn.get(k) !== tw.get(k));
    expect(differing.length).toBeGreaterThan(cn.size / 2);
  });
});
