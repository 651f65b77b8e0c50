import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableOnWhite } from './contrast.ts';
import { THEME_COLORS } from './theme-colors.ts';

describe('theme contrast (WCAG AA, issue 9 item 12)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#d48806', '#fffbe6')).toBeCloseTo(2.75, 1);
    expect(contrastRatio('nope', '#ffffff')).toBeNaN();
  });

  it('darkens every palette colour just enough for white text and links to reach 4.5:1, keeping the hue', () => {
    for (const c of THEME_COLORS) {
      for (const shade of [c.primary, c.hover, c.active]) {
        const readable = readableOnWhite(shade, 5);
        expect(contrastRatio(readable, '#ffffff'), `${c.name} ${shade}`).toBeGreaterThanOrEqual(5);
        // On the light grey page background a link still reads at AA.
        expect(contrastRatio(readable, '#f5f6f8'), `${c.name} ${shade} on grey`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
    expect(readableOnWhite('#1677ff', 5)).toBe('#0064f1');
    // Colours that already contrast enough are kept as chosen.
    expect(readableOnWhite('#722ed1', 5)).toBe('#722ed1');
  });
});
