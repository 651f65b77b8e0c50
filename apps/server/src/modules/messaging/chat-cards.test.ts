import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChatMessage, ConversationPage, HistoryPage, SyncAnswer } from '@gembourse/contracts/messaging';
import { companies, connections, products } from '../../db/schema/index.ts';
import { openSocket, wsUrl, type TestSocket } from '../../platform/realtime/realtime-test-client.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { clientId, openChat, sendAny } from './chat-test-kit.ts';

// Issue 28 item 11 (a): a product card was checked against its sender only, so a member connected with a "contacts
// only" showroom forwarded its product's name and picture to a member who may not see it. A card is now checked for
// each reader, each time it is shown (history, catch-up, the conversation list, the socket), as the banner is; and
// sending one, or opening a chat from a product, is a member's act: platform staff are checked as members.

let t: TestApp;
let supplier: KitCompany;
let contact: KitCompany;
let stranger: KitCompany;
let productId: number;
const NAME = 'Contacts-only Padparadscha 2.1 ct';
let contactToken: string;
let strangerToken: string;
let supplierToken: string;
let staffToken: string;
let conversationId: number;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await makeCompany(t, { name: 'Closed Door Gems', productPrivacy: 'contacts' }, { products: [] });
  contact = await makeCompany(t, { name: 'Connected Retail', joinType: 'buyer' });
  stranger = await makeCompany(t, { name: 'Stranger Retail', joinType: 'buyer' });
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({
      companyId: supplier.id,
      name: NAME,
      sku: 'CARD-1',
      currency: 'USD',
      published: true,
      images: ['/uploads/img/padparadscha.webp'],
      visibility: 'showroom',
    })
    .returning({ id: products.id });
  await t.database.db
    .insert(connections)
    .values({ requesterId: contact.adminId, requesterCompanyId: contact.id, supplierCompanyId: supplier.id, status: 'accepted' });
  [contactToken, strangerToken, supplierToken, staffToken] = await Promise.all([
    contact.admin(),
    stranger.admin(),
    supplier.admin(),
    loginAs(t.app, 'admin@example.com'),
  ]);
  conversationId = (await openChat(t, contactToken, { userId: stranger.adminId })).body.data.id;
});
afterAll(() => t?.close());

const history = (token: string) => api<HistoryPage>(t, 'GET', `/im-api/conversation/${conversationId}/messages`, token);
const lastOf = async (token: string) =>
  (await api<ConversationPage>(t, 'GET', '/im-api/conversation/list', token)).body.data.list.find((c) => c.id === conversationId)!
    .lastMessage;
const cardOf = (list: ChatMessage[]) => list.find((m) => m.kind === 'product');

describe('a product card, for each reader', () => {
  let strangerSocket: TestSocket;
  let contactSocket: TestSocket;
  let sent: ChatMessage;

  it('is sent by a member who may see the product; the socket tells the sender its card and the reader nothing of it', async () => {
    const url = await wsUrl(t.app);
    [strangerSocket, contactSocket] = await Promise.all([openSocket(url, strangerToken), openSocket(url, contactToken)]);
    await Promise.all([strangerSocket.next('ready'), contactSocket.next('ready')]);
    const res = await sendAny(t, contactToken, { conversationId, clientId: clientId(), kind: 'product', productId });
    expect(res.body.code).toBe(200);
    sent = res.body.data;
    expect(sent).toMatchObject({ text: NAME, card: { type: 'product', id: productId, title: NAME } });
    const toStranger = (await strangerSocket.next('message')).message as ChatMessage;
    expect(toStranger).toMatchObject({ id: sent.id, kind: 'product', text: '', card: null });
    expect(JSON.stringify(toStranger)).not.toContain('Padparadscha');
    expect(((await contactSocket.next('message')).message as ChatMessage).card?.title).toBe(NAME);
    strangerSocket.close();
    contactSocket.close();
  });

  it('shows the reader who may not see it neither its name nor its picture: history, catch-up, the conversation list', async () => {
    const page = (await history(strangerToken)).body.data;
    expect(cardOf(page.list)).toMatchObject({ id: sent.id, text: '', card: null });
    expect(JSON.stringify(page)).not.toContain('Padparadscha');
    expect(JSON.stringify(page)).not.toContain('padparadscha.webp');
    const caughtUp = (await api<SyncAnswer>(t, 'GET', `/im-api/message/sync?after=${sent.id - 1}`, strangerToken)).body.data;
    expect(cardOf(caughtUp.messages)).toMatchObject({ text: '', card: null });
    expect(await lastOf(strangerToken)).toMatchObject({ id: sent.id, text: '', card: null });
    // The sender still sees it; and the reader's own view of the product agrees: not found.
    expect(cardOf((await history(contactToken)).body.data.list)?.card?.title).toBe(NAME);
    expect((await api(t, 'GET', `/api/product/view/${productId}`, strangerToken)).body.code).toBe(40400);
  });

  it('is shown to the reader once they may see the product, and hidden from every reader once nobody outside may', async () => {
    await t.database.db
      .insert(connections)
      .values({ requesterId: stranger.adminId, requesterCompanyId: stranger.id, supplierCompanyId: supplier.id, status: 'accepted' });
    expect(cardOf((await history(strangerToken)).body.data.list)?.card).toMatchObject({
      title: NAME,
      imageUrl: '/uploads/img/padparadscha.webp',
    });
    await t.database.db.update(products).set({ visibility: 'private' }).where(eq(products.id, productId));
    expect(cardOf((await history(strangerToken)).body.data.list)?.card).toBeNull();
    expect(cardOf((await history(contactToken)).body.data.list)?.card).toBeNull();
    await t.database.db.update(products).set({ visibility: 'showroom' }).where(eq(products.id, productId));
    await t.database.db.delete(connections).where(eq(connections.requesterCompanyId, stranger.id));
  });

  it('may not be sent by a member who may not see the product, nor opened as a chat from it (404)', async () => {
    expect((await sendAny(t, strangerToken, { conversationId, clientId: clientId(), kind: 'product', productId })).body.code).toBe(40400);
    expect((await openChat(t, strangerToken, { context: { type: 'product', id: productId } })).body.code).toBe(40400);
    // The supplier's own members may.
    expect((await openChat(t, supplierToken, { userId: contact.adminId })).body.code).toBe(200);
  });
});

describe('platform staff act as members', () => {
  it('may not send a card of a product only contacts see, nor start a chat from it or from a hidden supplier', async () => {
    const staffConversation = (await openChat(t, staffToken, { userId: stranger.adminId })).body.data.id;
    const card = await sendAny(t, staffToken, { conversationId: staffConversation, clientId: clientId(), kind: 'product', productId });
    expect(card.body.code).toBe(40400);
    expect((await openChat(t, staffToken, { context: { type: 'product', id: productId } })).body.code).toBe(40400);
    await t.database.db.update(companies).set({ verificationStatus: 'pending' }).where(eq(companies.id, supplier.id));
    try {
      const company = await sendAny(t, staffToken, {
        conversationId: staffConversation,
        clientId: clientId(),
        kind: 'company',
        companyId: supplier.id,
      });
      expect(company.body.code).toBe(40400);
      expect((await openChat(t, staffToken, { context: { type: 'company', id: supplier.id } })).body.code).toBe(40400);
    } finally {
      await t.database.db.update(companies).set({ verificationStatus: 'verified' }).where(eq(companies.id, supplier.id));
    }
    // A product any member may see, staff may send as any member would.
    await t.database.db.update(products).set({ visibility: 'public' }).where(eq(products.id, productId));
    try {
      const open = await sendAny(t, staffToken, { conversationId: staffConversation, clientId: clientId(), kind: 'product', productId });
      expect(open.body.data.card?.title).toBe(NAME);
    } finally {
      await t.database.db.update(products).set({ visibility: 'showroom' }).where(eq(products.id, productId));
    }
  });
});
