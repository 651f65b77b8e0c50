import { theme, type ThemeConfig } from 'antd';
import type { AppConfig, TableHeight } from '../shared/app-config/app-config-store.ts';
import { themeColorOf } from '../shared/app-config/theme-colors.ts';

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
  return {
    algorithm: config.compactFlag ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: config.primaryColor,
      colorLink: config.primaryColor,
      ...(shades
        ? { colorPrimaryHover: shades.hover, colorPrimaryActive: shades.active, colorLinkHover: shades.hover, colorLinkActive: shades.active }
        : {}),
      borderRadius: config.borderRadius,
      fontFamily: FONT,
      colorBgLayout: '#f5f6f8',
    },
    components: {
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
