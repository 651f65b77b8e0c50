import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp, stubApi } from '../../../test/render-app.tsx';
import { stubScreenWidth } from '../../../test/screen.ts';
import { APP_CONFIG_DEFAULTS, reloadAppConfig, useAppConfigStore } from '../../../shared/app-config/app-config-store.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../../shared/session/session-store.ts';
import { ADMIN_MENUS } from '../../../shared/session/test-menus.ts';
import { StorageKey } from '../../../shared/storage/storage-keys.ts';
import { setToken } from '../../../shared/storage/token-store.ts';

const stored = () => JSON.parse(localStorage.getItem(StorageKey.APP_CONFIG) ?? 'null') as Record<string, unknown> | null;
const toggle = (name: string) => screen.getByRole('switch', { name });
const segment = (row: string, label: string) =>
  within(document.querySelector(`[data-setting="${row}"]`) as HTMLElement)
    .getByText(label)
    .closest('.ant-segmented-item') as HTMLElement;
const isSelected = (el: HTMLElement) => el.className.includes('ant-segmented-item-selected');

async function openSettings() {
  setToken('tok', true);
  setUserInfo(makeUser({ ...ADMIN_MENUS, actualName: 'Mei Lin' }));
  renderApp('/home/showroom-product?language=en');
  await userEvent.click(await screen.findByRole('button', { name: 'Layout settings' }));
  return screen.findByRole('dialog', { name: 'Layout settings' });
}

beforeEach(async () => {
  stubApi();
  stubScreenWidth();
  localStorage.clear();
  reloadAppConfig();
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('settings panel (SPEC §2, §3)', () => {
  it('shows every label with the SPEC defaults', async () => {
    const panel = await openSettings();
    for (const label of [
      'Title',
      'Table height',
      'Tag-page position',
      'Theme colour',
      'Menu layout',
      'Menu width',
      'Menu theme',
      'Page width',
      'Border radius',
      'Compact page',
      'Breadcrumb',
      'Flat menu',
      'Page tags',
      'Tag style',
      'Footer',
      'Help doc',
      'Help doc expanded',
      'Watermark',
    ]) {
      expect(within(panel).getByText(label), label).toBeTruthy();
    }
    expect((within(panel).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('GemBourse');
    const on = {
      Breadcrumb: true,
      'Page tags': true,
      Footer: true,
      'Help doc': true,
      Watermark: true,
      'Help doc expanded': false,
      'Compact page': false,
      'Flat menu': false,
    };
    for (const [name, checked] of Object.entries(on)) expect(toggle(name).getAttribute('aria-checked'), name).toBe(String(checked));
    expect(isSelected(segment('layout', 'Side'))).toBe(true);
    expect(isSelected(segment('sideMenuTheme', 'Dark'))).toBe(true);
    expect(isSelected(segment('pageTagStyle', 'Default'))).toBe(true);
    expect(isSelected(segment('pageTagLocation', 'Centre'))).toBe(true);
    expect((within(panel).getByRole('spinbutton', { name: 'Menu width' }) as HTMLInputElement).value).toBe('200');
    expect(within(panel).getByText('6px')).toBeTruthy();
    expect(within(panel).getByText('99%')).toBeTruthy();
    // primaryColor #1677ff is the third palette entry, so that swatch is the chosen one.
    const swatches = within(panel).getAllByRole('button', { name: /\(#/ });
    expect(swatches).toHaveLength(11);
    expect(swatches.filter((s) => s.getAttribute('aria-pressed') === 'true').map((s) => s.getAttribute('aria-label'))).toEqual([
      'Blue (#1677ff)',
    ]);
    expect(swatches.slice(0, 3).map((s) => s.getAttribute('aria-label'))).toEqual([
      'Teal (#4499aa)',
      'Emerald (#00b96b)',
      'Blue (#1677ff)',
    ]);
  });

  it('applies changes at once, saves them under the app-config key, and resets to the defaults', async () => {
    const panel = await openSettings();
    const ws = document.querySelector('.gb-ws') as HTMLElement;

    await userEvent.click(within(panel).getByRole('button', { name: 'Emerald (#00b96b)' }));
    expect(stored()).toMatchObject({ primaryColor: '#00b96b', colorIndex: 1 });
    await waitFor(() => expect(ws.style.getPropertyValue('--gb-primary')).toBe('#00b96b'));

    await userEvent.click(toggle('Breadcrumb'));
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await userEvent.click(toggle('Page tags'));
    expect(screen.queryByRole('navigation', { name: 'Opened pages' })).toBeNull();
    await userEvent.click(toggle('Footer'));
    expect(screen.queryByText(/The online exhibition of the jewellery/)).toBeNull();
    await userEvent.click(toggle('Help doc expanded'));
    expect(await screen.findByRole('complementary', { name: /Help/ })).toBeTruthy();
    fireEvent.click(segment('sideMenuTheme', 'Light'));
    await waitFor(() => expect(document.querySelector('.gb-ws__sider')?.className).toContain('ant-layout-sider-light'));
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Menu width' }), { target: { value: '260' } });
    await waitFor(() => expect((document.querySelector('.gb-ws__sider') as HTMLElement).style.width).toBe('260px'));
    // The title is trimmed when the field is left (SPEC §5), keeping the space between its words.
    const title = within(panel).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '  Aurora desk ' } });
    fireEvent.blur(title);
    expect((title as HTMLInputElement).value).toBe('Aurora desk');
    expect(document.title).toBe('Products · Aurora desk');
    expect(stored()).toMatchObject({
      breadCrumbFlag: false,
      pageTagFlag: false,
      footerFlag: false,
      helpDocExpandFlag: true,
      sideMenuTheme: 'light',
      sideMenuWidth: 260,
      websiteName: 'Aurora desk',
    });

    // Reloading keeps them.
    reloadAppConfig();
    expect(useAppConfigStore.getState().config).toMatchObject({ primaryColor: '#00b96b', sideMenuWidth: 260 });

    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Layout settings' })).getByRole('button', { name: /Reset to defaults/ }),
    );
    expect(stored()).toEqual(APP_CONFIG_DEFAULTS);
    expect(useAppConfigStore.getState().config).toEqual(APP_CONFIG_DEFAULTS);
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    await waitFor(() => expect(ws.style.getPropertyValue('--gb-primary')).toBe('#1677ff'));
  }, 40_000);
});
