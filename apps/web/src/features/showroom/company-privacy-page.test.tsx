import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyPrivacy } from '@gembourse/contracts/showroom';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const READ = '/api/company/privacy';
const SAVE = '/api/company/privacy/save';
const SAVED: CompanyPrivacy = { contactPrivacy: 'community' };
const EDIT_POINT = { menuId: 4051, webPerms: 'company:privacy:edit' };

type Handler = (body: unknown) => Response;

/** Logs a member of buyer company 3 in: its admin, holding company:privacy:edit, unless overridden. */
function logIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  setToken('tok', true);
  setUserInfo(makeUser({ join_type: 'buyer', email: 'buyer@example.com', permissions: [EDIT_POINT], ...overrides }));
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

const option = (group: HTMLElement, level: RegExp) => within(group).getByRole('radio', { name: level }) as HTMLInputElement;

beforeEach(() => resetSessionStore());
afterEach(() => vi.unstubAllGlobals());

describe('company privacy page (a buyer chooses who sees its contact details, issue 9)', () => {
  it('shows the contact privacy alone, and saves it ("Update successful")', async () => {
    await setLocale('en');
    logIn();
    const { bodiesOf, calls } = stubApi({ [READ]: () => envelope(SAVED), [SAVE]: (body) => envelope(body) });
    renderApp('/home/company-privacy?language=en');
    expect(await screen.findByRole('heading', { name: 'Contact privacy' })).toBeTruthy();
    const contacts = () => screen.getByRole('radiogroup', { name: 'Who can view my contact information' });
    await waitFor(() => expect(option(contacts(), /^Users within the community/).checked).toBe(true));
    // Nothing of a showroom: no product privacy, no Q&A, and the showroom's settings are never asked for.
    expect(screen.queryByRole('radiogroup', { name: 'Who can view my products' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(calls('/api/showroom/privacy')).toHaveLength(0);
    fireEvent.click(option(contacts(), /^Contacts only/));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf(SAVE)).toEqual([{ contactPrivacy: 'contacts' }]);
    expect(calls('/api/showroom/privacy/save')).toHaveLength(0);
  });

  it('reads and saves in simplified Chinese', async () => {
    await setLocale('zh-cn');
    logIn({ locale: 'zh-cn' });
    const { bodiesOf } = stubApi({ [READ]: () => envelope({ contactPrivacy: 'contacts' }), [SAVE]: (body) => envelope(body) });
    renderApp('/home/company-privacy?language=zh-cn');
    expect(await screen.findByRole('heading', { name: '联系方式隐私' })).toBeTruthy();
    const contacts = () => screen.getByRole('radiogroup', { name: '谁可以查看我的联系方式' });
    await waitFor(() => expect(option(contacts(), /^仅限联系人/).checked).toBe(true));
    fireEvent.click(option(contacts(), /^所有人/));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodiesOf(SAVE)).toEqual([{ contactPrivacy: 'everyone' }]));
  });

  it('is read-only, with a note and no Save, for a member without company:privacy:edit', async () => {
    await setLocale('en');
    logIn({ company_role: 'standard', permissions: [] });
    const { calls } = stubApi({ [READ]: () => envelope(SAVED) });
    renderApp('/home/company-privacy?language=en');
    expect(await screen.findByText('Only your company administrator can change this setting.')).toBeTruthy();
    const contacts = screen.getByRole('radiogroup', { name: 'Who can view my contact information' });
    await waitFor(() => expect(option(contacts, /^Users within the community/).checked).toBe(true));
    expect(option(contacts, /^Everyone/).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(calls(READ)).toHaveLength(1);
  });

  it("shows the server's refusal above Save", async () => {
    await setLocale('en');
    logIn();
    stubApi({ [READ]: () => envelope(SAVED), [SAVE]: () => envelope(null, 40300, 'You do not have permission to do this.', 0, 403) });
    renderApp('/home/company-privacy?language=en');
    const contacts = () => screen.getByRole('radiogroup', { name: 'Who can view my contact information' });
    await waitFor(() => expect(option(contacts(), /^Users within the community/).checked).toBe(true));
    fireEvent.click(option(contacts(), /^Everyone/));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission to do this.');
  });
});
