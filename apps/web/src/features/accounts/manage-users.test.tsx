import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { PersonalProfile } from '@gembourse/contracts/accounts';
import type { CompanyRole, CompanyUser, UserProfile } from '@gembourse/contracts/company-users';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import { ErrorCode } from '@gembourse/contracts/errors';
import { PERM, type PermCode } from '@gembourse/contracts/permissions';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

// Issue 13 items 1-3 on the web: /home/manage-user (users, invitations, row actions, roles) and the company user's own
// profile on /home/my-profile, against a stubbed API.

const LIST = '/api/company/user/list';
const ROLES = '/api/company/role/list';
const ALL_MANAGE: PermCode[] = [
  PERM.manageUserView,
  PERM.manageUserAdd,
  PERM.manageUserEdit,
  PERM.manageUserStatus,
  PERM.manageUserDelete,
  PERM.manageRoleEdit,
];

function user(overrides: Partial<CompanyUser> = {}): CompanyUser {
  return {
    id: 7,
    loginName: 'supplier@example.com',
    email: 'supplier@example.com',
    salutation: 30704,
    firstName: 'Mei',
    lastName: 'Lin',
    actualName: 'Mei Lin',
    jobTitle: 'Director',
    gender: 'female',
    phone: null,
    avatar: null,
    departmentName: null,
    street: '1 Jade Road',
    city: 'Hong Kong',
    state: null,
    country: 'HK',
    postalCode: '999077',
    companyRole: 'admin',
    roleId: null,
    roleName: null,
    administratorFlag: false,
    status: 'active',
    invitationExpiresAt: null,
    lastLoginTime: '2026-03-01T09:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    self: true,
    ...overrides,
  };
}

const SELF = user();
const STAFF = user({
  id: 8,
  email: 'staff@example.com',
  loginName: 'staff@example.com',
  firstName: 'Sam',
  lastName: 'Staff',
  actualName: 'Sam Staff',
  companyRole: 'standard',
  roleId: 31,
  roleName: 'Showroom editor',
  self: false,
});
const INVITED = user({
  id: 9,
  email: 'new@example.org',
  loginName: 'new@example.org',
  firstName: 'Nora',
  lastName: 'New',
  actualName: 'Nora New',
  companyRole: 'standard',
  status: 'invited',
  invitationExpiresAt: '2099-01-01T12:00:00Z',
  lastLoginTime: null,
  self: false,
});

const ROLE: CompanyRole = { id: 31, name: 'Showroom editor', points: [PERM.showroomView, PERM.showroomProductEdit], userCount: 1 };
const ASSIGNABLE = [PERM.showroomView, PERM.showroomProductAdd, PERM.showroomProductEdit, PERM.analyticsView, PERM.manageUserView];

const page = (list: CompanyUser[], seats = { used: 3, limit: 10, planName: 'Pro' }) => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 20,
  hasMore: false,
  seats,
});

const SALUTATIONS: DictEntry[] = [
  { dictCode: 'salutation', dataValue: 30702, dataLabel: 'Mr', parentValue: null, sort: 1 },
  { dictCode: 'salutation', dataValue: 30704, dataLabel: 'Ms', parentValue: null, sort: 3 },
];

type Handler = (body: unknown, url: string) => Response;
let fetchMock: ReturnType<typeof vi.fn>;

/** Stubs fetch: `handlers` by path; the salutations, roles and a list of three users unless a test says otherwise. */
function stub(handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    [LIST]: () => envelope(page([SELF, STAFF, INVITED])),
    [ROLES]: () => envelope({ list: [ROLE], assignable: ASSIGNABLE }),
    '/api/dictionary/salutation': () => envelope(SALUTATIONS),
    '/api/app/info': () => envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false }),
  };
  const all = { ...defaults, ...handlers };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return all[path] ? all[path](body, url) : envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
}
const callsTo = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === path) as [string, RequestInit?][];
/** The JSON bodies sent to a path (GETs, without one, left out). */
const bodiesOf = (path: string) =>
  callsTo(path)
    .filter(([, init]) => typeof init?.body === 'string')
    .map(([, init]) => JSON.parse(String(init?.body)));

function logIn(perms: PermCode[] = ALL_MANAGE, overrides: Parameters<typeof makeUser>[0] = {}) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: perms.map((webPerms, i) => ({ menuId: 3000 + i, webPerms })), ...overrides }));
}

// Role queries compute accessible names over the whole page (slow in jsdom): elements are found by text or label.
const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const queryButton = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).queryByText(text, { selector: 'button, button *' })?.closest('button') ?? null;
/** The table row that shows `text` (the header's user menu shows the caller's name too). */
const rowOf = (text: string) =>
  within(document.querySelector('.gb-manage') as HTMLElement)
    .getByText(text)
    .closest('tr') as HTMLElement;
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Opens an antd Select (by its input) and clicks the option with this text. */
async function choose(user: UserEvent, input: HTMLElement, optionText: string, search?: string) {
  await user.click(input);
  if (search) fireEvent.change(input, { target: { value: search } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (o) => o.textContent === optionText,
    );
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

describe('manage users (/home/manage-user)', () => {
  it('lists the users with their states, roles and the seats; the status filter lives in the URL', async () => {
    logIn();
    stub();
    const ue = userEvent.setup();
    const { router } = renderApp('/home/manage-user?language=en');
    expect(await screen.findByText('Sam Staff')).toBeTruthy();
    expect(screen.getByText('3 of 10 seats (Pro)')).toBeTruthy();
    expect(within(rowOf('Mei Lin')).getByText('You')).toBeTruthy();
    expect(within(rowOf('Mei Lin')).getByText('Administrator')).toBeTruthy();
    expect(within(rowOf('Sam Staff')).getByText('Showroom editor')).toBeTruthy();
    expect(within(rowOf('Sam Staff')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('Nora New')).getByText('Invited')).toBeTruthy();
    expect(within(rowOf('Nora New')).getByText(/Link valid until/)).toBeTruthy();
    expect(within(rowOf('Nora New')).getByText('Never')).toBeTruthy();
    expect(callsTo(LIST)[0][0]).toBe('/api/company/user/list?pageNum=1&pageSize=20');

    await choose(ue, screen.getByLabelText('Status'), 'Invited');
    await waitFor(() => expect(search(router).get('status')).toBe('invited'));
    expect(search(router).get('language')).toBe('en');
    await waitFor(() => expect(callsTo(LIST).at(-1)?.[0]).toBe('/api/company/user/list?status=invited&pageNum=1&pageSize=20'));
  });

  it('reads the filter from the URL and says when no user has that status', async () => {
    logIn();
    stub({ [LIST]: () => envelope(page([])) });
    renderApp('/home/manage-user?status=disabled&language=en');
    expect(await screen.findByText('No users with this status')).toBeTruthy();
    expect(callsTo(LIST)[0][0]).toContain('status=disabled');
  });

  it('the caller as the last administrator has no Disable or Delete on their row, and cannot demote themselves', async () => {
    logIn();
    stub();
    renderApp('/home/manage-user?language=en');
    await screen.findByText('Sam Staff');
    const self = rowOf('Mei Lin');
    expect(queryButton('Edit', self)).toBeTruthy();
    expect(queryButton('Disable', self)).toBeNull();
    expect(queryButton('Delete', self)).toBeNull();
    const staff = rowOf('Sam Staff');
    expect(queryButton('Disable', staff)).toBeTruthy();
    expect(queryButton('Delete', staff)).toBeTruthy();
    expect(queryButton('Resend invitation', rowOf('Nora New'))).toBeTruthy();

    fireEvent.click(button('Edit', self));
    expect(await screen.findByText("You are the company's only administrator: make someone else an administrator first.")).toBeTruthy();
    const adminSwitch = screen.getByLabelText('Administrator') as HTMLButtonElement;
    expect(adminSwitch.disabled).toBe(true);
    expect((screen.getByLabelText('May log in') as HTMLButtonElement).disabled).toBe(true);
  });

  it('with another active administrator, the caller may disable or delete their own row', async () => {
    logIn();
    stub({ [LIST]: () => envelope(page([SELF, user({ id: 10, actualName: 'Ada Admin', email: 'ada@example.com', self: false })])) });
    renderApp('/home/manage-user?language=en');
    await screen.findByText('Ada Admin');
    expect(queryButton('Disable', rowOf('Mei Lin'))).toBeTruthy();
    expect(queryButton('Delete', rowOf('Mei Lin'))).toBeTruthy();
  });

  it('disables a user after confirming, and refreshes the list', async () => {
    logIn();
    stub({ '/api/company/user/deactive/8': () => envelope({ ...STAFF, status: 'disabled' }) });
    renderApp('/home/manage-user?language=en');
    await screen.findByText('Sam Staff');
    const before = callsTo(LIST).length;
    fireEvent.click(button('Disable', rowOf('Sam Staff')));
    expect(await screen.findByText('Disable Sam Staff?')).toBeTruthy();
    const popup = screen.getByText('Disable Sam Staff?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(button('Disable', popup));
    await waitFor(() => expect(callsTo('/api/company/user/deactive/8')).toHaveLength(1));
    expect(await screen.findByText('Sam Staff has been disabled')).toBeTruthy();
    await waitFor(() => expect(callsTo(LIST).length).toBeGreaterThan(before));
  });

  it('invites two people; the same address twice is refused on the second row before anything is sent', async () => {
    logIn();
    stub({ '/api/company/user/save': (body) => envelope({ list: (body as { invitees: unknown[] }).invitees.map(() => INVITED) }) });
    const ue = userEvent.setup();
    renderApp('/home/manage-user?language=en');
    await screen.findByText('Sam Staff');
    fireEvent.click(button('Invite users'));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    fireEvent.click(button('Add another person'));
    expect(await screen.findByText('Person 2')).toBeTruthy();

    for (const n of [1, 2]) {
      const row = screen.getByText(`Person ${n}`).closest('li') as HTMLElement;
      await choose(ue, within(row).getByLabelText(`Title (Person ${n})`), 'Ms');
      fill(within(row).getByLabelText(`First name (Person ${n})`), n === 1 ? 'Ayla' : 'Deniz');
      fill(within(row).getByLabelText(`Last name (Person ${n})`), 'Kaya');
      fill(within(row).getByLabelText(`Email (Person ${n})`), 'ayla@example.org');
      fill(within(row).getByLabelText(`Street address (Person ${n})`), '5 Kuyumcular Cd.');
      fill(within(row).getByLabelText(`City (Person ${n})`), 'Istanbul');
      fill(within(row).getByLabelText(`Postal code (Person ${n})`), '34126');
      await choose(ue, within(row).getByLabelText(`Country/region (Person ${n})`), 'Türkiye', 'Türk');
    }
    fireEvent.click(button('Send invitations'));
    const second = screen.getByText('Person 2').closest('li') as HTMLElement;
    expect(await within(second).findByText('This email address has been added')).toBeTruthy();
    expect(callsTo('/api/company/user/save')).toHaveLength(0);

    fill(within(second).getByLabelText('Email (Person 2)'), 'deniz@example.org');
    fireEvent.click(button('Send invitations'));
    await waitFor(() => expect(callsTo('/api/company/user/save')).toHaveLength(1));
    const [sent] = bodiesOf('/api/company/user/save');
    expect(sent.locale).toBe('en');
    expect(sent.invitees).toEqual([
      expect.objectContaining({
        salutation: 30704,
        firstName: 'Ayla',
        email: 'ayla@example.org',
        country: 'TR',
        admin: false,
        roleId: null,
      }),
      expect.objectContaining({ firstName: 'Deniz', email: 'deniz@example.org', postalCode: '34126' }),
    ]);
    expect(await screen.findByText('2 invitations have been sent')).toBeTruthy();
  });

  it("shows the server's field error on the row it names (an address that is a member elsewhere), and keeps the form", async () => {
    logIn();
    stub({
      '/api/company/user/save': () =>
        envelope(
          { fieldErrors: [{ path: 'invitees.0.email', message: 'This e-mail address already belongs to a member of GemBourse' }] },
          ErrorCode.VALIDATION,
          'Parameter verification error',
          0,
          400,
        ),
    });
    const ue = userEvent.setup();
    renderApp('/home/manage-user?language=en');
    await screen.findByText('Sam Staff');
    fireEvent.click(button('Invite users'));
    await screen.findByText('Person 1');
    await choose(ue, screen.getByLabelText('Title'), 'Mr');
    fill(screen.getByLabelText('First name'), 'Ali');
    fill(screen.getByLabelText('Last name'), 'Demir');
    fill(screen.getByLabelText('Email'), 'buyer@example.com');
    fill(screen.getByLabelText('Street address'), '1 Bazaar St');
    fill(screen.getByLabelText('City'), 'Istanbul');
    fill(screen.getByLabelText('Postal code'), '34000');
    await choose(ue, screen.getByLabelText('Country/region'), 'Türkiye', 'Türk');
    fireEvent.click(button('Send invitations'));
    expect(await screen.findByText('This e-mail address already belongs to a member of GemBourse')).toBeTruthy();
    expect(screen.getByText('Person 1')).toBeTruthy();
    expect(screen.queryByText(/invitations? ha(s|ve) been sent/)).toBeNull();
  });

  it('on a phone, one card per user with the same facts and actions', async () => {
    stubScreenWidth(390);
    logIn();
    stub();
    renderApp('/home/manage-user?language=en');
    await screen.findByText('Sam Staff');
    const cards = [...document.querySelectorAll('.gb-manage-card')] as HTMLElement[];
    expect(cards).toHaveLength(3);
    expect(document.querySelector('.gb-manage-table')).toBeNull();
    const staff = cards.find((c) => c.textContent?.includes('Sam Staff')) as HTMLElement;
    expect(within(staff).getByText('Showroom editor')).toBeTruthy();
    expect(queryButton('Disable', staff)).toBeTruthy();
  });

  it('a full plan: the seats say so and Invite users is off', async () => {
    logIn();
    stub({ [LIST]: () => envelope(page([SELF, STAFF], { used: 2, limit: 2, planName: 'Basic' })) });
    renderApp('/home/manage-user?language=en');
    expect(await screen.findByText('2 of 2 seats (Basic)')).toBeTruthy();
    expect(screen.getAllByText(/Every seat of your Basic plan is taken/).length).toBeGreaterThan(0);
    expect(button('Invite users').disabled).toBe(true);
  });

  it('a holder of manage:user:view alone sees the list without any action', async () => {
    logIn([PERM.manageUserView], { company_role: 'standard' });
    stub();
    const { router } = renderApp('/home/manage-user?language=en');
    await screen.findByText('Sam Staff');
    expect(queryButton('Invite users')).toBeNull();
    for (const label of ['Edit', 'Disable', 'Delete', 'Resend invitation', 'Activate']) expect(queryButton(label)).toBeNull();
    await router.navigate('/home/manage-user?tab=roles&language=en');
    expect(await screen.findByText('Showroom editor', { selector: '.gb-manage-role-name' })).toBeTruthy();
    expect(queryButton('New role')).toBeNull();
    expect(queryButton('Edit')).toBeNull();
  });

  it('a member without manage:user:view is refused the page (/403)', async () => {
    logIn([PERM.showroomView], { company_role: 'standard' });
    stub();
    const { router } = renderApp('/home/manage-user?language=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(callsTo(LIST)).toHaveLength(0);
  });
});

describe('roles', () => {
  it('lists the roles by group and saves a new one with the ticked points', async () => {
    logIn();
    stub({ '/api/company/role/save': (body) => envelope({ id: 40, userCount: 0, ...(body as object) }) });
    renderApp('/home/manage-user?tab=roles&language=en');
    const row = rowOf(await screen.findByText('Showroom editor', { selector: '.gb-manage-role-name' }).then((e) => e.textContent!));
    expect(within(row).getByText('Open the showroom')).toBeTruthy();
    expect(within(row).getByText('Edit products')).toBeTruthy();
    expect(within(row).getByText('1 user')).toBeTruthy();
    // Held by someone: it cannot be deleted yet.
    expect(button('Delete', row).disabled).toBe(true);

    fireEvent.click(button('New role'));
    const dialog = (await screen.findByText('New role', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(button('Save', dialog));
    expect(await within(dialog).findByText('Please enter the role name')).toBeTruthy();
    fill(within(dialog).getByLabelText('Role name'), 'Analyst');
    fireEvent.click(within(dialog).getByLabelText('View analytics'));
    fireEvent.click(within(dialog).getByLabelText('Open the showroom'));
    fireEvent.click(button('Save', dialog));
    await waitFor(() =>
      expect(bodiesOf('/api/company/role/save')).toEqual([{ name: 'Analyst', points: ['showroom:view', 'analytics:view'] }]),
    );
    expect(await screen.findByText('The role Analyst has been created')).toBeTruthy();
  });

  it('edits a role: the whole showroom group with one box', async () => {
    logIn();
    stub({ '/api/company/role/save': (body) => envelope({ ...ROLE, ...(body as object) }) });
    renderApp('/home/manage-user?tab=roles&language=en');
    const row = rowOf(await screen.findByText('Showroom editor', { selector: '.gb-manage-role-name' }).then((e) => e.textContent!));
    fireEvent.click(button('Edit', row));
    const dialog = (await screen.findByText('Edit role: Showroom editor')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByLabelText('Showroom'));
    fireEvent.click(button('Save', dialog));
    await waitFor(() =>
      expect(bodiesOf('/api/company/role/save')).toEqual([
        { id: 31, name: 'Showroom editor', points: ['showroom:view', 'showroom:product:add', 'showroom:product:edit'] },
      ]),
    );
  });
});

describe('my user profile (/home/my-profile?tab=user)', () => {
  const PROFILE: UserProfile = {
    loginName: 'supplier@example.com',
    email: 'supplier@example.com',
    departmentName: 'Sales',
    firstName: 'Mei',
    lastName: 'Lin',
    gender: null,
    phone: null,
    jobTitle: 'Director',
    remarks: null,
    avatar: null,
  };

  const PERSONAL: PersonalProfile = {
    email: 'supplier@example.com',
    firstName: 'Mei',
    lastName: 'Lin',
    jobTitle: 'Director',
    gender: null,
    cover: '/uploads/cover/c.jpg',
    avatar: null,
    phone: null,
    aboutMe: 'Pearls',
    address1: '1 Jade Road',
    address2: null,
    city: 'Hong Kong',
    state: null,
    postalCode: null,
    country: 'HK',
    profileVisible: true,
    locale: 'en',
  };

  it('shows the login account read-only and the SPEC §5 messages: name, mobile phone and gender', async () => {
    logIn([]);
    stub({
      '/api/accounts/profile': () => envelope(PERSONAL),
      '/api/accounts/user-profile': (body) => envelope(body ? { ...PROFILE, ...(body as object) } : PROFILE),
      '/api/company/user/current': () => envelope(makeUser()),
    });
    const ue = userEvent.setup();
    renderApp('/home/my-profile?tab=user&language=en');
    expect(await screen.findByDisplayValue('Sales')).toBeTruthy();
    expect(screen.getAllByText('supplier@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Login account')).toBeTruthy();

    fill(screen.getByLabelText('First name'), 'M'.repeat(31));
    expect(await screen.findByText('The name cannot exceed 30 characters')).toBeTruthy();
    fill(screen.getByLabelText('First name'), '');
    expect(await screen.findByText('The name cannot be empty')).toBeTruthy();
    fill(screen.getByLabelText('First name'), 'Mei');

    fireEvent.click(button('Save'));
    expect(await screen.findByText('The mobile phone number cannot be empty')).toBeTruthy();
    expect(await screen.findByText('Gender cannot be empty')).toBeTruthy();
    fill(screen.getByLabelText('Mobile phone'), 'call me');
    expect(await screen.findByText('Please enter the correct mobile phone number')).toBeTruthy();
    expect(bodiesOf('/api/accounts/user-profile')).toHaveLength(0);

    fill(screen.getByLabelText('Mobile phone'), '+852 5555 0101');
    await choose(ue, screen.getByLabelText('Gender'), 'Female');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(bodiesOf('/api/accounts/user-profile')).toHaveLength(1));
    expect(bodiesOf('/api/accounts/user-profile')[0]).toEqual({
      firstName: 'Mei',
      lastName: 'Lin',
      departmentName: 'Sales',
      gender: 'female',
      phone: '+852 5555 0101',
      jobTitle: 'Director',
    });
    expect(await screen.findByText('Update successful')).toBeTruthy();
  });
});
