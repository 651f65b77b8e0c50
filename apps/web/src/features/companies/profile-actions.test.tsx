import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { Connection } from '@gembourse/contracts/connections';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';
import { detail, stubCompaniesApi, type Handler } from './test/companies-api-stub.ts';

// Profile actions by the kind of company (buyers have no showroom), withdrawing a contact request, asking back a
// company that asked first, and the company type among the business facts.

const DETAIL = '/api/company/detail/11';
const LIST = '/api/company/connection/list';

function logIn(companyId = 90) {
  setToken('tok', true);
  // Company admins' roles carry the editor's permission point (SPEC §6).
  setUserInfo(makeUser({ join_type: 'seller', companyId, permissions: [{ menuId: 4011, webPerms: 'company:profile:edit' }] }));
}

function open(company: CompanyDetail, extra: Record<string, Handler> = {}) {
  const api = stubCompaniesApi({
    [DETAIL]: () => envelope(company),
    '/api/company/contact/list/11': () => envelope({ visible: false, requirement: 'connection', list: [] }),
    ...extra,
  });
  return { api, ...renderApp('/home/company-profile?id=11&language=en') };
}

const byText = (text: string | RegExp, selector: string, root: HTMLElement = document.body) =>
  within(root)
    .getByText(text, { selector: `${selector}, ${selector} *` })
    .closest(selector) as HTMLElement;
const button = (text: string | RegExp, root?: HTMLElement) => byText(text, 'button', root);
const findButton = (text: string | RegExp) => waitFor(() => button(text));
const noButton = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' }) === null;
const confirmPopup = () =>
  waitFor(() => {
    const found = document.querySelector('.ant-popconfirm');
    if (!found) throw new Error('no popconfirm');
    return found as HTMLElement;
  });
const viewer = (connection: CompanyDetail['viewer']['connection'], own = false): CompanyDetail['viewer'] => ({
  own,
  canEdit: own,
  connection,
  collected: false,
});

const outgoing = (overrides: Partial<Connection> = {}): Connection => ({
  id: 77,
  status: 'pending',
  message: 'Hello',
  createdAt: '2026-03-01T10:00:00Z',
  respondedAt: null,
  requester: { companyId: 90, companyName: 'Aurora Gems', logo: null, userId: 7, name: 'Mei Lin', avatarUrl: null, jobTitle: null },
  supplier: { companyId: 11, companyName: 'Pearl River Jewellery', logo: null },
  ...overrides,
});

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('profile actions', () => {
  // Issue 9, item 12: the request a guest started is not lost on the way through the login box.
  it('reopens the contact request once a guest has logged in from "Request contact"', async () => {
    const user = userEvent.setup();
    open(detail({ viewer: viewer('none') }), {
      '/api/auth/login': () =>
        envelope({ token: 'tok-new', user: makeUser({ join_type: 'buyer', companyId: 90, actualName: 'Ann Buyer' }) }),
    });
    await user.click(await findButton(/Request contact/));
    const box = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-modal')].find((m) => m.textContent?.includes('Password'));
      if (!found) throw new Error('no login box');
      return found as HTMLElement;
    });
    await user.type(within(box).getByLabelText('Email'), 'buyer@example.com');
    await user.type(within(box).getByLabelText('Password'), 'Demo#2026');
    await user.click(button(/^Log in$/, box));
    expect(await screen.findByText('Request contact with this supplier')).toBeTruthy();
    expect(screen.getByText('Send request', { selector: 'button, button *' })).toBeTruthy();
  });

  it('forgets the request when the guest closes the login box instead', async () => {
    const user = userEvent.setup();
    open(detail({ viewer: viewer('none') }));
    await user.click(await findButton(/Request contact/));
    const close = await waitFor(() => {
      const found = document.querySelector('.ant-modal-close');
      if (!found) throw new Error('no login box');
      return found as HTMLElement;
    });
    await user.click(close);
    // Logging in later (elsewhere on the page) opens no dialog of its own accord.
    setToken('tok', true);
    setUserInfo(makeUser({ join_type: 'buyer', companyId: 90 }));
    await waitFor(() => expect(document.querySelector('.ant-modal-close')).toBeNull());
    expect(screen.queryByText('Request contact with this supplier')).toBeNull();
  });

  it("offers no contact request, favourite or share on a buyer company's profile", async () => {
    logIn();
    const visit = open(detail({ joinType: 'buyer', name: 'Northstar Jewellers', nameEn: 'Northstar Jewellers' }));
    await screen.findByText('Northstar Jewellers', { selector: 'h1' });
    expect(noButton(/Request contact/)).toBe(true);
    expect(noButton(/Favourite/)).toBe(true);
    expect(noButton(/Share/)).toBe(true);
    visit.unmount();

    // Its own admins keep the editor link, and only that.
    logIn(11);
    open(detail({ joinType: 'buyer', name: 'Northstar Jewellers', nameEn: 'Northstar Jewellers', viewer: viewer('none', true) }));
    expect(await waitFor(() => byText(/Edit profile/, 'a'))).toBeTruthy();
    expect(noButton(/Share/)).toBe(true);
    expect(noButton(/Favourite/)).toBe(true);
  });

  it('withdraws a pending request from the profile; the request button comes back', async () => {
    logIn();
    const user = userEvent.setup();
    let withdrawn = false;
    const { api } = open(detail(), {
      [DETAIL]: () => envelope(detail({ viewer: viewer(withdrawn ? 'none' : 'pending') })),
      [LIST]: () => envelope({ list: [outgoing()], total: 1, pageNum: 1, pageSize: 1, hasMore: false }),
      '/api/company/connection/withdraw/77': () => {
        withdrawn = true;
        return envelope(null);
      },
    });
    expect(((await findButton(/Request sent/)) as HTMLButtonElement).disabled).toBe(true);
    await user.click(button(/Withdraw request/));
    const popup = await confirmPopup();
    expect(within(popup).getByText('Withdraw your contact request?')).toBeTruthy();
    await user.click(button(/^Withdraw$/, popup));
    await waitFor(() => expect(api.bodiesOf('/api/company/connection/withdraw/77')).toHaveLength(1));
    expect(api.urlsOf(LIST)[0]).toBe(`${LIST}?direction=outgoing&status=pending&companyId=11&pageNum=1&pageSize=1`);
    expect(await screen.findByText('Your contact request was withdrawn')).toBeTruthy();
    expect(await findButton(/Request contact/)).toBeTruthy();
  });

  it('shows the contact as established when the other company had asked first', async () => {
    logIn();
    const user = userEvent.setup();
    const reverse = outgoing({
      status: 'accepted',
      respondedAt: '2026-03-02T10:00:00Z',
      requester: {
        companyId: 11,
        companyName: 'Pearl River Jewellery',
        logo: null,
        userId: 9,
        name: 'Wing Ho',
        avatarUrl: null,
        jobTitle: null,
      },
      supplier: { companyId: 90, companyName: 'Aurora Gems', logo: null },
    });
    open(detail(), { '/api/company/connection/request': () => envelope(reverse) });
    await user.click(await findButton(/Request contact/));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    await user.click(button('Send request', dialog));
    expect((await screen.findAllByText('Contact has been established')).length).toBeGreaterThan(0);
    expect(noButton(/Request sent/)).toBe(true);
  });

  it('withdraws a sent request from the list of requests on my own profile', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ companyId: 11 }));
    let withdrawn = false;
    const user = userEvent.setup();
    const mine = outgoing({
      requester: {
        companyId: 11,
        companyName: 'Pearl River Jewellery',
        logo: null,
        userId: 7,
        name: 'Mei Lin',
        avatarUrl: null,
        jobTitle: null,
      },
      supplier: { companyId: 42, companyName: 'Opal Coast Traders', logo: null },
    });
    const { api } = open(detail({ viewer: viewer('none', true) }), {
      [LIST]: (_b, url) => {
        const q = new URLSearchParams(url.split('?')[1]);
        const list = q.get('direction') === 'outgoing' && !withdrawn ? [mine] : [];
        return envelope({ list, total: list.length, pageNum: 1, pageSize: 10, hasMore: false });
      },
      '/api/company/connection/withdraw/77': () => {
        withdrawn = true;
        return envelope(null);
      },
    });
    await user.click(await waitFor(() => byText('Sent', '[role="tab"]')));
    expect(await screen.findByText('Opal Coast Traders')).toBeTruthy();
    await user.click(await findButton(/Withdraw request/));
    await user.click(button(/^Withdraw$/, await confirmPopup()));
    await waitFor(() => expect(api.bodiesOf('/api/company/connection/withdraw/77')).toHaveLength(1));
    expect(await screen.findByText('You have not sent any contact requests yet')).toBeTruthy();
  });

  it('names the company type with its dictionary label among the business facts', async () => {
    const types = [{ dictCode: 'company_type', dataValue: 38203, dataLabel: 'Private limited company', parentValue: null, sort: 2 }];
    open(detail({ companyType: 38203 }), { '/api/dictionary/company_type': () => envelope(types) });
    const facts = await waitFor(() => screen.getByText('Business facts', { selector: 'h2' }).closest('section') as HTMLElement);
    expect(await within(facts).findByText('Private limited company')).toBeTruthy();
    expect(within(facts).getByText('Company type')).toBeTruthy();
  });
});
