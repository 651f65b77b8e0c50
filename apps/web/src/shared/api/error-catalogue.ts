import { ErrorCode } from '@gembourse/contracts/errors';
import { LIMITS } from '@gembourse/contracts/limits';
import { i18n } from '../i18n/i18n.ts';
import { logout } from '../session/logout.ts';
import { sessionToken } from '../session/session-store.ts';
import type { ApiError } from './api-error.ts';
import { ui } from './ui-bridge.ts';
import { shownNotice } from './shown-notice.ts';
import type { KeyOf } from '../i18n/keys.ts';

/** What a caller may ask of the catalogue for one request. */
export interface FailureOptions {
  /** Suppresses the generic toast (SPEC §8 "unless the request sets hideErrorMsg"); session rows still act. */
  hideErrorMsg?: boolean;
}

const t = (key: KeyOf<'errors'>) => i18n.t(key, { ns: 'errors' });

// Several calls in flight can fail with the same expired session; one notice and one logout is enough.
let sessionEnding = false;

function endSessionAfter(delayMs: number): void {
  setTimeout(() => {
    sessionEnding = false;
    logout();
  }, delayMs);
}

function sessionExpired(textKey: KeyOf<'errors'>): void {
  if (sessionEnding) return;
  sessionEnding = true;
  // The 300 ms run from the moment the notice is on screen (shown-notice.ts).
  ui().message.warning({ content: shownNotice(t(textKey), () => endSessionAfter(LIMITS.logoutDelayMs)), key: 'session-ended' });
}

// Reminders on screen, by text: several calls answering the same reminder together open one modal, not four.
const openReminders = new Set<string>();

/**
 * How a reminder looks: 30010 says a state to wait for (the account or the company is being verified), which is no
 * error of the member's, so it carries a warning icon rather than the red error one; 30011 and 30012 (suspended,
 * disabled) stay errors.
 */
type ReminderTone = 'warning' | 'error';

function reminder(msg: string, tone: ReminderTone): void {
  if (openReminders.has(msg)) return;
  openReminders.add(msg);
  ui().modal[tone]({ title: t('importantReminder'), content: msg, afterClose: () => openReminders.delete(msg) });
}

function importantReminder(msg: string, thenLogout: boolean, tone: ReminderTone = 'error'): void {
  // A guest (a disabled member trying to log in) has no session to end: logging out would only send them away from
  // the login page, so they get the reminder alone.
  if (!thenLogout || !sessionToken()) {
    reminder(msg, tone);
    return;
  }
  if (sessionEnding) return;
  sessionEnding = true;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    sessionEnding = false;
    logout();
  };
  const dialog = ui().modal.error({
    title: t('importantReminder'),
    // The 3 s run from the moment the reminder is on screen (shown-notice.ts), as the notices' 300 ms do: counted from
    // the call, a busy page that showed the modal a few hundred milliseconds late left the member less time to read it.
    content: shownNotice(msg, () =>
      setTimeout(() => {
        dialog.destroy();
        finish();
      }, LIMITS.forcedLogoutDelayMs),
    ),
    onOk: finish,
  });
}

/**
 * The 30012 row for callers outside HTTP (a realtime `logout` of a disabled account): the "Important reminder" modal
 * with `msg`; OK logs out, and so does the timer after 3 s.
 */
export function remindThenLogout(msg: string): void {
  importantReminder(msg, true);
}

/** The 6680 row for callers outside HTTP (a realtime `logout` of a revoked session): the notice, logout after 300 ms. */
export function announceSessionRevoked(): void {
  sessionExpired('sessionRevoked');
}

// Toasts carry a key equal to their text so that several lists failing together show one message, not five.
function toast(text: string): void {
  ui().message.error({ content: text, key: text });
}

/**
 * THE mapping from a failed call to what the user sees (SPEC §8). Every row of the table lives here and nowhere
 * else; the client calls this for each failure unless the request is `silent`.
 */
export function handleApiFailure(error: ApiError, options: FailureOptions = {}): void {
  switch (error.kind) {
    case 'aborted':
      return;
    case 'timeout':
      if (!options.hideErrorMsg) toast(t('timeout'));
      return;
    case 'network':
      if (!options.hideErrorMsg) toast(t('network'));
      return;
    case 'http':
    case 'unexpected-blob':
    case 'decrypt':
      if (!options.hideErrorMsg) toast(t('requestError'));
      return;
    case 'business':
      break;
  }
  switch (error.code) {
    case ErrorCode.NO_SESSION:
    case ErrorCode.LOGGED_IN_ELSEWHERE:
      sessionExpired('loggedInElsewhere');
      return;
    case ErrorCode.SESSION_REVOKED:
      sessionExpired('sessionRevoked');
      return;
    case ErrorCode.REMINDER:
      importantReminder(error.message, false, 'warning');
      return;
    case ErrorCode.REMINDER_ALT:
      importantReminder(error.message, false);
      return;
    case ErrorCode.REMINDER_LOGOUT:
      importantReminder(error.message, true);
      return;
    case ErrorCode.SILENT:
      return;
    default:
      if (!options.hideErrorMsg) toast(error.message || t('requestFailed'));
  }
}

/** Codes after which the session is over: callers should not retry or add their own notice. */
export function endsSession(error: ApiError): boolean {
  return (
    error.kind === 'business' &&
    (error.code === ErrorCode.NO_SESSION ||
      error.code === ErrorCode.LOGGED_IN_ELSEWHERE ||
      error.code === ErrorCode.SESSION_REVOKED ||
      error.code === ErrorCode.REMINDER_LOGOUT)
  );
}

/** Codes the catalogue answers with the "Important reminder" modal: callers should not show the msg again. */
export function opensReminder(error: ApiError): boolean {
  return (
    error.kind === 'business' &&
    (error.code === ErrorCode.REMINDER || error.code === ErrorCode.REMINDER_ALT || error.code === ErrorCode.REMINDER_LOGOUT)
  );
}

/** Forgets a pending session end and open reminders (tests run rows one after another). */
export function resetErrorCatalogue(): void {
  sessionEnding = false;
  openReminders.clear();
}
