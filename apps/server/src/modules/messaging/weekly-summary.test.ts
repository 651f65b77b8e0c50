import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { NotificationPage } from '@gembourse/contracts/notifications';
import type { ServerEvent } from '@gembourse/contracts/realtime';
import {
  connections,
  conversations,
  messages,
  notifications,
  outboxEmails,
  pageViews,
  products,
  questions,
  users,
} from '../../db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { WEEKLY_SUMMARY_JOB, weekOf } from './weekly-summary.job.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let supplier: KitCompany;
let buyers: KitCompany;
let quiet: KitCompany;
let idle: KitCompany;
const { week, period } = weekOf(new Date());
/** A moment inside the reported week. */
const inWeek = new Date(period.from.getTime() + 36 * 3_600_000);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test' });
  supplier = await makeCompany(t, { name: '周报珠宝', nameEn: 'Weekly Gems' });
  buyers = await makeCompany(t, { name: 'Weekly Buyers', joinType: 'buyer' });
  quiet = await makeCompany(t, { name: 'Quiet Gems' });
  idle = await makeCompany(t, { name: 'Idle Gems' });
  const db = t.database.db;
  const [product] = await db.select().from(products).where(eq(products.companyId, supplier.id));
  const [quietProduct] = await db.select().from(products).where(eq(products.companyId, quiet.id));
  // The supplier's week: 3 profile views, 2 product views, 1 contact request, 1 question; and views outside the week.
  await db
    .insert(pageViews)
    .values([
      ...[1, 2, 3].map(() => ({ companyId: supplier.id, kind: 'profile' as const, createdAt: inWeek })),
      ...[1, 2].map(() => ({ companyId: supplier.id, productId: product.id, kind: 'product' as const, createdAt: inWeek })),
      { companyId: supplier.id, kind: 'profile' as const, createdAt: new Date(period.from.getTime() - 3_600_000) },
      { companyId: quiet.id, productId: quietProduct.id, kind: 'product' as const, createdAt: inWeek },
    ]);
  await db
    .insert(connections)
    .values({ requesterId: buyers.adminId, requesterCompanyId: buyers.id, supplierCompanyId: supplier.id, createdAt: inWeek });
  await db.insert(questions).values({ productId: product.id, userId: buyers.adminId, body: 'Is it natural?', createdAt: inWeek });
  // The buyer's week: a contact established (as they were told), and 2 messages still unread.
  await db.insert(notifications).values({
    userId: buyers.adminId,
    kind: 'contactRequest',
    payload: { event: 'contactAccepted', companyId: supplier.id },
    createdAt: inWeek,
  });
  const [conversation] = await db
    .insert(conversations)
    .values({ userA: Math.min(buyers.adminId, supplier.adminId), userB: Math.max(buyers.adminId, supplier.adminId) })
    .returning({ id: conversations.id });
  await db
    .insert(messages)
    .values(
      [1, 2].map((i) => ({ conversationId: conversation.id, senderId: supplier.adminId, recipientId: buyers.adminId, body: `Hello ${i}` })),
    );
  // Quiet Gems had a view but switched the summary off.
  await db
    .update(users)
    .set({ notificationPrefs: { weeklySummary: false } as never })
    .where(eq(users.id, quiet.adminId));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const job = () => t.app.deps.services.weeklySummary;
const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const summariesOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'weeklySummary')));

describe('the weekly activity summary', () => {
  it('reports the seven days before the latest Monday, keyed by that Monday', () => {
    expect(weekOf(new Date('2026-01-14T10:00:00Z'))).toEqual({
      week: '2026-01-12',
      period: { from: new Date('2026-01-05T00:00:00Z'), to: new Date('2026-01-12T00:00:00Z') },
    });
    expect(weekOf(new Date('2026-01-12T08:00:00Z')).week).toBe('2026-01-12');
    expect(weekOf(new Date('2026-01-11T23:59:00Z')).week).toBe('2026-01-05');
  });

  it('is scheduled on the configured cron (WEEKLY_SUMMARY_CRON)', async () => {
    const { rows } = await t.database.executeSql(`SELECT cron FROM pgboss.schedule WHERE name = $1`, [WEEKLY_SUMMARY_JOB]);
    expect(rows).toEqual([{ cron: t.config.chat.weeklySummaryCron }]);
  });

  it('e-mails a supplier its week in its e-mail language, records the notification and raises the bell live', async () => {
    const heard: ServerEvent[] = [];
    const stop = t.app.deps.realtime.onDelivery((event, to) => {
      if (to.userIds?.includes(supplier.adminId)) heard.push(event);
    });
    const told = await job().summarise({ week, userIds: [supplier.adminId, supplier.staffId] });
    stop();
    expect(told.sort()).toEqual([supplier.adminId, supplier.staffId].sort());
    expect(heard).toContainEqual({ type: 'notifications', count: 1 });

    const mail = await smtp.waitFor(supplier.adminEmail);
    expect(mail.subject).toMatch(/^Your week on GemBourse: /);
    for (const line of [
      'Views of your company profile: 3',
      'Views of your products: 2',
      'New contact requests: 1',
      'New questions about your products: 1',
      'Unread messages: 0',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('https://gembourse.test/home/analytics-dashboard?language=en');
    // The standard user reads Chinese: the same company's week, in Chinese.
    const zh = await smtp.waitFor(supplier.staffEmail);
    expect(zh.subject).toMatch(/^您在 GemBourse 的一周：/);
    expect(zh.text).toContain('公司主页浏览次数：3');

    const [note] = await summariesOf(supplier.adminId);
    expect(note.payload).toMatchObject({
      event: 'weeklySummary',
      week,
      supplier: true,
      profileViews: 3,
      productViews: 2,
      requests: 1,
      questions: 1,
    });
    const shown = await api<NotificationPage>(t, 'GET', '/api/notifications/list', await supplier.admin(), undefined, 'tr_TR');
    expect(shown.body.data.list[0]).toMatchObject({
      event: 'weeklySummary',
      title: "GemBourse'ta haftanız",
      link: '/home/analytics-dashboard',
    });
  });

  it('tells a buyer of its messages and contacts, and nobody who had nothing or switched it off', async () => {
    const told = await job().summarise({ week, userIds: [buyers.adminId, buyers.staffId, quiet.adminId, idle.adminId, idle.staffId] });
    expect(told).toEqual([buyers.adminId]);
    const mail = await smtp.waitFor(buyers.adminEmail);
    expect(mail.text).toContain('Unread messages: 2');
    expect(mail.text).toContain('Contacts established: 1');
    expect(mail.text).toContain('Your questions answered by suppliers: 0');
    expect(mail.text).toContain('https://gembourse.test/home/messages?language=en');
    for (const nobody of [buyers.staffEmail, quiet.adminEmail, idle.adminEmail, idle.staffEmail]) {
      expect(await mailsTo(nobody)).toHaveLength(0);
    }
    for (const nobody of [quiet.adminId, idle.adminId]) expect(await summariesOf(nobody)).toHaveLength(0);
  });

  it('sends each member one summary a week however often it runs: again, concurrently, and from the schedule', async () => {
    const again = await Promise.all([
      job().summarise({ week, userIds: [supplier.adminId, buyers.adminId] }),
      job().summarise({ week, userIds: [supplier.adminId, buyers.adminId] }),
    ]);
    expect(again).toEqual([[], []]);
    // The scheduled run: pages through every member who wants it and works them as batch jobs.
    expect(await job().fanOut()).toBeGreaterThan(0);
    await t.app.deps.jobs.settled();
    expect(await job().fanOut()).toBeGreaterThan(0);
    await t.app.deps.jobs.settled();
    for (const m of [supplier, buyers]) {
      expect(await mailsTo(m.adminEmail)).toHaveLength(1);
      expect(await summariesOf(m.adminId)).toHaveLength(1);
    }
    expect(await mailsTo(quiet.adminEmail)).toHaveLength(0);
    expect(await t.app.deps.jobs.stateOf('messaging.weekly-summary.batch.dead')).toEqual({});
  });
});
