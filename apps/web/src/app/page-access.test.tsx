import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@gembourse/contracts/auth';
import { PAGES } from '@gembourse/contracts/pages';
import { makeUser } from '../test/fixtures.ts';
import { renderApp, stubApi } from '../test/render-app.tsx';
import { setLocale } from '../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../shared/session/session-store.ts';
import { ADMIN_MENUS } from '../shared/session/test-menus.ts';
import { setToken } from '../shared/storage/token-store.ts';

/** A buyer company's administrator, with the points the seed gives that role (no showroom:view, no analytics:view). */
const BUYER_POINTS = [
  { menuId: 3010, webPerms: 'manage:user:view' },
  { menuId: 3020, webPerms: 'manage:billing:view' },
  { menuId: 4011, webPerms: 'company:profile:edit' },
  { menuId: 4051, webPerms: 'company:privacy:edit' },
];

function logIn(overrides: Partial<CurrentUser> = {}) {
  setToken('tok', true);
  setUserInfo(makeUser(overrides));
}
const logInBuyer = () => logIn({ join_type: 'buyer', permissions: BUYER_POINTS });

async function landsOn(path: string, expected: string) {
  const view = renderApp(path);
  await waitFor(() => expect(view.router.state.location.pathname).toBe(expected));
  return view;
}

beforeEach(async () => {
  stubApi();
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

// Issue 9, item 12: member pages follow the same authorisation as the server (the page table's access, allows()).
describe('member pages by their access', () => {
  it('sends a buyer who opens a supplier-only page by URL to /403, keeping only the language, without a tab', async () => {
    for (const page of ['showroom-product', 'showroom-collection', 'showroom-product-add', 'analytics-dashboard', 'analytics-pageview']) {
      logInBuyer();
      const { router, unmount } = await landsOn(`/home/${page}?id=5&language=en`, '/403');
      expect(router.state.location.search).toBe('?language=en');
      expect(await screen.findByText('Sorry, you do not have permission to access this content')).toBeTruthy();
      expect(useSessionStore.getState().tabs, page).toEqual([]);
      unmount();
      resetSessionStore();
    }
  });

  it("sends a buyer from the showroom privacy page to their own company's privacy page (the table's stand-in)", async () => {
    logInBuyer();
    const { router } = await landsOn('/home/showroom-privacy?language=en', '/home/company-privacy');
    expect(router.state.location.search).toContain('language=en');
  });

  it('lets a buyer administrator open the pages their points allow', async () => {
    logInBuyer();
    for (const page of ['manage-user', 'manage-subscription', 'company-profile-edit', 'my-profile']) {
      const { router, unmount } = renderApp(`/home/${page}?language=en`);
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(router.state.location.pathname, page).toBe(`/home/${page}`);
      unmount();
    }
  });

  it('lets the supplier administrator open every member page of the table', async () => {
    logIn(ADMIN_MENUS);
    for (const page of PAGES.filter((p) => p.face === 'member')) {
      const { router, unmount } = renderApp(`${page.path}?language=en`);
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(router.state.location.pathname, page.name).toBe(page.path);
      unmount();
    }
  });
});

describe('a member on the login page (issue 9, item 12)', () => {
  it('goes home when the address has no language', async () => {
    logIn(ADMIN_MENUS);
    const { router } = await landsOn('/home/login', '/home/index');
    await waitFor(() => expect(router.state.location.search).toBe('?language=en'));
  });

  it('follows ?redirect= (a bookmark or an e-mailed link), with or without a language', async () => {
    logIn(ADMIN_MENUS);
    const first = await landsOn('/home/login?redirect=%2Fhome%2Fmy-favorites', '/home/my-favorites');
    first.unmount();
    await landsOn('/home/login?language=en&redirect=%2Fhome%2Fsuppliers%3Fkeyword%3Dpearl', '/home/suppliers');
  });
});

describe("document titles in the viewer's language (issue 9, item 12)", () => {
  it('titles public and member pages after the page table, then the site', async () => {
    const home = await landsOn('/home/suppliers?language=en', '/home/suppliers');
    await waitFor(() => expect(document.title).toBe('Suppliers · GemBourse'));
    home.unmount();
    await setLocale('zh-cn');
    const login = await landsOn('/home/login?language=zh-cn', '/home/login');
    await waitFor(() => expect(document.title).toBe('登录 · GemBourse'));
    login.unmount();
    await setLocale('en');
    logIn(ADMIN_MENUS);
    await landsOn('/home/my-favorites?language=en', '/home/my-favorites');
    await waitFor(() => expect(document.title).toBe('My favourites · GemBourse'));
  });
});
