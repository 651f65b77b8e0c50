import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { createAppStore } from '../state/app-store.ts';
import { promptLogin } from './login-tip.ts';
import { isLoggedIn, useIsLoggedIn, useSessionStore } from './session-store.ts';

/**
 * The guest's action waiting for their login, by key ("request contact with company 11"). A store, not component
 * state: the page re-renders as another viewer after the login (its queries are keyed by the viewer), so the button
 * that asked may be a new instance by then.
 */
const useWaitingAction = createAppStore<{ key: string | null }>(() => ({ key: null }));

// Closing the login box without logging in drops the waiting action.
useSessionStore.subscribe((state, prev) => {
  if (prev.loginModalOpen && !state.loginModalOpen && !isLoggedIn(state.userInfo)) useWaitingAction.setState({ key: null });
});

/** How a member-only action behaves for a guest. */
export interface MemberActionOptions {
  /**
   * Run the action once the guest has logged in through the login box (a dialog such as "Request contact" reopens):
   * the key names it, and the component that can run it says so with useResumeAfterLogin(key, action).
   */
  resume?: string;
}

/**
 * Wraps an action that needs a member: a guest gets "Please log in first" (SPEC §8), the login box and the login tip instead;
 * a member runs the action.
 */
export function useMemberAction() {
  const loggedIn = useIsLoggedIn();
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  return useCallback(
    (action: () => void, options: MemberActionOptions = {}) => {
      if (loggedIn) {
        action();
        return;
      }
      useWaitingAction.setState({ key: options.resume ?? null });
      void message.warning({ content: t('loginFirst'), key: 'login-first' });
      promptLogin();
    },
    [loggedIn, message, t],
  );
}

/** Runs `action` once the visitor is logged in, when the guest's action `key` is waiting for it (then forgets it). */
export function useResumeAfterLogin(key: string, action: () => void): void {
  const loggedIn = useIsLoggedIn();
  const waiting = useWaitingAction((s) => s.key === key);
  const run = useRef(action);
  useEffect(() => {
    run.current = action;
  });
  useEffect(() => {
    if (!loggedIn || !waiting) return;
    useWaitingAction.setState({ key: null });
    run.current();
  }, [loggedIn, waiting]);
}
