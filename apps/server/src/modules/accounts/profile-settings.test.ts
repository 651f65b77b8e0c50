import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/crypto/password.ts';
import { hashToken, newToken } from '../../platform/crypto/tokens.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

type FieldErrors = { fieldErrors: { path: string; message: string }[] };

let t: TestApp;
let url: string;
let member: { id: number; email: string };
const OLD = 'Old#password1';
const NEW = 'New#password2';

beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
  // A member of our own, so changing the password does not disturb the demo accounts.
  const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
  const [row] = await t.database.db
    .insert(users)
    .values({
      companyId: buyer.companyId,
      email: 'pat@example.com',
      passwordHash: await hashPassword(OLD),
      status: 'active',
      firstName: 'Pat',
      lastName: 'Lee',
      locale: 'en',
    })
    .returning({ id: users.id, email: users.email });
  member = row;
});
afterAll(() => t?.close());

/**
 * A second live session of the member, made directly: single login means a normal login would end the first one,
 * but the password change must end every other session it finds (from races, or sessions older than the rule).
 */
async function extraSession(userId: number) {
  const token = newToken();
  await t.database.db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

const post = <T = unknown>(path: string, payload: object, token?: string, lang = 'en_US') =>
  call<T>(t.app, { method: 'POST', url: path, payload, headers: { ...(token ? bearer(token) : {}), lang } });
const current = (token: string) => call(t.app, { method: 'GET', url: '/api/company/user/current', headers: bearer(token) });
const mailsTo = (email: string) =>
  t.database.db
    .select({ subject: outboxEmails.subject, locale: outboxEmails.locale })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(outboxEmails.id);

describe('POST /api/accounts/password', () => {
  it('refuses a wrong current password with a field error and changes nothing', async () => {
    const token = await loginAs(t.app, member.email, OLD);
    const { status, body } = await post('/api/accounts/password', { currentPassword: 'wrong-one1', newPassword: NEW }, token, 'tr_TR');
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect((body.data as FieldErrors).fieldErrors).toEqual([{ path: 'currentPassword', message: 'Mevcut şifre hatalı.' }]);
    await loginAs(t.app, member.email, OLD);
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it('refuses a weak new password and one equal to the current password', async () => {
    const token = await loginAs(t.app, member.email, OLD);
    const weak = await post('/api/accounts/password', { currentPassword: OLD, newPassword: 'short' }, token);
    expect(new Set((weak.body.data as FieldErrors).fieldErrors.map((f) => f.path))).toEqual(new Set(['newPassword']));
    const same = await post('/api/accounts/password', { currentPassword: OLD, newPassword: OLD }, token);
    expect((same.body.data as FieldErrors).fieldErrors.map((f) => f.path)).toEqual(['newPassword']);
  });

  it('changes the password, ends other sessions as revoked (6680, logout on their socket), keeps this one', async () => {
    const mine = await loginAs(t.app, member.email, OLD);
    const other = await extraSession(member.id);
    const otherSocket = await openSocket(url, other);
    await otherSocket.next('ready');
    const mySocket = await openSocket(url, mine);
    await mySocket.next('ready');

    const { body } = await post('/api/accounts/password', { currentPassword: OLD, newPassword: NEW }, mine);
    expect(body).toMatchObject({ code: 200, data: null });

    expect(await otherSocket.next('logout')).toEqual({ type: 'logout', reason: 'revoked' });
    const revoked = await current(other);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(6680);
    expect(revoked.body.msg).toBe('Login expired, please log in again');
    expect((await current(mine)).body.code).toBe(200);
    mySocket.send({ type: 'ping' });
    await mySocket.next('pong');
    expect(mySocket.events.some((e) => e.type === 'logout')).toBe(false);
    mySocket.close();

    expect((await post('/api/auth/login', { email: member.email, password: OLD })).body.code).toBe(40001);
    await loginAs(t.app, member.email, NEW);
    // The owner hears of it by e-mail, as after a reset.
    expect(await mailsTo(member.email)).toEqual([{ subject: 'Your GemBourse password was changed', locale: 'en' }]);
  });

  it('writes the "password changed" e-mail in the member\'s e-mail language', async () => {
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { emailLanguage: 'zh-cn' } })
      .where(eq(users.id, member.id));
    const mine = await loginAs(t.app, member.email, NEW);
    expect((await post('/api/accounts/password', { currentPassword: NEW, newPassword: OLD }, mine, 'tr_TR')).body.code).toBe(200);
    expect((await mailsTo(member.email)).at(-1)).toEqual({ subject: '您的 GemBourse 密码已更改', locale: 'zh-cn' });
    expect((await post('/api/accounts/password', { currentPassword: OLD, newPassword: NEW }, mine)).body.code).toBe(200);
    await t.database.db.update(users).set({ notificationPrefs: {} }).where(eq(users.id, member.id));
  });

  it('refuses guests with 30007', async () => {
    expect((await post('/api/accounts/password', { currentPassword: OLD, newPassword: NEW })).body.code).toBe(30007);
  });

  it('changes nothing, and ends no session, when the "password changed" e-mail cannot be recorded (issue 9)', async () => {
    // Sessions made directly: this file's logins of the member are near the per-address limit already.
    const mine = await extraSession(member.id);
    const other = await extraSession(member.id);
    const mailsBefore = await mailsTo(member.email);
    const hashOf = async () => (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, member.id)))[0].h;
    const hashBefore = await hashOf();
    const mailer = t.app.deps.mailer;
    const real = mailer.send.bind(mailer);
    const spy = vi.spyOn(mailer, 'send').mockImplementationOnce((async (
      msg: Parameters<typeof real>[0],
      tx?: Parameters<typeof real>[1],
    ) => {
      await real(msg, tx);
      throw new Error('mail queue down');
    }) as typeof mailer.send);
    try {
      expect((await post('/api/accounts/password', { currentPassword: NEW, newPassword: 'Third#pass3' }, mine)).body.code).toBe(50000);
    } finally {
      spy.mockRestore();
    }
    expect(await mailsTo(member.email)).toEqual(mailsBefore);
    expect(await hashOf()).toBe(hashBefore);
    expect((await current(other)).body.code).toBe(200);
    expect((await current(mine)).body.code).toBe(200);
  });
});

describe('notifications and language', () => {
  type Prefs = Record<string, boolean | string>;

  it('answers defaults: everything on, onboarding tips in the first week only, e-mails in my language', async () => {
    const fresh = await loginAs(t.app, member.email, NEW);
    const { body } = await call<Prefs>(t.app, { method: 'GET', url: '/api/accounts/notifications', headers: bearer(fresh) });
    expect(body.data).toMatchObject({
      contactRequest: true,
      privateMessage: true,
      weeklySummary: true,
      onboardingTips: true,
      emailLanguage: 'en',
    });
    // The demo supplier joined long ago.
    const old = await loginAs(t.app, 'supplier@example.com');
    const seasoned = await call<Prefs>(t.app, { method: 'GET', url: '/api/accounts/notifications', headers: bearer(old) });
    expect(seasoned.body.data).toMatchObject({ onboardingTips: false, messageSound: true });
  });

  it('saves the language, which e-mails follow until chosen separately', async () => {
    const token = await loginAs(t.app, member.email, NEW);
    const lang = await post<{ locale: string }>('/api/accounts/language', { locale: 'zh-tw' }, token);
    expect(lang.body.data).toEqual({ locale: 'zh-tw' });
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0].locale).toBe('zh-tw');
    const prefs = await call<Prefs>(t.app, { method: 'GET', url: '/api/accounts/notifications', headers: bearer(token) });
    expect(prefs.body.data.emailLanguage).toBe('zh-tw');
    const profile = await call<{ locale: string }>(t.app, { method: 'GET', url: '/api/accounts/profile', headers: bearer(token) });
    expect(profile.body.data.locale).toBe('zh-tw');
    expect((await post('/api/accounts/language', { locale: 'fr' }, token)).body.code).toBe(40000);
    expect((await post('/api/accounts/language', { locale: 'en' })).body.code).toBe(30007);
  });

  it('saves every preference and answers them back; bad input changes nothing', async () => {
    const token = await loginAs(t.app, member.email, NEW);
    const { body: before } = await call<Prefs>(t.app, { method: 'GET', url: '/api/accounts/notifications', headers: bearer(token) });
    const wanted = { ...before.data, privateMessage: false, weeklySummary: false, onboardingTips: false, emailLanguage: 'tr' };
    const saved = await post<Prefs>('/api/accounts/notifications', wanted, token);
    expect(saved.body.data).toEqual(wanted);
    const bad = await post('/api/accounts/notifications', { ...wanted, privateMessage: 'yes', emailLanguage: 'de' }, token);
    expect(bad.body.code).toBe(40000);
    expect((bad.body.data as FieldErrors).fieldErrors.map((f) => f.path).sort()).toEqual(['emailLanguage', 'privateMessage']);
    const missing = await post('/api/accounts/notifications', { privateMessage: true }, token);
    expect(missing.body.code).toBe(40000);
    const { body: after } = await call<Prefs>(t.app, { method: 'GET', url: '/api/accounts/notifications', headers: bearer(token) });
    expect(after.data).toEqual(wanted);
    // The language of the app and the language of e-mails are separate once chosen.
    await post('/api/accounts/language', { locale: 'en' }, token);
    expect(
      (await call<Prefs>(t.app, { method: 'GET', url: '/api/accounts/notifications', headers: bearer(token) })).body.data.emailLanguage,
    ).toBe('tr');
  });

  it('refuses guests with 30007', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/accounts/notifications' })).body.code).toBe(30007);
    // Refused as a guest before the (empty) body is looked at.
    expect((await post('/api/accounts/notifications', {})).body.code).toBe(30007);
    expect((await post('/api/accounts/password', {})).body.code).toBe(30007);
  });
});
