import type { SectionOf } from '../i18n/keys.ts';

/** One entry of the theme palette (SPEC §3): the primary colour and its active (pressed) and hover shades. */
export interface ThemeColor {
  /** Key of the colour's name in workspace:settings.colors. */
  name: SectionOf<'workspace', 'settings.colors'>;
  primary: string;
  active: string;
  hover: string;
}

/**
 * The 11-entry palette of SPEC §3. The first three are fixed by the SPEC; the other eight are gemstone tones. The
 * theme draws text with the nearest shade of each that reads at AA on white (app/theme.ts, contrast.ts).
 */
export const THEME_COLORS: readonly ThemeColor[] = [
  { name: 'teal', primary: '#4499aa', active: '#337a88', hover: '#5fb0bf' },
  { name: 'emerald', primary: '#00b96b', active: '#00935a', hover: '#20c77f' },
  { name: 'blue', primary: '#1677ff', active: '#0958d9', hover: '#4096ff' },
  { name: 'sapphire', primary: '#2f54eb', active: '#1d39c4', hover: '#597ef7' },
  { name: 'amethyst', primary: '#722ed1', active: '#531dab', hover: '#9254de' },
  { name: 'ruby', primary: '#c41d7f', active: '#9e1068', hover: '#dd3d97' },
  { name: 'garnet', primary: '#a8071a', active: '#820014', hover: '#cf1322' },
  { name: 'topaz', primary: '#c25e00', active: '#9c4a00', hover: '#e07712' },
  { name: 'gold', primary: '#9a7633', active: '#7a5c26', hover: '#b8924d' },
  { name: 'navy', primary: '#1f3b63', active: '#142842', hover: '#2d5288' },
  { name: 'onyx', primary: '#434343', active: '#262626', hover: '#595959' },
];

/** The palette entry of a primary colour (case-insensitive), if it is one of the eleven. */
export function themeColorOf(primary: string): ThemeColor | undefined {
  const p = primary.toLowerCase();
  return THEME_COLORS.find((c) => c.primary === p);
}
