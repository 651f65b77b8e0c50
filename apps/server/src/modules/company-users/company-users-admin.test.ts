import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { PERM } from '@gembourse/contracts/permissions';
import { companyRoles, outboxEmails, users } from '../../db/schema/index.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// Issue 13: invitations, the admin form, removal, resend, the last-admin rule, the company's roles and the user
// profile, each tried as the admin, a standard user, another company and a guest; refusals write nothing.

type Row = { id: number; email: string; status: string; companyRole: string; roleId: number | null; invitationExpiresAt: string | null };

let t: TestApp;
let url: string;
let supplier: string;
let staff: string;
let buyer: string;
let auroraId: number;
let supplierId: number;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
  [supplier, staff, buyer] = await Promise.all([
    loginAs(t.app, 'supplier@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'buyer@example.com'),
  ]);
  const [s] = await t.database.db.select().from(users).where(eq(users.email, 'supplier@example.com'));
  const [st] = await t.database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
  [auroraId, supplierId, staffId] = [s.companyId, s.id, st.id];
});
afterAll(() => t?.close());

const post = <T>(path: string, payload: unknown, token?: string, lang = 'en_US') =>
  call<T>(t.app, { method: 'POST', url: path, payload: payload as object, headers: { ...(token ? bearer(token) : {}), lang } });
const get = <T>(path: string, token?: string, lang = 'en_US') =>
  call<T>(t.app, { method: 'GET', url: path, headers: { ...(token ? bearer(token) : {}), lang } });

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  salutation: 30702,
  firstName: 'Ada',
  lastName: 'Stone',
  email,
  jobTitle: 'Sales',
  roleId: null,
  admin: false,
  street: '1 Gem Street',
  city: 'Istanbul',
  country: 'TR',
  postalCode: '34000',
  ...extra,
});
const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const lastMailTo = async (email: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.id)).limit(1))[0];
const tokenIn = (text: string) => /activate\?token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('POST /api/company/user/save (invitation)', () => {
  it('invites a colleague in their language; the link sets a password and they can log in', async () => {
    const { body } = await post<{ list: Row[] }>(
      '/api/company/user/save',
      { invitees: [person('ada@example.com')], locale: 'tr' },
      supplier,
    );
    expect(body.code).toBe(200);
    const [row] = body.data.list;
    expect(row).toMatchObject({ email: 'ada@example.com', status: 'invited', companyRole: 'standard' });
    const expires = new Date(row.invitationExpiresAt!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(71 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(72 * 3_600_000);

    const mail = await lastMailTo('ada@example.com');
    expect(mail.locale).toBe('tr');
    expect(mail.subject).toContain('Aurora');
    expect(mail.text).toContain('Daveti kabul etmek için');
    const token = tokenIn(mail.text);
    const set = await post('/api/auth/activate', { token, password: 'Welcome#2026' });
    expect(set.body.code).toBe(200);
    await loginAs(t.app, 'ada@example.com', 'Welcome#2026');
    const [ada] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.email, 'ada@example.com'));
    expect(ada.status).toBe('active');
  });

  it('refuses the same address twice, an address already on GemBourse and a role of another company, writing nothing', async () => {
    const before = await userCount();
    const twice = await post<{ fieldErrors: { path: string; message: string }[] }>(
      '/api/company/user/save',
      { invitees: [person('twice@example.com'), person('Twice@example.com')], locale: 'en' },
      supplier,
      'tr_TR',
    );
    expect(twice.body.code).toBe(40000);
    expect(twice.body.data.fieldErrors).toContainEqual({ path: 'invitees.1.email', message: 'Bu e-posta adresi zaten eklendi' });

    const [otherRole] = await t.database.db
      .insert(companyRoles)
      .values({ companyId: auroraId + 1, name: 'Elsewhere', points: [] })
      .returning({ id: companyRoles.id });
    const taken = await post<{ fieldErrors: { path: string; message: string }[] }>(
      '/api/company/user/save',
      { invitees: [person('buyer@example.com'), person('fresh@example.com', { roleId: otherRole.id })], locale: 'en' },
      supplier,
      'zh_TW',
    );
    expect(taken.body.code).toBe(40000);
    expect(taken.body.data.fieldErrors).toEqual([
      { path: 'invitees.0.email', message: '該電子郵件地址已屬於 GemBourse 的會員。' },
      { path: 'invitees.1.roleId', message: '貴公司沒有該角色。' },
    ]);
    expect(await userCount()).toBe(before);
    expect(await lastMailTo('fresh@example.com')).toBeUndefined();
  });

  it("refuses invitations past the plan's seats, naming the plan (40210), writing nothing", async () => {
    const before = await userCount();
    const many = [1, 2, 3].map((i) => person(`seat${i}@example.com`));
    const { body } = await post('/api/company/user/save', { invitees: many, locale: 'en' }, buyer, 'tr_TR');
    expect(body.code).toBe(40210);
    expect(body.msg).toContain('Ücretsiz');
    expect(await userCount()).toBe(before);
    const seats = (await get<{ seats: { used: number; limit: number | null; planName: string } }>('/api/company/user/list', buyer, 'tr_TR'))
      .body.data.seats;
    expect(seats).toMatchObject({ limit: 2, planName: 'Ücretsiz' });
  });

  it('refuses a standard user (40300) and a guest (30007)', async () => {
    const body = { invitees: [person('nobody@example.com')], locale: 'en' };
    expect((await post('/api/company/user/save', body, staff)).body.code).toBe(40300);
    expect((await post('/api/company/user/save', body)).body.code).toBe(30007);
    expect(await lastMailTo('nobody@example.com')).toBeUndefined();
  });
});

describe('the last administrator', () => {
  it('cannot disable, delete or demote themselves while no other admin is active', async () => {
    const deactivate = await post(`/api/company/user/deactive/${supplierId}`, undefined, supplier, 'zh_CN');
    expect(deactivate.body.code).toBe(40900);
    expect(deactivate.body.msg).toBe('公司至少需要一名在用的管理员。请先将其他用户设为管理员。');
    expect((await post(`/api/company/user/remove/${supplierId}`, undefined, supplier)).body.code).toBe(40900);
    const me = (await get<{ list: (Row & Record<string, unknown>)[] }>('/api/company/user/list?pageSize=50', supplier)).body.data.list.find(
      (u) => u.id === supplierId,
    )!;
    const demote = await post(
      '/api/company/user/update',
      { ...person(me.email), id: supplierId, firstName: 'Samuel', lastName: 'Chan', admin: false },
      supplier,
    );
    expect(demote.body.code).toBe(40900);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, supplierId));
    expect(still).toMatchObject({ companyRole: 'admin', status: 'active', firstName: 'Samuel' });
  });
});

describe('update, resend and remove', () => {
  it('changes an invited address and sends a new link; the old link stops working; an active address is locked', async () => {
    const invited = (
      await post<{ list: Row[] }>('/api/company/user/save', { invitees: [person('typo@exmaple.com')], locale: 'en' }, supplier)
    ).body.data.list[0];
    const oldToken = tokenIn((await lastMailTo('typo@exmaple.com')).text);
    const fixed = await post<Row>('/api/company/user/update', { ...person('typo@example.com'), id: invited.id }, supplier);
    expect(fixed.body.data).toMatchObject({ email: 'typo@example.com', status: 'invited' });
    expect((await get<{ valid: boolean }>(`/api/auth/token?purpose=activate&token=${oldToken}`)).body.data.valid).toBe(false);
    const newToken = tokenIn((await lastMailTo('typo@example.com')).text);
    expect((await get<{ valid: boolean }>(`/api/auth/token?purpose=activate&token=${newToken}`)).body.data.valid).toBe(true);

    // Resend: another link, the previous one dead.
    expect((await post<Row>(`/api/company/user/email/${invited.id}`, undefined, supplier)).body.code).toBe(200);
    expect((await get<{ valid: boolean }>(`/api/auth/token?purpose=activate&token=${newToken}`)).body.data.valid).toBe(false);

    const staffRow = { ...person('staff2@example.com'), id: staffId };
    const locked = await post<{ fieldErrors: { path: string }[] }>('/api/company/user/update', staffRow, supplier);
    expect(locked.body.code).toBe(40000);
    expect(locked.body.data.fieldErrors.map((e) => e.path)).toEqual(['email']);
    expect((await post(`/api/company/user/email/${staffId}`, undefined, supplier)).body.code).toBe(40900);
  });

  it("refuses another company's admin, a standard user and a guest on every id-taking call", async () => {
    const [other] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(
        sql`${users.companyId} <> ${auroraId} and ${users.companyRole} = 'admin' and ${users.status} = 'active' and ${users.email} like '%@%' and ${users.administratorFlag} = false`,
      )
      .limit(1);
    const otherAdmin = await loginAs(t.app, other.email);
    const calls = [
      () => `/api/company/user/remove/${staffId}`,
      () => `/api/company/user/email/${staffId}`,
      () => `/api/company/user/deactive/${staffId}`,
      () => `/api/company/user/active/${staffId}`,
    ];
    for (const path of calls) {
      expect((await post(path(), undefined, otherAdmin)).body.code).toBe(40300);
      expect((await post(path(), undefined)).body.code).toBe(30007);
      expect((await post(path(), undefined, staff)).body.code).toBe(40300);
    }
    const update = { ...person('staff@example.com'), id: staffId };
    expect((await post('/api/company/user/update', update, otherAdmin)).body.code).toBe(40300);
    const [st] = await t.database.db.select().from(users).where(eq(users.id, staffId));
    expect(st).toMatchObject({ status: 'active', email: 'staff@example.com' });
  });

  it('removes an active member: their session ends, their details go, their address is free again', async () => {
    await post('/api/company/user/save', { invitees: [person('leaver@example.com')], locale: 'en' }, supplier);
    await post('/api/auth/activate', { token: tokenIn((await lastMailTo('leaver@example.com')).text), password: 'Leaver#2026' });
    const leaver = await loginAs(t.app, 'leaver@example.com', 'Leaver#2026');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'leaver@example.com'));
    const ws = await openSocket(url, leaver);
    await ws.next('ready');
    expect((await post(`/api/company/user/remove/${row.id}`, undefined, supplier)).body.code).toBe(200);
    expect(await ws.next('logout')).toEqual({ type: 'logout', reason: 'disabled' });
    expect((await get('/api/company/user/current', leaver)).body.code).toBe(30012);
    const [gone] = await t.database.db.select().from(users).where(eq(users.id, row.id));
    expect(gone).toMatchObject({ status: 'removed', passwordHash: null, phone: null, city: null });
    expect(gone.email).not.toContain('leaver');
    const list = (await get<{ list: Row[] }>('/api/company/user/list?pageSize=50', supplier)).body.data.list;
    expect(list.map((u) => u.id)).not.toContain(row.id);
    expect((await post(`/api/company/user/remove/${row.id}`, undefined, supplier)).body.code).toBe(40400);
    // The address can be invited again.
    expect((await post('/api/company/user/save', { invitees: [person('leaver@example.com')], locale: 'en' }, supplier)).body.code).toBe(
      200,
    );
  });
});

describe('roles', () => {
  const points = async (token: string) =>
    (await get<{ permissions: { webPerms: string }[] }>('/api/company/user/current', token)).body.data.permissions.map((p) => p.webPerms);

  it('gives a standard user exactly the rights of their role, at once, and tells their browser', async () => {
    expect(await points(staff)).not.toContain(PERM.manageUserView);
    const role = await post<{ id: number; points: string[] }>(
      '/api/company/role/save',
      { name: 'Team lead', points: [PERM.showroomView, PERM.manageUserView, PERM.analyticsView] },
      supplier,
    );
    expect(role.body.code).toBe(200);
    const ws = await openSocket(url, staff);
    await ws.next('ready');
    const staffRow = (
      await get<{ list: (Row & Record<string, unknown>)[] }>('/api/company/user/list?pageSize=50', supplier)
    ).body.data.list.find((u) => u.id === staffId)!;
    const assign = await post<Row>(
      '/api/company/user/update',
      {
        ...person('staff@example.com'),
        firstName: String(staffRow.firstName),
        lastName: String(staffRow.lastName),
        id: staffId,
        roleId: role.body.data.id,
      },
      supplier,
    );
    expect(assign.body.data.roleId).toBe(role.body.data.id);
    expect(await ws.next('access')).toEqual({ type: 'access' });
    expect(await points(staff)).toEqual(expect.arrayContaining([PERM.showroomView, PERM.manageUserView, PERM.analyticsView]));
    expect(await points(staff)).not.toContain(PERM.showroomProductAdd);
    expect((await get('/api/company/user/list', staff)).body.code).toBe(200);
    // Not an admin: cannot invite (no manage:user:add), cannot make a role with points they lack.
    expect((await post('/api/company/user/save', { invitees: [person('x1@example.com')], locale: 'en' }, staff)).body.code).toBe(40300);

    // The role loses the point: the holder loses it on the next request.
    await post('/api/company/role/save', { id: role.body.data.id, name: 'Team lead', points: [PERM.showroomView] }, supplier);
    expect(await ws.next('access')).toEqual({ type: 'access' });
    expect((await get('/api/company/user/list', staff)).body.code).toBe(40300);

    // A role in use cannot be deleted; the list says who holds what.
    const inUse = await post(`/api/company/role/remove/${role.body.data.id}`, undefined, supplier);
    expect(inUse.body.code).toBe(40900);
    const roles = (await get<{ list: { name: string; userCount: number }[]; assignable: string[] }>('/api/company/role/list', supplier))
      .body.data;
    expect(roles.list).toContainEqual(expect.objectContaining({ name: 'Team lead', userCount: 1 }));
    expect(roles.assignable).toContain(PERM.showroomProductAdd);
  });

  it('keeps a role without the chat right out of starting and sending chats, over HTTP and the socket', async () => {
    const role = await post<{ id: number }>('/api/company/role/save', { name: 'No chat', points: [PERM.showroomView] }, supplier);
    const staffRow = (await t.database.db.select().from(users).where(eq(users.id, staffId)))[0];
    const form = { ...person('staff@example.com'), firstName: staffRow.firstName, lastName: staffRow.lastName, id: staffId };
    await post('/api/company/user/update', { ...form, roleId: role.body.data.id }, supplier);
    const [peer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
    expect((await post('/im-api/conversation/open', { userId: peer.id }, staff)).body.code).toBe(40300);
    // A conversation opened while the right was there: the socket's send frame is refused too.
    await post('/api/company/user/update', { ...form, roleId: null }, supplier);
    const opened = await post<{ id: number }>('/im-api/conversation/open', { userId: peer.id }, staff);
    expect(opened.body.code).toBe(200);
    await post('/api/company/user/update', { ...form, roleId: role.body.data.id }, supplier);
    const ws = await openSocket(url, staff);
    await ws.next('ready');
    ws.send({ type: 'send', ref: 'r1', message: { conversationId: opened.body.data.id, clientId: 'c-1', kind: 'text', text: 'hello' } });
    expect(await ws.next('error')).toMatchObject({ type: 'error', ref: 'r1', code: 40300 });
    await post('/api/company/user/update', { ...form, roleId: null }, supplier);
  });

  it("refuses a duplicate name, a buyer company's showroom point and another company's role", async () => {
    const dup = await post<{ fieldErrors: { path: string }[] }>('/api/company/role/save', { name: 'team LEAD', points: [] }, supplier);
    expect(dup.body.data.fieldErrors.map((e) => e.path)).toEqual(['name']);
    const buyerRoles = (await get<{ assignable: string[] }>('/api/company/role/list', buyer)).body.data;
    expect(buyerRoles.assignable).not.toContain(PERM.showroomView);
    const showroom = await post<{ fieldErrors: { path: string }[] }>(
      '/api/company/role/save',
      { name: 'Sneaky', points: [PERM.showroomView] },
      buyer,
    );
    expect(showroom.body.data.fieldErrors.map((e) => e.path)).toEqual(['points']);
    const [aurora] = await t.database.db.select().from(companyRoles).where(eq(companyRoles.name, 'Team lead'));
    expect((await post('/api/company/role/save', { id: aurora.id, name: 'Mine now', points: [] }, buyer)).body.code).toBe(40300);
    expect((await post(`/api/company/role/remove/${aurora.id}`, undefined, buyer)).body.code).toBe(40300);
    expect((await post('/api/company/role/save', { name: 'Guest', points: [] })).body.code).toBe(30007);
    expect((await t.database.db.select().from(companyRoles).where(eq(companyRoles.id, aurora.id)))[0].name).toBe('Team lead');
  });
});

describe('the user profile (SPEC §3 "User profile (company user)")', () => {
  const profile = {
    firstName: 'Sam',
    lastName: 'Staff',
    gender: 'male',
    phone: '+90 212 555 0101',
    departmentName: 'Sales',
    remarks: 'Weekdays',
  };

  it('reads and saves my own profile', async () => {
    const saved = await post<Record<string, unknown>>('/api/accounts/user-profile', profile, staff);
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toMatchObject({ ...profile, loginName: 'staff@example.com', email: 'staff@example.com' });
    expect((await get('/api/accounts/user-profile', staff)).body.data).toMatchObject(profile);
    expect((await get('/api/accounts/user-profile')).body.code).toBe(30007);
  });

  it('answers the SPEC §5 rules in my language and writes nothing', async () => {
    const bad = await post<{ fieldErrors: { path: string; message: string }[] }>(
      '/api/accounts/user-profile',
      { ...profile, firstName: 'x'.repeat(31), phone: '', gender: undefined },
      staff,
      'zh_CN',
    );
    expect(bad.body.code).toBe(40000);
    expect(bad.body.data.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: '手机号码不能为空。' },
        expect.objectContaining({ path: 'firstName' }),
        expect.objectContaining({ path: 'gender' }),
      ]),
    );
    const invalid = await post<{ fieldErrors: { path: string; message: string }[] }>(
      '/api/accounts/user-profile',
      { ...profile, phone: 'call me' },
      staff,
    );
    expect(invalid.body.data.fieldErrors).toEqual([{ path: 'phone', message: 'Please enter the correct mobile phone number.' }]);
    expect((await get('/api/accounts/user-profile', staff)).body.data).toMatchObject(profile);
  });
});
