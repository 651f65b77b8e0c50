import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { promptLogin } from '../../../shared/session/login-tip.ts';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';

/**
 * Wraps an action that needs a member: a guest gets "Please log in first" (SPEC §8), the login box and the login tip instead;
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
      promptLogin();
    },
    [loggedIn, message, t],
  );
}
