import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyApi } from '@gembourse/contracts/company.api';
import { favouritesApi } from '@gembourse/contracts/favourites.api';
import { envelope } from '../../test/fixtures.ts';
import { resetSessionStore } from '../session/session-store.ts';
import { clearToken, setToken } from '../storage/token-store.ts';
import { isApiError } from './api-error.ts';
import { callApi } from './endpoint-client.ts';
import { installUiSpies } from './test-helpers.ts';

let fetchMock: ReturnType<typeof vi.fn>;
let ui: ReturnType<typeof installUiSpies>;

beforeEach(() => {
  ui = installUiSpies();
  // No session at all: the stored token, and the one a test file before this one may have left in memory (the files
  // of a worker share the session store; sessionToken() reads both).
  clearToken();
  resetSessionStore();
  fetchMock = vi.fn(async () => envelope([]));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

const sentPaths = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

// Issue 9, item 12: after a logout, a render committed just before it re-created a member's query and sent it with
// no token (it answered 401). A members' read is not sent without a session; everything else still is.
describe("a members' read without a session", () => {
  it('is not sent, and fails quietly as a cancelled call', async () => {
    const error = await callApi(companyApi.match, { query: { limit: 12 } }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('aborted');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(ui.message.error).not.toHaveBeenCalled();
    expect(ui.modal.warning).not.toHaveBeenCalled();
  });

  it('is sent with the session, and a public read is sent without one', async () => {
    await callApi(companyApi.recommend);
    setToken('tok', false);
    await callApi(companyApi.match, { query: { limit: 12 } });
    expect(sentPaths()).toEqual(['/api/company/mainpage/recommend', '/api/company/match']);
  });

  it('leaves writes to the server: a member write without a session is still sent', async () => {
    await callApi(favouritesApi.setBrand, { params: { id: 3 }, body: { collected: true } }).catch(() => undefined);
    expect(sentPaths()).toEqual(['/api/favourite/brand/3']);
  });
});
