import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ChatReport } from '@gembourse/contracts/messaging';
import { chatReports, users } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { openChat, sendText } from './chat-test-kit.ts';

// A member reports a conversation to the organiser; platform staff read the reported member's last messages there
// and close the report, disabling the account when it deserves it (issue 12).

let t: TestApp;
let victim: KitCompany;
let spammer: KitCompany;
let victimToken: string;
let spammerToken: string;
let staff: string;
let conversationId: number;

beforeAll(async () => {
  t = await createTestApp();
  [victim, spammer] = await Promise.all([makeCompany(t, { name: 'Honest Gems' }), makeCompany(t, { name: 'Cheap Rolex Co' })]);
  [victimToken, spammerToken, staff] = await Promise.all([victim.admin(), spammer.admin(), loginAs(t.app, 'admin@example.com')]);
  conversationId = (await openChat(t, spammerToken, { userId: victim.adminId })).body.data.id;
  for (let i = 1; i <= 12; i++) await sendText(t, spammerToken, conversationId, `Cheap watches ${i}, click http://spam.example`);
  await sendText(t, victimToken, conversationId, 'Please stop.');
});
afterAll(() => t?.close());

const report = (token: string | undefined, id: number, reason: string) =>
  api<null>(t, 'POST', `/im-api/conversation/${id}/report`, token, { reason });
const reports = (token: string | undefined, query = '') => api<ChatReport[]>(t, 'GET', `/api/console/chat-reports${query}`, token);
const close = (token: string | undefined, id: number, disableReported = false) =>
  api<null>(t, 'POST', `/api/console/chat-reports/${id}/close`, token, { disableReported });
const rowsOf = (reporterId: number) => t.database.db.select().from(chatReports).where(eq(chatReports.reporterId, reporterId));

describe('reporting a conversation', () => {
  it('files one open report per reporter and conversation, naming the other member', async () => {
    expect((await report(victimToken, conversationId, '  Spam about watches  ')).body.code).toBe(200);
    expect((await report(victimToken, conversationId, 'Again')).body.code).toBe(200);
    const rows = await rowsOf(victim.adminId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ conversationId, reportedId: spammer.adminId, reason: 'Spam about watches', status: 'open' });
  });

  it('refuses an empty reason, a stranger to the conversation, and guests', async () => {
    expect((await report(victimToken, conversationId, '   ')).body.code).toBe(40000);
    const stranger = await makeCompany(t, { name: 'Bystander' });
    expect((await report(await stranger.admin(), conversationId, 'Not mine')).body.code).toBe(40400);
    expect((await report(undefined, conversationId, 'Guest')).body.code).toBe(30007);
    expect(await rowsOf(stranger.adminId)).toHaveLength(0);
  });
});

describe('the console', () => {
  it('lists reports to platform staff only, with the last messages of the reported member', async () => {
    expect((await reports(victimToken)).body.code).toBe(40300);
    expect((await reports(undefined)).body.code).toBe(30007);
    const { body } = await reports(staff, '?status=open');
    expect(body.code).toBe(200);
    const mine = body.data.find((r) => r.conversationId === conversationId)!;
    expect(mine).toMatchObject({
      status: 'open',
      reason: 'Spam about watches',
      reporter: { userId: victim.adminId, email: victim.adminEmail },
      reported: { userId: spammer.adminId, email: spammer.adminEmail },
    });
    // The reported member's ten latest messages there, oldest first; the reporter's own are not part of it.
    expect(mine.excerpt.map((m) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Cheap watches ${i + 3}, click http://spam.example`),
    );
    expect(mine.excerpt.every((m) => m.senderId === spammer.adminId)).toBe(true);
  });

  it('closes a report and disables the reported account, whose session ends', async () => {
    const id = (await rowsOf(victim.adminId))[0].id;
    expect((await close(victimToken, id, true)).body.code).toBe(40300);
    expect((await close(staff, id, true)).body.code).toBe(200);
    const [row] = await rowsOf(victim.adminId);
    expect(row).toMatchObject({ status: 'closed', closedAt: expect.any(Date) });
    const [user] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, spammer.adminId));
    expect(user.status).toBe('disabled');
    // The spammer's session was ended by the disabling: their next call answers the forced logout.
    expect((await sendText(t, spammerToken, conversationId, 'Still here?')).body.code).toBe(30012);
    expect((await close(staff, id)).body.code).toBe(40900);
    expect((await close(staff, 999_999)).body.code).toBe(40400);
    expect((await reports(staff, '?status=closed')).body.data.map((r) => r.id)).toContain(id);
    expect((await reports(staff, '?status=open')).body.data.map((r) => r.id)).not.toContain(id);
  });

  it('closes a report without touching the account when not asked to', async () => {
    const [pest, target] = await Promise.all([makeCompany(t, { name: 'Pest' }), makeCompany(t, { name: 'Target' })]);
    const pestToken = await pest.admin();
    const c = (await openChat(t, pestToken, { userId: target.adminId })).body.data.id;
    await sendText(t, pestToken, c, 'Hi');
    await report(await target.admin(), c, 'Rude');
    const [row] = await t.database.db
      .select()
      .from(chatReports)
      .where(and(eq(chatReports.conversationId, c), eq(chatReports.status, 'open')));
    expect((await close(staff, row.id)).body.code).toBe(200);
    const [user] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, pest.adminId));
    expect(user.status).toBe('active');
  });
});
