import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ConsoleCompany } from '@gembourse/contracts/console';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const LIST = '/api/console/companies';
const ADMIN = makeUser({ id: 1, administratorFlag: true, actualName: 'Ada Admin', join_type: 'buyer', companyName: 'GemBourse' });
const NATURES: DictEntry[] = [
  { dictCode: 'business_nature', dataValue: 30710, dataLabel: 'Manufacturer/Supplier', parentValue: null, sort: 1 },
];

function company(overrides: Partial<ConsoleCompany> = {}): ConsoleCompany {
  return {
    id: 21,
    name: 'Jade Carving Workshop',
    nameEn: null,
    joinType: 'seller',
    status: 'active',
    verification: 'pending',
    registeredAt: '2026-03-02T12:00:00Z',
    businessNature: [30710],
    businessNatureOther: null,
    website: 'https://jade.example',
    country: 'HK',
    address: '8 Jade Street',
    faxCountry: null,
    faxArea: null,
    faxNumber: null,
    logo: null,
    brochures: [],
    adminEmail: 'mei@jade.example',
    ...overrides,
  };
}
const BUYER = company({
  id: 22,
  name: 'Lumen Fine Jewellery',
  joinType: 'buyer',
  verification: 'unverified',
  businessNature: [],
  website: null,
  country: 'GB',
  adminEmail: 'ada@lumen.example',
});

/** Stubs fetch: the company list answers from `rows()`, a verification decision updates the row. */
function stubConsoleApi(initial: ConsoleCompany[]) {
  let rows = initial;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    if (path === LIST) return envelope({ list: rows, total: rows.length, pageNum: 1, pageSize: 20, hasMore: false });
    const decided = /^\/api\/console\/companies\/(\d+)\/verification$/.exec(path);
    if (decided) {
      const { verification } = JSON.parse(String(init?.body)) as { verification: ConsoleCompany['verification'] };
      rows = rows.map((r) => (r.id === Number(decided[1]) ? { ...r, verification } : r));
      return envelope({ id: Number(decided[1]), verification });
    }
    if (path === '/api/company/user/current') return envelope(ADMIN);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === '/api/dictionary/business_nature') return envelope(NATURES);
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (p: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === p) as [string, RequestInit | undefined][];
  return { callsTo };
}

function logInAsPlatformAdmin() {
  setToken('tok', true);
  setUserInfo(ADMIN);
}

// Role queries compute accessible names over the whole page (slow in jsdom): elements are found by text or label.
const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** Opens an antd Select by its label and clicks the option with this text. */
async function choose(user: UserEvent, label: string, optionText: string) {
  await user.click(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === optionText);
    if (!found) throw new Error(`option ${optionText} not shown`);
    return found as HTMLElement;
  });
  await user.click(option);
}

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('console: companies and verification', () => {
  it('lists companies with their side, status, verification, business nature and admin e-mail', async () => {
    logInAsPlatformAdmin();
    const api = stubConsoleApi([company(), BUYER]);
    renderApp('/companies');
    expect(await screen.findByText('Jade Carving Workshop')).toBeTruthy();
    const jade = rowOf('Jade Carving Workshop');
    expect(within(jade).getByText('Supplier')).toBeTruthy();
    expect(within(jade).getByText('Pending')).toBeTruthy();
    expect(within(jade).getByText('Active')).toBeTruthy();
    expect(await within(jade).findByText('Manufacturer/Supplier')).toBeTruthy();
    expect(within(jade).getByText('mei@jade.example')).toBeTruthy();
    expect(within(jade).getByText('jade.example')).toBeTruthy();
    const lumen = rowOf('Lumen Fine Jewellery');
    expect(within(lumen).getByText('Buyer')).toBeTruthy();
    expect(within(lumen).getByText('Not verified')).toBeTruthy();
    // Only a waiting company can be rejected; a buyer can still be verified.
    expect(within(lumen).queryByText('Reject')).toBeNull();
    expect(button('Verify', lumen)).toBeTruthy();
    expect(screen.getByText('2 companies')).toBeTruthy();
    expect(api.callsTo(LIST)[0][0]).toBe('/api/console/companies?pageNum=1&pageSize=20');
    // The console's navigation leads here.
    expect(screen.getByText('Companies', { selector: 'a' }).getAttribute('href')).toBe('/companies');
  });

  it('filters by verification and by name, keeping the filters in the URL', async () => {
    logInAsPlatformAdmin();
    const api = stubConsoleApi([company()]);
    const user = userEvent.setup();
    const { router } = renderApp('/companies');
    await screen.findByText('Jade Carving Workshop');

    await choose(user, 'Verification', 'Pending');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.[0]).toBe('/api/console/companies?verification=pending&pageNum=1&pageSize=20'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('verification')).toBe('pending');
    expect(search.get('pageNum')).toBeNull();

    await user.type(screen.getByLabelText('Company name'), '  jade {Enter}');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.[0]).toBe('/api/console/companies?keyword=jade&verification=pending&pageNum=1&pageSize=20'),
    );
  });

  it('verifies a company with a note: calls the API, says so and refreshes the list', async () => {
    logInAsPlatformAdmin();
    const api = stubConsoleApi([company(), BUYER]);
    const user = userEvent.setup();
    renderApp('/companies');
    await screen.findByText('Jade Carving Workshop');
    const listCalls = api.callsTo(LIST).length;

    await user.click(button('Verify', rowOf('Jade Carving Workshop')));
    expect(await screen.findByText('Verify Jade Carving Workshop?')).toBeTruthy();
    await user.type(screen.getByLabelText('Note to the company (optional, included in the e-mail)'), 'Welcome to the fair.');
    await user.click(button('Verify company'));

    await waitFor(() => expect(api.callsTo('/api/console/companies/21/verification')).toHaveLength(1));
    const [, init] = api.callsTo('/api/console/companies/21/verification')[0];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ verification: 'verified', note: 'Welcome to the fair.' });
    expect(await screen.findByText('Jade Carving Workshop is verified')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
    const jade = rowOf('Jade Carving Workshop');
    await waitFor(() => expect(within(jade).getByText('Verified')).toBeTruthy());
    expect(within(jade).queryByText('Reject')).toBeNull();
  });

  it('shows platform administrators the pending count on the welcome page, linked to the filtered list', async () => {
    logInAsPlatformAdmin();
    stubConsoleApi([company(), company({ id: 23, name: 'Opal Sky Mining' })]);
    renderApp('/welcome');
    expect(await screen.findByText('Pending verifications')).toBeTruthy();
    const link = screen.getByText('Review pending suppliers').closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/companies?verification=pending');
    await waitFor(() => expect(document.querySelector('.gb-welcome__pending .ant-statistic-content-value')?.textContent).toBe('2'));
  });
});
