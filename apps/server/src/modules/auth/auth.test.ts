import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, sessions, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { ipRegion } from './auth.presenter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
});
afterAll(() => t?.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  call<{ token: string; user: Record<string, unknown> & { permissions: { webPerms: string }[]; menuList: unknown[] } }>(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    headers,
  });
const current = (token?: string) =>
  call<{ id: number; email: string; permissions: { webPerms: string }[] }>(t.app, {
    method: 'GET',
    url: '/api/company/user/current',
    headers: token ? bearer(token) : {},
  });

describe('login', () => {
  it('logs a demo supplier admin in and answers the current user with menus and permission points', async () => {
    const { status, body } = await login({ email: 'Supplier@Example.com', password: 'Demo#2026', remember: true });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const u = body.data.user;
    expect(u).toMatchObject({ email: 'supplier@example.com', join_type: 'seller', company_role: 'admin', administratorFlag: false });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt\$/);
    const perms = u.permissions.map((p) => p.webPerms);
    expect(perms).toContain('showroom:product:delete');
    expect(perms).toContain('manage:user:add');
    expect(u.menuList.length).toBeGreaterThan(10);
  });

  it('gives a standard user of the same company fewer permission points', async () => {
    const token = await loginAs(t.app, 'staff@example.com');
    const { body } = await current(token);
    const perms = body.data.permissions.map((p) => p.webPerms);
    expect(perms).toContain('showroom:product:add');
    expect(perms).not.toContain('showroom:product:delete');
    expect(perms).not.toContain('manage:user:add');
  });

  it('hands each role the page-level points its pages ask for (packages/contracts/src/pages.ts)', async () => {
    // Read from the roles as seeded (no login: the suite's login rate limit is tight).
    const pointsOf = async (role: string) =>
      (await t.app.deps.roleMenus.menusOf(role)).filter((m) => m.menuType === 3 && m.webPerms).map((m) => m.webPerms);
    const supplierAdmin = await pointsOf('seller_admin');
    const supplierStaff = await pointsOf('seller_standard');
    const buyerAdmin = await pointsOf('buyer_admin');
    const buyerStaff = await pointsOf('buyer_standard');
    expect(supplierAdmin).toEqual(expect.arrayContaining(['showroom:view', 'analytics:view', 'manage:user:view', 'manage:billing:view']));
    expect(supplierStaff).toEqual(expect.arrayContaining(['showroom:view', 'analytics:view']));
    expect(supplierStaff).not.toContain('manage:billing:view');
    // A buyer company has no showroom and no analytics, but its administrator manages users and the subscription.
    expect(buyerAdmin).toEqual(expect.arrayContaining(['manage:user:view', 'manage:billing:view']));
    for (const perm of ['showroom:view', 'analytics:view']) {
      expect(buyerAdmin).not.toContain(perm);
      expect(buyerStaff).not.toContain(perm);
    }
    expect(buyerStaff).not.toContain('manage:billing:view');
  });

  it('keeps only a hash of the token in the database', async () => {
    const token = await loginAs(t.app, 'buyer@example.com');
    const rows = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });

  it("answers a wrong password and an unknown address alike, in the caller's language", async () => {
    const wrong = await login({ email: 'buyer@example.com', password: 'nope' }, { lang: 'tr_TR' });
    const unknown = await login({ email: 'nobody@example.com', password: 'nope' }, { lang: 'tr_TR' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(40001);
    expect(wrong.body.msg).toBe('E-posta adresi veya şifre hatalı.');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const { status, body } = await login({ email: 'not-an-email', password: '' }, { lang: 'zh_CN' });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.msg).toBe('参数校验错误，请仔细填写表单数据！');
    const fields = (body.data as unknown as { fieldErrors: { path: string; message: string }[] }).fieldErrors;
    expect(fields.map((f) => f.path).sort()).toEqual(['email', 'password']);
    expect(fields.find((f) => f.path === 'email')?.message).toBe('请输入有效的邮箱地址');
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after).toEqual(before);
  });

  it('limits login attempts per address and IP with 429', async () => {
    const attempts = [];
    for (let i = 0; i < 6; i++) attempts.push(await login({ email: 'ratelimit@example.com', password: 'x' }));
    expect(attempts.slice(0, 5).map((a) => a.body.code)).toEqual([40001, 40001, 40001, 40001, 40001]);
    expect(attempts[5].status).toBe(429);
    expect(attempts[5].body.code).toBe(42900);
    // Another address from the same IP is not locked out.
    expect((await login({ email: 'other@example.com', password: 'x' })).body.code).toBe(40001);
  });
  // Failed logins by account and address, the shared-address case among them: login-throttle.test.ts.
});

describe('current user', () => {
  type LastLogin = {
    token: string;
    lastLoginIp: string | null;
    lastLoginIpRegion: string | null;
    lastLoginUserAgent: string | null;
    lastLoginTime: string | null;
  };
  const loginFrom = (remoteAddress: string, userAgent: string) =>
    call<{ token: string; user: LastLogin }>(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: 'supplier@example.com', password: 'Demo#2026' },
      headers: { 'user-agent': userAgent },
    });
  const me = (token: string) => call<LastLogin>(t.app, { method: 'GET', url: '/api/company/user/current', headers: bearer(token) });

  it('echoes the bearer token and describes the previous login, not the current one', async () => {
    const [supplier] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'supplier@example.com'));
    await t.database.db.delete(sessions).where(eq(sessions.userId, supplier.id));

    const first = await loginFrom('203.0.113.9', 'Browser-A');
    expect(first.body.data.user).toMatchObject({
      token: first.body.data.token,
      lastLoginIp: null,
      lastLoginIpRegion: null,
      lastLoginUserAgent: null,
      lastLoginTime: null,
    });
    const [firstSession] = await t.database.db.select({ at: sessions.createdAt }).from(sessions).where(eq(sessions.userId, supplier.id));

    const second = await loginFrom('10.1.2.3', 'Browser-B');
    const expected = {
      lastLoginIp: '203.0.113.9',
      lastLoginIpRegion: null,
      lastLoginUserAgent: 'Browser-A',
      lastLoginTime: firstSession.at.toISOString(),
    };
    expect(second.body.data.user).toMatchObject({ ...expected, token: second.body.data.token });
    // Asked again later, by the same session: still the login before it, and still its own token.
    const again = await me(second.body.data.token);
    expect(again.body.data).toMatchObject({ ...expected, token: second.body.data.token });

    const third = await loginFrom('127.0.0.1', 'Browser-C');
    expect(third.body.data.user).toMatchObject({
      lastLoginIp: '10.1.2.3',
      lastLoginIpRegion: 'Local network',
      lastLoginUserAgent: 'Browser-B',
    });
    // Member lists keep showing the latest login.
    const [row] = await t.database.db
      .select({ ip: users.lastLoginIp, ua: users.lastLoginUserAgent })
      .from(users)
      .where(eq(users.id, supplier.id));
    expect(row).toEqual({ ip: '127.0.0.1', ua: 'Browser-C' });
  });

  it('names private and loopback addresses only', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.20',
      '169.254.3.4',
      '::1',
      'fd12::1',
      'fe80::2',
      '::ffff:192.168.0.1',
    ]) {
      expect(ipRegion(ip)).toBe('Local network');
    }
    for (const ip of ['203.0.113.9', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'garbage', '', null]) {
      expect(ipRegion(ip)).toBeNull();
    }
  });
});

describe('sessions', () => {
  it('answers 30007 without a token and for an unknown token', async () => {
    const none = await current();
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 30007, data: null, dataType: 0 });
    expect((await current('made-up-token')).body.code).toBe(30007);
  });

  it('ends the first session when the same user logs in elsewhere (30008)', async () => {
    const first = await loginAs(t.app, 'staff@example.com');
    expect((await current(first)).body.code).toBe(200);
    const second = await loginAs(t.app, 'staff@example.com');
    const stale = await current(first);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe(30008);
    expect(stale.body.msg).toBe('Login expired or logged in elsewhere');
    expect((await current(second)).body.code).toBe(200);
  });

  it('keeps the newer session alive when two logins race', async () => {
    const [a, b] = await Promise.all([loginAs(t.app, 'staff@example.com'), loginAs(t.app, 'staff@example.com')]);
    const codes = [(await current(a)).body.code, (await current(b)).body.code].sort();
    expect(codes).toEqual([200, 30008]);
  });

  it('ends the session on logout', async () => {
    const token = await loginAs(t.app, 'admin@example.com');
    const out = await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.body.code).toBe(200);
    expect((await current(token)).body.code).toBe(30007);
  });

  it('refuses logout without a session', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout' })).body.code).toBe(30007);
  });

  it('answers 30012 once the user is disabled, and 30011 when the company is suspended', async () => {
    const token = await loginAs(t.app, 'buyer@example.com');
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, buyer.companyId));
    expect((await current(token)).body.code).toBe(30011);
    expect((await login({ email: 'buyer@example.com', password: 'Demo#2026' })).body.code).toBe(30011);
    await t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, buyer.companyId));
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, buyer.id));
    const disabled = await current(token);
    expect(disabled.status).toBe(403);
    expect(disabled.body.code).toBe(30012);
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.id, buyer.id));
    expect((await login({ email: 'buyer@example.com', password: 'Demo#2026' })).body.code).toBe(30010);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, buyer.id));
  });

  it('answers 30010 to a supplier whose company awaits verification, but only with the right password', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'supplier@example.com'));
    await t.database.db.update(companies).set({ verificationStatus: 'pending' }).where(eq(companies.id, admin.companyId));
    try {
      const pending = await login({ email: 'supplier@example.com', password: 'Demo#2026' }, { lang: 'zh_TW' });
      expect(pending.status).toBe(403);
      expect(pending.body.code).toBe(30010);
      expect(pending.body.msg).toContain('審核');
      expect((await login({ email: 'supplier@example.com', password: 'wrong' })).body.code).toBe(40001);
    } finally {
      await t.database.db.update(companies).set({ verificationStatus: 'verified' }).where(eq(companies.id, admin.companyId));
    }
  });

  it('answers the unread count only to members', async () => {
    expect((await call(t.app, { method: 'GET', url: '/im-api/user/message/unread' })).body.code).toBe(30007);
    const token = await loginAs(t.app, 'supplier@example.com');
    const { body } = await call<number>(t.app, { method: 'GET', url: '/im-api/user/message/unread', headers: bearer(token) });
    expect(body.code).toBe(200);
    expect(typeof body.data).toBe('number');
  });
});
