import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { CompanyContacts } from '@gembourse/contracts/company-profile';
import type { Connection } from '@gembourse/contracts/connections';
import { companyContacts, connections, favourites, notifications, outboxEmails, users } from '../../db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { defaultBrandOf } from '../catalogue/brands-test-kit.ts';
import { api, makeCompany, userByEmail, type KitCompany } from '../company/company-test-kit.ts';

type Page = { list: Connection[]; total: number; pageNum: number; pageSize: number; hasMore: boolean };

let t: TestApp;
let smtp: TestSmtpServer;
let url: string;
let supplier: KitCompany;
let other: KitCompany;
let buyer: string;
let buyerCompanyId: number;
let supplierAdmin: string;
let supplierStaff: string;
let otherAdmin: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test' });
  url = await wsUrl(t.app);
  supplier = await makeCompany(t, {
    name: '金辉珠宝',
    nameEn: 'Golden Glow Jewellery',
    contactPrivacy: 'contacts',
    email: 'sales@glow.example',
    phone: '+852 2111 2222',
  });
  other = await makeCompany(t, { name: 'Other Gems' });
  await t.database.db
    .insert(companyContacts)
    .values({ companyId: supplier.id, firstName: 'Wing', lastName: 'Ho', email: 'wing@glow.example', title: 'Sales' });
  [buyer, supplierAdmin, supplierStaff, otherAdmin] = await Promise.all([
    loginAs(t.app, 'buyer@example.com'),
    supplier.admin(),
    supplier.staff(),
    other.admin(),
  ]);
  buyerCompanyId = (await userByEmail(t, 'buyer@example.com')).companyId;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const request = (token: string | undefined, body: object, lang?: string) =>
  api<Connection>(t, 'POST', '/api/company/connection/request', token, body, lang);
const respond = (action: 'accept' | 'decline', id: number, token?: string) =>
  api<Connection>(t, 'POST', `/api/company/connection/${action}/${id}`, token);
const list = (token: string, query = '') => api<Page>(t, 'GET', `/api/company/connection/list${query}`, token);
const detail = (id: number, token?: string) => api<CompanyDetail>(t, 'GET', `/api/company/detail/${id}`, token);
const rows = () => t.database.db.select().from(connections).where(eq(connections.supplierCompanyId, supplier.id));
const withdraw = (id: number, token?: string) => api<null>(t, 'POST', `/api/company/connection/withdraw/${id}`, token);
const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
/** Between two companies, in either direction. */
const pairRows = (a: number, b: number) =>
  t.database.db
    .select()
    .from(connections)
    .where(
      sql`(${connections.requesterCompanyId} = ${a} and ${connections.supplierCompanyId} = ${b}) or (${connections.requesterCompanyId} = ${b} and ${connections.supplierCompanyId} = ${a})`,
    );

describe('connection requests', () => {
  let requestId: number;

  it('files a request, notifies the supplier admins (row and realtime notice) and shows it pending to both sides', async () => {
    const ws = await openSocket(url, supplierAdmin);
    await ws.next('ready');
    const { body } = await request(buyer, { companyId: supplier.id, message: '  We would like your catalogue.  ' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      status: 'pending',
      message: 'We would like your catalogue.',
      respondedAt: null,
      requester: { companyId: buyerCompanyId, companyName: 'Northstar Jewellers', name: 'Bella Morgan' },
      supplier: { companyId: supplier.id, companyName: 'Golden Glow Jewellery' },
    });
    requestId = body.data.id;
    expect(await ws.next('notice')).toEqual({
      type: 'notice',
      title: 'New contact request',
      body: 'Northstar Jewellers would like to establish contact with your company.',
    });
    ws.close();
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, supplier.adminId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'contactRequest',
      payload: { event: 'contactRequested', connectionId: requestId, companyId: buyerCompanyId },
    });
    // The standard user is not an admin: no notification for them.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, supplier.staffId))).toHaveLength(0);
    // "Contact request received or confirmed" is on by default: the admin is e-mailed too, in their language.
    const mail = await smtp.waitFor(supplier.adminEmail);
    expect(mail.subject).toBe('New contact request from Northstar Jewellers');
    expect(mail.text).toContain('Bella Morgan of Northstar Jewellers would like to establish contact with your company on GemBourse.');
    expect(mail.text).toContain('We would like your catalogue.');
    expect(mail.text).toContain(`https://gembourse.test/home/company-profile?id=${supplier.id}&language=en`);
    expect(await mailsTo(supplier.staffEmail)).toHaveLength(0);

    const incoming = await list(supplierStaff, '?direction=incoming&status=pending');
    expect(incoming.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 20, hasMore: false });
    expect(incoming.body.data.list.map((c) => c.id)).toEqual([requestId]);
    expect((await list(buyer, '?direction=outgoing')).body.data.list.map((c) => c.id)).toContain(requestId);
    expect((await list(buyer, '?direction=incoming')).body.data.list.map((c) => c.id)).not.toContain(requestId);
    expect((await detail(supplier.id, buyer)).body.data.viewer.connection).toBe('pending');
  });

  it('refuses a second request while pending (40900), to my own company, to buyers and to unknown companies', async () => {
    const again = await request(buyer, { companyId: supplier.id });
    expect(again.body.code).toBe(40900);
    expect(again.body.msg).toBe('Your contact request to this company is still waiting for an answer.');
    const self = await request(supplierStaff, { companyId: supplier.id });
    expect(self.body.code).toBe(40000);
    expect(self.body.data).toEqual({
      fieldErrors: [{ path: 'companyId', message: 'You cannot send a contact request to your own company.' }],
    });
    expect((await request(supplierAdmin, { companyId: buyerCompanyId })).body.code).toBe(40400);
    expect((await request(buyer, { companyId: 99_999_999 })).body.code).toBe(40400);
    expect((await request(undefined, { companyId: supplier.id })).body.code).toBe(30007);
    expect((await request(buyer, { companyId: supplier.id, extra: 1 })).body.code).toBe(40000);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses a supplier the organiser has not verified (404, like its profile), and writes nothing', async () => {
    for (const verificationStatus of ['unverified', 'pending', 'rejected'] as const) {
      const hidden = await makeCompany(t, { name: `Hidden ${verificationStatus}`, verificationStatus });
      expect((await request(buyer, { companyId: hidden.id })).body.code).toBe(40400);
      expect(await pairRows(buyerCompanyId, hidden.id)).toEqual([]);
    }
  });

  it('lets only members of the supplier answer: others get 404', async () => {
    expect((await respond('accept', requestId, buyer)).body.code).toBe(40400);
    expect((await respond('accept', requestId, otherAdmin)).body.code).toBe(40400);
    expect((await respond('decline', requestId, otherAdmin)).body.code).toBe(40400);
    expect((await respond('accept', 99_999_999, supplierAdmin)).body.code).toBe(40400);
    expect((await respond('accept', requestId)).body.code).toBe(30007);
    expect((await rows())[0].status).toBe('pending');
  });

  it('accepts: the requester is notified, both sides see accepted, and contacts open under contacts privacy', async () => {
    const contactsUrl = `/api/company/contact/list/${supplier.id}`;
    expect((await api<CompanyContacts>(t, 'GET', contactsUrl, buyer)).body.data).toMatchObject({
      visible: false,
      requirement: 'connection',
    });
    expect((await detail(supplier.id, buyer)).body.data).toMatchObject({ contactVisible: false, email: null });

    const bella = await userByEmail(t, 'buyer@example.com');
    const ws = await openSocket(url, buyer);
    await ws.next('ready');
    const { body } = await respond('accept', requestId, supplierStaff);
    expect(body.data).toMatchObject({ id: requestId, status: 'accepted' });
    expect(body.data.respondedAt).not.toBeNull();
    expect(await ws.next('notice')).toEqual({
      type: 'notice',
      title: 'Contact has been established',
      body: 'Golden Glow Jewellery accepted your contact request.',
    });
    ws.close();
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bella.id), sql`${notifications.payload}->>'event' = 'contactAccepted'`));
    expect(note.payload).toMatchObject({ connectionId: requestId, companyId: supplier.id });
    const mail = await smtp.waitFor('buyer@example.com');
    expect(mail.subject).toBe('Contact has been established with Golden Glow Jewellery');
    expect(mail.text).toContain(`https://gembourse.test/home/company-profile?id=${supplier.id}&language=en`);

    expect((await list(buyer, '?direction=outgoing&status=accepted')).body.data.list.map((c) => c.id)).toContain(requestId);
    expect((await list(supplierAdmin, '?direction=incoming&status=accepted')).body.data.list.map((c) => c.id)).toEqual([requestId]);
    const seen = await detail(supplier.id, buyer);
    expect(seen.body.data).toMatchObject({
      contactVisible: true,
      email: 'sales@glow.example',
      viewer: { connection: 'accepted', own: false },
    });
    expect((await api<CompanyContacts>(t, 'GET', contactsUrl, buyer)).body.data).toMatchObject({
      visible: true,
      list: [{ email: 'wing@glow.example' }],
    });
    // The connection counts both ways: the supplier sees the buyer's profile as connected too.
    expect((await detail(buyerCompanyId, supplierAdmin)).body.data.viewer.connection).toBe('accepted');
    // Others still do not see the contacts.
    expect((await detail(supplier.id, otherAdmin)).body.data.email).toBeNull();
  });

  it('refuses to answer twice or to ask again once accepted (40900)', async () => {
    expect((await respond('decline', requestId, supplierAdmin)).body.code).toBe(40900);
    const again = await request(buyer, { companyId: supplier.id });
    expect(again.body.code).toBe(40900);
    expect(again.body.msg).toBe('Contact has been established with this company already.');
  });

  it('declines, and a declined request may be sent again (pending once more)', async () => {
    const first = await request(otherAdmin, { companyId: supplier.id, message: 'Hello' });
    const declined = await respond('decline', first.body.data.id, supplierAdmin);
    expect(declined.body.data.status).toBe('declined');
    expect((await detail(supplier.id, otherAdmin)).body.data.viewer.connection).toBe('declined');
    const resent = await request(otherAdmin, { companyId: supplier.id }, 'zh_CN');
    expect(resent.body.data).toMatchObject({
      id: first.body.data.id,
      status: 'pending',
      message: null,
      respondedAt: null,
      supplier: { companyName: '金辉珠宝' },
    });
    expect((await rows()).filter((r) => r.requesterCompanyId === other.id)).toHaveLength(1);
  });

  it('pages the list', async () => {
    const page = await list(supplierAdmin, '?direction=incoming&pageSize=1');
    expect(page.body.data).toMatchObject({ total: 2, pageSize: 1, hasMore: true });
    expect((await list(supplierAdmin, '?direction=sideways')).body.code).toBe(40000);
  });
});

describe('crossing requests', () => {
  it("accepts the other company's pending request when asked back, instead of filing a second one", async () => {
    const [left, right] = [await makeCompany(t, { name: 'Crossing Left' }), await makeCompany(t, { name: 'Crossing Right' })];
    const [leftAdmin, rightStaff] = await Promise.all([left.admin(), right.staff()]);
    const first = await request(leftAdmin, { companyId: right.id, message: 'Shall we talk?' });
    expect(first.body.data.status).toBe('pending');
    expect((await detail(left.id, rightStaff)).body.data.viewer.connection).toBe('none');

    const back = await request(rightStaff, { companyId: left.id });
    expect(back.body.code).toBe(200);
    expect(back.body.data).toMatchObject({
      id: first.body.data.id,
      status: 'accepted',
      requester: { companyId: left.id },
      supplier: { companyId: right.id },
    });
    expect(back.body.data.respondedAt).not.toBeNull();
    expect(await pairRows(left.id, right.id)).toHaveLength(1);
    // The member who asked first hears that contact is established, by notification and e-mail.
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, left.adminId), sql`${notifications.payload}->>'event' = 'contactAccepted'`));
    expect(notes).toHaveLength(1);
    expect((await smtp.waitFor(left.adminEmail)).subject).toBe('Contact has been established with Crossing Right');
    expect((await detail(left.id, rightStaff)).body.data.viewer.connection).toBe('accepted');
    expect((await detail(right.id, leftAdmin)).body.data.viewer.connection).toBe('accepted');

    // Established either way: neither side can ask again.
    for (const [token, companyId] of [
      [rightStaff, left.id],
      [leftAdmin, right.id],
    ] as const) {
      const again = await request(token, { companyId });
      expect(again.body.code).toBe(40900);
      expect(again.body.msg).toBe('Contact has been established with this company already.');
    }
    expect(await pairRows(left.id, right.id)).toHaveLength(1);
  });
});

describe('withdrawing a request', () => {
  it('lets only members of the requesting company withdraw a pending request; the pair may ask again', async () => {
    const [asker, asked, third] = [
      await makeCompany(t, { name: 'Withdraw Asker' }),
      await makeCompany(t, { name: 'Withdraw Asked' }),
      await makeCompany(t, { name: 'Withdraw Third' }),
    ];
    const [askerAdmin, askerStaff, askedAdmin, thirdAdmin] = await Promise.all([
      asker.admin(),
      asker.staff(),
      asked.admin(),
      third.admin(),
    ]);
    const { body } = await request(askerAdmin, { companyId: asked.id });
    const id = body.data.id;
    const unread = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, asked.adminId), sql`${notifications.payload}->>'connectionId' = ${String(id)}`));
    expect(await unread()).toHaveLength(1);

    expect((await withdraw(id)).body.code).toBe(30007);
    // The supplier, a third company and unknown ids: not found, so ids cannot be probed.
    expect((await withdraw(id, askedAdmin)).body.code).toBe(40400);
    expect((await withdraw(id, thirdAdmin)).body.code).toBe(40400);
    expect((await withdraw(99_999_999, askerAdmin)).body.code).toBe(40400);
    expect(await pairRows(asker.id, asked.id)).toHaveLength(1);

    // Any member of the asking company may take it back, as any may send one.
    const done = await withdraw(id, askerStaff);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ code: 200, data: null });
    expect(await pairRows(asker.id, asked.id)).toHaveLength(0);
    expect(await unread()).toHaveLength(0);
    expect((await detail(asked.id, askerAdmin)).body.data.viewer.connection).toBe('none');
    expect((await list(askedAdmin, '?direction=incoming&status=pending')).body.data.total).toBe(0);
    expect((await withdraw(id, askerAdmin)).body.code).toBe(40400);

    const again = await request(askerAdmin, { companyId: asked.id });
    expect(again.body.data.status).toBe('pending');
    // The list can be narrowed to one company: the profile finds its pending request this way.
    const mine = await list(askerStaff, `?direction=outgoing&status=pending&companyId=${asked.id}`);
    expect(mine.body.data.list.map((c) => c.id)).toEqual([again.body.data.id]);
    expect((await list(askerStaff, `?direction=outgoing&status=pending&companyId=${third.id}`)).body.data.total).toBe(0);

    // Answered requests cannot be withdrawn.
    await respond('accept', again.body.data.id, askedAdmin);
    const late = await withdraw(again.body.data.id, askerAdmin);
    expect(late.body.code).toBe(40900);
    expect(late.body.msg).toBe('This contact request has been answered already.');
    expect((await pairRows(asker.id, asked.id))[0].status).toBe('accepted');
  });
});

describe('contact request e-mails', () => {
  it('skip members who switched "Contact request received or confirmed" off and follow the e-mail language', async () => {
    const [quiet, chinese] = [
      await makeCompany(t, { name: '静默珠宝', nameEn: 'Quiet Jewels' }),
      await makeCompany(t, { name: '華語珠寶', nameEn: 'Chinese Jewels' }),
    ];
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { contactRequest: false } as never })
      .where(eq(users.id, quiet.adminId));
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { emailLanguage: 'zh-tw' } as never })
      .where(eq(users.id, chinese.adminId));

    const toQuiet = await request(buyer, { companyId: quiet.id });
    expect(toQuiet.body.code).toBe(200);
    // The in-app notification stays: the preference is about e-mail.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, quiet.adminId))).toHaveLength(1);
    expect(await mailsTo(quiet.adminEmail)).toHaveLength(0);

    expect((await request(buyer, { companyId: chinese.id, message: '想要目錄' })).body.code).toBe(200);
    const mail = await smtp.waitFor(chinese.adminEmail);
    expect(mail.subject).toBe('來自 Northstar Jewellers 的新聯絡請求');
    expect(mail.text).toContain('想要目錄');
    expect(mail.text).toContain(`/home/company-profile?id=${chinese.id}&language=zh-tw`);

    // Confirmations honour the requester's preference the same way.
    const bella = await userByEmail(t, 'buyer@example.com');
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { contactRequest: false } as never })
      .where(eq(users.id, bella.id));
    const before = (await mailsTo('buyer@example.com')).length;
    await respond('accept', toQuiet.body.data.id, await quiet.admin());
    await t.app.deps.jobs.settled();
    expect(await mailsTo('buyer@example.com')).toHaveLength(before);
    await t.database.db
      .update(users)
      .set({ notificationPrefs: {} as never })
      .where(eq(users.id, bella.id));
  });
});

// Issue 9: a request, its notifications and its e-mails are one transaction, so a failure half-way leaves nothing
// behind (no request the supplier never heard of) and the member may simply try again.
describe('a contact request is one transaction with its notices', () => {
  it('files nothing when recording its e-mail fails, then files it in full on the next try', async () => {
    const quiet = await makeCompany(t, { name: 'Failing Mail Gems' });
    const send = t.app.deps.mailer.send;
    const spy = vi.spyOn(t.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('mail rendering failed'));
    try {
      expect((await request(buyer, { companyId: quiet.id, message: 'First try' })).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(t.app.deps.mailer.send).toBe(send);
    expect(await pairRows(buyerCompanyId, quiet.id)).toHaveLength(0);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, quiet.adminId))).toHaveLength(0);
    expect(await mailsTo(quiet.adminEmail)).toHaveLength(0);

    const again = await request(buyer, { companyId: quiet.id, message: 'Second try' });
    expect(again.body).toMatchObject({ code: 200, data: { status: 'pending', message: 'Second try' } });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, quiet.adminId))).toHaveLength(1);
    expect((await smtp.waitFor(quiet.adminEmail)).text).toContain('Second try');
  });

  it('refuses a NUL in the note and an id past the integer range as field errors (40000), filing nothing', async () => {
    const nul = await request(buyer, { companyId: other.id, message: 'Hello\u0000' });
    expect(nul.body.code).toBe(40000);
    const big = await request(buyer, { companyId: 2_147_483_648 });
    expect(big.body.code).toBe(40000);
    expect(await pairRows(buyerCompanyId, other.id)).toHaveLength(0);
  });
});

describe('favourite brands', () => {
  const toggle = (id: number, collected: unknown, token?: string) =>
    api<{ collected: boolean }>(t, 'POST', `/api/favourite/brand/${id}`, token, { collected });
  let brandId = 0;
  beforeAll(async () => {
    brandId = await defaultBrandOf(t, { id: supplier.id, name: '金辉珠宝' });
  });

  it("collects and un-collects the supplier's default brand idempotently, and the profile says so", async () => {
    // The profile names the brand its favourite button collects.
    expect((await detail(supplier.id, buyer)).body.data.defaultBrandId).toBe(brandId);
    expect((await toggle(brandId, true, buyer)).body.data).toEqual({ collected: true });
    expect((await toggle(brandId, true, buyer)).body.data).toEqual({ collected: true });
    expect((await detail(supplier.id, buyer)).body.data.viewer.collected).toBe(true);
    expect((await detail(supplier.id, supplierAdmin)).body.data.viewer.collected).toBe(false);
    const bella = await userByEmail(t, 'buyer@example.com');
    const stored = await t.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, bella.id), eq(favourites.targetType, 'brand')));
    expect(stored.map((f) => f.targetId)).toEqual([brandId]);
    expect((await toggle(brandId, false, buyer)).body.data).toEqual({ collected: false });
    expect((await toggle(brandId, false, buyer)).body.data).toEqual({ collected: false });
    expect((await detail(supplier.id, buyer)).body.data.viewer.collected).toBe(false);
  });

  it('refuses guests, buyers, unknown companies and bad bodies', async () => {
    expect((await toggle(brandId, true)).body.code).toBe(30007);
    expect((await toggle(99_999_999, true, buyer)).body.code).toBe(40400);
    expect((await toggle(brandId, 'yes', buyer)).body.code).toBe(40000);
  });
});
