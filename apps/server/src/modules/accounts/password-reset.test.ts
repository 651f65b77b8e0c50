import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { actionTokens, outboxEmails, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/crypto/password.ts';
import { hashToken } from '../../platform/crypto/tokens.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { linkToken, nextIp, registerThroughApi, send, type Client } from './registration-test-kit.ts';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const client = (lang?: string): Client => ({ ip: nextIp(), lang });
const forgot = (c: Client, email: string) => send(t, c, 'POST', '/api/auth/password/forgot', { email });
const reset = (c: Client, token: string, password: string) =>
  send<{ email: string }>(t, c, 'POST', '/api/auth/password/reset', { token, password });
const check = (c: Client, purpose: string, token: string) =>
  send<{ valid: boolean; email: string | null }>(t, c, 'GET', `/api/auth/token?purpose=${purpose}&token=${token}`);
const login = (email: string, password: string) => call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
const current = (token: string) => call(t.app, { method: 'GET', url: '/api/company/user/current', headers: bearer(token) });
const outboxTo = async (email: string) => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).length;
/** Asks for a reset link for `email` and reads its token from the delivered e-mail. */
async function resetTokenFor(email: string, c: Client = client()) {
  expect((await forgot(c, email)).body.code).toBe(200);
  const mail = await smtp.waitFor(email);
  return { mail, token: linkToken(mail, '/home/reset-password') };
}

describe('forgot password', () => {
  it('answers an unknown address exactly like a known one, and sends nothing to it', async () => {
    const c = client('tr_TR');
    const known = await forgot(c, 'buyer@example.com');
    const unknown = await forgot(c, 'no-such-member@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ code: 200, msg: 'success', data: null, dataType: 0 });
    await t.app.deps.jobs.settled();
    const mail = await smtp.waitFor('buyer@example.com');
    expect(mail.subject).toBe('Reset your GemBourse password');
    expect(smtp.received.some((m) => m.to.includes('no-such-member@example.com'))).toBe(false);
    expect(await outboxTo('no-such-member@example.com')).toBe(0);
  });

  it('sends nothing to a disabled account', async () => {
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'staff@example.com'));
    await forgot(client(), 'staff@example.com');
    await t.app.deps.jobs.settled();
    expect(await outboxTo('staff@example.com')).toBe(0);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, 'staff@example.com'));
  });

  it('limits requests per address, for unknown and known addresses alike', async () => {
    for (const email of ['admin@example.com', 'ghost@example.com']) {
      const codes = [];
      for (let i = 0; i < 6; i++) codes.push((await forgot(client(), email)).body.code);
      expect(codes).toEqual([200, 200, 200, 200, 200, 42900]);
    }
    await t.app.deps.jobs.settled();
  });
});

describe('reset password', () => {
  it('sets the password, ends every live session (6680), e-mails a notice, and works once', async () => {
    const session = await loginAs(t.app, 'supplier@example.com');
    expect((await current(session)).body.code).toBe(200);
    const c = client('tr_TR');
    const { mail, token } = await resetTokenFor('supplier@example.com', c);
    expect(mail.text).toContain(`https://gembourse.test/home/reset-password?token=${token}&language=en`);
    expect((await check(c, 'reset', token)).body.data).toEqual({ valid: true, email: 's***r@example.com' });
    // An activation check of a reset token does not pass: purposes do not mix.
    expect((await check(c, 'activate', token)).body.data).toEqual({ valid: false, email: null });

    const done = await reset(c, token, 'NewSupplier2026');
    expect(done.body).toMatchObject({ code: 200, data: { email: 'supplier@example.com' } });
    const stale = await current(session);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe(6680);
    const notice = await smtp.waitFor('supplier@example.com');
    expect(notice.subject).toBe('Your GemBourse password was changed');
    expect(notice.text).not.toContain('NewSupplier2026');

    expect((await login('supplier@example.com', 'Demo#2026')).body.code).toBe(40001);
    expect((await login('supplier@example.com', 'NewSupplier2026')).body.code).toBe(200);
    const again = await reset(c, token, 'Another2026pw');
    expect(again.body.code).toBe(40000);
    expect(again.body.msg).toBe('Bu bağlantının süresi dolmuş veya bağlantı zaten kullanılmış.');
    expect((again.body.data as unknown as { fieldErrors: { path: string }[] }).fieldErrors[0].path).toBe('token');
    expect((await check(c, 'reset', token)).body.data.valid).toBe(false);
  });

  it('refuses an expired link and an unknown one alike', async () => {
    const c = client('en_US');
    const { token } = await resetTokenFor('buyer@example.com');
    await t.database.db
      .update(actionTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(actionTokens.tokenHash, hashToken(token)));
    const expired = await reset(c, token, 'Expired2026pw');
    const unknown = await reset(c, 'x'.repeat(43), 'Expired2026pw');
    expect(expired.body).toEqual(unknown.body);
    expect(expired.body).toMatchObject({ code: 40000, msg: 'This link has expired or was already used.' });
    expect((await login('buyer@example.com', 'Demo#2026')).body.code).toBe(200);
  });

  it('keeps only the newest link working, and refuses a weak password without using the link', async () => {
    const first = await resetTokenFor('buyer@example.com');
    const second = await resetTokenFor('buyer@example.com');
    const c = client();
    expect((await check(c, 'reset', first.token)).body.data.valid).toBe(false);
    const weak = await reset(c, second.token, 'onlyletters');
    expect(weak.body.code).toBe(40000);
    expect((weak.body.data as unknown as { fieldErrors: { path: string }[] }).fieldErrors.map((f) => f.path)).toEqual(['password']);
    expect((await check(c, 'reset', second.token)).body.data.valid).toBe(true);
  });

  it("writes the reset link and the notice in the member's e-mail language, not the app's or the caller's", async () => {
    await t.database.db
      .update(users)
      .set({ locale: 'en', notificationPrefs: { emailLanguage: 'tr' } })
      .where(eq(users.email, 'staff@example.com'));
    const c = client('zh_CN');
    const { mail, token } = await resetTokenFor('staff@example.com', c);
    expect(mail.subject).toBe('GemBourse şifrenizi sıfırlayın');
    expect(mail.text).toContain('&language=tr');
    expect((await reset(c, token, 'StaffReset2026')).body.code).toBe(200);
    expect((await smtp.waitFor('staff@example.com')).subject).toBe('GemBourse şifreniz değiştirildi');
  });

  it('activates a pending member who resets, and retires the activation link', async () => {
    const { activationToken } = await registerThroughApi(t, smtp, 'pending@example.com');
    const c = client();
    const { token } = await resetTokenFor('pending@example.com', c);
    expect((await reset(c, token, 'Pending2026pw')).body.code).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'pending@example.com'));
    expect(u.status).toBe('active');
    expect((await login('pending@example.com', 'Pending2026pw')).body.code).toBe(200);
    const late = await send(t, c, 'POST', '/api/auth/activate', { token: activationToken, password: 'Hijack2026pw' });
    expect(late.body.code).toBe(40000);
    expect((await login('pending@example.com', 'Pending2026pw')).body.code).toBe(200);
  });
});

describe('one transaction with its e-mail (issue 9)', () => {
  it('keeps the old password, the sessions and the link when the "password changed" notice cannot be recorded', async () => {
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    await t.database.db.insert(users).values({
      companyId: buyer.companyId,
      email: 'tx-reset@example.com',
      passwordHash: await hashPassword('Before#pass1'),
      status: 'active',
      firstName: 'T',
      lastName: 'X',
    });
    const session = await loginAs(t.app, 'tx-reset@example.com', 'Before#pass1');
    const { token } = await resetTokenFor('tx-reset@example.com');
    const noticesBefore = await outboxTo('tx-reset@example.com');
    const [before] = await t.database.db.select().from(users).where(eq(users.email, 'tx-reset@example.com'));
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
      expect((await reset(client(), token, 'Fresh#pass9')).body.code).toBe(50000);
    } finally {
      spy.mockRestore();
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.email, 'tx-reset@example.com'));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await outboxTo('tx-reset@example.com')).toBe(noticesBefore);
    expect((await current(session)).body.code).toBe(200);
    expect((await check(client(), 'reset', token)).body.data.valid).toBe(true);
    expect((await login('tx-reset@example.com', 'Before#pass1')).body.code).toBe(200);
    // The link still works, and then the notice goes out with the change.
    expect((await reset(client(), token, 'Fresh#pass9')).body.code).toBe(200);
    expect((await smtp.waitFor('tx-reset@example.com')).subject).toBe('Your GemBourse password was changed');
  });
});
