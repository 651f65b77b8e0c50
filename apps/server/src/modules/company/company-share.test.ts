import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails, users } from '../../db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, type KitCompany } from './company-test-kit.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let showroom: KitCompany;
let buyer: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test' });
  showroom = await makeCompany(t, { name: '珍珠坊有限公司', nameEn: 'Pearl Workshop Ltd.' });
  buyer = await loginAs(t.app, 'buyer@example.com');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const share = (token: string | undefined, body: object, lang?: string) =>
  api<{ sent: number }>(t, 'POST', '/api/company/share', token, body, lang);
const outboxCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails))[0].n;

describe('POST /api/company/share', () => {
  it("e-mails the showroom link to every recipient in the sender's language", async () => {
    const { body } = await share(buyer, {
      companyId: showroom.id,
      emails: ['Ann@Friends.example', 'bob@friends.example'],
      message: 'Lovely <b>pearls</b>.',
    });
    expect(body).toMatchObject({ code: 200, data: { sent: 2 } });
    const link = `https://gembourse.test/home/company-profile?id=${showroom.id}&language=en`;
    for (const to of ['ann@friends.example', 'bob@friends.example']) {
      const mail = await smtp.waitFor(to);
      expect(mail.subject).toBe('Bella Morgan shared a showroom with you: Pearl Workshop Ltd.');
      expect(mail.text).toContain('Bella Morgan of Northstar Jewellers thinks you will like the showroom of Pearl Workshop Ltd.');
      expect(mail.text).toContain('Lovely <b>pearls</b>.');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('Lovely &lt;b&gt;pearls&lt;/b&gt;.');
    }
    await t.app.deps.jobs.settled();
    const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ann@friends.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', locale: 'en' });
  });

  it("writes in Chinese for a Chinese sender, with the company's own name and no empty note", async () => {
    const staff = await showroom.staff();
    expect((await share(staff, { companyId: showroom.id, emails: ['carol@friends.example'] }, 'zh_CN')).body.code).toBe(200);
    const mail = await smtp.waitFor('carol@friends.example');
    expect(mail.subject).toBe(`${showroom.staffName} 与您分享了展厅：珍珠坊有限公司`);
    expect(mail.text).toContain(`/home/company-profile?id=${showroom.id}&language=zh-cn`);
    expect(mail.text).not.toMatch(/\n\n\n/);
  });

  it("writes to a member in their own e-mail language, and to strangers in the sender's", async () => {
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { emailLanguage: 'tr' } })
      .where(eq(users.email, 'staff@example.com'));
    const { body } = await share(buyer, { companyId: showroom.id, emails: ['Staff@Example.com', 'gina@friends.example'] });
    expect(body.code).toBe(200);
    const member = await smtp.waitFor('staff@example.com');
    expect(member.subject).toBe('Bella Morgan sizinle bir showroom paylaştı: Pearl Workshop Ltd.');
    expect(member.text).toContain('language=tr');
    const stranger = await smtp.waitFor('gina@friends.example');
    expect(stranger.subject).toBe('Bella Morgan shared a showroom with you: Pearl Workshop Ltd.');
  });

  it('refuses a duplicate address with "This email address has been added" and sends nothing', async () => {
    const before = await outboxCount();
    const { body } = await share(buyer, { companyId: showroom.id, emails: ['dave@friends.example', 'DAVE@friends.example '] });
    expect(body.code).toBe(40000);
    expect(fieldErrors(body.data)).toEqual([{ path: 'emails.1', message: 'This email address has been added' }]);
    const zh = await share(buyer, { companyId: showroom.id, emails: ['e@x.example', 'e@x.example'] }, 'zh_TW');
    expect(fieldErrors(zh.body.data)[0].message).toBe('該電子郵件地址已新增');
    const tr = await share(buyer, { companyId: showroom.id, emails: ['e@x.example', 'e@x.example'] }, 'tr_TR');
    expect(fieldErrors(tr.body.data)[0].message).toBe('Bu e-posta adresi zaten eklendi');
    expect((await share(buyer, { companyId: showroom.id, emails: [] })).body.code).toBe(40000);
    expect((await share(buyer, { companyId: showroom.id, emails: ['not-an-address'] })).body.code).toBe(40000);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses guests (30007) and unknown or buyer companies (404)', async () => {
    expect((await share(undefined, { companyId: showroom.id, emails: ['f@x.example'] })).body.code).toBe(30007);
    expect((await share(buyer, { companyId: 99_999_999, emails: ['f@x.example'] })).body.code).toBe(40400);
  });

  it('allows 10 shares per member per hour, then answers 42900', async () => {
    const sender = await showroom.admin();
    for (let i = 0; i < 10; i++) {
      expect((await share(sender, { companyId: showroom.id, emails: [`r${i}@limit.example`] })).body.code).toBe(200);
    }
    const refused = await share(sender, { companyId: showroom.id, emails: ['r10@limit.example'] });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(42900);
    // Another member is not affected.
    expect((await share(buyer, { companyId: showroom.id, emails: ['other@limit.example'] })).body.code).toBe(200);
    await t.app.deps.jobs.settled();
  });
});
