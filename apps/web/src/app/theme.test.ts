import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { APP_CONFIG_DEFAULTS } from '../shared/app-config/app-config-store.ts';
import { AA_TEXT, contrastRatio } from '../shared/app-config/contrast.ts';
import { THEME_COLORS } from '../shared/app-config/theme-colors.ts';
import { BRAND, buildTheme, PUBLIC_THEME, TAG_TEXTS } from './theme.ts';

/** antd's preset tag colours (<Tag color="gold">): each writes in its -7 shade on its -1 background. */
const PRESET_TAG_COLORS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
] as const;

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

  it("keeps each tag's text shade equal to the first of its -7 to -10 shades that reads at AA on its -1 background", () => {
    // theme.ts writes the shades out (deriving them at start-up costs the first screen); they follow antd's palette.
    const base = theme.getDesignToken() as unknown as Record<string, string>;
    const derived: Record<string, string> = {};
    for (const c of PRESET_TAG_COLORS) {
      const shades = [base[`${c}7`]!, base[`${c}8`]!, base[`${c}9`]!, base[`${c}10`]!];
      derived[`${c}7`] = shades.find((shade) => contrastRatio(shade, base[`${c}1`]!) >= AA_TEXT + 0.2) ?? shades[3]!;
    }
    expect(TAG_TEXTS).toEqual(derived);
  });
});

// Issue 28: the public site's primary buttons were antd's blue beside the gold brand.
describe("the public face in the brand's colours", () => {
  const button = PUBLIC_THEME.components?.Button as Record<string, string>;
  const token = PUBLIC_THEME.token as Record<string, string>;

  it('fills primary buttons with the gold, written in navy at AA in every state', () => {
    expect(button.colorPrimary).toBe(BRAND.gold);
    expect(button.primaryColor).toBe(BRAND.navy);
    for (const key of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive'])
      expect(contrastRatio(button[key]!, BRAND.navy), key).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('draws links, text on white and hovered default buttons in gold shades that read at AA on white', () => {
    // The gold itself is 2.35:1 on white.
    expect(contrastRatio(BRAND.gold, '#ffffff')).toBeLessThan(3);
    for (const key of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorLink', 'colorLinkHover', 'colorLinkActive'])
      expect(contrastRatio(token[key]!, '#ffffff'), key).toBeGreaterThanOrEqual(AA_TEXT);
    for (const key of ['defaultHoverColor', 'defaultActiveColor'])
      expect(contrastRatio(button[key]!, '#ffffff'), key).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('leaves the workspace to the app config: the default theme is not the gold', () => {
    expect(buildTheme(APP_CONFIG_DEFAULTS).token?.colorPrimary).not.toBe(token.colorPrimary);
  });
});

describe('motion', () => {
  it('animates by default and not for a visitor whose system asks for reduced motion (WCAG 2.3.3)', () => {
    expect(buildTheme(APP_CONFIG_DEFAULTS).token?.motion).toBe(true);
    expect(buildTheme(APP_CONFIG_DEFAULTS, { reducedMotion: true }).token?.motion).toBe(false);
  });
});
