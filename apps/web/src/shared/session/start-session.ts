import { errorMessageOf, isApiError } from '../api/api-error.ts';
import { endsSession } from '../api/error-catalogue.ts';
import { ui } from '../api/ui-bridge.ts';
import { reportError } from '../errors/report-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { getToken } from '../storage/token-store.ts';
import { loadCurrentUser } from './load-current-user.ts';
import { resetSessionState } from './logout.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Start-up of SPEC §4. With a stored login: mount, load the user; on failure show the message as an error notice,
 * report it, mount again and load once more. Without one: mount, logged out. That resets the session in memory only
 * and does not navigate: a guest opening a deep link keeps it (the SPEC's "logged out" is about state, not the page),
 * and the stored tabs, settings and user info stay, because a login kept in sessionStorage belongs to another tab
 * that still uses them. Only a real logout (manual, forced, expired) removes them.
 */
export async function startSession(mount: () => void): Promise<void> {
  mount();
  if (!getToken()) {
    resetSessionState();
    return;
  }
  useSessionStore.setState({ status: 'loading' });
  try {
    await loadCurrentUser();
  } catch (error) {
    // An ended session was already announced and logged out by the error catalogue; retrying would only repeat it.
    if (isApiError(error) && endsSession(error)) return;
    ui().notification.error({
      title: i18n.t('errors:loadUserFailed'),
      description: errorMessageOf(error, i18n.t('errors:requestError')),
    });
    reportError(error, { where: 'startSession' });
    mount();
    try {
      await loadCurrentUser();
    } catch (again) {
      reportError(again, { where: 'startSession retry' });
    }
  } finally {
    if (useSessionStore.getState().status === 'loading') useSessionStore.setState({ status: 'ready' });
  }
}
