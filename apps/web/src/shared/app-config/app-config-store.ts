import { createAppStore } from '../state/app-store.ts';
import { UI_DEFAULTS } from '@gembourse/contracts/limits';
import { readLocalJson, writeLocalJson } from '../storage/local-store.ts';
import { StorageKey } from '../storage/storage-keys.ts';

/** The layout and theme settings of SPEC §3, persisted under the app-config key. */
export interface AppConfig {
  language: string;
  layout: 'side' | 'top';
  sideMenuWidth: number;
  /** Where the tab bar of opened pages sits: 'top' right under the site header, 'center' between toolbar and page. */
  pageTagLocation: 'top' | 'center';
  sideMenuTheme: 'dark' | 'light';
  colorIndex: number;
  pageWidth: string;
  borderRadius: number;
  flatPattern: boolean;
  pageTagFlag: boolean;
  pageTagStyle: 'default' | 'antd' | 'naive';
  breadCrumbFlag: boolean;
  footerFlag: boolean;
  helpDocFlag: boolean;
  helpDocExpandFlag: boolean;
  watermarkFlag: boolean;
  websiteName: string;
  primaryColor: string;
  compactFlag: boolean;
  /** Row height of data tables (the settings panel's "table height"; not among SPEC §3's defaults). */
  tableHeight: TableHeight;
}

/** Table row heights offered by the settings panel, from roomy to dense. */
export const TABLE_HEIGHTS = ['large', 'middle', 'small'] as const;
export type TableHeight = (typeof TABLE_HEIGHTS)[number];

/** Longest website name the settings panel takes (a client-side setting: it fits the header on a phone). */
export const WEBSITE_NAME_MAX = 40;

/** Defaults of SPEC §3 "Application configuration". */
export const APP_CONFIG_DEFAULTS: AppConfig = {
  language: 'en',
  layout: 'side',
  sideMenuWidth: UI_DEFAULTS.sideMenuWidth,
  pageTagLocation: 'center',
  sideMenuTheme: 'dark',
  colorIndex: 0,
  pageWidth: UI_DEFAULTS.pageWidth,
  borderRadius: UI_DEFAULTS.borderRadius,
  flatPattern: false,
  pageTagFlag: true,
  pageTagStyle: 'default',
  breadCrumbFlag: true,
  footerFlag: true,
  helpDocFlag: true,
  helpDocExpandFlag: false,
  watermarkFlag: true,
  websiteName: 'GemBourse',
  primaryColor: '#1677ff',
  compactFlag: false,
  tableHeight: 'middle',
};

interface AppConfigState {
  config: AppConfig;
  /** Runtime only (SPEC §3): never persisted. */
  fullScreen: boolean;
  loading: boolean;
}

/** Accepted values of the enumerated settings: a stored value outside them (older build, hand edit) reads as default. */
const CHOICES: Partial<Record<keyof AppConfig, readonly unknown[]>> = {
  layout: ['side', 'top'],
  pageTagLocation: ['top', 'center'],
  sideMenuTheme: ['dark', 'light'],
  pageTagStyle: ['default', 'antd', 'naive'],
  tableHeight: TABLE_HEIGHTS,
};

/** Keeps the stored settings that have the right type (and an accepted value); everything else falls back. */
export function sanitizeAppConfig(stored: unknown): AppConfig {
  const out: AppConfig = { ...APP_CONFIG_DEFAULTS };
  if (!stored || typeof stored !== 'object') return out;
  const record = out as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in APP_CONFIG_DEFAULTS)) continue;
    const k = key as keyof AppConfig;
    if (typeof value !== typeof APP_CONFIG_DEFAULTS[k]) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    const choices = CHOICES[k];
    if (choices && !choices.includes(value)) continue;
    record[key] = value;
  }
  return out;
}

function readStored(): AppConfig {
  // Merged over the defaults so a config saved by an older build still gets the newer keys.
  return sanitizeAppConfig(readLocalJson<unknown>(StorageKey.APP_CONFIG, {}));
}

/** Layout/theme settings plus the runtime full-screen and loading flags. */
export const useAppConfigStore = createAppStore<AppConfigState>(() => ({
  config: readStored(),
  fullScreen: false,
  loading: false,
}));

/** Changes some settings and persists the whole config under the app-config key. */
export function updateAppConfig(patch: Partial<AppConfig>): void {
  const config = { ...useAppConfigStore.getState().config, ...patch };
  writeLocalJson(StorageKey.APP_CONFIG, config);
  useAppConfigStore.setState({ config });
}

/** Resets the settings to the SPEC defaults (SPEC §4 "the app config can be reset"). */
export function resetAppConfig(): void {
  writeLocalJson(StorageKey.APP_CONFIG, APP_CONFIG_DEFAULTS);
  useAppConfigStore.setState({ config: { ...APP_CONFIG_DEFAULTS } });
}

/** Back to the defaults in memory only (logout has already removed the stored config, SPEC §4). */
export function forgetAppConfig(): void {
  useAppConfigStore.setState({ config: { ...APP_CONFIG_DEFAULTS } });
}

/** Re-reads the stored config (tests). */
export function reloadAppConfig(): void {
  useAppConfigStore.setState({ config: readStored(), fullScreen: false, loading: false });
}

/** Shows or hides the loading overlay (runtime flag, SPEC §3/§4). */
export function setAppLoading(loading: boolean): void {
  useAppConfigStore.setState({ loading });
}

/** Mirrors the browser's full-screen state (the fullscreenchange event calls this). */
export function setFullScreenFlag(fullScreen: boolean): void {
  useAppConfigStore.setState({ fullScreen });
}

/** Starts or exits full screen (SPEC §4); the flag follows the browser's answer, not the request. */
export async function toggleFullScreen(): Promise<void> {
  if (typeof document === 'undefined') return;
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused (iframe without allowfullscreen, user gesture missing): the flag stays as the browser has it.
  }
  setFullScreenFlag(Boolean(document.fullscreenElement));
}
