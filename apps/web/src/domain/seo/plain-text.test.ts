import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, descriptionOf, plainText, trimDescription } from './plain-text.ts';

// A meta description from a supplier's own text: HTML read as text, cut where a snippet would end.

describe('plainText', () => {
  it('reads rich text as one line: tags as spaces, scripts and comments dropped, entities decoded', () => {
    expect(plainText('<h2>Akoya</h2><p>7&ndash;7.5&nbsp;mm<br>AAA &amp; round</p><!-- x --><script>alert(1)</script>')).toBe(
      'Akoya 7–7.5 mm AAA & round',
    );
    expect(plainText('&#x4E2D;&#25991; &lt;b&gt; &bogus;')).toBe('中文 <b> &bogus;');
  });
});

describe('trimDescription', () => {
  it('leaves a short text whole and cuts a long one before the word that does not fit', () => {
    expect(trimDescription('Lustrous pearls.')).toBe('Lustrous pearls.');
    const long = 'Hand-picked South Sea pearls '.repeat(10);
    const cut = trimDescription(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    // Ends on a whole word.
    expect(cut).toMatch(/(Hand-picked|South|Sea|pearls)…$/);
  });

  it('cuts Chinese, which has no spaces, at a character, counting each as two columns', () => {
    const chinese = '南洋珍珠以其温润光泽和饱满珠形著称，'.repeat(10);
    const cut = trimDescription(chinese);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(80);
    expect(Array.from(cut.slice(0, -1)).length).toBeGreaterThan(70);
    expect(chinese.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('never splits a character outside the basic plane', () => {
    const cut = trimDescription('𠀀'.repeat(200));
    expect(cut).toBe(`${'𠀀'.repeat(79)}…`);
  });
});

describe('descriptionOf', () => {
  it('takes the first text that is not blank, else none', () => {
    expect(descriptionOf(null, '  ', ' Pearls \n since 1998 ')).toBe('Pearls since 1998');
    expect(descriptionOf(null, '')).toBeUndefined();
  });
});
