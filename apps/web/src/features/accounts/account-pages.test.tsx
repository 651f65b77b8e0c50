import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PersonalProfile } from '@gembourse/contracts/accounts';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installUiSpies } from '../../shared/api/test-helpers.ts';
import { getLocale, setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setSessionFlag, setUserInfo, useSessionStore } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';
import { stubRegistrationApi } from './test/registration-api-stub.ts';

type Handler = (body: unknown, url: string) => Response;
let handlers: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn>;

function stub(extra: Record<string, Handler>) {
  handlers = extra;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (handlers[path]) return handlers[path](body, url);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
}
/** The JSON bodies sent to a path (calls without a body, such as GETs, left out). */
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u).split('?')[0] === path && typeof (init as RequestInit | undefined)?.body === 'string')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
const click = (text: string | RegExp) =>
  fireEvent.click(screen.getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement);

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('activation and password reset links', () => {
  it('checks the token, sets the password with the ZPassword rules and goes to login with a message', async () => {
    stub({
      '/api/auth/token': () => envelope({ valid: true, email: 'mei@aurora.example' }),
      '/api/auth/activate': () => envelope({ email: 'mei@aurora.example' }),
    });
    const { router } = renderApp('/home/activate?token=tok-0123456789abcdef0123&language=en');
    expect(await screen.findByText('Activate your account')).toBeTruthy();
    expect(screen.getByText('mei@aurora.example')).toBeTruthy();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/auth/token'))?.[0])).toBe(
      '/api/auth/token?purpose=activate&token=tok-0123456789abcdef0123',
    );
    fill('New password', 'short');
    expect(await screen.findByText('Use at least 8 characters, with at least one letter and one digit')).toBeTruthy();
    fill('New password', 'gemstones2026');
    fill('Confirm the new password', 'gemstones2025');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    fill('Confirm the new password', 'gemstones2026');
    click('Set password and activate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(bodiesOf('/api/auth/activate')).toEqual([{ token: 'tok-0123456789abcdef0123', password: 'gemstones2026' }]);
    expect(await screen.findByText('Your account is active. Please log in with your e-mail address and new password.')).toBeTruthy();
  });

  // Issue 9, item 12: the new member only has the password left to type.
  it('prefills the activated e-mail on the login form, ready for the password', async () => {
    stub({
      // The link check shows the address masked; the activation answers it in full to the link's holder.
      '/api/auth/token': () => envelope({ valid: true, email: 'm***@aurora.example' }),
      '/api/auth/activate': () => envelope({ email: 'mei@aurora.example' }),
    });
    const { router } = renderApp('/home/activate?token=tok-0123456789abcdef0123&language=en');
    expect(await screen.findByText('m***@aurora.example')).toBeTruthy();
    fill('New password', 'gemstones2026');
    fill('Confirm the new password', 'gemstones2026');
    click('Set password and activate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    await waitFor(() => expect(field('Email').value).toBe('mei@aurora.example'));
    expect(field('Password').value).toBe('');
    expect(document.activeElement).toBe(field('Password'));
    // The address stays out of the URL (history, logs): it travels in the navigation state.
    expect(router.state.location.search).not.toContain('mei');
  });

  it('explains a used or expired link and offers a new one', async () => {
    stub({ '/api/auth/token': () => envelope({ valid: false, email: null }) });
    renderApp('/home/reset-password?token=tok-0123456789abcdef0123&language=en');
    expect(await screen.findByText('This reset link no longer works')).toBeTruthy();
    expect(screen.getByText('Request a new link').closest('a')?.getAttribute('href')).toContain('/home/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('forgot password: always the same neutral confirmation', async () => {
    stub({ '/api/auth/password/forgot': () => envelope(null) });
    renderApp('/home/forgot-password?language=en');
    fill(await screen.findByText('Forgot your password?').then(() => 'Email'), ' nobody@nowhere.example ');
    click('Send link');
    expect(await screen.findByText(/If nobody@nowhere\.example belongs to a GemBourse account/)).toBeTruthy();
    expect(bodiesOf('/api/auth/password/forgot')).toEqual([{ email: 'nobody@nowhere.example' }]);
    // Not in demo mode: no mailbox to point at.
    expect(screen.queryByRole('link', { name: 'Open the demo mailbox' })).toBeNull();
  });

  it('forgot password in demo mode: the confirmation links to the demo mailbox', async () => {
    stub({
      '/api/auth/password/forgot': () => envelope(null),
      '/api/app/info': () => envelope({ demo: true, version: 't', demoAccounts: [], payloadEncryption: false }),
    });
    renderApp('/home/forgot-password?language=en');
    fill(await screen.findByText('Forgot your password?').then(() => 'Email'), 'mei@aurora.example');
    click('Send link');
    const link = await screen.findByRole('link', { name: 'Open the demo mailbox' });
    expect(link.getAttribute('href')).toBe('/home/dev-mailbox');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

const profile: PersonalProfile = {
  email: 'mei@aurora.example',
  firstName: 'Mei',
  lastName: 'Lin',
  jobTitle: 'Buyer',
  gender: null,
  cover: '/uploads/cover/c.jpg',
  avatar: null,
  phone: null,
  aboutMe: 'Pearl buyer',
  address1: '1 Jade Road',
  address2: null,
  city: 'Hong Kong',
  state: null,
  postalCode: null,
  country: 'HK',
  profileVisible: true,
  locale: 'en',
};

function logIn() {
  setToken('tok', true);
  setUserInfo(makeUser());
}

describe('my profile and settings (SPEC §2, §3)', () => {
  it('loads the profile, validates required fields and saves with "Update successful"', async () => {
    logIn();
    const ui = installUiSpies();
    stub({
      '/api/accounts/profile': (body) => envelope(body ? null : profile),
      '/api/company/user/current': () => envelope(makeUser()),
    });
    renderApp('/home/my-profile?language=en');
    expect(await screen.findByDisplayValue('Pearl buyer')).toBeTruthy();
    expect(screen.getByText('Recommended 2000 × 430 px')).toBeTruthy();
    expect(screen.getByText('Minimum 2000 × 270 px')).toBeTruthy();
    fill('About me', '   ');
    expect(await screen.findByText('Please tell other members about yourself')).toBeTruthy();
    fill('About me', '  Pearls and jade from Hong Kong  ');
    fill('Phone', '+852 5555 0101');
    click('Save');
    expect(await screen.findByText('Update successful')).toBeTruthy();
    const [sent] = bodiesOf('/api/accounts/profile');
    expect(sent).toMatchObject({
      firstName: 'Mei',
      lastName: 'Lin',
      cover: '/uploads/cover/c.jpg',
      aboutMe: 'Pearls and jade from Hong Kong',
      phone: '+852 5555 0101',
      address1: '1 Jade Road',
      city: 'Hong Kong',
      country: 'HK',
      profileVisible: true,
    });
    expect(sent.address2).toBeUndefined();
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('changes the password and says other devices were signed out; wrong current password shows inline', async () => {
    logIn();
    let answer = envelope(
      { fieldErrors: [{ path: 'currentPassword', message: 'The current password is not correct' }] },
      40000,
      'Invalid',
      0,
      400,
    );
    stub({ '/api/accounts/profile': () => envelope(profile), '/api/accounts/password': () => answer });
    renderApp('/home/my-profile?tab=settings&language=en');
    await screen.findByText('Change password', { selector: 'h2' });
    fill('Current password', 'Demo#2026');
    fill('New password', 'Demo#2026');
    expect(await screen.findByText('The new password must be different from the current one')).toBeTruthy();
    fill('New password', 'NewGems2026');
    fill('Confirm the new password', 'NewGems2026');
    click(/^Change password$/);
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
    answer = envelope(null);
    click(/^Change password$/);
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.')).toBeTruthy();
    expect(bodiesOf('/api/accounts/password').at(-1)).toEqual({ currentPassword: 'Demo#2026', newPassword: 'NewGems2026' });
  });

  it('saves the language on the server and switches the app to it', async () => {
    logIn();
    stub({ '/api/accounts/profile': () => envelope(profile), '/api/accounts/language': () => envelope(null) });
    const { router } = renderApp('/home/my-profile?tab=settings&language=en');
    fireEvent.click(await screen.findByText('Türkçe'));
    click('Save language');
    await waitFor(() => expect(getLocale()).toBe('tr'));
    expect(bodiesOf('/api/accounts/language')).toEqual([{ locale: 'tr' }]);
    await waitFor(() => expect(router.state.location.search).toContain('language=tr'));
    expect(await screen.findByText('Güncelleme başarılı')).toBeTruthy();
  });
});

describe('e-mail notifications (SPEC §3)', () => {
  it('shows every preference as a switch with its description and saves them with one button', async () => {
    logIn();
    const prefs = {
      contactRequest: true,
      privateMessage: true,
      commentOnPost: false,
      taggedInPost: true,
      commentOnActivity: false,
      orderPlacedOrCancelled: true,
      weeklySummary: true,
      messageSound: false,
      leadNotification: true,
      onboardingTips: true,
      productAlerts: true,
      emailLanguage: 'en',
    };
    stub({ '/api/accounts/notifications': (body) => envelope(body ? null : prefs) });
    renderApp('/home/email-notification?language=en');
    const weekly = (await screen.findByLabelText('Weekly activity review')) as HTMLButtonElement;
    expect(screen.getAllByRole('switch')).toHaveLength(11);
    expect(screen.getByText('An e-mail summary of your week on GemBourse.')).toBeTruthy();
    expect(weekly.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(weekly);
    fireEvent.click(screen.getByLabelText('Sound for new messages'));
    click('Save');
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf('/api/accounts/notifications')).toEqual([{ ...prefs, weeklySummary: false, messageSound: true }]);
  });
});

describe('register box', () => {
  it('opens from the session flag with the same form, and closes', async () => {
    stubRegistrationApi();
    renderApp('/home/about?language=en');
    act(() => setSessionFlag('registerModalOpen', true));
    expect(await screen.findByLabelText('Company name')).toBeTruthy();
    expect(screen.getAllByText('Join GemBourse as a buyer').length).toBeGreaterThan(0);
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLButtonElement);
    await waitFor(() => expect(useSessionStore.getState().registerModalOpen).toBe(false));
  });
});
