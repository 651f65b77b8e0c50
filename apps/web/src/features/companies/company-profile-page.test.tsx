import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { PROFILE_TEXT_FACT_KEYS } from '@gembourse/contracts/company-profile';
import type { Connection } from '@gembourse/contracts/connections';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setSessionFlag, setUserInfo, useSessionStore } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';
import { detail, stubCompaniesApi, type Handler } from './test/companies-api-stub.ts';

const DETAIL = '/api/company/detail/11';
const CONTACTS = '/api/company/contact/list/11';
const hidden = (requirement: 'login' | 'connection') => envelope({ visible: false, requirement, list: [] });

function logIn() {
  setToken('tok', true);
  setUserInfo(makeUser({ join_type: 'buyer', companyId: 90 }));
}

function open(company: CompanyDetail, extra: Record<string, Handler> = {}, path = '/home/company-profile?id=11&language=en') {
  const api = stubCompaniesApi({ [DETAIL]: () => envelope(company), [CONTACTS]: () => hidden('connection'), ...extra });
  return { api, ...renderApp(path) };
}

// Role queries compute accessible names over the whole page, which is slow on a profile this size: buttons and links
// are found by their text instead.
const byText = (text: string | RegExp, selector: string, root: HTMLElement = document.body) =>
  within(root)
    .getByText(text, { selector: `${selector}, ${selector} *` })
    .closest(selector) as HTMLElement;
const button = (text: string | RegExp, root?: HTMLElement) => byText(text, 'button', root);
const findButton = (text: string | RegExp) => waitFor(() => button(text));
/** A profile section by its title. */
const region = (title: string) => screen.queryByText(title, { selector: 'h2' })?.closest('section') ?? null;
const findRegion = (title: string) =>
  waitFor(() => {
    const found = region(title);
    if (!found) throw new Error(`no section ${title}`);
    return found as HTMLElement;
  });
const dialogOf = () =>
  waitFor(() => {
    const found = document.querySelector('.ant-modal[role="dialog"], .ant-modal [role="dialog"]');
    if (!found) throw new Error('no dialog');
    return found as HTMLElement;
  });

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

// Each test mounts the whole app; under a full parallel run a cold start takes several seconds.
describe('company profile', () => {
  it('shows the profile in the viewer language, business facts with dictionary labels, media and plain-text widget', async () => {
    const user = userEvent.setup();
    open(
      detail({
        video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        memberships: ['Hong Kong Jewellers Association'],
        customWidget: '<b>Open</b> daily\n10:00–18:00',
        brochures: [{ name: 'Catalogue 2026', url: '/uploads/brochures/c.pdf' }],
      }),
    );
    // English readers get the English name as the title, the registered one beneath it.
    expect(await screen.findByText('Pearl River Jewellery', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText('周大福珠宝', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('We make pearl jewellery.')).toBeTruthy();
    await user.click(button(/Show original version/));
    expect(screen.getByText('我们是一家珍珠首饰制造商。')).toBeTruthy();

    const facts = region('Business facts') as HTMLElement;
    expect(within(facts).getByText('1962')).toBeTruthy();
    expect(within(facts).getByText('1,200')).toBeTruthy();
    expect(within(facts).getByText('$1,000 – $25,000')).toBeTruthy();
    expect(await within(facts).findByText('11–50')).toBeTruthy();
    expect(within(facts).getByText('Exporter')).toBeTruthy();
    expect(within(facts).getByText('Asia')).toBeTruthy();
    expect(within(facts).getByText('Jewellery, Pearls')).toBeTruthy();
    expect(within(facts).queryByText('Company type')).toBeNull();

    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByText('Hong Kong Jewellers Association')).toBeTruthy();
    expect(screen.getByText('Catalogue 2026').closest('a')?.getAttribute('href')).toBe('/uploads/brochures/c.pdf');
    const widget = region('More from the supplier') as HTMLElement;
    expect(widget.textContent).toContain('<b>Open</b> daily');
    expect(widget.querySelector('b')).toBeNull();
    // Sections without content stay away.
    expect(region('Exhibition photos')).toBeNull();
    expect(region('Business partners')).toBeNull();
  });

  it('shows every plain text fact of the contract (PROFILE_TEXT_FACTS): a new one must be placed on the profile', async () => {
    const values = Object.fromEntries(PROFILE_TEXT_FACT_KEYS.map((k) => [k, `fact-${k}-shown`]));
    open(detail(values));
    await screen.findByText('Pearl River Jewellery', { selector: 'h1' });
    for (const k of PROFILE_TEXT_FACT_KEYS) expect(document.body.textContent, k).toContain(`fact-${k}-shown`);
  });

  it('hides contacts behind the right notice: log in for guests, a connection for members', async () => {
    const guest = open(detail(), { [CONTACTS]: () => hidden('login') });
    expect(await screen.findByText('Log in to see the contact persons of this supplier.')).toBeTruthy();
    expect(region('Contact information')).toBeNull();
    guest.unmount();

    logIn();
    open(detail());
    expect(await screen.findByText('Contact persons are shown once Pearl River Jewellery has accepted your contact request.')).toBeTruthy();
  });

  it('shows contact details and persons when the privacy allows', async () => {
    logIn();
    open(
      detail({
        contactVisible: true,
        phone: '+852 2555 0100',
        email: 'sales@pearl.example',
        faxCountry: '852',
        faxNumber: '2555 0101',
        address: '九龙弥敦道1号',
        addressEn: '1 Nathan Road, Kowloon',
        videoConference: { tool: 'zoom', meetingUrl: 'https://zoom.us/j/123' },
        viewer: { own: false, canEdit: false, connection: 'accepted', collected: false },
      }),
      {
        [CONTACTS]: () =>
          envelope({
            visible: true,
            requirement: 'none',
            list: [
              {
                id: 1,
                companyId: 11,
                firstName: 'Mei',
                lastName: 'Chan',
                email: 'mei@pearl.example',
                title: 'Sales director',
                phone: null,
                cover: null,
                status: 'active',
              },
            ],
          }),
      },
    );
    const info = await findRegion('Contact information');
    expect(within(info).getByText('+852 2555 0100')).toBeTruthy();
    expect(within(info).getByText('+852 2555 0101')).toBeTruthy();
    expect(within(info).getByText('1 Nathan Road, Kowloon')).toBeTruthy();
    expect(within(info).getByText('Video meetings via Zoom')).toBeTruthy();
    expect(await screen.findByText('Sales director')).toBeTruthy();
    expect(screen.getByText('Contact has been established')).toBeTruthy();
  });

  it('walks the contact request through its states', async () => {
    logIn();
    const user = userEvent.setup();
    const { api, unmount } = open(detail(), { '/api/company/connection/request': () => envelope({ id: 5 }) });
    await user.click(await findButton(/Request contact/));
    const dialog = await dialogOf();
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: '  Hello, we buy pearls.  ' } });
    await user.click(button('Send request', dialog));
    await waitFor(() =>
      expect(api.bodiesOf('/api/company/connection/request')).toEqual([{ companyId: 11, message: 'Hello, we buy pearls.' }]),
    );
    expect(((await findButton(/Request sent/)) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    const declined = open(detail({ viewer: { own: false, canEdit: false, connection: 'declined', collected: false } }));
    expect(await findButton(/Request contact again/)).toBeTruthy();
    declined.unmount();
    open(detail({ viewer: { own: false, canEdit: false, connection: 'accepted', collected: false } }));
    expect(await screen.findByText('Contact has been established')).toBeTruthy();
    expect(screen.queryByText(/Request contact/)).toBeNull();
  });

  it('asks guests to log in first instead of requesting, collecting or sharing', async () => {
    const user = userEvent.setup();
    const { api } = open(detail());
    await user.click(await findButton(/Favourite/));
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    expect(useSessionStore.getState().loginModalOpen).toBe(true);
    setSessionFlag('loginModalOpen', false);
    await user.click(button(/Share/));
    // Share asks for the login too, and opens no share dialog (its recipients field). The login box itself is a
    // dialog, loaded lazily, so it may or may not be on screen by now.
    expect(useSessionStore.getState().loginModalOpen).toBe(true);
    expect(screen.queryByLabelText('Recipients')).toBeNull();
    expect(api.bodiesOf('/api/favourite/brand/111')).toEqual([]);
  });

  it("toggles the favourite of the supplier's default brand with the server answer", async () => {
    logIn();
    const user = userEvent.setup();
    // detail() names brand 111 as the supplier's default brand (companies-api-stub.ts).
    const { api } = open(detail(), { '/api/favourite/brand/111': (body) => envelope(body) });
    await user.click(await findButton(/Favourite/));
    const pressed = await findButton(/Favourited/);
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(api.bodiesOf('/api/favourite/brand/111')).toEqual([{ collected: true }]);
  });

  it('share: refuses an invalid or duplicate e-mail with its message, then sends the list', async () => {
    logIn();
    const user = userEvent.setup();
    const { api } = open(detail(), { '/api/company/share': () => envelope({ sent: 1 }) });
    await user.click(await findButton(/Share/));
    const dialog = await dialogOf();
    await user.click(button(/^Send$/, dialog));
    expect(await within(dialog).findByText('Add at least one recipient')).toBeTruthy();
    const input = within(dialog).getByLabelText('Recipients');
    await user.type(input, 'not-an-address{Enter}');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'buyer@pearl.example{Enter}');
    expect(within(dialog).getByText('buyer@pearl.example')).toBeTruthy();
    await user.type(input, 'Buyer@Pearl.example{Enter}');
    expect(await within(dialog).findByText('This email address has been added')).toBeTruthy();
    // The duplicate is not kept: the box is empty again and the list still holds one address.
    expect((input as HTMLInputElement).value).toBe('');
    expect(within(dialog).getAllByText('buyer@pearl.example')).toHaveLength(1);
    expect(api.bodiesOf('/api/company/share')).toEqual([]);
    await user.click(button(/^Send$/, dialog));
    await waitFor(() => expect(api.bodiesOf('/api/company/share')).toEqual([{ companyId: 11, emails: ['buyer@pearl.example'] }]));
    expect(await screen.findByText('The showroom link was sent to 1 recipient')).toBeTruthy();
  });

  it('offers the editor link and the contact requests on an own profile; Accept establishes the contact', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ companyId: 11, permissions: [{ menuId: 4011, webPerms: 'company:profile:edit' }] }));
    const request: Connection = {
      id: 5,
      status: 'pending',
      message: 'We would like your pearl catalogue.',
      createdAt: '2026-03-01T10:00:00Z',
      respondedAt: null,
      requester: {
        companyId: 90,
        companyName: 'Northstar Jewellers',
        logo: null,
        userId: 7,
        name: 'Ann Buyer',
        avatarUrl: null,
        jobTitle: null,
      },
      supplier: { companyId: 11, companyName: '周大福珠宝', logo: null },
    };
    let accepted = false;
    const user = userEvent.setup();
    const { api } = open(detail({ viewer: { own: true, canEdit: true, connection: 'none', collected: false } }), {
      '/api/company/connection/list': (_b, url) => {
        const q = new URLSearchParams(url.split('?')[1]);
        const list = q.get('direction') === 'incoming' && q.get('status') === 'pending' && !accepted ? [request] : [];
        return envelope({ list, total: list.length, pageNum: 1, pageSize: 10, hasMore: false });
      },
      '/api/company/connection/accept/5': () => {
        accepted = true;
        return envelope(null);
      },
    });
    const edit = await waitFor(() => byText(/Edit profile/, 'a'));
    expect(edit.getAttribute('href')).toContain('/home/company-profile-edit');
    expect(screen.queryByText(/Request contact/)).toBeNull();
    expect(await screen.findByText('We would like your pearl catalogue.')).toBeTruthy();
    expect(api.urlsOf('/api/company/connection/list')[0]).toBe(
      '/api/company/connection/list?direction=incoming&status=pending&pageNum=1&pageSize=10',
    );
    await user.click(button(/Accept/));
    await waitFor(() => expect(api.bodiesOf('/api/company/connection/accept/5')).toHaveLength(1));
    expect(await screen.findByText('Contact has been established')).toBeTruthy();
    expect(await screen.findByText('No requests here')).toBeTruthy();
  });

  it('hides the editor link from visitors', async () => {
    logIn();
    open(detail());
    await screen.findByText('Pearl River Jewellery', { selector: 'h1' });
    expect(screen.queryByText(/Edit profile/)).toBeNull();
    expect(region('Contact requests')).toBeNull();
  });

  it('removes the editor link from an admin whose role lacks the company:profile:edit point (SPEC §6)', async () => {
    setUserInfo(makeUser({ companyId: 11, permissions: [{ menuId: 4021, webPerms: 'showroom:product:add' }] }));
    open(detail({ viewer: { own: true, canEdit: true, connection: 'none', collected: false } }), {
      '/api/company/connection/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 10, hasMore: false }),
    });
    await screen.findByText('Pearl River Jewellery', { selector: 'h1' });
    expect(screen.queryByText(/Edit profile/)).toBeNull();
  });

  // Issue 9, item 12: each page has its own title, a company's with its name as the viewer reads it.
  it('titles the browser tab with the company name in the viewer language', async () => {
    const first = open(detail());
    await waitFor(() => expect(document.title).toBe('Pearl River Jewellery · GemBourse'));
    first.unmount();
    await setLocale('zh-cn');
    open(detail(), {}, '/home/company-profile?id=11&language=zh-cn');
    await waitFor(() => expect(document.title).toBe('周大福珠宝 · GemBourse'));
  });

  it('answers a missing company or id with "Content does not exist" and a way home', async () => {
    const { unmount } = open(detail(), { [DETAIL]: () => envelope(null, 40400, 'Content does not exist.', 0, 404) });
    expect(await screen.findByText('Content does not exist')).toBeTruthy();
    expect(byText('Back to home', 'a').getAttribute('href')).toContain('/home/index');
    unmount();
    open(detail(), {}, '/home/company-profile?language=en');
    expect(await screen.findByText('Content does not exist')).toBeTruthy();
  });

  it('says the profile (not "this list") could not be loaded when the server fails, in the viewer language, and retries', async () => {
    let fail = true;
    const failing = { [DETAIL]: () => (fail ? envelope(null, 50000, 'Server error', 0, 500) : envelope(detail())) };
    const first = open(detail(), failing);
    expect(await screen.findByText('This company profile could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('This list could not be loaded.')).toBeNull();
    fail = false;
    fireEvent.click(await findButton(/Retry/));
    expect(await findRegion('About us')).toBeTruthy();
    first.unmount();
    fail = true;
    await setLocale('tr');
    open(detail(), failing, '/home/company-profile?id=11&language=tr');
    expect(await screen.findByText('Bu firma profili yüklenemedi.')).toBeTruthy();
  });
});
