import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { makeUser } from '../test/fixtures.ts';
import { renderApp, stubApi } from '../test/render-app.tsx';
import { trackShownKeys } from '../test/shown-keys.ts';
import { i18n, isNamespaceLoaded } from '../shared/i18n/i18n.ts';
import { setLocale } from '../shared/i18n/locale-store.ts';
import { EAGER_NAMESPACES, NAMESPACES } from '../shared/i18n/namespaces.ts';
import { ADMIN_MENUS } from '../shared/session/test-menus.ts';
import { resetSessionStore, setUserInfo } from '../shared/session/session-store.ts';
import { setToken } from '../shared/storage/token-store.ts';

let tracking: ReturnType<typeof trackShownKeys>;

const EMPTY_LIST = { list: [], total: 0, pageNum: 1, pageSize: 24, hasMore: false, limited: false };

beforeEach(() => {
  stubApi({ '/api/company/list': EMPTY_LIST });
  resetSessionStore();
  tracking = trackShownKeys();
});
afterEach(() => {
  tracking.stop();
  vi.unstubAllGlobals();
});

describe('translations load with their route (issue 9)', () => {
  it("ships only the first screen's namespaces, in English, with the app", () => {
    const loaded = NAMESPACES.filter((ns) => i18n.hasResourceBundle('en', ns));
    expect(loaded.sort()).toEqual([...EAGER_NAMESPACES].sort());
  });

  it('notices a text looked up before its namespace arrived (the check the tests below rely on)', () => {
    expect(isNamespaceLoaded('favorites')).toBe(false);
    (i18n.t as unknown as (key: string) => string)('favorites:title');
    expect(tracking.shown).toEqual(['en:favorites:title']);
    tracking.shown.length = 0;
  });

  it("loads a page's namespaces in the viewer's language before the page renders, so no key shows", async () => {
    await setLocale('zh-cn');
    expect(i18n.hasResourceBundle('zh-cn', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('zh-cn', 'companies')).toBe(false);
    renderApp('/home/suppliers?language=zh-cn');
    expect(await screen.findByText('供应商名录')).toBeTruthy();
    expect(isNamespaceLoaded('companies')).toBe(true);
    // Only what this page needs: the editor's texts stay on the server until someone opens the editor.
    expect(i18n.hasResourceBundle('zh-cn', 'companyEditor')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'companies')).toBe(false);
    expect(tracking.shown).toEqual([]);
  });

  it('reloads the namespaces in use on a language switch, before the screen changes language', async () => {
    await setLocale('en');
    const { router } = renderApp('/home/suppliers?language=en');
    expect(await screen.findByText('Supplier directory')).toBeTruthy();
    expect(i18n.hasResourceBundle('tr', 'companies')).toBe(false);
    // When the language flips, the page's texts are there already: never half-translated.
    const readyAtSwitch: boolean[] = [];
    const onChange = (lng: string) => readyAtSwitch.push(i18n.hasResourceBundle(lng, 'companies') && i18n.hasResourceBundle(lng, 'common'));
    i18n.on('languageChanged', onChange);
    await act(() => router.navigate('/home/suppliers?language=tr'));
    expect(await screen.findByText('Tedarikçi rehberi')).toBeTruthy();
    i18n.off('languageChanged', onChange);
    expect(readyAtSwitch).toEqual([true]);
    expect(tracking.shown).toEqual([]);
  });

  it('shows no key on the pages with forms, public and member, nor in the boxes over them', async () => {
    await setLocale('tr');
    const pages: [string, string | RegExp][] = [
      ['/home/login?language=tr', /Şifremi unuttum|Şifrenizi mi unuttunuz/],
      ['/home/forgot-password?language=tr', 'Bağlantı gönder'],
      ['/home/Register?language=tr', 'Şirket adı'],
    ];
    for (const [path, text] of pages) {
      const view = renderApp(path);
      expect(await screen.findAllByText(text)).not.toHaveLength(0);
      view.unmount();
    }
    setToken('tok', true);
    setUserInfo(makeUser({ ...ADMIN_MENUS, locale: 'tr' }));
    const view = renderApp('/home/email-notification?language=tr');
    expect(await screen.findByText('E-posta dili')).toBeTruthy();
    view.unmount();
    await waitFor(() => expect(tracking.shown).toEqual([]));
  });

  it("loads the showroom pages' texts with them (settings and product list), so no key shows", async () => {
    await setLocale('tr');
    stubApi({
      '/api/showroom/settings': { preferredCurrency: 'USD', segment: 'light' },
      '/api/showroom/product/list': { list: [], total: 0, pageNum: 1, pageSize: 20, hasMore: false },
      '/api/showroom/product/options': { collections: [], brands: [], tags: [] },
    });
    setToken('tok', true);
    setUserInfo(makeUser({ ...ADMIN_MENUS, locale: 'tr' }));
    for (const [path, text] of [
      ['/home/showroom-setting?language=tr', 'Tercih edilen para birimi'],
      ['/home/showroom-product?language=tr', 'Ürün ekle'],
    ]) {
      const view = renderApp(path);
      expect(await screen.findAllByText(text)).not.toHaveLength(0);
      view.unmount();
    }
    await waitFor(() => expect(tracking.shown).toEqual([]));
  });
});
