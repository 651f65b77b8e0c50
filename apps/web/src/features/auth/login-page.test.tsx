import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, useSessionStore } from '../../shared/session/session-store.ts';
import { StorageKey } from '../../shared/storage/storage-keys.ts';
import { installUiSpies } from '../../shared/api/test-helpers.ts';

let loginAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
  loginAnswer = () => envelope({ token: 'tok-new', user: makeUser({ actualName: 'Mei Lin' }) });
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/app/info') {
      return envelope({
        demo: true,
        version: '1',
        payloadEncryption: false,
        demoAccounts: [
          { email: 'buyer@example.com', role: 'buyer' },
          { email: 'supplier@example.com', role: 'supplier-admin' },
        ],
      });
    }
    if (url === '/api/auth/login') return loginAnswer();
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function loginBody() {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login') as [string, RequestInit] | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

describe('login page', () => {
  it('validates with translated messages before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/home/login?language=en');
    await screen.findByLabelText('Email');
    // The header has a "Log in" button too; the form's submit is the last one.
    await user.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    // Each field shows its message in a render of its own: on a loaded machine the second can come a tick later.
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(loginBody()).toBeUndefined();
  });

  it('lists demo accounts and fills the form; success stores the token per remember and follows redirect', async () => {
    installUiSpies();
    const user = userEvent.setup();
    const { router } = renderApp('/home/login?redirect=%2Fhome%2Fabout&language=en');
    await user.click(await screen.findByRole('button', { name: /supplier@example\.com/ }));
    // Demo mode also points at the demo mailbox, in a new tab so the form stays.
    const mailbox = screen.getByRole('link', { name: /Open the demo mailbox/ });
    expect(mailbox.getAttribute('href')).toBe('/home/dev-mailbox');
    expect(mailbox.getAttribute('target')).toBe('_blank');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('supplier@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/about'));
    expect(loginBody()).toEqual({ email: 'supplier@example.com', password: 'Demo#2026', remember: true });
    expect(localStorage.getItem(StorageKey.USER_TOKEN)).toBe('tok-new');
    expect(sessionStorage.getItem(StorageKey.USER_TOKEN)).toBeNull();
    expect(useSessionStore.getState().userInfo?.actualName).toBe('Mei Lin');
  });

  it('keeps the token in sessionStorage without remember, and goes home by default', async () => {
    installUiSpies();
    const user = userEvent.setup();
    const { router } = renderApp('/home/login?language=en');
    // The address is trimmed as it is typed (SPEC §5); the password is sent as typed.
    await user.type(await screen.findByLabelText('Email'), '  buyer@example.com ');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('buyer@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
    expect(loginBody()).toMatchObject({ email: 'buyer@example.com', password: 'Demo#2026' });
    expect(sessionStorage.getItem(StorageKey.USER_TOKEN)).toBe('tok-new');
    expect(localStorage.getItem(StorageKey.USER_TOKEN)).toBeNull();
  });

  it.each([
    [30010, 'Your company is awaiting verification.'],
    [30012, 'Your account has been disabled by your company administrator.'],
  ])('reminder code %i at login: only the "Important reminder" modal, and the guest stays on the page', async (code, msg) => {
    loginAnswer = () => envelope(null, code, msg, 0, 403);
    const user = userEvent.setup();
    const { router } = renderApp('/home/login?language=en');
    await user.type(await screen.findByLabelText('Email'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Important reminder').length).toBeGreaterThan(0);
    // Said once, in the modal: no inline copy under the form.
    expect(screen.getAllByText(msg)).toHaveLength(1);
    expect(within(dialog).getByText(msg)).toBeTruthy();
    expect(document.querySelector('.gb-login-form__alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The modal starts closing (antd's leave motion, which never ends in jsdom) once its OK has been handled: a (wrong)
    // logout or navigation would have started by then.
    await waitFor(() => expect(dialog.className).toMatch(/-leave/));
    expect(router.state.location.pathname).toBe('/home/login');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(false);
    expect(useSessionStore.getState().userInfo).toBeNull();
  });

  it('shows wrong credentials (40001) inline, not as a toast', async () => {
    const ui = installUiSpies();
    loginAnswer = () => envelope(null, 40001, 'Wrong e-mail or password', 0, 400);
    const user = userEvent.setup();
    const { router } = renderApp('/home/login?language=en');
    await user.type(await screen.findByLabelText('Email'), 'buyer@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password');
    expect(ui.message.error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/home/login');
    expect(useSessionStore.getState().userInfo).toBeNull();
  });
});
