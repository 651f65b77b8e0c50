import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp, stubApi } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { LOGIN_TIP_DELAY_MS, promptLogin, showLoginTip } from '../../shared/session/login-tip.ts';
import { resetSessionStore, setSessionFlag, setUserInfo, useSessionStore } from '../../shared/session/session-store.ts';
import { StorageKey } from '../../shared/storage/storage-keys.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const TIP = 'Log in for the full catalogue, more prices and suppliers’ contact details.';

async function openPage(path = '/home/about?language=en') {
  const view = renderApp(path);
  await screen.findAllByRole('button', { name: 'Log in' });
  return view;
}

beforeEach(async () => {
  stubApi();
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login tip (SPEC §3 "login tip" flag)', () => {
  it('offers itself to a guest after a few seconds on a page, once per browser session, and "Not now" closes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = await openPage();
    expect(screen.queryByText(TIP)).toBeNull();
    act(() => vi.advanceTimersByTime(LOGIN_TIP_DELAY_MS));
    expect(await screen.findByText(TIP)).toBeTruthy();
    expect(useSessionStore.getState().loginTipOpen).toBe(true);
    expect(sessionStorage.getItem(StorageKey.LOGIN_TIP_SHOWN)).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(useSessionStore.getState().loginTipOpen).toBe(false);
    unmount();

    // Another page load in the same browser session: no second timed tip.
    await openPage('/home/contact?language=en');
    act(() => vi.advanceTimersByTime(LOGIN_TIP_DELAY_MS * 2));
    expect(useSessionStore.getState().loginTipOpen).toBe(false);
  });

  it('stays quiet on the login page and for members, even when the flag is raised', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await openPage('/home/login?language=en');
    act(() => vi.advanceTimersByTime(LOGIN_TIP_DELAY_MS));
    expect(sessionStorage.getItem(StorageKey.LOGIN_TIP_SHOWN)).toBeNull();
    vi.useRealTimers();

    setToken('tok', true);
    setUserInfo(makeUser());
    act(() => {
      showLoginTip();
      setSessionFlag('loginTipOpen', true);
    });
    expect(screen.queryByText(TIP)).toBeNull();
  });

  it('a member-only action opens the login box; closed without logging in, the tip points at "Log in"', async () => {
    const user = userEvent.setup();
    await openPage();
    act(() => promptLogin());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByText(TIP)).toBeNull();
    await user.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    expect(await screen.findByText(TIP)).toBeTruthy();
    // Clicking "Log in" itself closes the tip and opens the box.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useSessionStore.getState()).toMatchObject({ loginTipOpen: false, loginModalOpen: true });
  });
});
