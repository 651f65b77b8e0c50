import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_LIMITS, type Conversation, type ConversationPage, type HistoryPage, type SyncAnswer } from '@gembourse/contracts/messaging';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { openSocket, wsUrl, type TestSocket } from '../../platform/realtime/realtime-test-client.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { countStatements } from '../catalogue/catalogue-search-test-kit.ts';
import { api, fieldErrors, makeCompany, recordUpload, type KitCompany } from '../company/company-test-kit.ts';
import { authOf, clientId, openChat, publicProductOf, sendAny, sendText, storedMessages, userOf } from './chat-test-kit.ts';

let t: TestApp;
let url: string;
let buyer: string;
let supplier: string;
let buyerId: number;
let supplierId: number;
let auroraId: number;
let product: { id: number; name: string };
let other: KitCompany;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
  [buyer, supplier] = await Promise.all([loginAs(t.app, 'buyer@example.com'), loginAs(t.app, 'supplier@example.com')]);
  const [b, s] = await Promise.all([userOf(t, 'buyer@example.com'), userOf(t, 'supplier@example.com')]);
  [buyerId, supplierId, auroraId] = [b.id, s.id, s.companyId];
  product = (await publicProductOf(t, auroraId))!;
  other = await makeCompany(t, { name: 'Third Party Gems' });
  otherAdmin = await other.admin();
});
afterAll(() => t?.close());

const list = (token: string, query = '') => api<ConversationPage>(t, 'GET', `/im-api/conversation/list${query}`, token);
const history = (token: string | undefined, id: number, query = '') =>
  api<HistoryPage>(t, 'GET', `/im-api/conversation/${id}/messages${query}`, token);
const receipt = (token: string | undefined, id: number, which: 'read' | 'delivered', upTo?: number) =>
  api<null>(t, 'POST', `/im-api/conversation/${id}/${which}`, token, upTo ? { upTo } : {});
const unread = (token: string) => api<number>(t, 'GET', '/im-api/user/message/unread', token);
const sync = (token: string, after: number) => api<SyncAnswer>(t, 'GET', `/im-api/message/sync?after=${after}`, token);

describe('a buyer and a supplier chat about a product', () => {
  let conversation: Conversation;
  let supplierSocket: TestSocket;
  let buyerSocket: TestSocket;

  it('opens the conversation from the product: the supplier answers for it, and the product is on top', async () => {
    const { body } = await openChat(t, buyer, { context: { type: 'product', id: product.id } });
    expect(body.code).toBe(200);
    conversation = body.data;
    expect(conversation.peer).toMatchObject({ userId: supplierId, name: 'Samuel Chan', companyId: auroraId, active: true });
    expect(conversation.peer.companyName).toBe('Aurora Gems & Jewellery Ltd.');
    expect(conversation.context).toEqual({
      type: 'product',
      card: expect.objectContaining({
        type: 'product',
        id: product.id,
        title: product.name,
        link: `/home/product-detail?id=${product.id}`,
      }),
    });
    expect(conversation).toMatchObject({ lastMessage: null, unread: 0, blockedByMe: false, blockedByPeer: false });
    // Reopening finds the same conversation and records the new context.
    const again = await openChat(t, buyer, { context: { type: 'company', id: auroraId } });
    expect(again.body.data.id).toBe(conversation.id);
    expect(again.body.data.context).toMatchObject({
      type: 'company',
      card: { type: 'company', id: auroraId, title: 'Aurora Gems & Jewellery Ltd.', link: `/home/company-profile?id=${auroraId}` },
    });
    // The supplier opening with the buyer finds it too; in Chinese the company is named in Chinese.
    const theirs = await openChat(t, supplier, { userId: buyerId }, 'zh_TW');
    expect(theirs.body.data.id).toBe(conversation.id);
    expect(theirs.body.data.peer.userId).toBe(buyerId);
    expect(theirs.body.data.context?.card?.title).toBe('極光寶石珠寶有限公司');
  });

  it('delivers a message to both members at once and raises the supplier unread badge', async () => {
    [supplierSocket, buyerSocket] = await Promise.all([openSocket(url, supplier), openSocket(url, buyer)]);
    await Promise.all([supplierSocket.next('ready'), buyerSocket.next('ready')]);
    const before = (await unread(supplier)).body.data;
    const { body } = await sendText(t, buyer, conversation.id, '  Hello, is the ruby ring still available?  ');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      conversationId: conversation.id,
      senderId: buyerId,
      kind: 'text',
      text: 'Hello, is the ruby ring still available?',
      image: null,
      card: null,
      deliveredAt: null,
      readAt: null,
    });
    const heard = await supplierSocket.next('message');
    expect(heard.message).toEqual(body.data);
    expect((await buyerSocket.next('message')).message.id).toBe(body.data.id);
    expect((await supplierSocket.next('unread')).count).toBe(before + 1);
    expect((await unread(supplier)).body.data).toBe(before + 1);
    const listed = (await list(supplier)).body.data.list.find((c) => c.id === conversation.id)!;
    expect(listed).toMatchObject({ unread: 1, lastMessage: { id: body.data.id }, peer: { userId: buyerId } });
  });

  it('marks messages delivered when the supplier opens the history, and read on a receipt; the buyer sees both', async () => {
    const page = await history(supplier, conversation.id);
    expect(page.body.data.list[0].deliveredAt).not.toBeNull();
    const delivered = await buyerSocket.next('receipt');
    expect(delivered).toMatchObject({ conversationId: conversation.id, readUpTo: null });
    expect(delivered.deliveredUpTo).toBe(page.body.data.list[0].id);
    supplierSocket.events.length = 0;
    buyerSocket.events.length = 0;
    expect((await receipt(supplier, conversation.id, 'read')).body.code).toBe(200);
    expect(await buyerSocket.next('receipt')).toMatchObject({ conversationId: conversation.id, readUpTo: page.body.data.list[0].id });
    expect((await supplierSocket.next('unread')).count).toBe((await unread(supplier)).body.data);
    const [row] = await storedMessages(t, conversation.id);
    expect(row.readAt).not.toBeNull();
    expect((await list(supplier)).body.data.list.find((c) => c.id === conversation.id)?.unread).toBe(0);
  });

  it('answers a send frame of the socket with the stored message, by the same rules', async () => {
    const auth = await authOf(t, 'supplier@example.com');
    const frame = {
      type: 'send',
      ref: 'r1',
      message: { conversationId: conversation.id, clientId: clientId(), kind: 'text', text: 'Yes, it is.' },
    } as const;
    const answer = await t.app.deps.services.chat.handleFrame(frame, auth, 'en');
    expect(answer).toMatchObject({ type: 'sent', ref: 'r1', message: { text: 'Yes, it is.', senderId: supplierId } });
    expect((await buyerSocket.next('message')).message.text).toBe('Yes, it is.');
    // A read frame answers nothing; the sender hears the receipt.
    const buyerAuth = await authOf(t, 'buyer@example.com');
    supplierSocket.events.length = 0;
    expect(await t.app.deps.services.chat.handleFrame({ type: 'read', conversationId: conversation.id }, buyerAuth, 'en')).toBeNull();
    expect((await supplierSocket.next('receipt')).readUpTo).toBe(answer && 'message' in answer ? answer.message.id : -1);
    // Refusals are thrown as the HTTP call answers them: an empty message, in the socket's language.
    const empty = { ...frame, message: { ...frame.message, clientId: clientId(), text: '   ' } };
    await expect(t.app.deps.services.chat.handleFrame(empty, auth, 'zh-cn')).rejects.toMatchObject({ code: 40000 });
  });

  it('takes the same frames over the socket itself: sent to the sender, the message to the peer, errors as frames', async () => {
    buyerSocket.events.length = 0;
    supplierSocket.events.length = 0;
    const message = { conversationId: conversation.id, clientId: clientId(), kind: 'text', text: 'Over the wire' };
    supplierSocket.send({ type: 'send', ref: 'ws-1', message });
    const sent = await supplierSocket.next('sent');
    expect(sent).toMatchObject({ ref: 'ws-1', message: { text: 'Over the wire', senderId: supplierId } });
    expect((await buyerSocket.next('message')).message.id).toBe(sent.message.id);
    supplierSocket.send({ type: 'send', ref: 'ws-2', message: { ...message, clientId: clientId(), text: '' } });
    expect(await supplierSocket.next('error')).toMatchObject({ ref: 'ws-2', code: 40000 });
    supplierSocket.close();
    buyerSocket.close();
  });

  it('sends product, company and image cards, each checked against what the sender may see or owns', async () => {
    const card = await sendAny(t, supplier, {
      conversationId: conversation.id,
      clientId: clientId(),
      kind: 'product',
      productId: product.id,
    });
    expect(card.body.data).toMatchObject({
      kind: 'product',
      text: product.name,
      card: { type: 'product', id: product.id, title: product.name },
    });
    const company = await sendAny(
      t,
      buyer,
      { conversationId: conversation.id, clientId: clientId(), kind: 'company', companyId: auroraId },
      'zh_CN',
    );
    expect(company.body.data.card).toMatchObject({ type: 'company', id: auroraId, title: '極光寶石珠寶有限公司' });
    const image = await recordUpload(t, { companyId: auroraId, userId: supplierId }, 'image');
    const sent = await sendAny(t, supplier, { conversationId: conversation.id, clientId: clientId(), kind: 'image', url: image });
    expect(sent.body.data).toMatchObject({ kind: 'image', image: { url: image } });
    // The buyer did not upload it: refused on the field, nothing stored.
    const count = (await storedMessages(t, conversation.id)).length;
    const stolen = await sendAny(t, buyer, { conversationId: conversation.id, clientId: clientId(), kind: 'image', url: image }, 'zh_CN');
    expect(stolen.body.code).toBe(40000);
    expect(fieldErrors(stolen.body.data)).toEqual([{ path: 'url', message: '该图片不是您上传的，请重新上传。' }]);
    const missing = await sendAny(t, buyer, { conversationId: conversation.id, clientId: clientId(), kind: 'product', productId: 999_999 });
    expect(missing.body.code).toBe(40400);
    expect((await storedMessages(t, conversation.id)).length).toBe(count);
  });

  it('keeps text as typed: HTML is stored and answered as text, never interpreted', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b> & <script>x()</script>';
    const { body } = await sendText(t, buyer, conversation.id, html);
    expect(body.data.text).toBe(html);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, body.data.id));
    expect(row.body).toBe(html);
    expect((await history(buyer, conversation.id, '?limit=1')).body.data.list[0].text).toBe(html);
  });

  it('refuses an empty message and one of 100,000 characters with a clear field error, storing nothing', async () => {
    const count = (await storedMessages(t, conversation.id)).length;
    const empty = await sendText(t, buyer, conversation.id, '   ');
    expect(empty.body.code).toBe(40000);
    expect(fieldErrors(empty.body.data)[0].path).toBe('text');
    const huge = await sendText(t, buyer, conversation.id, 'x'.repeat(100_000), clientId(), 'tr_TR');
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe(40000);
    expect(fieldErrors(huge.body.data)[0]).toMatchObject({ path: 'text', message: expect.stringContaining(String(CHAT_LIMITS.textMax)) });
    expect((await storedMessages(t, conversation.id)).length).toBe(count);
  });

  it('answers a repeated clientId with the stored message and never stores it twice', async () => {
    const id = clientId('retry');
    const first = await sendText(t, buyer, conversation.id, 'Sent once', id);
    const again = await sendText(t, buyer, conversation.id, 'Sent once', id);
    const racing = await Promise.all([1, 2, 3].map(() => sendText(t, buyer, conversation.id, 'Sent once', id)));
    expect(again.body.data).toEqual(first.body.data);
    for (const r of racing) expect(r.body.data.id).toBe(first.body.data.id);
    const rows = await t.database.db.select().from(messages).where(eq(messages.clientId, id));
    expect(rows).toHaveLength(1);
    // Twin sends racing on a fresh key store one row too.
    const fresh = clientId('race');
    const twins = await Promise.all([1, 2, 3, 4].map(() => sendText(t, supplier, conversation.id, 'Twin', fresh)));
    expect(new Set(twins.map((r) => r.body.data.id)).size).toBe(1);
    expect(await t.database.db.select().from(messages).where(eq(messages.clientId, fresh))).toHaveLength(1);
  });

  it('pages the history back in time by id, newest first', async () => {
    const all = (await storedMessages(t, conversation.id)).map((m) => m.id).reverse();
    const first = await history(buyer, conversation.id, '?limit=3');
    expect(first.body.data.list.map((m) => m.id)).toEqual(all.slice(0, 3));
    expect(first.body.data.hasMore).toBe(true);
    const seen: number[] = [...first.body.data.list.map((m) => m.id)];
    let before = seen[seen.length - 1];
    for (;;) {
      const page = await history(buyer, conversation.id, `?limit=3&before=${before}`);
      seen.push(...page.body.data.list.map((m) => m.id));
      if (!page.body.data.hasMore) break;
      before = seen[seen.length - 1];
    }
    expect(seen).toEqual(all);
  });

  it('catches a socket up after an id, oldest first; no `after` is the bookmark of now, after=0 the start', async () => {
    const fromNow = (await api<SyncAnswer>(t, 'GET', '/im-api/message/sync', supplier)).body.data;
    expect(fromNow.messages).toEqual([]);
    const a = await sendText(t, buyer, conversation.id, 'While you were away (1)');
    const b = await sendText(t, supplier, conversation.id, 'While you were away (2)');
    const caught = (await sync(supplier, fromNow.lastId)).body.data;
    expect(caught.messages.map((m) => m.id)).toEqual([a.body.data.id, b.body.data.id]);
    expect(caught).toMatchObject({ hasMore: false, lastId: b.body.data.id, unread: (await unread(supplier)).body.data });
    expect((await sync(supplier, b.body.data.id)).body.data).toMatchObject({ messages: [], lastId: b.body.data.id });
    // A member whose bookmark was 0 (no message yet) catches up from the start.
    expect((await sync(supplier, 0)).body.data.messages.map((m) => m.id)).toContain(a.body.data.id);
  });

  it('keeps a third member out: history, send, receipts and the conversation answer 404', async () => {
    const id = conversation.id;
    expect((await history(otherAdmin, id)).body.code).toBe(40400);
    expect((await sendText(t, otherAdmin, id, 'Let me in')).body.code).toBe(40400);
    expect((await receipt(otherAdmin, id, 'read')).body.code).toBe(40400);
    expect((await receipt(otherAdmin, id, 'delivered')).body.code).toBe(40400);
    expect((await api(t, 'GET', `/im-api/conversation/${id}`, otherAdmin)).body.code).toBe(40400);
    expect((await api(t, 'POST', `/im-api/conversation/${id}/report`, otherAdmin, { reason: 'x' })).body.code).toBe(40400);
    const auth = await authOf(t, other.adminEmail);
    await expect(t.app.deps.services.chat.handleFrame({ type: 'read', conversationId: id }, auth, 'en')).rejects.toMatchObject({
      code: 40400,
    });
  });

  it('refuses guests (30007)', async () => {
    for (const r of [
      await openChat(t, undefined, { userId: supplierId }),
      await sendText(t, undefined, conversation.id, 'Hi'),
      await history(undefined, conversation.id),
      await api(t, 'GET', '/im-api/conversation/list'),
      await api(t, 'GET', '/im-api/message/sync?after=0'),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(30007);
    }
  });
});

describe('who a conversation may be opened with', () => {
  it('refuses chatting with oneself, by id or through a context that resolves to oneself, in the caller language', async () => {
    const self = await openChat(t, supplier, { userId: supplierId }, 'zh_CN');
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 40000, msg: '不支持与自己聊天。' });
    expect(fieldErrors(self.body.data)).toEqual([{ path: 'userId', message: '不支持与自己聊天。' }]);
    // supplier@ answers for Aurora's products: opening from one is opening with oneself.
    const own = await openChat(t, supplier, { context: { type: 'product', id: product.id } });
    expect(own.body).toMatchObject({ code: 40000, msg: 'Chatting with oneself is not supported.' });
    expect((await openChat(t, supplier, { context: { type: 'company', id: auroraId } }, 'zh_TW')).body.msg).toBe('不支援與自己聊天。');
  });

  it('answers 404 for a member who does not exist or is disabled, and for things the caller may not see', async () => {
    expect((await openChat(t, buyer, { userId: 987_654 })).body.code).toBe(40400);
    const gone = await makeCompany(t, { name: 'Closed Shop' });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.staffId));
    expect((await openChat(t, buyer, { userId: gone.staffId })).body.code).toBe(40400);
    expect((await openChat(t, buyer, { context: { type: 'product', id: 999_999 } })).body.code).toBe(40400);
    const hidden = await makeCompany(t, { name: 'Unverified Gems', verificationStatus: 'pending' });
    expect((await openChat(t, buyer, { context: { type: 'company', id: hidden.id } })).body.code).toBe(40400);
    expect((await openChat(t, buyer, { context: { type: 'match', id: hidden.id } })).body.code).toBe(40400);
    // A connection of other companies is not the caller's.
    expect((await openChat(t, buyer, { context: { type: 'connection', id: 999_999 } })).body.code).toBe(40400);
  });

  it('keeps one conversation per pair, however many opens race', async () => {
    const pair = await makeCompany(t, { name: 'Race Pair' });
    const opened = await Promise.all([1, 2, 3, 4].map(() => openChat(t, otherAdmin, { userId: pair.adminId })));
    expect(new Set(opened.map((r) => r.body.data.id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.userA, Math.min(other.adminId, pair.adminId)), eq(conversations.userB, Math.max(other.adminId, pair.adminId))),
      );
    expect(rows).toHaveLength(1);
  });

  it('resolves a company to its first active administrator, and a connection to the other company', async () => {
    const shop = await makeCompany(t, { name: 'Contact Point Gems' });
    const opened = await openChat(t, otherAdmin, { context: { type: 'company', id: shop.id } });
    expect(opened.body.data.peer.userId).toBe(shop.adminId);
    // With the admin disabled, the company's active member answers.
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, shop.adminId));
    const viaStaff = await openChat(t, buyer, { context: { type: 'match', id: shop.id } });
    expect(viaStaff.body.data.peer.userId).toBe(shop.staffId);
    expect(viaStaff.body.data.context?.type).toBe('match');
    // A connection the buyer's company asked for: either side opens it with the other company.
    const asked = await api<{ id: number }>(t, 'POST', '/api/company/connection/request', buyer, { companyId: other.id });
    expect(asked.body.code).toBe(200);
    const viaConnection = await openChat(t, buyer, { context: { type: 'connection', id: asked.body.data.id } });
    expect(viaConnection.body.data.peer.userId).toBe(other.adminId);
    expect(viaConnection.body.data.context).toMatchObject({ type: 'connection', card: { type: 'company', id: other.id } });
    const back = await openChat(t, otherAdmin, { context: { type: 'connection', id: asked.body.data.id } });
    expect(back.body.data.peer.userId).toBe(buyerId);
  });
});

describe('the conversation list', () => {
  it('pages by recency with an opaque cursor, in a constant number of statements whatever its length', async () => {
    const me = await makeCompany(t, { name: 'Busy Trader' });
    const token = await me.admin();
    const peers = await Promise.all([1, 2, 3, 4, 5].map((i) => makeCompany(t, { name: `Peer ${i}` })));
    const ids: number[] = [];
    for (const p of peers) {
      const c = await openChat(t, token, { context: { type: 'company', id: p.id } });
      await sendText(t, token, c.body.data.id, `Hello ${p.id}`);
      ids.unshift(c.body.data.id);
    }
    // An opened conversation without messages is not listed.
    await openChat(t, token, { userId: buyerId });
    const seen: number[] = [];
    let next: string | null = null;
    do {
      const page: { body: { data: ConversationPage } } = await list(token, `?limit=2${next ? `&before=${next}` : ''}`);
      seen.push(...page.body.data.list.map((c) => c.id));
      next = page.body.data.next;
      expect(page.body.data.hasMore).toBe(next !== null);
    } while (next);
    expect(seen).toEqual(ids);
    expect((await list(token, '?before=garbage')).body.code).toBe(40000);

    const auth = await authOf(t, me.adminEmail);
    const chat = t.app.deps.services.chat;
    const relevant = /conversations|messages|products|companies|user_blocks/;
    const two = await countStatements(t.database.db, () => chat.list(auth, { limit: 2 }, 'en'), relevant);
    const five = await countStatements(t.database.db, () => chat.list(auth, { limit: 5 }, 'en'), relevant);
    expect(two.result.list).toHaveLength(2);
    expect(five.result.list).toHaveLength(5);
    // The page, and the companies its contexts show (no product context here).
    expect(two.statements).toHaveLength(2);
    expect(five.statements).toHaveLength(2);
    expect(five.result.list.map((c: Conversation) => c.lastMessage?.text)).toEqual(peers.map((p) => `Hello ${p.id}`).reverse());
  });

  it('answers one conversation of mine, and 404 for one that is not', async () => {
    const { body } = await openChat(t, otherAdmin, { userId: supplierId });
    expect((await api<Conversation>(t, 'GET', `/im-api/conversation/${body.data.id}`, supplier)).body.data.peer.userId).toBe(other.adminId);
    expect((await api(t, 'GET', `/im-api/conversation/${body.data.id}`, buyer)).body.code).toBe(40400);
    expect((await api(t, 'GET', '/im-api/conversation/999999', buyer)).body.code).toBe(40400);
  });
});
