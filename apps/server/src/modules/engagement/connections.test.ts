import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { CompanyContacts } from '@gembourse/contracts/company-profile';
import type { Connection } from '@gembourse/contracts/connections';
import { companyContacts, connections, favourites, notifications } from '../../db/schema/index.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, userByEmail, type KitCompany } from '../company/company-test-kit.ts';

type Page = { list: Connection[]; total: number; pageNum: number; pageSize: number; hasMore: boolean };

let t: TestApp;
let url: string;
let supplier: KitCompany;
let other: KitCompany;
let buyer: string;
let buyerCompanyId: number;
let supplierAdmin: string;
let supplierStaff: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
  supplier = await makeCompany(t, { name: '金辉珠宝', nameEn: 'Golden Glow Jewellery', contactPrivacy: 'contacts', email: 'sales@glow.example', phone: '+852 2111 2222' });
  other = await makeCompany(t, { name: 'Other Gems' });
  await t.database.db.insert(companyContacts).values({ companyId: supplier.id, firstName: 'Wing', lastName: 'Ho', email: 'wing@glow.example', title: 'Sales' });
  [buyer, supplierAdmin, supplierStaff, otherAdmin] = await Promise.all([
    loginAs(t.app, 'buyer@example.com'), supplier.admin(), supplier.staff(), other.admin(),
  ]);
  buyerCompanyId = (await userByEmail(t, 'buyer@example.com')).companyId;
});
afterAll(() => t?.close());

const request = (token: string | undefined, body: object, lang?: string) => api<Connection>(t, 'POST', '/api/company/connection/request', token, body, lang);
const respond = (action: 'accept' | 'decline', id: number, token?: string) => api<Connection>(t, 'POST', `/api/company/connection/${action}/${id}`, token);
const list = (token: string, query = '') => api<Page>(t, 'GET', `/api/company/connection/list${query}`, token);
const detail = (id: number, token?: string) => api<CompanyDetail>(t, 'GET', `/api/company/detail/${id}`, token);
const rows = () => t.database.db.select().from(connections).where(eq(connections.supplierCompanyId, supplier.id));

describe('connection requests', () => {
  let requestId: number;

  it('files a request, notifies the supplier admins (row and realtime notice) and shows it pending to both sides', async () => {
    const ws = await openSocket(url, supplierAdmin);
    await ws.next('ready');
    const { body } = await request(buyer, { companyId: supplier.id, message: '  We would like your catalogue.  ' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      status: 'pending', message: 'We would like your catalogue.', respondedAt: null,
      requester: { companyId: buyerCompanyId, companyName: 'Northstar Jewellers', name: 'Bella Morgan' },
      supplier: { companyId: supplier.id, companyName: 'Golden Glow Jewellery' },
    });
    requestId = body.data.id;
    expect(await ws.next('notice')).toEqual({
      type: 'notice', title: 'New contact request', body: 'Northstar Jewellers would like to establish contact with your company.',
    });
    ws.close();
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, supplier.adminId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'contactRequest', payload: { event: 'requested', connectionId: requestId, companyId: buyerCompanyId } });
    // The standard user is not an admin: no notification for them.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, supplier.staffId))).toHaveLength(0);

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
    expect(self.body.data).toEqual({ fieldErrors: [{ path: 'companyId', message: 'You cannot send a contact request to your own company.' }] });
    expect((await request(supplierAdmin, { companyId: buyerCompanyId })).body.code).toBe(40400);
    expect((await request(buyer, { companyId: 99_999_999 })).body.code).toBe(40400);
    expect((await request(undefined, { companyId: supplier.id })).body.code).toBe(30007);
    expect((await request(buyer, { companyId: supplier.id, extra: 1 })).body.code).toBe(40000);
    expect(await rows()).toHaveLength(1);
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
    expect((await api<CompanyContacts>(t, 'GET', contactsUrl, buyer)).body.data).toMatchObject({ visible: false, requirement: 'connection' });
    expect((await detail(supplier.id, buyer)).body.data).toMatchObject({ contactVisible: false, email: null });

    const bella = await userByEmail(t, 'buyer@example.com');
    const ws = await openSocket(url, buyer);
    await ws.next('ready');
    const { body } = await respond('accept', requestId, supplierStaff);
    expect(body.data).toMatchObject({ id: requestId, status: 'accepted' });
    expect(body.data.respondedAt).not.toBeNull();
    expect(await ws.next('notice')).toEqual({ type: 'notice', title: 'Contact has been established', body: 'Golden Glow Jewellery accepted your contact request.' });
    ws.close();
    const [note] = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, bella.id), sql`${notifications.payload}->>'event' = 'accepted'`));
    expect(note.payload).toMatchObject({ connectionId: requestId, companyId: supplier.id });

    expect((await list(buyer, '?direction=outgoing&status=accepted')).body.data.list.map((c) => c.id)).toContain(requestId);
    expect((await list(supplierAdmin, '?direction=incoming&status=accepted')).body.data.list.map((c) => c.id)).toEqual([requestId]);
    const seen = await detail(supplier.id, buyer);
    expect(seen.body.data).toMatchObject({ contactVisible: true, email: 'sales@glow.example', viewer: { connection: 'accepted', own: false } });
    expect((await api<CompanyContacts>(t, 'GET', contactsUrl, buyer)).body.data).toMatchObject({ visible: true, list: [{ email: 'wing@glow.example' }] });
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
    expect(resent.body.data).toMatchObject({ id: first.body.data.id, status: 'pending', message: null, respondedAt: null, supplier: { companyName: '金辉珠宝' } });
    expect((await rows()).filter((r) => r.requesterCompanyId === other.id)).toHaveLength(1);
  });

  it('pages the list', async () => {
    const page = await list(supplierAdmin, '?direction=incoming&pageSize=1');
    expect(page.body.data).toMatchObject({ total: 2, pageSize: 1, hasMore: true });
    expect((await list(supplierAdmin, '?direction=sideways')).body.code).toBe(40000);
  });
});

describe('favourite brands', () => {
  const toggle = (id: number, collected: unknown, token?: string) => api<{ collected: boolean }>(t, 'POST', `/api/favourite/company/${id}`, token, { collected });

  it('collects and un-collects idempotently, and the profile says so', async () => {
    expect((await toggle(supplier.id, true, buyer)).body.data).toEqual({ collected: true });
    expect((await toggle(supplier.id, true, buyer)).body.data).toEqual({ collected: true });
    expect((await detail(supplier.id, buyer)).body.data.viewer.collected).toBe(true);
    expect((await detail(supplier.id, supplierAdmin)).body.data.viewer.collected).toBe(false);
    const bella = await userByEmail(t, 'buyer@example.com');
    const stored = await t.database.db.select().from(favourites).where(and(eq(favourites.userId, bella.id), eq(favourites.targetType, 'company')));
    expect(stored.map((f) => f.targetId)).toEqual([supplier.id]);
    expect((await toggle(supplier.id, false, buyer)).body.data).toEqual({ collected: false });
    expect((await toggle(supplier.id, false, buyer)).body.data).toEqual({ collected: false });
    expect((await detail(supplier.id, buyer)).body.data.viewer.collected).toBe(false);
  });

  it('refuses guests, buyers, unknown companies and bad bodies', async () => {
    expect((await toggle(supplier.id, true)).body.code).toBe(30007);
    expect((await toggle(buyerCompanyId, true, otherAdmin)).body.code).toBe(40400);
    expect((await toggle(99_999_999, true, buyer)).body.code).toBe(40400);
    expect((await toggle(supplier.id, 'yes', buyer)).body.code).toBe(40000);
  });
});
