import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShowroomSettings } from '@gembourse/contracts/showroom';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const READ = '/api/showroom/settings';
const SAVE = '/api/showroom/settings/save';
const SAVED: ShowroomSettings = { preferredCurrency: 'USD', segment: null };
const VIEW_POINT = { menuId: 1001, webPerms: 'showroom:view' };
const EDIT_POINT = { menuId: 1041, webPerms: 'showroom:setting:edit' };

function logIn(permissions = [VIEW_POINT, EDIT_POINT]) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions }));
}

/** Stubs fetch: the settings answer through their handlers, the rest with an empty success. */
function stubApi(handlers: Record<string, (body: unknown) => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    if (handlers[path]) return handlers[path](typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) =>
    fetchMock.mock.calls
      .filter(([u]) => String(u).split('?')[0] === path)
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

const radio = (group: string, name: RegExp) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }) as HTMLInputElement;

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('showroom settings page (SPEC §3: preferred currency, product segment)', () => {
  it('saves the currency and the light-jewellery segment, whose note names its retail ceiling', async () => {
    logIn();
    const bodiesOf = stubApi({ [READ]: () => envelope(SAVED), [SAVE]: (body) => envelope(body) });
    renderApp('/home/showroom-setting?language=en');
    await waitFor(() => expect(radio('Preferred currency', /^USD$/).checked).toBe(true));
    expect(screen.getByText('Light, affordable pieces retailing at up to US$1,500.')).toBeTruthy();
    fireEvent.click(radio('Preferred currency', /^EUR$/));
    fireEvent.click(radio('Product segment', /^Light jewellery/));
    fireEvent.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(bodiesOf(SAVE)).toEqual([{ preferredCurrency: 'EUR', segment: 'light' }]);
  });

  it('shows a standard user the settings read-only, with no Save and no link to the profile editor', async () => {
    logIn([VIEW_POINT]);
    const bodiesOf = stubApi({ [READ]: () => envelope({ preferredCurrency: 'CNY', segment: 'high' }) });
    renderApp('/home/showroom-setting?language=en');
    await waitFor(() => expect(radio('Product segment', /^High-end/).checked).toBe(true));
    expect(radio('Preferred currency', /^CNY$/).disabled).toBe(true);
    expect(screen.getByText(/Only users allowed to change showroom settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save settings/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Video meetings/ })).toBeNull();
    expect(bodiesOf(SAVE)).toEqual([]);
  });

  it('speaks traditional Chinese', async () => {
    await setLocale('zh-tw');
    logIn();
    stubApi({ [READ]: () => envelope(SAVED) });
    renderApp('/home/showroom-setting?language=zh-tw');
    expect(await screen.findByRole('heading', { name: '展廳設定' })).toBeTruthy();
    await waitFor(() => expect(radio('偏好貨幣', /^USD$/).checked).toBe(true));
    expect(screen.getByText('輕巧、價格親民的款式，零售價不超過 1,500 美元。')).toBeTruthy();
  });
});
