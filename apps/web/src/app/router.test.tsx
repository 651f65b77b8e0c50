import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@gembourse/contracts/auth';
import { makeUser } from '../test/fixtures.ts';
import { ADMIN_MENUS, STANDARD_MENUS } from '../shared/session/test-menus.ts';
import { renderApp, stubApi } from '../test/render-app.tsx';
import { setLocale, getLocale } from '../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../shared/session/session-store.ts';
import { setToken } from '../shared/storage/token-store.ts';

async function landsOn(path: string, expected: string) {
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  return router;
}

/** Logs a member in: the supplier administrator with the seeded menus and points unless overridden. */
function logIn(overrides: Partial<CurrentUser> = {}) {
  setToken('tok', true);
  setUserInfo(makeUser({ ...ADMIN_MENUS, ...overrides }));
}

beforeEach(async () => {
  stubApi();
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('route table (SPEC §2)', () => {
  it('redirects / to /home/index and adds the language parameter', async () => {
    const router = await landsOn('/', '/home/index');
    await waitFor(() => expect(router.state.location.search).toBe('?language=en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Where the jewellery and gemstone trade meets' })).toBeTruthy();
  });

  it('redirects unknown paths to /home/index', async () => {
    await landsOn('/no/such/page', '/home/index');
  });

  it('redirects unknown /home paths to /home/index', async () => {
    await landsOn('/home/no-such-page', '/home/index');
  });

  it('keeps a language parameter through the redirect, canonical, and switches to it', async () => {
    const router = await landsOn('/?language=zht', '/home/index');
    await waitFor(() => expect(router.state.location.search).toBe('?language=zh-tw'));
    await waitFor(() => expect(getLocale()).toBe('zh-tw'));
    expect(localStorage.getItem('gembourse_language')).toBe('zh-tw');
  });

  it('adds the stored locale to a navigation without the parameter', async () => {
    await setLocale('tr');
    const router = await landsOn('/home/about', '/home/about');
    await waitFor(() => expect(router.state.location.search).toBe('?language=tr'));
    expect(await screen.findByRole('tab', { name: 'Kullanım koşulları' })).toBeTruthy();
  });

  it('sends /home/register to /home/Register', async () => {
    await landsOn('/home/register', '/home/Register');
    expect(await screen.findByRole('heading', { name: 'Join GemBourse as a buyer' })).toBeTruthy();
  });

  it('/home/showroom → /home/showroom-product (guests see the login-required page)', async () => {
    await landsOn('/home/showroom', '/home/showroom-product');
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('/home/analytics → /home/analytics-dashboard', async () => {
    logIn();
    await landsOn('/home/analytics', '/home/analytics-dashboard');
    expect(await screen.findByText(/coming with the Analytics release/)).toBeTruthy();
  });

  it('/home/manage → /home/manage-user for a company administrator', async () => {
    logIn({ company_role: 'admin' });
    await landsOn('/home/manage', '/home/manage-user');
    expect(await screen.findByText('Users and roles', { selector: 'h1' })).toBeTruthy();
  });

  it('sends a standard user from the manage area to /403', async () => {
    logIn({ company_role: 'standard', ...STANDARD_MENUS });
    await landsOn('/home/manage-subscription', '/403');
  });

  it('every SPEC §2 member path resolves to its own page for a supplier administrator', async () => {
    logIn({ join_type: 'seller', company_role: 'admin' });
    const paths = [
      'company-profile-edit',
      'my-profile',
      'my-favorites',
      'email-notification',
      'showroom-product',
      'showroom-setting',
      'showroom-brand',
      'showroom-privacy',
      'showroom-collection',
      'showroom-product-add',
      'showroom-product-edit',
      'showroom-product-preview',
      'analytics-dashboard',
      'analytics-product',
      'analytics-pageview',
      'manage-user',
      'manage-subscription',
    ];
    for (const p of paths) {
      const { router, unmount } = renderApp(`/home/${p}?language=en`);
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(router.state.location.pathname).toBe(`/home/${p}`);
      unmount();
    }
  });

  it("sends a member who is not platform staff from the organiser's companies page to /403", async () => {
    logIn({ administratorFlag: false });
    await landsOn('/companies', '/403');
  });

  it('/403 shows the no-permission text and a way home', async () => {
    await landsOn('/403', '/403');
    expect(await screen.findByText('Sorry, you do not have permission to access this content')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home/index');
  });

  it('every SPEC §2 /home path resolves to its own page', async () => {
    const paths = [
      'suppliers',
      'product',
      'product-detail',
      'contact',
      'support',
      'about',
      'leads',
      'event',
      'event-detail',
      'company-profile',
      'knowledge',
      'knowledge-detail',
      'login',
      'Register',
    ];
    for (const p of paths) {
      const { router, unmount } = renderApp(`/home/${p}?language=en`);
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(router.state.location.pathname).toBe(`/home/${p}`);
      unmount();
    }
  });
});

describe('console guard (SPEC §2)', () => {
  it('without a token, /welcome goes to /login, leaving the stored entries of another tab alone', async () => {
    localStorage.setItem('gembourse_user_tag_nav', '[{"menuName":"a","menuTitle":"A"}]');
    await landsOn('/welcome', '/login');
    expect(await screen.findByText('GemBourse console')).toBeTruthy();
    expect(localStorage.getItem('gembourse_user_tag_nav')).toBe('[{"menuName":"a","menuTitle":"A"}]');
  });

  it('with a token, /login goes to /welcome', async () => {
    logIn({ actualName: 'Ada Admin', administratorFlag: true });
    await landsOn('/login', '/welcome');
    expect(await screen.findByText('Welcome, Ada Admin')).toBeTruthy();
  });
});

// Issue 28: the not-found, no-access and login-required pages of every face: a way back (SPEC §2), and the brand's own
// picture instead of antd's stock illustrations.
describe('not-found, no-access and login-required pages', () => {
  it('a product not found inside the workspace leads back to my products, and home', async () => {
    logIn();
    const router = await landsOn('/home/showroom-product-edit?id=0&language=en', '/home/showroom-product-edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: "This product does not exist or is not one of your company's" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home/index');
    await userEvent.click(screen.getByRole('link', { name: 'Back to my products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/showroom-product'));
  });

  it.each([
    ['/403, public', '/403', false, 'Sorry, you do not have permission to access this content'],
    ['a product not found, public', '/home/product-detail', false, 'Content does not exist'],
    ['login required, member page as a guest', '/home/my-profile', false, 'Please log in first'],
    ['not found in the workspace', '/home/showroom-product-preview', true, "This product does not exist or is not one of your company's"],
    ['a menu entry not found in the workspace', '/home/frame?menuId=1', true, 'This menu entry is not available'],
    ["the console's staff pages for a member", '/companies', true, 'Sorry, you do not have permission to access this content'],
  ])("%s: the brand's picture, never antd's illustration", async (_, path, member, heading) => {
    if (member) logIn({ administratorFlag: false });
    renderApp(`${path}${path.includes('?') ? '&' : '?'}language=en`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(document.querySelector('.ant-result-image')).toBeNull();
    expect(document.querySelector('svg[data-gb-art]')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: 'Back to home' }).length).toBeGreaterThan(0);
  });
});
