import { describe, expect, it } from 'vitest';
import { APP_CONFIG_DEFAULTS } from '../shared/app-config/app-config-store.ts';
import { contrastRatio } from '../shared/app-config/contrast.ts';
import { THEME_COLORS } from '../shared/app-config/theme-colors.ts';
import { buildTheme } from './theme.ts';

// Issue 9, item 12: primary buttons were 4.1:1 (white on #1677ff) and the "Verified" badge 2.75:1.
describe('theme contrast', () => {
  it('draws white button text and links at WCAG AA for the default and every palette colour', () => {
    for (const primaryColor of [APP_CONFIG_DEFAULTS.primaryColor, ...THEME_COLORS.map((c) => c.primary)]) {
      const { token } = buildTheme({ ...APP_CONFIG_DEFAULTS, primaryColor });
      for (const key of ['colorPrimary', 'colorLink', 'colorPrimaryHover', 'colorPrimaryActive'] as const) {
        expect(contrastRatio(String(token?.[key]), '#ffffff'), `${primaryColor} ${key}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('writes coloured tags ("Verified" in gold, "Immediate" in green) at AA on their own background', () => {
    const tag = buildTheme(APP_CONFIG_DEFAULTS).components?.Tag as Record<string, string>;
    expect(contrastRatio(tag.gold7, '#fffbe6')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tag.green7, '#f6ffed')).toBeGreaterThanOrEqual(4.5);
    expect(tag.blue7).toBe('#0958d9'); // already readable: kept
  });
});
