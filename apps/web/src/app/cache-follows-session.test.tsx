import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { CompanyMatch } from '@gembourse/contracts/connections';
import { envelope, makeUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { stubScreenWidth } from '../test/screen.ts';
import { setLocale } from '../shared/i18n/locale-store.ts';
import { logout } from '../shared/session/logout.ts';
import { resetSessionStore, setUserInfo } from '../shared/session/session-store.ts';
import { setToken } from '../shared/storage/token-store.ts';
import { stubCompaniesApi, summary } from '../features/companies/test/companies-api-stub.ts';

const LIST = '/api/company/list';
const MATCH = '/api/company/match';
const page = { list: [summary()], total: 1, pageNum: 1, pageSize: 24, hasMore: false, limited: false };

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

// Issue 9, item 12: after logout, requests fired and failed with 401 (the cache refetched the member's queries).
describe('the query cache on logout', () => {
  it("sends none of the member's requests once the session is gone", async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ join_type: 'buyer' }));
    const match: CompanyMatch = {
      ...summary({ id: 40, name: 'Akoya Pearl Farm' }),
      score: 82,
      reasons: { products: [], markets: [], natures: [] },
    };
    const api = stubCompaniesApi({ [LIST]: () => envelope(page), [MATCH]: () => envelope([match]) });
    renderApp('/home/suppliers?language=en');
    expect(await screen.findByText('Akoya Pearl Farm')).toBeTruthy();
    const before = api.fetchMock.mock.calls.length;

    await act(async () => logout({ navigate: false }));
    // The directory stays on screen and is read again as a guest sees it.
    await waitFor(() => expect(api.urlsOf(LIST).length).toBeGreaterThan(1));
    const after = api.fetchMock.mock.calls.slice(before).map(([u]) => String(u).split('?')[0]);
    expect(after).not.toContain(MATCH);
    expect(
      after.filter((u) => u !== '/api/auth/logout' && u !== LIST && !u.startsWith('/api/dictionary/') && u !== '/api/app/info'),
    ).toEqual([]);
    expect(screen.queryByText('Akoya Pearl Farm')).toBeNull();
  });
});
