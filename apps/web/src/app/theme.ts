import { theme, type ThemeConfig } from 'antd';
import type { AppConfig, TableHeight } from '../shared/app-config/app-config-store.ts';
import { AA_TEXT, readableOnWhite } from '../shared/app-config/contrast.ts';
import { themeColorOf } from '../shared/app-config/theme-colors.ts';

/** What the primary colour must contrast with white: AA (4.5) and a margin for light tints and the grey page. */
const PRIMARY_CONTRAST = 5;
/** Text of gold tags (antd gold-9). */
const GOLD_TAG_TEXT = '#874d00';

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
  const primary = readableOnWhite(config.primaryColor, PRIMARY_CONTRAST);
  const hover = readableOnWhite(shades?.hover ?? config.primaryColor, AA_TEXT);
  const active = readableOnWhite(shades?.active ?? primary, PRIMARY_CONTRAST + 1);
  return {
    algorithm: config.compactFlag ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorPrimaryHover: hover,
      colorPrimaryActive: active,
      colorLinkHover: hover,
      colorLinkActive: active,
      // antd's secondary texts (45% black, 3.4:1) and placeholders (25%, 1.8:1) read at AA on white.
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
      borderRadius: config.borderRadius,
      fontFamily: FONT,
      colorBgLayout: '#f5f6f8',
    },
    components: {
      // Gold tags (the "Verified" badge) write in antd's gold-7 (#d48806, 2.75:1 on their gold-1 background); gold-9
      // reads at 6.5:1 and keeps the gold look.
      Tag: { gold7: GOLD_TAG_TEXT },
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
