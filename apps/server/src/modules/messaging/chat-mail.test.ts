import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { chatMailPending, messages, notifications, outboxEmails, users } from '../../db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { CHAT_MAIL_JOB, chatMailJob } from './chat-mail.job.ts';
import { chatRepository } from './chat.repository.ts';
import { openChat, sendText } from './chat-test-kit.ts';

// SPEC §3 "Private message" (issue 12 item 3): a burst of chat messages becomes one notification and one e-mail in the
// recipient's e-mail language, written a while after the first, and only while the messages are still unread.

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp?.close());

const mailsTo = (t: TestApp, to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const noticesOf = (t: TestApp, userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'privateMessage')));
/** The chat e-mail jobs waiting for a recipient, with when they may start. */
async function waitingJobs(t: TestApp, recipientId: number) {
  const { rows } = await t.database.executeSql(
    `SELECT start_after > now() + interval '500 seconds' AS later FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state = 'created'`,
    [CHAT_MAIL_JOB, `chat-mail:${recipientId}`],
  );
  return rows as { later: boolean }[];
}

describe('the private-message e-mail, a while after the messages', () => {
  let t: TestApp;
  let recipient: KitCompany;
  let senders: KitCompany[];
  let tokens: string[];

  beforeAll(async () => {
    // The job waits ten minutes: it never runs by itself here, each test runs it when the burst is over.
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test', CHAT_MAIL_DELAY_SECONDS: '600' });
    recipient = await makeCompany(t, { name: 'Inbox Gems' });
    senders = await Promise.all(['Ruby House', 'Sapphire Lane', 'Opal Works'].map((name) => makeCompany(t, { name })));
    tokens = await Promise.all(senders.map((s) => s.admin()));
  });
  afterAll(() => t?.close());

  it('turns a burst of 50 messages from three members into one job, one notification and one e-mail', async () => {
    const conversations = await Promise.all(tokens.map(async (tk) => (await openChat(t, tk, { userId: recipient.adminId })).body.data.id));
    const counts = [17, 17, 16];
    await Promise.all(
      tokens.map(async (tk, i) => {
        for (let n = 0; n < counts[i]; n++) expect((await sendText(t, tk, conversations[i], `Offer ${n}`)).body.code).toBe(200);
      }),
    );
    await t.app.deps.jobs.settled();
    const jobs = await waitingJobs(t, recipient.adminId);
    expect(jobs).toEqual([{ later: true }]);
    expect(await mailsTo(t, recipient.adminEmail)).toHaveLength(0);

    await t.app.deps.services.chatMail.run(recipient.adminId);
    const mail = await smtp.waitFor(recipient.adminEmail);
    expect(mail.subject).toBe('Unread messages on GemBourse: 50');
    for (const s of senders) expect(mail.text).toContain(`Ada Kit${s.adminEmail.match(/admin(\d+)/)![1]}`);
    expect(mail.text).toContain('(Ruby House)');
    expect(mail.text).toContain('https://gembourse.test/home/messages?language=en');
    const notices = await noticesOf(t, recipient.adminId);
    expect(notices).toHaveLength(1);
    expect(notices[0].payload).toMatchObject({
      event: 'privateMessage',
      count: 50,
      conversationIds: expect.arrayContaining(conversations),
    });
    const unmailed = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.recipientId, recipient.adminId), isNull(messages.mailedAt)));
    expect(unmailed[0].n).toBe(0);

    // Nothing new: a second run writes nothing.
    await t.app.deps.services.chatMail.run(recipient.adminId);
    expect(await mailsTo(t, recipient.adminEmail)).toHaveLength(1);
    expect(await noticesOf(t, recipient.adminId)).toHaveLength(1);
  });

  it('enqueues once per burst: after the run a message starts a new one, and so does one after a burst left pending too long', async () => {
    const [member, sender] = await Promise.all([makeCompany(t, { name: 'Second Burst' }), makeCompany(t, { name: 'Burst Sender' })]);
    const token = await sender.admin();
    const c = (await openChat(t, token, { userId: member.adminId })).body.data.id;
    /** Sends, and waits for the e-mail job it may enqueue (after the send's answer). */
    const send = async (text: string) => {
      expect((await sendText(t, token, c, text)).body.code).toBe(200);
      await t.app.deps.jobs.settled();
    };
    const pending = async () =>
      (await t.database.db.select().from(chatMailPending).where(eq(chatMailPending.recipientId, member.adminId))).length;
    /** The waiting job is done with (as if it had run), so a new one would show. */
    const finishJobs = () =>
      t.database.executeSql(`UPDATE pgboss.job SET state = 'completed' WHERE name = $1 AND singleton_key = $2`, [
        CHAT_MAIL_JOB,
        `chat-mail:${member.adminId}`,
      ]);

    await send('First burst');
    await send('Still the first burst');
    expect(await pending()).toBe(1);
    expect(await waitingJobs(t, member.adminId)).toHaveLength(1);
    await t.app.deps.services.chatMail.run(member.adminId);
    await finishJobs();
    expect(await pending()).toBe(0);
    expect((await smtp.waitFor(member.adminEmail)).subject).toBe('Unread messages on GemBourse: 2');

    await send('Second burst');
    expect(await pending()).toBe(1);
    expect(await waitingJobs(t, member.adminId)).toHaveLength(1);

    // The job is lost (failed for good) and the pending row is older than the delay and an hour: the next message
    // enqueues again.
    await finishJobs();
    await send('Still pending?');
    expect(await waitingJobs(t, member.adminId)).toHaveLength(0);
    await t.database.db
      .update(chatMailPending)
      .set({ since: sql`now() - interval '2 days'` })
      .where(eq(chatMailPending.recipientId, member.adminId));
    await send('Anyone?');
    expect(await waitingJobs(t, member.adminId)).toHaveLength(1);
  });

  it('ends the pending burst when its job cannot be enqueued, so the next message tries again', async () => {
    const member = await makeCompany(t, { name: 'Queue Down' });
    await t.database.db.insert(chatMailPending).values({ recipientId: member.adminId });
    const mail = chatMailJob({
      repo: chatRepository(t.database.db),
      jobs: {
        define: () => undefined,
        sendMany: () => Promise.reject(new Error('queue down')),
      },
      mailer: { send: () => Promise.reject(new Error('not called')) },
      notices: { record: () => Promise.reject(new Error('not called')), announce: () => Promise.resolve() },
      accounts: { recipient: () => Promise.resolve(undefined) },
      delaySeconds: 600,
    });
    await expect(mail.later(member.adminId)).rejects.toThrow('queue down');
    expect(await t.database.db.select().from(chatMailPending).where(eq(chatMailPending.recipientId, member.adminId))).toEqual([]);
  });

  it('writes the in-app notification but no e-mail when the member switched "Private messages" off', async () => {
    const quiet = await makeCompany(t, { name: 'Quiet Gems' });
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { privateMessage: false } })
      .where(eq(users.id, quiet.adminId));
    const c = (await openChat(t, tokens[0], { userId: quiet.adminId })).body.data.id;
    await sendText(t, tokens[0], c, 'Are you there?');
    await sendText(t, tokens[0], c, 'Hello?');
    await t.app.deps.services.chatMail.run(quiet.adminId);
    expect(await noticesOf(t, quiet.adminId)).toEqual([expect.objectContaining({ payload: expect.objectContaining({ count: 2 }) })]);
    expect(await mailsTo(t, quiet.adminEmail)).toHaveLength(0);
  });

  it('tells nothing of messages read before the job ran', async () => {
    const reader = await makeCompany(t, { name: 'Fast Reader' });
    const c = (await openChat(t, tokens[1], { userId: reader.adminId })).body.data.id;
    await sendText(t, tokens[1], c, 'Quick question');
    expect((await api(t, 'POST', `/im-api/conversation/${c}/read`, await reader.admin(), {})).body.code).toBe(200);
    await t.app.deps.services.chatMail.run(reader.adminId);
    expect(await noticesOf(t, reader.adminId)).toHaveLength(0);
    expect(await mailsTo(t, reader.adminEmail)).toHaveLength(0);
  });

  it('writes in the member e-mail language', async () => {
    const zh = await makeCompany(t, { name: 'Jade Hall' });
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { emailLanguage: 'zh-cn' } })
      .where(eq(users.id, zh.adminId));
    const c = (await openChat(t, tokens[2], { userId: zh.adminId })).body.data.id;
    await sendText(t, tokens[2], c, '你好');
    await t.app.deps.services.chatMail.run(zh.adminId);
    const mail = await smtp.waitFor(zh.adminEmail);
    expect(mail.subject).toBe('您在 GemBourse 上有 1 条未读消息');
    expect(mail.text).toContain('language=zh-cn');
  });
});

describe('the private-message e-mail through the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test', CHAT_MAIL_DELAY_SECONDS: '0' });
  });
  afterAll(() => t?.close());

  it('is written by the queued job once the message is committed', async () => {
    const [from, to] = await Promise.all([makeCompany(t, { name: 'Queue Sender' }), makeCompany(t, { name: 'Queue Reader' })]);
    const token = await from.admin();
    const c = (await openChat(t, token, { userId: to.adminId })).body.data.id;
    await sendText(t, token, c, 'Through the queue');
    await t.app.deps.jobs.settled();
    const mail = await smtp.waitFor(to.adminEmail);
    expect(mail.subject).toBe('Unread messages on GemBourse: 1');
    expect(await noticesOf(t, to.adminId)).toHaveLength(1);
  });
});
