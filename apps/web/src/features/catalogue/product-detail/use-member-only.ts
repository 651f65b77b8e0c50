import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { promptLogin } from '../../../shared/session/login-tip.ts';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';

/**
 * Wraps an action only members may take: a guest gets SPEC §8's "Please log in first" and the login box instead.
 * (The companies feature has the same guard with a resume-after-login store; features may not import each other.)
 */
export function useMemberOnly() {
  const loggedIn = useIsLoggedIn();
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  return useCallback(
    (action: () => void) => {
      if (loggedIn) return action();
      void message.warning({ content: t('loginFirst'), key: 'login-first' });
      promptLogin();
    },
    [loggedIn, message, t],
  );
}
