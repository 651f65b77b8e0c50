import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALES } from '@gembourse/contracts/locale';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createMailer, type MailLog } from './mailer.ts';
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
  activation: { token: 'tok', hours: 72 },
  invitation: { inviter: 'Samuel Chan', company: 'Aurora Gems', token: 'tok', hours: 72 },
  passwordReset: { token: 'tok', minutes: 60 },
  passwordChanged: {},
  showroomShare: { sender: 'Ada Lumen', senderCompany: 'Lumen Ltd.', company: 'Aurora Gems', companyId: 7, note: 'Worth a look.' },
  contactRequested: {
    company: 'Northstar Jewellers',
    person: 'Bella Morgan',
    note: 'We would like your catalogue.',
    companyId: 7,
  },
  contactAccepted: { company: 'Aurora Gems', companyId: 7 },
  companyVerified: { company: 'Jade Carving Workshop', note: 'Welcome aboard.' },
  companyRejected: { company: 'Jade Carving Workshop', note: 'We could not confirm your business licence.' },
  productPriceDrop: { product: 'Ruby ring', company: 'Aurora Gems', productId: 7, oldPrice: '$120.00', newPrice: '$99.00' },
  productBackInStock: { product: 'Ruby ring', company: 'Aurora Gems', productId: 7 },
  savedSearchMatches: { search: 'Rubies', count: 3, examples: 'Ruby ring, Ruby pendant', query: 'q=ruby&metal=1' },
  questionAnswered: { product: 'Ruby ring', company: 'Aurora Gems', productId: 7, question: 'Is it heated?', answer: 'No.' },
  privateMessage: { senders: 'Ada Lee (Aurora Gems), Sam Wu (Lotus Pearls)', count: 3 },
  weeklySummary: {
    from: 'Jan 5, 2026',
    to: 'Jan 11, 2026',
    profileViews: '1,204',
    productViews: '87',
    requests: '2',
    questions: '3',
    messages: '5',
  },
  weeklySummaryMember: { from: 'Jan 5, 2026', to: 'Jan 11, 2026', messages: '4', accepted: '1', answers: '2' },
};

describe('templates', () => {
  it('render every template in all four languages with no placeholder left', () => {
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const m = renderMail(name, locale, SAMPLE[name] as never, 'https://gembourse.test', null);
        subjects.add(m.subject);
        expect(m.subject.length, `${name} ${locale}`).toBeGreaterThan(5);
        expect(`${m.subject}${m.text}${m.html}`).not.toMatch(/\{[a-z]+\}/i);
        expect(m.html).toContain(`lang="${locale}"`);
      }
      expect(subjects.size, name).toBe(4);
    }
  });

  it('escape params in the HTML and keep the token out of everything but the link', () => {
    const m = renderMail('activation', 'en', { token: 'abc_DEF-123', hours: 72 }, 'https://gembourse.test', {
      firstName: '<script>alert("x")</script>',
      lastName: '& Co',
      salutation: null,
    });
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
  const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
  const config = { ...baseConfig, smtpTimeoutSeconds: 5, mailRetrySeconds: 1 };
  /** A mailer with a job queue of its own on the test database, started; closed by the returned function. */
  async function mailerWith(overrides: Partial<typeof config> & { smtpUrl?: string }, log: MailLog = quietLog) {
    const jobs = createJobQueue(t.database, quietLog, { work: true, pollSeconds: 0.5, maintenanceSeconds: 1 });
    const mailer = createMailer({ ...config, ...overrides }, t.database.db, jobs, log, {
      retryLimit: 1,
      retryDelaySeconds: 1,
      backoff: false,
    });
    await jobs.start();
    return {
      mailer,
      jobs,
      close: async () => {
        await jobs.stop();
        mailer.close();
      },
    };
  }

  it('stores every message in the outbox when no SMTP server is configured', async () => {
    const m = await mailerWith({});
    const id = await m.mailer.send({
      to: 'ada@example.com',
      recipient: null,
      locale: 'zh-tw',
      template: 'verificationCode',
      params: { code: '246810', minutes: 10 },
    });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ to: 'ada@example.com', locale: 'zh-tw', status: 'stored', subject: '您的 GemBourse 驗證碼' });
    expect(row.text).toContain('246810');
    expect(row.html).toContain('246810');
    await m.close();
  });

  it("delivers over SMTP in the recipient's language through a job and marks the row sent", async () => {
    const m = await mailerWith({ smtpUrl: smtp.url });
    const id = await m.mailer.send({
      to: 'Deniz@Example.com',
      recipient: { firstName: 'Deniz', lastName: 'Şahin', salutation: null },
      locale: 'tr',
      template: 'passwordReset',
      params: { token: 'T0KEN_value', minutes: 60 },
    });
    const mail = await smtp.waitFor('deniz@example.com');
    expect(mail.subject).toBe('GemBourse şifrenizi sıfırlayın');
    expect(mail.from).toBe('no-reply@gembourse.local');
    expect(mail.text).toContain('Merhaba Deniz Şahin,');
    expect(mail.text).toContain('https://gembourse.test/home/reset-password?token=T0KEN_value&language=tr');
    expect(mail.html).toContain('Şifremi sıfırla');
    await m.jobs.settled();
    const row = await outboxRow(id);
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    // Demo mode keeps the body for the dev mailbox.
    expect(row.text).toContain('T0KEN_value');
    await m.close();
  });

  it('drops the body of delivered messages outside demo mode, since it carries live links', async () => {
    const m = await mailerWith({ demo: false, smtpUrl: smtp.url });
    const id = await m.mailer.send({
      to: 'prod@example.com',
      recipient: { firstName: 'P', lastName: 'Q', salutation: null },
      locale: 'en',
      template: 'activation',
      params: { token: 'secret-token', hours: 72 },
    });
    expect((await smtp.waitFor('prod@example.com')).text).toContain('secret-token');
    await m.jobs.settled();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', text: '', html: null, subject: 'Activate your GemBourse account' });
    await m.close();
  });

  it('sends nothing when the transaction that wrote the message rolls back', async () => {
    const m = await mailerWith({ smtpUrl: smtp.url });
    await expect(
      t.database.db.transaction(async (tx) => {
        await m.mailer.send({ to: 'rollback@example.com', recipient: null, locale: 'en', template: 'passwordChanged', params: {} }, tx);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await m.jobs.settled();
    expect(smtp.received.some((r) => r.to.includes('rollback@example.com'))).toBe(false);
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'rollback@example.com'))).toHaveLength(0);
    await m.close();
  });

  it('retries a refused delivery, then marks the row failed and keeps the job as dead; the caller never sees it', async () => {
    const dead = await startTestSmtpServer();
    await dead.close();
    const logged: object[] = [];
    const log = { info: () => {}, error: () => {}, warn: (o: object) => logged.push(o) };
    const m = await mailerWith({ smtpUrl: dead.url }, log);
    const id = await m.mailer.send({
      to: 'nobody@example.com',
      recipient: null,
      locale: 'en',
      template: 'verificationCode',
      params: { code: '999111', minutes: 10 },
    });
    await expect.poll(async () => (await outboxRow(id)).status, { timeout: 15_000 }).toBe('failed');
    const row = await outboxRow(id);
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    // The last attempt marks the row failed and then throws; pg-boss files the dead letter after that, a moment later
    // (a CI run on PostgreSQL read the state in between).
    await expect.poll(() => m.jobs.stateOf('mail.deliver.dead'), { timeout: 5_000 }).toMatchObject({ created: expect.any(Number) });
    // The log names the job, never the recipient or the body.
    expect(JSON.stringify(logged)).not.toMatch(/999111|nobody@example\.com/);
    await m.close();
  });
});
