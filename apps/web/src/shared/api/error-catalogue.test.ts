import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@gembourse/contracts/errors';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { setNavigator, type Navigator } from '../navigation/navigator.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../session/session-store.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { getToken, setToken } from '../storage/token-store.ts';
import { ApiError } from './api-error.ts';
import { opensReminder, resetErrorCatalogue } from './error-catalogue.ts';
import { getRequest } from './http-client.ts';
import { installUiSpies, noticeAppears, shownText } from './test-helpers.ts';

let ui: ReturnType<typeof installUiSpies>;
let navigate: ReturnType<typeof vi.fn<Navigator>>;
let fetchMock: ReturnType<typeof vi.fn>;

function answer(res: Response | Error | DOMException) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/auth/logout') return envelope(null);
    // DOMException is not an Error subclass in every environment, so test for the Response instead.
    if (!(res instanceof Response)) throw res;
    return res.clone();
  });
}

async function call(options = {}) {
  return getRequest('/api/anything', undefined, options).catch((e: unknown) => e);
}

function loggedIn() {
  setToken('tok-1', true);
  setUserInfo(makeUser());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  ui = installUiSpies();
  navigate = vi.fn<Navigator>();
  setNavigator(navigate);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  resetErrorCatalogue();
  resetSessionStore();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('error catalogue (SPEC §8)', () => {
  it.each([ErrorCode.NO_SESSION, ErrorCode.LOGGED_IN_ELSEWHERE])(
    'code %i: "Login expired or logged in elsewhere", then logout and root after 300 ms',
    async (code) => {
      loggedIn();
      answer(envelope(null, code, 'session gone', 0, 401));
      const error = await call();
      expect(error).toBeInstanceOf(ApiError);
      expect(shownText(ui.message.warning)).toBe('Login expired or logged in elsewhere');
      noticeAppears(ui.message.warning);
      vi.advanceTimersByTime(299);
      expect(getToken()).toBe('tok-1');
      expect(navigate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(getToken()).toBe('');
      expect(useSessionStore.getState().userInfo).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/', undefined);
    },
  );

  it('shows one notice and logs out once when several calls fail together', async () => {
    loggedIn();
    answer(envelope(null, ErrorCode.NO_SESSION, 'x', 0, 401));
    await Promise.all([call(), call(), call()]);
    expect(ui.message.warning).toHaveBeenCalledTimes(1);
    noticeAppears(ui.message.warning);
    vi.advanceTimersByTime(300);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  // On a busy machine antd shows a notice frames after it was asked for: the visitor still gets the 300 ms to read it.
  it('counts the 300 ms from the moment the notice is on screen', async () => {
    loggedIn();
    answer(envelope(null, ErrorCode.LOGGED_IN_ELSEWHERE, 'elsewhere', 0, 401));
    await call();
    vi.advanceTimersByTime(1000);
    expect(getToken()).toBe('tok-1');
    noticeAppears(ui.message.warning);
    noticeAppears(ui.message.warning);
    vi.advanceTimersByTime(299);
    expect(getToken()).toBe('tok-1');
    vi.advanceTimersByTime(1);
    expect(getToken()).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('code 6680: "Login expired, please log in again", logout after 300 ms', async () => {
    loggedIn();
    answer(envelope(null, ErrorCode.SESSION_REVOKED, 'revoked', 0, 401));
    await call();
    expect(shownText(ui.message.warning)).toBe('Login expired, please log in again');
    noticeAppears(ui.message.warning);
    vi.advanceTimersByTime(299);
    expect(getToken()).toBe('tok-1');
    vi.advanceTimersByTime(1);
    expect(getToken()).toBe('');
    expect(localStorage.getItem(StorageKey.USER_INFO)).toBeNull();
  });

  // Issue 9 (item 12): 30010 ("being verified") is a warning, not a red error; 30011 stays an error modal.
  it.each([
    [ErrorCode.REMINDER, 'warning'],
    [ErrorCode.REMINDER_ALT, 'error'],
  ] as const)('code %i: %s modal "Important reminder" with the server msg', async (code, tone) => {
    loggedIn();
    answer(envelope(null, code, `Your company is pending verification (${code})`, 0, 403));
    await call();
    // Several calls answering the same reminder together open one modal.
    await call();
    expect(ui.modal[tone]).toHaveBeenCalledTimes(1);
    expect(ui.modal[tone === 'warning' ? 'error' : 'warning']).not.toHaveBeenCalled();
    expect(ui.modal[tone].mock.calls[0][0]).toMatchObject({
      title: 'Important reminder',
      content: `Your company is pending verification (${code})`,
    });
    vi.advanceTimersByTime(5000);
    expect(getToken()).toBe('tok-1');
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('code 30012: the same modal, then automatic logout after 3 s', async () => {
    loggedIn();
    answer(envelope(null, ErrorCode.REMINDER_LOGOUT, 'Your account was disabled', 0, 403));
    await call();
    expect(ui.modal.error.mock.calls[0][0]).toMatchObject({ title: 'Important reminder' });
    expect(shownText(ui.modal.error)).toBe('Your account was disabled');
    // The 3 s count from the moment the reminder is on screen, not from the call.
    vi.advanceTimersByTime(5000);
    expect(getToken()).toBe('tok-1');
    noticeAppears(ui.modal.error);
    vi.advanceTimersByTime(2999);
    expect(getToken()).toBe('tok-1');
    vi.advanceTimersByTime(1);
    expect(getToken()).toBe('');
    expect(ui.dialog.destroy).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('code 30012: OK on the modal logs out at once, and only once', async () => {
    loggedIn();
    answer(envelope(null, ErrorCode.REMINDER_LOGOUT, 'disabled', 0, 403));
    await call();
    const { onOk } = ui.modal.error.mock.calls[0][0] as { onOk: () => void };
    noticeAppears(ui.modal.error);
    onOk();
    expect(getToken()).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);
    // The timer started when the modal showed; its end logs out no second time.
    vi.advanceTimersByTime(3000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('code 30012 without a session (a disabled member logging in): the modal only, no logout, no navigation', async () => {
    answer(envelope(null, ErrorCode.REMINDER_LOGOUT, 'Your account has been disabled', 0, 403));
    await call({ hideErrorMsg: true });
    await call({ hideErrorMsg: true });
    expect(ui.modal.error).toHaveBeenCalledTimes(1);
    const config = ui.modal.error.mock.calls[0][0] as { title: string; content: string; onOk?: () => void };
    expect(config).toMatchObject({ title: 'Important reminder', content: 'Your account has been disabled' });
    config.onOk?.();
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/logout', expect.anything());
    expect(ui.dialog.destroy).not.toHaveBeenCalled();
  });

  it('opensReminder names the codes the modal already shows', () => {
    const of = (code: number) => new ApiError('business', 'x', { code });
    expect([ErrorCode.REMINDER, ErrorCode.REMINDER_ALT, ErrorCode.REMINDER_LOGOUT].map((c) => opensReminder(of(c)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(opensReminder(of(ErrorCode.BAD_CREDENTIALS))).toBe(false);
    expect(opensReminder(new ApiError('network', 'x'))).toBe(false);
  });

  it('code 5001: silent', async () => {
    answer(envelope(null, ErrorCode.SILENT, 'quiet'));
    const error = await call();
    expect(error).toMatchObject({ kind: 'business', code: 5001 });
    expect(ui.message.error).not.toHaveBeenCalled();
    expect(ui.message.warning).not.toHaveBeenCalled();
    expect(ui.modal.error).not.toHaveBeenCalled();
  });

  it('other codes: the server msg as a toast', async () => {
    answer(envelope(null, ErrorCode.NOT_FOUND, 'Product not found', 0, 404));
    const error = await call();
    expect(error).toMatchObject({ kind: 'business', code: ErrorCode.NOT_FOUND, message: 'Product not found' });
    expect(shownText(ui.message.error)).toBe('Product not found');
  });

  it('other codes: no toast when the request sets hideErrorMsg', async () => {
    answer(envelope(null, ErrorCode.BAD_CREDENTIALS, 'Wrong e-mail or password', 0, 400));
    const error = await call({ hideErrorMsg: true });
    expect(error).toMatchObject({ code: ErrorCode.BAD_CREDENTIALS, message: 'Wrong e-mail or password' });
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('timeout: "Network timeout"', async () => {
    answer(new DOMException('The operation timed out.', 'TimeoutError'));
    const error = await call({ timeoutMs: 10 });
    expect(error).toMatchObject({ kind: 'timeout', message: 'Network timeout' });
    expect(shownText(ui.message.error)).toBe('Network timeout');
  });

  it('network failure: "Network connection error"', async () => {
    answer(new TypeError('Failed to fetch'));
    const error = await call();
    expect(error).toMatchObject({ kind: 'network', message: 'Network connection error' });
    expect(shownText(ui.message.error)).toBe('Network connection error');
  });

  it('other request error: "A network error occurred"', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await call();
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(shownText(ui.message.error)).toBe('A network error occurred');
  });

  it('a caller abort shows nothing', async () => {
    answer(new DOMException('aborted', 'AbortError'));
    const error = await call();
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('messages follow the language', async () => {
    const { setLocale } = await import('../i18n/locale-store.ts');
    await setLocale('zh-tw');
    answer(new TypeError('Failed to fetch'));
    await call();
    expect(shownText(ui.message.error)).toBe('網路連線錯誤');
    await setLocale('en');
  });
});
