import { theme, type ThemeConfig } from 'antd';
import type { AppConfig, TableHeight } from '../shared/app-config/app-config-store.ts';
import { AA_TEXT, contrastRatio, readableOnWhite } from '../shared/app-config/contrast.ts';
import { themeColorOf } from '../shared/app-config/theme-colors.ts';

/** What the primary colour must contrast with white: AA (4.5) and a margin for light tints and the grey page. */
const PRIMARY_CONTRAST = 5;
/** antd's preset tag colours (<Tag color="gold">): each writes in its -7 shade on its -1 background. */
const PRESET_TAG_COLORS = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'] as const;

/**
 * The text shade of each preset tag that reads at AA on its own background: the -7 shade when it does, else the
 * first darker one of the same palette (gold-7 on gold-1 is 2.75:1, the "Verified" badge; green-7 3.4:1).
 */
function readableTagTexts(): Record<string, string> {
  const base = theme.getDesignToken() as unknown as Record<string, string>;
  const out: Record<string, string> = {};
  for (const c of PRESET_TAG_COLORS) {
    const shades = [base[`${c}7`], base[`${c}8`], base[`${c}9`], base[`${c}10`]];
    out[`${c}7`] = shades.find((shade) => contrastRatio(shade, base[`${c}1`]) >= AA_TEXT + 0.2) ?? shades[3];
  }
  return out;
}
const TAG_TEXTS = readableTagTexts();

/** Brand colours beyond the configurable primary: deep navy surfaces and a gold accent used sparingly. */
export const BRAND = {
  navy: '#0b1f3a',
  navyRaised: '#13294a',
  gold: '#c9a45c',
  goldSoft: '#e8cf95',
} as const;

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'PingFang TC', 'Microsoft YaHei', 'Microsoft JhengHei', sans-serif";

/** Vertical cell padding of tables per "table height" setting. */
const TABLE_CELL_PADDING: Record<TableHeight, number> = { large: 16, middle: 12, small: 8 };

/**
 * antd theme from the app config (primary colour with the palette's hover and active shades, radius, compact mode,
 * table height; SPEC §3) plus the brand surfaces. primaryColor decides; a colour outside the palette lets antd derive
 * its shades.
 */
export function buildTheme(config: AppConfig): ThemeConfig {
  const shades = themeColorOf(config.primaryColor);
  // The chosen colour draws white text (primary buttons) and links on white: the nearest darker shade of it that
  // reaches WCAG AA does, with a margin for light tints and the grey page (issue 9: #1677ff gave 4.1:1).
  // A palette entry brings its hover and active shades (made readable likewise); any other colour lets antd derive them.
  const primary = readableOnWhite(config.primaryColor, PRIMARY_CONTRAST);
  const hover = shades ? readableOnWhite(shades.hover, AA_TEXT) : undefined;
  const active = shades ? readableOnWhite(shades.active, PRIMARY_CONTRAST + 1) : undefined;
  return {
    algorithm: config.compactFlag ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      ...(hover && active
        ? { colorPrimaryHover: hover, colorPrimaryActive: active, colorLinkHover: hover, colorLinkActive: active }
        : {}),
      // antd's secondary texts (45% black, 3.4:1) and placeholders (25%, 1.8:1) read at AA on white.
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
      borderRadius: config.borderRadius,
      fontFamily: FONT,
      colorBgLayout: '#f5f6f8',
    },
    components: {
      // Coloured tags (the gold "Verified" badge, green "Immediate") in a shade of their own colour that reads at AA.
      Tag: TAG_TEXTS,
      Layout: {
        headerBg: BRAND.navy,
        headerHeight: 64,
        headerPadding: '0 24px',
        footerBg: BRAND.navy,
        bodyBg: '#f5f6f8',
        siderBg: BRAND.navy,
        lightSiderBg: '#ffffff',
        triggerBg: BRAND.navyRaised,
      },
      Table: {
        cellPaddingBlock: TABLE_CELL_PADDING[config.tableHeight],
        cellPaddingBlockMD: Math.max(4, TABLE_CELL_PADDING[config.tableHeight] - 4),
        cellPaddingBlockSM: Math.max(4, TABLE_CELL_PADDING[config.tableHeight] - 8),
      },
      Menu: {
        darkItemBg: BRAND.navy,
        darkPopupBg: BRAND.navyRaised,
        darkSubMenuItemBg: BRAND.navy,
        darkItemColor: 'rgba(255,255,255,0.78)',
        darkItemHoverColor: '#ffffff',
        darkItemSelectedBg: 'rgba(255,255,255,0.06)',
        darkItemSelectedColor: BRAND.goldSoft,
        horizontalLineHeight: '64px',
      },
    },
  };
}
