import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShowroomPrivacy } from '@gembourse/contracts/showroom';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const PATH = '/home/showroom-privacy?language=en';
const READ = '/api/showroom/privacy';
const SAVE = '/api/showroom/privacy/save';
const SAVED: ShowroomPrivacy = { productPrivacy: 'community', contactPrivacy: 'contacts', qaEnabled: true, qaAnonymous: false };
const EDIT_POINT = { menuId: 1041, webPerms: 'showroom:setting:edit' };
/** Every member of a seller holds showroom:view (the page's access, packages/contracts/src/pages.ts). */
const VIEW_POINT = { menuId: 1001, webPerms: 'showroom:view' };

type Handler = (body: unknown) => Response;

/** Logs a member of seller company 3 in: its admin unless overridden. */
function logIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: [VIEW_POINT, EDIT_POINT], ...overrides }));
}

/** Stubs fetch: the given paths answer through their handler, the rest with an empty success. */
function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    if (handlers[path]) return handlers[path](typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === path);
  const bodiesOf = (path: string) => calls(path).map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  return { calls, bodiesOf };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const products = () => group('Who can view my products');
const contacts = () => group('Who can view my contact information');
const option = (inGroup: HTMLElement, level: RegExp) => within(inGroup).getByRole('radio', { name: level }) as HTMLInputElement;
const qa = () => screen.getByRole('switch', { name: 'Product Q&A' });
const anonymous = () => screen.getByRole('switch', { name: 'Allow anonymous questions' });

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('showroom privacy page (SPEC §3 "Showroom settings")', () => {
  it('loads the saved settings into the form, each level with its explanation', async () => {
    logIn();
    stubApi({ [READ]: () => envelope(SAVED) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Showroom privacy' })).toBeTruthy();
    await waitFor(() => expect(option(products(), /^Users within the community/).checked).toBe(true));
    expect(option(products(), /^Everyone/).checked).toBe(false);
    expect(option(contacts(), /^Contacts only/).checked).toBe(true);
    expect(within(products()).getByText('Anyone can browse your showroom, guests included.')).toBeTruthy();
    expect(within(contacts()).getByText('Any logged-in member sees them; guests are asked to log in.')).toBeTruthy();
    expect(qa().getAttribute('aria-checked')).toBe('true');
    expect(anonymous().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText(/Only your company administrator/)).toBeNull();
  });

  it('saves all four settings and says "Update successful"', async () => {
    logIn();
    const { bodiesOf } = stubApi({ [READ]: () => envelope(SAVED), [SAVE]: (body) => envelope(body) });
    renderApp(PATH);
    await waitFor(() => expect(option(contacts(), /^Contacts only/).checked).toBe(true));
    fireEvent.click(option(contacts(), /^Everyone/));
    fireEvent.click(anonymous());
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf(SAVE)).toEqual([{ productPrivacy: 'community', contactPrivacy: 'everyone', qaEnabled: true, qaAnonymous: true }]);
  });

  it('disables the anonymous switch while Q&A is off, and keeps its value', async () => {
    logIn();
    const { bodiesOf } = stubApi({ [READ]: () => envelope({ ...SAVED, qaAnonymous: true }), [SAVE]: (body) => envelope(body) });
    renderApp(PATH);
    await waitFor(() => expect(anonymous().getAttribute('aria-checked')).toBe('true'));
    expect((anonymous() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(qa());
    await waitFor(() => expect((anonymous() as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Turn on product Q&A to choose this.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf(SAVE)).toEqual([{ ...SAVED, qaEnabled: false, qaAnonymous: true }]);
  });

  it("shows the server's refusal above Save and keeps the form", async () => {
    logIn();
    stubApi({ [READ]: () => envelope(SAVED), [SAVE]: () => envelope(null, 40300, 'You do not have permission to do this.', 0, 403) });
    renderApp(PATH);
    await waitFor(() => expect(option(products(), /^Users within the community/).checked).toBe(true));
    fireEvent.click(option(products(), /^Contacts only/));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You do not have permission to do this.');
    expect(option(products(), /^Contacts only/).checked).toBe(true);
    expect(screen.queryByText('Update successful')).toBeNull();
  });

  it('is read-only, with a note and no Save, for a standard user without showroom:setting:edit', async () => {
    logIn({ company_role: 'standard', permissions: [VIEW_POINT, { menuId: 1011, webPerms: 'showroom:product:add' }] });
    const { calls } = stubApi({ [READ]: () => envelope(SAVED) });
    renderApp(PATH);
    expect(await screen.findByText(/Only your company administrator, or team members allowed/)).toBeTruthy();
    await waitFor(() => expect(option(products(), /^Users within the community/).checked).toBe(true));
    expect(option(products(), /^Everyone/).disabled).toBe(true);
    expect(option(contacts(), /^Everyone/).disabled).toBe(true);
    expect((qa() as HTMLButtonElement).disabled).toBe(true);
    expect((anonymous() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(calls(READ)).toHaveLength(1);
  });

  it('lets a standard user who holds showroom:setting:edit save', async () => {
    logIn({ company_role: 'standard' });
    stubApi({ [READ]: () => envelope(SAVED) });
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: /Save/ })).toBeTruthy();
    expect(screen.queryByText(/Only your company administrator/)).toBeNull();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    logIn();
    let fail = true;
    stubApi({ [READ]: () => (fail ? envelope(null, 50000, 'Server error', 0, 500) : envelope(SAVED)) });
    renderApp(PATH);
    expect(await screen.findByText('The showroom settings could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(option(products(), /^Users within the community/).checked).toBe(true));
  });

  // Issue 9: a buyer company has no showroom, but chooses its contact privacy on its own page (docs/decisions.md).
  it('sends a buyer company to its own privacy page, keeping the language, and loads nothing of the showroom', async () => {
    logIn({ join_type: 'buyer', permissions: [] });
    const { calls } = stubApi({ '/api/company/privacy': () => envelope({ contactPrivacy: 'community' }) });
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Contact privacy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/company-privacy');
    expect(router.state.location.search).toContain('language=en');
    expect(calls(READ)).toHaveLength(0);
  });
});
