import { theme, type ThemeConfig } from 'antd';
import type { AppConfig, TableHeight } from '../shared/app-config/app-config-store.ts';
import { AA_TEXT, readableOnWhite } from '../shared/app-config/contrast.ts';
import { themeColorOf } from '../shared/app-config/theme-colors.ts';

/** What the primary colour must contrast with white: AA (4.5) and a margin for light tints and the grey page. */
const PRIMARY_CONTRAST = 5;
/**
 * The text shade of each preset tag colour (<Tag color="gold">) that reads at AA on its own -1 background: the -7
 * shade when it does, else the first darker one of the same palette (gold-7 on gold-1 is 2.75:1, the "Verified"
 * badge; green-7 3.4:1). Written out rather than derived at start-up: deriving them needs antd's whole default token
 * set (theme.getDesignToken), tens of milliseconds of a phone's first screen. theme.test.ts derives them from antd's
 * palette and checks these are the same, so an antd upgrade that moves a shade fails there.
 */
export const TAG_TEXTS = {
  red7: '#cf1322',
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  blue7: '#0958d9',
  geekblue7: '#1d39c4',
  purple7: '#531dab',
  magenta7: '#c41d7f',
} as const;

/** Brand colours beyond the configurable primary: deep navy surfaces and a gold accent used sparingly. */
export const BRAND = {
  navy: '#0b1f3a',
  navyRaised: '#13294a',
  gold: '#c9a45c',
  goldSoft: '#e8cf95',
} as const;

/**
 * The brand's gold in the shades the public face draws with (issue 28): primary buttons are filled with the gold itself
 * and written in navy (7.0:1; white on it would be 2.4:1), lighter when hovered (8.0:1) and deeper when pressed
 * (5.3:1); on white, where the gold reads at 2.35:1 only, links, text buttons, focus and selection use its nearest
 * darker shades that reach AA (#8a6a2e at 5.0:1, 4.6:1 hovered, 5.6:1 pressed).
 */
export const BRAND_GOLD = {
  fill: BRAND.gold,
  fillHover: '#d4b06a',
  fillActive: '#b38c43',
  text: readableOnWhite(BRAND.gold, PRIMARY_CONTRAST),
  textHover: readableOnWhite(BRAND.gold, AA_TEXT),
  textActive: readableOnWhite(BRAND.gold, PRIMARY_CONTRAST + 0.5),
} as const;

/**
 * The public site's theme (SPEC §2 pages open without login; site-layout.tsx), on top of buildTheme's: the brand's
 * navy and gold instead of antd's blue. The member workspace keeps the app config's primary colour and palette
 * (SPEC §3). Through antd's tokens, so the prebuilt stylesheet's CSS variables carry it (build/antd-static-css.ts):
 * the nested ConfigProvider writes them under its own class. Button overrides colorPrimary for its fill only; its
 * outlined and text variants take the readable shades, and the one ghost primary button of the public pages is none.
 */
export const PUBLIC_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GOLD.text,
    colorPrimaryHover: BRAND_GOLD.textHover,
    colorPrimaryActive: BRAND_GOLD.textActive,
    colorLink: BRAND_GOLD.text,
    colorLinkHover: BRAND_GOLD.textHover,
    colorLinkActive: BRAND_GOLD.textActive,
  },
  components: {
    Button: {
      colorPrimary: BRAND_GOLD.fill,
      colorPrimaryHover: BRAND_GOLD.fillHover,
      colorPrimaryActive: BRAND_GOLD.fillActive,
      primaryColor: BRAND.navy,
      primaryShadow: '0 2px 0 rgba(11, 31, 58, 0.08)',
      defaultHoverColor: BRAND_GOLD.text,
      defaultHoverBorderColor: BRAND_GOLD.text,
      defaultActiveColor: BRAND_GOLD.textActive,
      defaultActiveBorderColor: BRAND_GOLD.textActive,
    },
  },
};

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'PingFang TC', 'Microsoft YaHei', 'Microsoft JhengHei', sans-serif";

/** Vertical cell padding of tables per "table height" setting. */
const TABLE_CELL_PADDING: Record<TableHeight, number> = { large: 16, middle: 12, small: 8 };

/** What the visitor's system asks of every theme, beside the app config. */
export interface ThemeEnvironment {
  /** prefers-reduced-motion: antd's menus, drawers and notices appear in place instead of sliding and zooming. */
  reducedMotion?: boolean;
}

/**
 * antd theme from the app config (primary colour with the palette's hover and active shades, radius, compact mode,
 * table height; SPEC §3) plus the brand surfaces. primaryColor decides; a colour outside the palette lets antd derive
 * its shades.
 */
export function buildTheme(config: AppConfig, { reducedMotion = false }: ThemeEnvironment = {}): ThemeConfig {
  const shades = themeColorOf(config.primaryColor);
  // The chosen colour draws white text (primary buttons) and links on white: the nearest darker shade of it that
  // reaches WCAG AA does, with a margin for light tints and the grey page (issue 9: #1677ff gave 4.1:1).
  // A palette entry brings its hover and active shades (made readable likewise); any other colour lets antd derive them.
  const primary = readableOnWhite(config.primaryColor, PRIMARY_CONTRAST);
  const hover = shades ? readableOnWhite(shades.hover, AA_TEXT) : undefined;
  const active = shades ? readableOnWhite(shades.active, PRIMARY_CONTRAST + 1) : undefined;
  return {
    // Components are styled by antd's prebuilt stylesheet (build/antd-static-css.ts), not computed at run time; the
    // tokens below still reach it as CSS variables. No hash class: that stylesheet's selectors have none.
    zeroRuntime: true,
    hashed: false,
    algorithm: config.compactFlag ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      ...(hover && active ? { colorPrimaryHover: hover, colorPrimaryActive: active, colorLinkHover: hover, colorLinkActive: active } : {}),
      // antd's secondary texts (45% black, 3.4:1) and placeholders (25%, 1.8:1) read at AA on white.
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
      borderRadius: config.borderRadius,
      fontFamily: FONT,
      colorBgLayout: '#f5f6f8',
      // antd animates regardless of the system setting; WCAG 2.3.3 asks that motion from interaction can be turned off.
      motion: !reducedMotion,
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
