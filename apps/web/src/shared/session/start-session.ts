import { errorMessageOf, isApiError } from '../api/api-error.ts';
import { endsSession } from '../api/error-catalogue.ts';
import { ui } from '../api/ui-bridge.ts';
import { reportError } from '../errors/report-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { getToken } from '../storage/token-store.ts';
import { loadCurrentUser } from './load-current-user.ts';
import { clearSession } from './logout.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Start-up of SPEC §4. With a stored login: mount, load the user; on failure show the message as an error notice,
 * report it, mount again and load once more. Without one: mount and clear the session. Clearing does not navigate:
 * a guest opening a deep link keeps it (the SPEC's "logged out" is about state, not about the page).
 */
export async function startSession(mount: () => void): Promise<void> {
  mount();
  if (!getToken()) {
    clearSession();
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
