import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALES } from '@gembourse/contracts/locale';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMailer, mailSettled } from './mailer.ts';
import { renderMail } from './render.ts';
import { TEMPLATES, type TemplateName } from './templates/catalogue.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startTestSmtpServer()]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const baseConfig = { mailFrom: 'GemBourse <no-reply@gembourse.local>', publicUrl: 'https://gembourse.test', demo: true };
const outboxRow = async (id: number) => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];

const SAMPLE: { [K in TemplateName]: object } = {
  verificationCode: { code: '123456', minutes: 10 },
  registrationAttempt: {},
  activation: { name: 'Ada', token: 'tok', hours: 72 },
  passwordReset: { name: 'Ada', token: 'tok', minutes: 60 },
  passwordChanged: { name: 'Ada' },
  showroomShare: { sender: 'Ada Lumen', senderCompany: 'Lumen Ltd.', company: 'Aurora Gems', companyId: 7, note: 'Worth a look.' },
  contactRequested: { name: 'Wing', company: 'Northstar Jewellers', person: 'Bella Morgan', note: 'We would like your catalogue.', companyId: 7 },
  contactAccepted: { name: 'Bella', company: 'Aurora Gems', companyId: 7 },
  companyVerified: { name: 'Mei', company: 'Jade Carving Workshop', note: 'Welcome aboard.' },
  companyRejected: { name: 'Mei', company: 'Jade Carving Workshop', note: 'We could not confirm your business licence.' },
};

describe('templates', () => {
  it('render every template in all four languages with no placeholder left', () => {
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const m = renderMail(name, locale, SAMPLE[name] as never, 'https://gembourse.test');
        subjects.add(m.subject);
        expect(m.subject.length, `${name} ${locale}`).toBeGreaterThan(5);
        expect(`${m.subject}${m.text}${m.html}`).not.toMatch(/\{[a-z]+\}/i);
        expect(m.html).toContain(`lang="${locale}"`);
      }
      expect(subjects.size, name).toBe(4);
    }
  });

  it('escape params in the HTML and keep the token out of everything but the link', () => {
    const m = renderMail('activation', 'en', { name: '<script>alert("x")</script> & Co', token: 'abc_DEF-123', hours: 72 }, 'https://gembourse.test');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(m.text).toContain('Hello <script>alert("x")</script> & Co,');
    const link = 'https://gembourse.test/home/activate?token=abc_DEF-123&language=en';
    expect(m.text).toContain(link);
    expect(m.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(m.text.split('abc_DEF-123').length).toBe(2);
  });
});

describe('mailer', () => {
  it('stores every message in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(baseConfig, t.database.db);
    const id = await mailer.send({ to: 'ada@example.com', locale: 'zh-tw', template: 'verificationCode', params: { code: '246810', minutes: 10 } });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ to: 'ada@example.com', locale: 'zh-tw', status: 'stored', subject: '您的 GemBourse 驗證碼' });
    expect(row.text).toContain('246810');
    expect(row.html).toContain('246810');
    await mailer.close();
  });

  it('delivers over SMTP in the recipient\'s language and marks the row sent', async () => {
    const mailer = createMailer({ ...baseConfig, smtpUrl: smtp.url }, t.database.db);
    const id = await mailer.send({ to: 'Deniz@Example.com', locale: 'tr', template: 'passwordReset', params: { name: 'Deniz Şahin', token: 'T0KEN_value', minutes: 60 } });
    const mail = await smtp.waitFor('deniz@example.com');
    expect(mail.subject).toBe('GemBourse şifrenizi sıfırlayın');
    expect(mail.from).toBe('no-reply@gembourse.local');
    expect(mail.text).toContain('Merhaba Deniz Şahin,');
    expect(mail.text).toContain('https://gembourse.test/home/reset-password?token=T0KEN_value&language=tr');
    expect(mail.html).toContain('Şifremi sıfırla');
    await mailSettled();
    const row = await outboxRow(id);
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    // Demo mode keeps the body for the dev mailbox.
    expect(row.text).toContain('T0KEN_value');
    await mailer.close();
  });

  it('drops the body of delivered messages outside demo mode, since it carries live links', async () => {
    const mailer = createMailer({ ...baseConfig, demo: false, smtpUrl: smtp.url }, t.database.db);
    const id = await mailer.send({ to: 'prod@example.com', locale: 'en', template: 'activation', params: { name: 'P', token: 'secret-token', hours: 72 } });
    expect((await smtp.waitFor('prod@example.com')).text).toContain('secret-token');
    await mailSettled();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', text: '', html: null, subject: 'Activate your GemBourse account' });
    await mailer.close();
  });

  it('records a failed delivery with its error and never throws to the caller', async () => {
    const dead = await startTestSmtpServer();
    await dead.close();
    const logged: object[] = [];
    const log = { info: () => {}, error: () => {}, warn: (o: object) => logged.push(o) };
    const mailer = createMailer({ ...baseConfig, smtpUrl: dead.url }, t.database.db, log);
    const id = await mailer.send({ to: 'nobody@example.com', locale: 'en', template: 'verificationCode', params: { code: '999111', minutes: 10 } });
    await mailSettled();
    const row = await outboxRow(id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    // The log names the row, never the recipient or the body.
    expect(JSON.stringify(logged)).not.toMatch(/999111|nobody@example\.com/);
    expect(logged[0]).toMatchObject({ outboxId: id, template: 'verificationCode' });
    await mailer.close();
  });

  it('runs deferred work after the caller returns and lets tests wait for it', async () => {
    const mailer = createMailer(baseConfig, t.database.db);
    let ran = false;
    mailer.defer(async () => {
      ran = true;
    });
    expect(ran).toBe(false);
    await mailSettled();
    expect(ran).toBe(true);
  });
});
