import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { promptLogin } from '../../../shared/session/login-tip.ts';
import { useIsLoggedIn, useSessionStore } from '../../../shared/session/session-store.ts';

/** How a member-only action behaves for a guest. */
export interface MemberActionOptions {
  /**
   * Run the action once the guest has logged in through the login box (a dialog such as "Request contact" reopens);
   * closing the box without logging in forgets it.
   */
  resume?: boolean;
}

/**
 * Wraps an action that needs a member: a guest gets "Please log in first" (SPEC §8), the login box and the login tip instead;
 * a member runs the action.
 */
export function useMemberAction() {
  const loggedIn = useIsLoggedIn();
  const loginBoxOpen = useSessionStore((s) => s.loginModalOpen);
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!loggedIn || !pending.current) return;
    const action = pending.current;
    pending.current = null;
    action();
  }, [loggedIn]);
  useEffect(() => {
    if (!loginBoxOpen && !loggedIn) pending.current = null;
  }, [loginBoxOpen, loggedIn]);

  return useCallback(
    (action: () => void, options: MemberActionOptions = {}) => {
      if (loggedIn) {
        action();
        return;
      }
      pending.current = options.resume ? action : null;
      void message.warning({ content: t('loginFirst'), key: 'login-first' });
      promptLogin();
    },
    [loggedIn, message, t],
  );
}
