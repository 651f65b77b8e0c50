import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConsoleCompany } from '@gembourse/contracts/console';
import { companies, outboxEmails, users } from '../../db/schema/index.ts';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../../platform/crypto/password.ts';
import { api, companyRow, fieldErrors, makeCompany, PASSWORD, type KitCompany } from '../company/company-test-kit.ts';

type Page = { list: ConsoleCompany[]; total: number; pageNum: number; pageSize: number; hasMore: boolean };

let t: TestApp;
let admin: string;
let jade: KitCompany;
let opal: KitCompany;
let live: KitCompany;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
  live = await makeCompany(t, { name: 'Verified Pearls Ltd', verificationStatus: 'verified' });
  jade = await makeCompany(t, {
    name: '翡翠雕刻坊',
    nameEn: 'Jade Carving Workshop',
    verificationStatus: 'pending',
    businessNature: [30710],
    website: 'https://jade.example',
  });
  opal = await makeCompany(t, { name: 'Opal Sky Mining', verificationStatus: 'pending', country: 'AU' });
  // The registrant of Opal reads Turkish; Jade's reads English.
  await t.database.db.update(users).set({ locale: 'tr' }).where(eq(users.id, opal.adminId));
});
afterAll(() => t?.close());

const list = (token: string | undefined, query = '') => api<Page>(t, 'GET', `/api/console/companies${query}`, token);
const decide = (id: number, body: object, token?: string, lang?: string) =>
  api<{ id: number; verification: string }>(t, 'POST', `/api/console/companies/${id}/verification`, token, body, lang);
const login = (email: string, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, headers: lang ? { lang } : {} });
const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const verificationOf = async (id: number) => (await companyRow(t, id)).verificationStatus;

describe('GET /api/console/companies', () => {
  it('is for platform administrators only: a company admin gets 40300, a guest 30007', async () => {
    expect((await list(await live.admin())).body.code).toBe(40300);
    expect((await list(undefined)).body.code).toBe(30007);
  });

  it('lists companies newest first with the admin view of each (admin e-mail from one query)', async () => {
    const { body } = await list(admin, '?pageSize=3');
    expect(body.code).toBe(200);
    expect(body.data.list.map((c) => c.id)).toEqual([opal.id, jade.id, live.id]);
    expect(body.data).toMatchObject({ pageNum: 1, pageSize: 3, hasMore: true });
    expect(body.data.total).toBeGreaterThan(3);
    expect(body.data.list[1]).toMatchObject({
      name: '翡翠雕刻坊',
      nameEn: 'Jade Carving Workshop',
      joinType: 'seller',
      status: 'active',
      verification: 'pending',
      businessNature: [30710],
      website: 'https://jade.example',
      country: 'HK',
      adminEmail: jade.adminEmail,
      brochures: [],
    });
    expect(Date.parse(body.data.list[1].registeredAt)).toBeGreaterThan(Date.now() - 600_000);
    // Platform staff are no company's admin: the demo console account never shows as one.
    expect(JSON.stringify(body.data)).not.toContain('admin@example.com');
  });

  it('filters by name (either name, any case), side, status and verification, and pages', async () => {
    const byName = (await list(admin, '?keyword=jade%20CARVING')).body.data;
    expect(byName.list.map((c) => c.id)).toEqual([jade.id]);
    expect((await list(admin, `?keyword=${encodeURIComponent('翡翠')}`)).body.data.list.map((c) => c.id)).toEqual([jade.id]);
    // LIKE wildcards are matched literally.
    expect((await list(admin, '?keyword=%25')).body.data.total).toBe(0);

    const pending = (await list(admin, '?verification=pending&joinType=seller&status=active&pageSize=100')).body.data;
    expect(pending.list.map((c) => c.id)).toEqual(expect.arrayContaining([jade.id, opal.id]));
    expect(pending.list.every((c) => c.verification === 'pending' && c.joinType === 'seller')).toBe(true);

    const buyers = (await list(admin, '?joinType=buyer&pageSize=100')).body.data;
    expect(buyers.list.length).toBeGreaterThan(0);
    expect(buyers.list.every((c) => c.joinType === 'buyer')).toBe(true);

    const page2 = (await list(admin, '?verification=pending&pageSize=1&pageNum=2')).body.data;
    expect(page2).toMatchObject({ pageNum: 2, pageSize: 1 });
    expect(page2.list).toHaveLength(1);
  });

  it('answers 40000 for bad filters', async () => {
    const { body } = await list(admin, '?joinType=partner&pageSize=1000');
    expect(body.code).toBe(40000);
    expect(
      fieldErrors(body.data)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['joinType', 'pageSize']);
  });
});

describe('POST /api/console/companies/{id}/verification', () => {
  it('is for platform administrators only: a company admin gets 40300, a guest 30007; nothing changes', async () => {
    expect((await decide(jade.id, { verification: 'verified' }, await live.admin())).body.code).toBe(40300);
    expect((await decide(jade.id, { verification: 'verified' })).body.code).toBe(30007);
    expect(await verificationOf(jade.id)).toBe('pending');
    expect(await mailsTo(jade.adminEmail)).toHaveLength(0);
  });

  it('answers 40000 for a bad body and 40400 for an unknown company, writing nothing', async () => {
    for (const body of [
      { verification: 'pending' },
      { verification: 'maybe' },
      {},
      { verification: 'verified', note: 'x'.repeat(501) },
      { verification: 'verified', extra: 1 },
    ]) {
      expect((await decide(jade.id, body, admin)).body.code, JSON.stringify(body).slice(0, 60)).toBe(40000);
    }
    expect((await decide(99_999_999, { verification: 'verified' }, admin)).body.code).toBe(40400);
    expect(await verificationOf(jade.id)).toBe('pending');
    expect(await mailsTo(jade.adminEmail)).toHaveLength(0);
  });

  it('verifies a pending supplier: its members, refused with 30010 before, log in; its admin gets an e-mail with the note', async () => {
    const before = await login(jade.staffEmail);
    expect(before.status).toBe(403);
    expect(before.body.code).toBe(30010);

    const { body } = await decide(jade.id, { verification: 'verified', note: '  Welcome to the Spring fair.  ' }, admin);
    expect(body).toMatchObject({ code: 200, data: { id: jade.id, verification: 'verified' } });
    expect(await verificationOf(jade.id)).toBe('verified');
    expect((await login(jade.staffEmail)).body.code).toBe(200);
    expect((await login(jade.adminEmail)).body.code).toBe(200);

    const [mail] = await mailsTo(jade.adminEmail);
    expect(mail.subject).toBe('Jade Carving Workshop is verified on GemBourse');
    expect(mail.text).toContain('Welcome to the Spring fair.');
    expect(mail.text).toContain('/home/login?language=en');
    // Only admins hear of it.
    expect(await mailsTo(jade.staffEmail)).toHaveLength(0);

    // Deciding the same again changes and sends nothing.
    expect((await decide(jade.id, { verification: 'verified' }, admin)).body.code).toBe(200);
    expect(await mailsTo(jade.adminEmail)).toHaveLength(1);
  });

  it('rejects a pending supplier: its members stay out with 30010 saying so; the admin hears in their language', async () => {
    const { body } = await decide(opal.id, { verification: 'rejected', note: 'We could not confirm your mining licence.' }, admin);
    expect(body).toMatchObject({ code: 200, data: { id: opal.id, verification: 'rejected' } });
    const refused = await login(opal.staffEmail, 'zh_CN');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(30010);
    expect(refused.body.msg).toBe('GemBourse 未能审核通过贵公司，因此账户未被开通。请查看我们发送给您的邮件，或联系 GemBourse 客服。');

    const [mail] = await mailsTo(opal.adminEmail);
    expect(mail.locale).toBe('tr');
    expect(mail.subject).toBe('Opal Sky Mining için GemBourse kaydınız');
    expect(mail.text).toContain('We could not confirm your mining licence.');
  });

  it('rejects only a company still waiting (40900), but may verify a rejected one after all', async () => {
    const conflict = await decide(live.id, { verification: 'rejected' }, admin);
    expect(conflict.body.code).toBe(40900);
    expect(conflict.body.msg).toContain('Suspend');
    expect(await verificationOf(live.id)).toBe('verified');
    expect(await mailsTo(live.adminEmail)).toHaveLength(0);

    expect((await decide(opal.id, { verification: 'verified' }, admin)).body.data.verification).toBe('verified');
    expect((await login(opal.staffEmail)).body.code).toBe(200);
    expect(await mailsTo(opal.adminEmail)).toHaveLength(2);
  });

  it('leaves buyers, who never wait, free to log in, and can give them the verified badge', async () => {
    const [buyer] = await t.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, 'buyer@example.com'));
    expect((await decide(buyer.companyId, { verification: 'verified' }, admin)).body.code).toBe(200);
    const [row] = await t.database.db.select({ v: companies.verificationStatus }).from(companies).where(eq(companies.id, buyer.companyId));
    expect(row.v).toBe('verified');
    expect(
      (await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: 'buyer@example.com', password: 'Demo#2026' } })).body
        .code,
    ).toBe(200);
  });
});

// Issue 9, item 10: a NUL in the note answered 500 after the company was already verified, and its e-mail never went.
// A decision and its e-mails are now one transaction: all of it commits, or none of it.
describe('a verification decision is one transaction with its e-mails', () => {
  let ruby: KitCompany;
  const secondAdmin = `second-admin.${Date.now()}@kit.example`;

  beforeAll(async () => {
    ruby = await makeCompany(t, { name: 'Ruby Road Traders', verificationStatus: 'pending' });
    // Two admins, so a failure can come between the first e-mail and the second.
    await t.database.db.insert(users).values({
      companyId: ruby.id,
      email: secondAdmin,
      passwordHash: await hashPassword(PASSWORD),
      status: 'active',
      companyRole: 'admin',
      firstName: 'Rui',
      lastName: 'Second',
      locale: 'zh-tw',
    });
  });

  it('refuses a NUL in the note as a field error (40000), in my language, before anything changes', async () => {
    const en = await decide(ruby.id, { verification: 'verified', note: 'Welcome\u0000aboard' }, admin);
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(40000);
    expect(fieldErrors(en.body.data).map((e) => e.path)).toEqual(['note']);
    const zh = await decide(ruby.id, { verification: 'verified', note: '\u0000' }, admin, 'zh_CN');
    expect(fieldErrors(zh.body.data).map((e) => e.path)).toEqual(['note']);
    expect(zh.body.msg).not.toBe(en.body.msg);
    expect(await verificationOf(ruby.id)).toBe('pending');
    expect(await mailsTo(ruby.adminEmail)).toHaveLength(0);
  });

  it('leaves the company waiting and records no e-mail when the decision fails half-way', async () => {
    const send = t.app.deps.mailer.send;
    let calls = 0;
    // The first admin's e-mail is recorded, then the second fails: the first must go with the rollback.
    const spy = vi.spyOn(t.app.deps.mailer, 'send').mockImplementation(async (msg, tx) => {
      calls += 1;
      if (calls === 2) throw new Error('mail rendering failed');
      return send(msg, tx);
    });
    try {
      const { status } = await decide(ruby.id, { verification: 'verified', note: 'Welcome aboard.' }, admin);
      expect(status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await verificationOf(ruby.id)).toBe('pending');
    expect(await mailsTo(ruby.adminEmail)).toHaveLength(0);
    expect(await mailsTo(secondAdmin)).toHaveLength(0);
    const refused = await login(ruby.staffEmail);
    expect(refused.body.code).toBe(30010);
  });

  it('then decides in full when tried again: verified, and both admins e-mailed once, each in their language', async () => {
    const { body } = await decide(ruby.id, { verification: 'verified', note: 'Welcome aboard.' }, admin);
    expect(body).toMatchObject({ code: 200, data: { id: ruby.id, verification: 'verified' } });
    expect(await verificationOf(ruby.id)).toBe('verified');
    const [first] = await mailsTo(ruby.adminEmail);
    const [second] = await mailsTo(secondAdmin);
    expect(first.text).toContain('Welcome aboard.');
    expect(second.locale).toBe('zh-tw');
    expect((await login(ruby.staffEmail)).body.code).toBe(200);
  });
});
