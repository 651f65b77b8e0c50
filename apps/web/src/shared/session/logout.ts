import { authApi } from '@gembourse/contracts/auth.api';
import { buildRequestHeaders } from '../api/request-headers.ts';
import { forgetAppConfig } from '../app-config/app-config-store.ts';
import { navigateTo } from '../navigation/navigator.ts';
import { removeLocal } from '../storage/local-store.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { clearToken } from '../storage/token-store.ts';
import { sessionToken, useSessionStore } from './session-store.ts';

/** Stored entries that belong to the logged-in user and go with the session (SPEC §4). */
const USER_KEYS = [
  StorageKey.USER_INFO,
  StorageKey.USER_POINTS,
  StorageKey.USER_TAG_NAV,
  StorageKey.APP_CONFIG,
  StorageKey.HOME_QUICK_ENTRY,
  StorageKey.NOTICE_READ,
  StorageKey.TO_BE_DONE,
] as const;

/**
 * Resets the session in memory and forgets the token, leaving the user's stored entries alone. Start-up without a
 * token uses this: the token may live in another tab's sessionStorage, and that tab's tabs and settings must survive.
 */
export function resetSessionState(): void {
  clearToken();
  useSessionStore.setState({
    token: '',
    userInfo: null,
    menus: [],
    tabs: [],
    keepAlive: [],
    unreadCount: 0,
    todoCount: 0,
    notificationCount: 0,
    messagePanelOpen: false,
    status: 'ready',
  });
}

/** Clears the token, user info, menus, tabs and counters, in memory and in storage, without navigating. */
export function clearSession(): void {
  for (const key of USER_KEYS) removeLocal(key);
  // The stored config is gone, so the screen follows it back to the defaults instead of waiting for a reload.
  forgetAppConfig();
  resetSessionState();
}

/**
 * Logs out (SPEC §4): clears the session, tells the server best-effort and goes to the site root.
 * The server call uses bare fetch on purpose: it must never feed the error catalogue, which itself logs out.
 */
export function logout(options: { navigate?: boolean } = {}): void {
  const token = sessionToken();
  clearSession();
  if (token) {
    // A plain fetch, not the API client: it must never run the error catalogue (which would log out again).
    void fetch(authApi.logout.path, { method: authApi.logout.method, headers: buildRequestHeaders(token), credentials: 'omit' }).catch(
      () => undefined,
    );
  }
  if (options.navigate !== false) navigateTo('/');
}
