import { readSession, writeSession } from '../storage/local-store.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { isLoggedIn, useSessionStore } from './session-store.ts';

/** How long a guest stays on a page before the login tip offers itself (once per browser session). */
export const LOGIN_TIP_DELAY_MS = 8000;

/** Shows the login tip (SPEC §3 "login tip" flag) on the header's "Log in" button; members never see it. */
export function showLoginTip(): void {
  if (!isLoggedIn(useSessionStore.getState().userInfo)) useSessionStore.setState({ loginTipOpen: true });
}

/** Closes the login tip. */
export function dismissLoginTip(): void {
  useSessionStore.setState({ loginTipOpen: false });
}

/**
 * What a guest's member-only action calls: opens the login box and raises the tip, which shows once the box is
 * closed without logging in, so the way back to logging in stays pointed out.
 */
export function promptLogin(): void {
  useSessionStore.setState({ loginModalOpen: true, loginTipOpen: true });
}

/** True the first time in this browser session (sessionStorage), then false: the timed tip shows once. */
export function claimTimedLoginTip(): boolean {
  if (readSession(StorageKey.LOGIN_TIP_SHOWN)) return false;
  writeSession(StorageKey.LOGIN_TIP_SHOWN, '1');
  return true;
}
