import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification, NotificationCounts, NotificationPage } from '@gembourse/contracts/notifications';
import type { ServerEvent } from '@gembourse/contracts/realtime';
import { messages, conversations, notifications } from '../../db/schema/index.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import type { NewNotice } from './notifier.ts';

let t: TestApp;
let supplier: KitCompany;
let buyers: KitCompany;
let supplierAdmin: string;
let buyerAdmin: string;
let buyerStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await makeCompany(t, { name: '金辉珠宝', nameEn: 'Golden Glow Jewellery' });
  buyers = await makeCompany(t, { name: 'Northern Buyers', joinType: 'buyer' });
  [supplierAdmin, buyerAdmin, buyerStaff] = await Promise.all([supplier.admin(), buyers.admin(), buyers.staff()]);
});
afterAll(() => t?.close());

const counts = (token?: string) => api<NotificationCounts>(t, 'GET', '/api/notifications/counts', token);
const list = (token: string | undefined, query = '', lang?: string) =>
  api<NotificationPage>(t, 'GET', `/api/notifications/list${query}`, token, undefined, lang);
const read = (token: string | undefined, id: number) => api<null>(t, 'POST', `/api/notifications/read/${id}`, token);
const readAll = (token?: string) => api<null>(t, 'POST', '/api/notifications/read-all', token);
const rowsOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
/** Records notices as a producer does (through the notifier, in a transaction of its own). */
const record = (rows: NewNotice[]) => t.app.deps.services.notices.record(t.database.db, rows);
/** The realtime events this process delivers to `userId` from now on (every tab of theirs receives them). */
function eventsTo(userId: number) {
  const seen: ServerEvent[] = [];
  const stop = t.app.deps.realtime.onDelivery((event, to) => {
    if (to.userIds?.includes(userId)) seen.push(event);
  });
  return { seen, stop };
}

describe('the notification centre', () => {
  it('answers guests 30007 on every endpoint', async () => {
    expect((await counts()).body.code).toBe(30007);
    expect((await list(undefined)).body.code).toBe(30007);
    expect((await read(undefined, 1)).body.code).toBe(30007);
    expect((await readAll()).body.code).toBe(30007);
  });

  it('lists a contact request to the supplier admin, with its live badges, in the request language', async () => {
    const url = await wsUrl(t.app);
    const ws = await openSocket(url, supplierAdmin);
    await ws.next('ready');
    expect((await counts(supplierAdmin)).body.data).toEqual({ notifications: 0, todo: 0, messages: 0 });

    const asked = await api(t, 'POST', '/api/company/connection/request', buyerAdmin, { companyId: supplier.id });
    expect(asked.body.code).toBe(200);
    // The bell and the to-do badge rise at once in the admin's open tab.
    await vi.waitFor(() => {
      expect(ws.events).toContainEqual({ type: 'notifications', count: 1 });
      expect(ws.events).toContainEqual({ type: 'todo', count: 1 });
    });
    ws.close();
    expect((await counts(supplierAdmin)).body.data).toEqual({ notifications: 1, todo: 1, messages: 0 });

    const en = await list(supplierAdmin);
    expect(en.body.code).toBe(200);
    expect(en.body.data).toMatchObject({ hasMore: false, unread: 1 });
    expect(en.body.data.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'contactRequest',
        event: 'contactRequested',
        title: 'New contact request',
        body: 'Northern Buyers would like to establish contact with your company.',
        link: `/home/company-profile?id=${supplier.id}`,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    const zh = (await list(supplierAdmin, '', 'zh_CN')).body.data.list[0];
    expect(zh).toMatchObject({ title: '新的联系请求', body: 'Northern Buyers 希望与贵公司建立联系。' });
    const tr = (await list(supplierAdmin, '', 'tr_TR')).body.data.list[0];
    expect(tr).toMatchObject({ title: 'Yeni iletişim isteği', body: 'Northern Buyers şirketinizle iletişim kurmak istiyor.' });
    // Nobody else sees it.
    expect((await list(buyerAdmin)).body.data.list.map((n) => n.id)).not.toContain(en.body.data.list[0].id);
  });

  it('titles every event from its payload and links to the thing, in English, simplified Chinese and Turkish', async () => {
    const reader = await makeCompany(t, { name: 'Reader Gems' });
    const token = await reader.admin();
    const u = reader.adminId;
    await record([
      {
        userId: u,
        kind: 'contactRequest',
        event: 'contactAccepted',
        data: { companyId: supplier.id, companyName: '金辉珠宝', companyNameEn: 'Golden Glow Jewellery' },
      },
      {
        userId: u,
        kind: 'privateMessage',
        event: 'privateMessage',
        data: { conversationId: 42, senderName: 'Bella Morgan', preview: 'Is the ruby heated?' },
      },
      {
        userId: u,
        kind: 'productAlerts',
        event: 'questionAsked',
        data: {
          questionId: 7,
          productId: 9,
          productName: 'Ruby Ring',
          question: 'Is it heated?',
          askerName: 'Ada',
          askerCompanyName: 'Asking Buyers',
        },
      },
      {
        userId: u,
        kind: 'productAlerts',
        event: 'questionAnswered',
        data: { questionId: 7, productId: 9, productName: 'Ruby Ring', companyName: '金辉珠宝', companyNameEn: 'Golden Glow Jewellery' },
      },
      {
        userId: u,
        kind: 'productAlerts',
        event: 'priceDrop',
        data: { productId: 9, name: 'Ruby Ring', kind: 'priceDrop', oldPrice: 100, oldCurrency: 'USD', newPrice: 80, currency: 'USD' },
      },
      { userId: u, kind: 'productAlerts', event: 'backInStock', data: { productId: 9, name: 'Ruby Ring', kind: 'backInStock' } },
      {
        userId: u,
        kind: 'productAlerts',
        event: 'savedSearchMatches',
        data: { savedSearchId: 3, name: 'Rubies', query: 'q=ruby&sort=newest', count: 2, products: ['Ruby Ring', 'Ruby Drop'] },
      },
      {
        userId: u,
        kind: 'weeklySummary',
        event: 'weeklySummary',
        data: { week: '2026-01-05', supplier: true, profileViews: 1200, productViews: 40, requests: 2, questions: 1, messages: 3 },
      },
    ]);
    const page = await list(token, '?limit=50');
    const shown = (event: string) => page.body.data.list.find((n) => n.event === event)!;
    const plain = (n: Notification) => ({ kind: n.kind, title: n.title, body: n.body, link: n.link });
    expect(plain(shown('contactAccepted'))).toEqual({
      kind: 'contactRequest',
      title: 'Contact has been established',
      body: 'Golden Glow Jewellery accepted your contact request.',
      link: `/home/company-profile?id=${supplier.id}`,
    });
    expect(plain(shown('privateMessage'))).toEqual({
      kind: 'privateMessage',
      title: 'New message from Bella Morgan',
      body: 'Is the ruby heated?',
      link: '/home/messages?c=42',
    });
    await record([
      {
        userId: u,
        kind: 'privateMessage',
        event: 'privateMessage',
        data: { conversationId: 43, conversationIds: [42, 43], senderName: 'Sam Wu, Ada Lee', count: 3 },
      },
    ]);
    const burst = (await list(token, '?limit=1')).body.data.list[0];
    expect(plain(burst)).toEqual({
      kind: 'privateMessage',
      title: 'New messages from Sam Wu, Ada Lee',
      body: '3 unread messages are waiting for you.',
      link: '/home/messages',
    });
    expect(plain(shown('questionAsked'))).toEqual({
      kind: 'productAlerts',
      title: 'New question about Ruby Ring',
      body: 'Ada, Asking Buyers asked: "Is it heated?"',
      link: '/home/showroom-product?tab=questions',
    });
    expect(plain(shown('questionAnswered'))).toEqual({
      kind: 'productAlerts',
      title: 'Your question about Ruby Ring was answered',
      body: 'Golden Glow Jewellery answered your question. Open the product to read the answer.',
      link: '/home/product-detail?id=9',
    });
    expect(plain(shown('priceDrop'))).toMatchObject({
      title: 'Price drop: Ruby Ring',
      body: 'The price went down from $100.00 to $80.00.',
      link: '/home/product-detail?id=9',
    });
    expect(plain(shown('backInStock'))).toMatchObject({ title: 'Ruby Ring is back in stock', link: '/home/product-detail?id=9' });
    expect(plain(shown('savedSearchMatches'))).toEqual({
      kind: 'productAlerts',
      title: 'New products for your search "Rubies"',
      body: '2 new product(s) match your saved search: Ruby Ring, Ruby Drop',
      link: '/home/product?q=ruby&sort=newest',
    });
    expect(plain(shown('weeklySummary'))).toEqual({
      kind: 'weeklySummary',
      title: 'Your week on GemBourse',
      body: 'Profile views: 1,200 · Product views: 40 · New contact requests: 2 · New questions: 1 · Unread messages: 3',
      link: '/home/analytics-dashboard',
    });

    const zh = (await list(token, '?limit=50', 'zh_CN')).body.data.list;
    const zhOf = (event: string) => zh.find((n) => n.event === event)!;
    expect(zhOf('contactAccepted')).toMatchObject({ title: '已建立联系', body: '金辉珠宝 已接受您的联系请求。' });
    expect(zhOf('questionAsked').title).toBe('关于“Ruby Ring”的新提问');
    expect(zhOf('priceDrop').title).toBe('降价提醒：Ruby Ring');
    expect(zhOf('savedSearchMatches').body).toBe('有 2 个新产品符合您保存的搜索：Ruby Ring, Ruby Drop');
    expect(zhOf('weeklySummary').title).toBe('您在 GemBourse 的一周');
    const trList = (await list(token, '?limit=50', 'tr_TR')).body.data.list;
    const trOf = (event: string) => trList.find((n) => n.event === event)!;
    expect(trOf('privateMessage')).toMatchObject({
      title: 'Sam Wu, Ada Lee size yeni mesajlar gönderdi',
      body: '3 okunmamış mesajınız var.',
    });
    expect(trOf('backInStock').title).toBe('Ruby Ring yeniden stokta');
    expect(trOf('questionAnswered').title).toBe('Ruby Ring hakkındaki sorunuz yanıtlandı');
  });

  it('presents rows written before the notifier (no event in the payload) by their kind', async () => {
    const reader = await makeCompany(t, { name: 'Legacy Reader' });
    const token = await reader.admin();
    const u = reader.adminId;
    // Rows as issue 11's producers wrote them (tests may write the table directly).
    await t.database.db.insert(notifications).values([
      {
        userId: u,
        kind: 'contactRequest',
        payload: { event: 'requested', connectionId: 1, companyId: buyers.id, companyName: 'Northern Buyers' },
      },
      { userId: u, kind: 'productAlert', payload: { productId: 5, name: 'Pearl Strand', kind: 'backInStock' } },
      {
        userId: u,
        kind: 'savedSearch',
        payload: { savedSearchId: 1, name: 'Pearls', query: 'q=pearl', count: 1, products: ['Pearl Strand'] },
      },
      { userId: u, kind: 'questionAnswered', payload: { questionId: 1, productId: 5, productName: 'Pearl Strand' } },
    ]);
    const shown = (await list(token)).body.data.list.map((n) => ({ kind: n.kind, event: n.event, title: n.title, link: n.link }));
    expect(shown).toEqual([
      {
        kind: 'productAlerts',
        event: 'questionAnswered',
        title: 'Your question about Pearl Strand was answered',
        link: '/home/product-detail?id=5',
      },
      { kind: 'productAlerts', event: 'savedSearchMatches', title: 'New products for your search "Pearls"', link: '/home/product?q=pearl' },
      { kind: 'productAlerts', event: 'backInStock', title: 'Pearl Strand is back in stock', link: '/home/product-detail?id=5' },
      // The reader's own company was asked: its profile answers.
      { kind: 'contactRequest', event: 'contactRequested', title: 'New contact request', link: `/home/company-profile?id=${reader.id}` },
    ]);
  });

  it('pages newest first by id (`before`) and filters unread ones', async () => {
    const reader = await makeCompany(t, { name: 'Paging Reader' });
    const token = await reader.admin();
    await record(
      Array.from({ length: 5 }, (_, i) => ({
        userId: reader.adminId,
        kind: 'productAlerts' as const,
        event: 'backInStock' as const,
        data: { productId: i + 1, name: `Piece ${i + 1}` },
      })),
    );
    const first = await list(token, '?limit=2');
    expect(first.body.data.list.map((n) => n.title)).toEqual(['Piece 5 is back in stock', 'Piece 4 is back in stock']);
    expect(first.body.data).toMatchObject({ hasMore: true, unread: 5 });
    const second = await list(token, `?limit=2&before=${first.body.data.list[1].id}`);
    expect(second.body.data.list.map((n) => n.title)).toEqual(['Piece 3 is back in stock', 'Piece 2 is back in stock']);
    const last = await list(token, `?limit=2&before=${second.body.data.list[1].id}`);
    expect(last.body.data).toMatchObject({ hasMore: false });
    expect(last.body.data.list.map((n) => n.title)).toEqual(['Piece 1 is back in stock']);

    expect((await read(token, first.body.data.list[0].id)).body.code).toBe(200);
    const unread = await list(token, '?unreadOnly=true');
    expect(unread.body.data.list.map((n) => n.title)).not.toContain('Piece 5 is back in stock');
    expect(unread.body.data).toMatchObject({ unread: 4 });
    expect(unread.body.data.list).toHaveLength(4);
    expect((await list(token, '?limit=51')).body.code).toBe(40000);
    expect((await list(token, '?before=abc')).body.code).toBe(40000);
  });

  it('marks one read for its owner only: another member gets 404 and nothing changes; the owner’s tabs hear the new count', async () => {
    await record([
      { userId: buyers.adminId, kind: 'contactRequest', event: 'contactAccepted', data: { companyId: supplier.id, companyName: 'X' } },
    ]);
    const [note] = (await rowsOf(buyers.adminId)).filter((n) => n.readAt === null);
    // Another member, even of the same company, and an unknown id: not found, nothing written.
    expect((await read(buyerStaff, note.id)).body.code).toBe(40400);
    expect((await read(supplierAdmin, note.id)).body.code).toBe(40400);
    expect((await read(buyerAdmin, 99_999_999)).body.code).toBe(40400);
    expect((await rowsOf(buyers.adminId)).find((n) => n.id === note.id)?.readAt).toBeNull();

    const before = (await counts(buyerAdmin)).body.data.notifications;
    const heard = eventsTo(buyers.adminId);
    const done = await read(buyerAdmin, note.id);
    heard.stop();
    expect(done.body).toMatchObject({ code: 200, data: null });
    const readAt = (await rowsOf(buyers.adminId)).find((n) => n.id === note.id)?.readAt;
    expect(readAt).toBeInstanceOf(Date);
    expect((await counts(buyerAdmin)).body.data.notifications).toBe(before - 1);
    expect(heard.seen).toContainEqual({ type: 'notifications', count: before - 1 });
    // Again is fine, and keeps the first time.
    expect((await read(buyerAdmin, note.id)).body.code).toBe(200);
    expect((await rowsOf(buyers.adminId)).find((n) => n.id === note.id)?.readAt).toEqual(readAt);
  });

  it('marks all mine read, nobody else’s, and the counts follow', async () => {
    await record([
      { userId: buyers.adminId, kind: 'productAlerts', event: 'backInStock', data: { productId: 1, name: 'A' } },
      { userId: buyers.adminId, kind: 'productAlerts', event: 'backInStock', data: { productId: 2, name: 'B' } },
      { userId: buyers.staffId, kind: 'productAlerts', event: 'backInStock', data: { productId: 3, name: 'C' } },
    ]);
    expect((await counts(buyerAdmin)).body.data.notifications).toBeGreaterThanOrEqual(2);
    const staffBefore = (await counts(buyerStaff)).body.data.notifications;
    expect(staffBefore).toBeGreaterThanOrEqual(1);
    const heard = eventsTo(buyers.adminId);
    expect((await readAll(buyerAdmin)).body).toMatchObject({ code: 200, data: null });
    heard.stop();
    expect((await counts(buyerAdmin)).body.data.notifications).toBe(0);
    expect((await list(buyerAdmin, '?unreadOnly=true')).body.data).toMatchObject({ list: [], unread: 0 });
    expect(heard.seen).toContainEqual({ type: 'notifications', count: 0 });
    expect((await counts(buyerStaff)).body.data.notifications).toBe(staffBefore);
  });

  it('counts unread chat messages with the messaging count', async () => {
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ userA: Math.min(buyers.adminId, supplier.adminId), userB: Math.max(buyers.adminId, supplier.adminId) })
      .returning({ id: conversations.id });
    await t.database.db.insert(messages).values([
      { conversationId: conversation.id, senderId: buyers.adminId, recipientId: supplier.adminId, body: 'Hello' },
      { conversationId: conversation.id, senderId: buyers.adminId, recipientId: supplier.adminId, body: 'Are you there?' },
    ]);
    expect((await counts(supplierAdmin)).body.data.messages).toBe(2);
    expect((await counts(buyerAdmin)).body.data.messages).toBe(0);
  });
});
