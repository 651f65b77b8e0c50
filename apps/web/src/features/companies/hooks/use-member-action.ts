import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSessionFlag, useIsLoggedIn } from '../../../shared/session/session-store.ts';

/**
 * Wraps an action that needs a member: a guest gets "Please log in first" (SPEC §8) and the login box instead;
 * a member runs the action.
 */
export function useMemberAction() {
  const loggedIn = useIsLoggedIn();
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  return useCallback(
    (action: () => void) => {
      if (loggedIn) {
        action();
        return;
      }
      void message.warning({ content: t('loginFirst'), key: 'login-first' });
      setSessionFlag('loginModalOpen', true);
    },
    [loggedIn, message, t],
  );
}
