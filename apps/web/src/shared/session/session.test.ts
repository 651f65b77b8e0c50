import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { installUiSpies } from '../api/test-helpers.ts';
import { setErrorReporter } from '../errors/report-error.ts';
import { setNavigator, type Navigator } from '../navigation/navigator.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { getToken, setToken } from '../storage/token-store.ts';
import { clearSession, logout } from './logout.ts';
import { resetSessionStore, setTabs, setUserInfo, useSessionStore } from './session-store.ts';
import { startSession } from './start-session.ts';
import { addKeepAlive, clearKeepAlive, closeOtherTabs, closeTab, openTab } from './tabs.ts';

let fetchMock: ReturnType<typeof vi.fn>;
let navigate: ReturnType<typeof vi.fn<Navigator>>;

beforeEach(() => {
  fetchMock = vi.fn(async () => envelope(null));
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<Navigator>();
  setNavigator(navigate);
  resetSessionStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('logout (SPEC §4)', () => {
  it('clears token, user info, menus, tabs and unread count, and the user entries in storage', () => {
    setToken('tok', true);
    setUserInfo(
      makeUser({
        menuList: [
          {
            menuId: 1,
            parentId: 0,
            menuType: 2,
            menuName: 'm',
            menuTitle: 't',
            path: '/x',
            frameUrl: null,
            icon: null,
            sort: 1,
            visibleFlag: true,
            disabledFlag: false,
            webPerms: null,
          },
        ],
      }),
    );
    setTabs([{ menuName: 'a', menuTitle: 'A' }]);
    useSessionStore.setState({ unreadCount: 4 });
    for (const key of [
      StorageKey.USER_POINTS,
      StorageKey.APP_CONFIG,
      StorageKey.HOME_QUICK_ENTRY,
      StorageKey.NOTICE_READ,
      StorageKey.TO_BE_DONE,
    ]) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem(StorageKey.LANGUAGE, 'tr');
    localStorage.setItem('fingerprint', 'fp');

    logout();

    const s = useSessionStore.getState();
    expect([s.token, s.userInfo, s.menus, s.tabs, s.unreadCount]).toEqual(['', null, [], [], 0]);
    expect(getToken()).toBe('');
    for (const key of [
      StorageKey.USER_INFO,
      StorageKey.USER_POINTS,
      StorageKey.USER_TAG_NAV,
      StorageKey.APP_CONFIG,
      StorageKey.HOME_QUICK_ENTRY,
      StorageKey.NOTICE_READ,
      StorageKey.TO_BE_DONE,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    // The language and the device fingerprint belong to the browser, not to the session.
    expect(localStorage.getItem(StorageKey.LANGUAGE)).toBe('tr');
    expect(localStorage.getItem('fingerprint')).toBe('fp');
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('stores the user info without the token, and the permission points under their own key', () => {
    setToken('secret-session-token', false);
    setUserInfo(makeUser({ token: 'secret-session-token', permissions: [{ menuId: 9, webPerms: 'showroom:product:delete' }] }));
    expect(localStorage.getItem(StorageKey.USER_INFO)).not.toContain('secret-session-token');
    expect(JSON.parse(localStorage.getItem(StorageKey.USER_POINTS) ?? '[]')).toEqual([{ menuId: 9, webPerms: 'showroom:product:delete' }]);
    expect(useSessionStore.getState().userInfo?.token).toBe('secret-session-token');
  });

  it('tells the server with the old token, best-effort', () => {
    setToken('tok-9', false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    logout();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    expect(init.credentials).toBe('omit');
  });

  it('does not call the server without a token', () => {
    logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('clearSession does not navigate', () => {
    setToken('t', true);
    clearSession();
    expect(getToken()).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('start-up (SPEC §4)', () => {
  it('with a stored login: mounts and loads the current user', async () => {
    setToken('tok', true);
    fetchMock.mockResolvedValueOnce(envelope(makeUser({ id: 42 })));
    const mount = vi.fn();
    await startSession(mount);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/company/user/current');
    expect(useSessionStore.getState().userInfo?.id).toBe(42);
    expect(useSessionStore.getState().status).toBe('ready');
  });

  it('on failure: error notice with the msg, report, mount again, load once more', async () => {
    const ui = installUiSpies();
    const reporter = vi.fn();
    setErrorReporter(reporter);
    setToken('tok', true);
    fetchMock
      .mockResolvedValueOnce(envelope(null, 50000, 'Database is resting', 0, 500))
      .mockResolvedValueOnce(envelope(makeUser({ id: 43 })));
    const mount = vi.fn();
    await startSession(mount);
    expect(ui.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: 'Database is resting' }));
    expect(ui.message.error).not.toHaveBeenCalled();
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().userInfo?.id).toBe(43);
  });

  it("uses the error's own message when the answer has no msg", async () => {
    const ui = installUiSpies();
    setErrorReporter(() => undefined);
    setToken('tok', true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await startSession(vi.fn());
    expect(ui.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: 'Network connection error' }));
  });

  it('without a stored login: mounts, logged out in memory, and keeps the stored entries of another tab', async () => {
    // A login without "remember me" keeps its token in the first tab's sessionStorage; a second tab starts without it
    // and must not wipe the tabs, settings and user info the first tab still uses.
    const stored = {
      [StorageKey.USER_INFO]: JSON.stringify(makeUser()),
      [StorageKey.USER_TAG_NAV]: JSON.stringify([{ menuName: 'a', menuTitle: 'A' }]),
      [StorageKey.APP_CONFIG]: JSON.stringify({ websiteName: 'Aurora' }),
    };
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    useSessionStore.setState({ token: 'stale', userInfo: makeUser(), tabs: [{ menuName: 'a', menuTitle: 'A' }], unreadCount: 3 });
    const mount = vi.fn();
    await startSession(mount);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    const s = useSessionStore.getState();
    expect([s.token, s.userInfo, s.tabs, s.unreadCount, s.status]).toEqual(['', null, [], 0, 'ready']);
    for (const [key, value] of Object.entries(stored)) expect(localStorage.getItem(key), key).toBe(value);
  });

  it('a real logout afterwards still removes the stored entries', async () => {
    localStorage.setItem(StorageKey.USER_TAG_NAV, '[]');
    await startSession(vi.fn());
    logout();
    expect(localStorage.getItem(StorageKey.USER_TAG_NAV)).toBeNull();
  });
});

describe('tabs and keep-alive (SPEC §4)', () => {
  it('opening adds a tab or updates its origin', () => {
    const tabs = openTab([], { menuName: 'a', menuTitle: 'A' });
    const again = openTab(tabs, { menuName: 'a', menuTitle: 'A', fromMenuName: 'home' });
    expect(again).toHaveLength(1);
    expect(again[0].fromMenuName).toBe('home');
    expect(closeTab(again, 'a')).toEqual([]);
    const two = openTab(again, { menuName: 'b', menuTitle: 'B' });
    expect(closeOtherTabs(two, 'b').map((t) => t.menuName)).toEqual(['b']);
    expect(closeOtherTabs(two, 'zzz')).toEqual([]);
  });

  it('keep-alive ignores duplicates and the 31st entry; clearing keeps a named entry', () => {
    let list: string[] = [];
    for (let i = 0; i < 35; i++) list = addKeepAlive(list, `p${i}`);
    expect(list).toHaveLength(30);
    expect(addKeepAlive(['a'], 'a')).toEqual(['a']);
    expect(clearKeepAlive(['a', 'b'], 'b')).toEqual(['b']);
    expect(clearKeepAlive(['a', 'b'], 'c')).toEqual([]);
  });
});
