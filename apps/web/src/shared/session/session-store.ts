import { create } from 'zustand';
import type { CurrentUser, MenuItem } from '@gembourse/contracts/auth';
import { readLocalJson, writeLocalJson } from '../storage/local-store.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { getToken, setRememberFlag, setToken } from '../storage/token-store.ts';
import type { TabEntry } from './tabs.ts';

/** Where start-up stands: `loading` while a stored login is being confirmed with the server. */
export type SessionStatus = 'idle' | 'loading' | 'ready';

/** Client-side session state of SPEC §3. */
export interface SessionState {
  token: string;
  /** Null or a user without an id means guest (SPEC §4). */
  userInfo: CurrentUser | null;
  menus: MenuItem[];
  unreadCount: number;
  todoCount: number;
  /** Unread notifications of the notification centre (the bell's count), kept live by the `notifications` event. */
  notificationCount: number;
  tabs: TabEntry[];
  keepAlive: string[];
  loginModalOpen: boolean;
  registerModalOpen: boolean;
  loginTipOpen: boolean;
  messagePanelOpen: boolean;
  status: SessionStatus;
}

function initialState(token = getToken()): SessionState {
  // The stored user info lets a returning member see their header at once; start-up refreshes it.
  const stored = token ? readLocalJson<Omit<CurrentUser, 'token'> | null>(StorageKey.USER_INFO, null) : null;
  const userInfo: CurrentUser | null = stored ? { ...stored, token } : null;
  return {
    token,
    userInfo,
    menus: userInfo?.menuList ?? [],
    unreadCount: 0,
    todoCount: 0,
    notificationCount: 0,
    tabs: token ? readLocalJson<TabEntry[]>(StorageKey.USER_TAG_NAV, []) : [],
    keepAlive: [],
    loginModalOpen: false,
    registerModalOpen: false,
    loginTipOpen: false,
    messagePanelOpen: false,
    status: 'idle',
  };
}

/**
 * The session store (zustand): one instance for the whole app. Created with a guest's state and then given the stored
 * login: zustand's hook reads the state a store was created with during a server render and while the browser
 * hydrates, so both draw the page a guest gets (the server knows no login: the token lives in browser storage), and a
 * member's parts fill in right after hydration (issue 29). The other stores read their state as it is
 * (shared/state/app-store.ts).
 */
export const useSessionStore = create<SessionState>(() => initialState(''));
useSessionStore.setState(initialState(), true);

/** Re-reads storage into the store (tests, and a fresh start-up). */
export function resetSessionStore(): void {
  useSessionStore.setState(initialState(), true);
}

/** The session's token: the stored one, else the one in memory ('' when there is no session). */
export function sessionToken(): string {
  return getToken() || useSessionStore.getState().token;
}

/** True when the user info has an id (SPEC §4). */
export function isLoggedIn(user: Pick<CurrentUser, 'id'> | null | undefined): boolean {
  return Boolean(user?.id);
}

/** Hook: whether the visitor is a logged-in member. */
export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => isLoggedIn(s.userInfo));
}

/** Stores the confirmed user (state and browser storage). */
export function setUserInfo(user: CurrentUser): void {
  // The token stays where the remember flag put it (session storage when unticked), never copied into user info.
  const { token: _token, ...stored } = user;
  writeLocalJson(StorageKey.USER_INFO, stored);
  // The permission points under their own key (SPEC §3), so a screen can read them without the whole user.
  writeLocalJson(StorageKey.USER_POINTS, user.permissions);
  useSessionStore.setState({ userInfo: user, menus: user.menuList, token: getToken() });
}

/** Starts a session after login: keeps the token where the remember flag says (SPEC §4) and stores the user. */
export function signIn(token: string, user: CurrentUser, remember: boolean): void {
  setRememberFlag(remember);
  setToken(token, remember);
  setUserInfo(user);
  useSessionStore.setState({ status: 'ready', loginTipOpen: false });
}

/** Replaces the tab list and persists it under the user tag-nav key. */
export function setTabs(tabs: TabEntry[]): void {
  writeLocalJson(StorageKey.USER_TAG_NAV, tabs);
  useSessionStore.setState({ tabs });
}

/** Replaces the keep-alive list (memory only: a reload starts with fresh pages). */
export function setKeepAlive(keepAlive: string[]): void {
  if (keepAlive !== useSessionStore.getState().keepAlive) useSessionStore.setState({ keepAlive });
}

/** Opens or closes one of the session's dialogs and panels. */
export function setSessionFlag(flag: 'loginModalOpen' | 'registerModalOpen' | 'loginTipOpen' | 'messagePanelOpen', open: boolean): void {
  useSessionStore.setState({ [flag]: open });
}
