import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { companies, roleMenus, roles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/crypto/password.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

type CompanyUser = { id: number; email: string; status: string; companyRole: string };
type Page = { list: CompanyUser[]; total: number; hasMore: boolean };

let t: TestApp;
let url: string;
let supplier: string;
let staff: string;
let otherAdmin: string;
let victimId: number;
let supplierId: number;
let invitedId: number;
const PASSWORD = 'Victim#pass1';

beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
  const [s] = await t.database.db.select().from(users).where(eq(users.email, 'supplier@example.com'));
  supplierId = s.id;
  const [victim, invited] = await t.database.db
    .insert(users)
    .values([
      {
        companyId: s.companyId,
        email: 'victim@example.com',
        passwordHash: await hashPassword(PASSWORD),
        status: 'active',
        firstName: 'Vic',
        lastName: 'Tim',
      },
      { companyId: s.companyId, email: 'invited@example.com', status: 'invited', firstName: 'In', lastName: 'Vited' },
    ])
    .returning({ id: users.id });
  victimId = victim.id;
  invitedId = invited.id;
  // The admin of another supplier (demo users share the demo password).
  const [other] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(eq(companies.joinType, 'seller'), ne(users.companyId, s.companyId), eq(users.companyRole, 'admin'), eq(users.status, 'active')),
    )
    .limit(1);
  [supplier, staff, otherAdmin] = await Promise.all([
    loginAs(t.app, 'supplier@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, other.email),
  ]);
});
afterAll(() => t?.close());

const act = (action: 'active' | 'deactive', id: number, token?: string, lang = 'en_US') =>
  call<CompanyUser>(t.app, {
    method: 'POST',
    url: `/api/company/user/${action}/${id}`,
    headers: { ...(token ? bearer(token) : {}), lang },
  });
const list = (query: string, token?: string) =>
  call<Page>(t.app, { method: 'GET', url: `/api/company/user/list${query}`, headers: token ? bearer(token) : {} });
const statusOf = async (id: number) => (await t.database.db.select({ s: users.status }).from(users).where(eq(users.id, id)))[0].s;

describe('GET /api/company/user/list', () => {
  it("lists my company's users to its admin, filtered by status, without secrets", async () => {
    const { body } = await list('', supplier);
    expect(body.code).toBe(200);
    const emails = body.data.list.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['supplier@example.com', 'staff@example.com', 'victim@example.com', 'invited@example.com']),
    );
    expect(body.data.total).toBe(emails.length);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    const invited = await list('?status=invited', supplier);
    expect(invited.body.data.list.map((u) => u.email)).toEqual(['invited@example.com']);
    expect((await list('?status=gone', supplier)).body.code).toBe(40000);
  });

  it('refuses standard users (40300) and guests (30007)', async () => {
    expect((await list('', staff)).body.code).toBe(40300);
    expect((await list('')).body.code).toBe(30007);
  });

  it("decides by the permission points of the caller's role, as the page does (manage:user:view, manage:user:status)", async () => {
    const [role] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'seller_admin'));
    const point = async (menuId: number, held: boolean) => {
      if (held) await t.database.db.insert(roleMenus).values({ roleId: role.id, menuId }).onConflictDoNothing();
      else await t.database.db.delete(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, menuId)));
      t.app.deps.roleMenus.invalidate();
    };
    try {
      await point(3010, false);
      expect((await list('', supplier)).body.code).toBe(40300);
      expect((await act('active', victimId, supplier)).body.code).toBe(200);
      await point(3013, false);
      expect((await act('deactive', victimId, supplier)).body.code).toBe(40300);
      expect(await statusOf(victimId)).toBe('active');
    } finally {
      await point(3010, true);
      await point(3013, true);
    }
    expect((await list('', supplier)).body.code).toBe(200);
  });
});

describe('deactivate and activate', () => {
  it("refuses a standard user, another company's admin and guests, changing nothing", async () => {
    expect((await act('deactive', victimId, staff)).body.code).toBe(40300);
    expect((await act('deactive', victimId, otherAdmin)).body.code).toBe(40300);
    expect((await act('active', victimId, otherAdmin)).body.code).toBe(40300);
    const guest = await act('deactive', victimId);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(30007);
    expect(await statusOf(victimId)).toBe('active');
  });

  it('refuses disabling the last admin, oneself (40900), and unknown users (40400)', async () => {
    const self = await act('deactive', supplierId, supplier, 'zh_CN');
    expect(self.body.code).toBe(40900);
    expect(self.body.msg).toBe('公司至少需要一名在用的管理员。请先将其他用户设为管理员。');
    expect((await act('deactive', 99_999_999, supplier)).body.code).toBe(40400);
    expect((await act('deactive', 0, supplier)).body.code).toBe(40000);
  });

  it('disables a user of my company: their socket gets logout, their next call and login answer 30012', async () => {
    const victim = await loginAs(t.app, 'victim@example.com', PASSWORD);
    const ws = await openSocket(url, victim);
    await ws.next('ready');
    const { body } = await act('deactive', victimId, supplier);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id: victimId, status: 'disabled' });
    expect(await ws.next('logout')).toEqual({ type: 'logout', reason: 'disabled' });
    const next = await call(t.app, { method: 'GET', url: '/api/company/user/current', headers: bearer(victim) });
    expect(next.status).toBe(403);
    expect(next.body.code).toBe(30012);
    expect(next.body.msg).toBe('Your account has been disabled by your company administrator.');
    expect(
      (await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: 'victim@example.com', password: PASSWORD } })).body
        .code,
    ).toBe(30012);
    // Again: nothing changes.
    expect((await act('deactive', victimId, supplier)).body.data.status).toBe('disabled');
    expect((await list('?status=disabled', supplier)).body.data.list.map((u) => u.email)).toEqual(['victim@example.com']);
  });

  it('activates a disabled user again; they can log in', async () => {
    expect((await act('active', victimId, staff)).body.code).toBe(40300);
    const { body } = await act('active', victimId, supplier);
    expect(body.data.status).toBe('active');
    await loginAs(t.app, 'victim@example.com', PASSWORD);
  });

  it('sends a disabled user who never set a password back to invited; an invited user cannot be activated', async () => {
    expect((await act('active', invitedId, supplier)).body.code).toBe(40900);
    expect((await act('deactive', invitedId, supplier)).body.data.status).toBe('disabled');
    expect((await act('active', invitedId, supplier)).body.data.status).toBe('invited');
  });

  it('lets platform administrators act on any company', async () => {
    const admin = await loginAs(t.app, 'admin@example.com');
    expect((await act('deactive', victimId, admin)).body.data.status).toBe('disabled');
    expect((await act('active', victimId, admin)).body.data.status).toBe('active');
  });
});
