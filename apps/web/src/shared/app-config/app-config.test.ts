import { beforeEach, describe, expect, it } from 'vitest';
import { buildTheme } from '../../app/theme.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import {
  APP_CONFIG_DEFAULTS,
  reloadAppConfig,
  resetAppConfig,
  sanitizeAppConfig,
  setAppLoading,
  updateAppConfig,
  useAppConfigStore,
} from './app-config-store.ts';
import { readableOnWhite } from './contrast.ts';
import { THEME_COLORS } from './theme-colors.ts';

beforeEach(() => {
  localStorage.clear();
  reloadAppConfig();
});

describe('app config (SPEC §3)', () => {
  it('has exactly the SPEC defaults (plus the table height the settings panel adds)', () => {
    expect(APP_CONFIG_DEFAULTS).toEqual({
      language: 'en',
      layout: 'side',
      sideMenuWidth: 200,
      pageTagLocation: 'center',
      sideMenuTheme: 'dark',
      colorIndex: 0,
      pageWidth: '99%',
      borderRadius: 6,
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
    });
  });

  it('has the 11-entry palette with the SPEC first three, each with primary, active and hover', () => {
    expect(THEME_COLORS).toHaveLength(11);
    expect(THEME_COLORS.slice(0, 3).map((c) => c.primary)).toEqual(['#4499aa', '#00b96b', '#1677ff']);
    for (const c of THEME_COLORS) for (const v of [c.primary, c.active, c.hover]) expect(v).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(THEME_COLORS.map((c) => c.primary)).size).toBe(11);
  });

  it('persists under the app-config key, merges stored values over the defaults and drops bad ones', () => {
    updateAppConfig({ borderRadius: 10 });
    expect(JSON.parse(localStorage.getItem(StorageKey.APP_CONFIG)!)).toMatchObject({ borderRadius: 10, websiteName: 'GemBourse' });
    expect(sanitizeAppConfig({ layout: 'diagonal', sideMenuWidth: '200', compactFlag: true, unknown: 1 })).toEqual({
      ...APP_CONFIG_DEFAULTS,
      compactFlag: true,
    });
    localStorage.setItem(StorageKey.APP_CONFIG, '{broken');
    reloadAppConfig();
    expect(useAppConfigStore.getState().config).toEqual(APP_CONFIG_DEFAULTS);
  });

  it('reset restores the defaults; full screen and loading are runtime only', () => {
    updateAppConfig({ compactFlag: true });
    setAppLoading(true);
    resetAppConfig();
    expect(useAppConfigStore.getState()).toMatchObject({ config: APP_CONFIG_DEFAULTS, loading: true });
    expect(localStorage.getItem(StorageKey.APP_CONFIG)).not.toContain('loading');
    expect(localStorage.getItem(StorageKey.APP_CONFIG)).not.toContain('fullScreen');
  });

  it('drives the antd theme: primary with palette shades, radius, compact algorithm', () => {
    const theme = buildTheme({ ...APP_CONFIG_DEFAULTS, primaryColor: '#00b96b', borderRadius: 2, compactFlag: true });
    // Issue 9, item 12: the palette's shades as drawn, each darkened just enough to read at AA with white (the chosen
    // colour itself stays in the config).
    expect(theme.token).toMatchObject({
      colorPrimary: readableOnWhite('#00b96b', 5),
      colorPrimaryHover: readableOnWhite('#20c77f', 4.5),
      colorPrimaryActive: readableOnWhite('#00935a', 6),
      borderRadius: 2,
    });
    expect(readableOnWhite('#00b96b', 5)).not.toBe('#00b96b');
    expect(Array.isArray(theme.algorithm) && theme.algorithm).toHaveLength(2);
    expect(buildTheme({ ...APP_CONFIG_DEFAULTS, primaryColor: '#123456' }).token?.colorPrimaryHover).toBeUndefined();
  });
});
