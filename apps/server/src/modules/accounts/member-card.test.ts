import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, recordUpload, type KitCompany } from '../company/company-test-kit.ts';

// Issue 28 item 10: the personal profile's "show my profile to other members" switch was stored and read by nothing:
// the chat peer card always showed the photo and job title. Every place that shows a member to another member (chat
// peer and conversation list, connection requests, questions and answers, the blocked list) goes through one
// presenter (accounts.public.ts presentMemberCard): a hidden profile shows name and company only. The member's own
// view and their company's admin view are not narrowed.

let t: TestApp;
let acme: KitCompany;
let north: KitCompany;
let other: KitCompany;
let supplier: string;
let buyer: string;
let outsider: string;
let buyerId: number;
let productId: number;
let avatar: string;
let cover: string;

type Card = { userId?: number; name: string; avatarUrl: string | null; jobTitle: string | null; companyName: string };

/** Saves the buyer's personal profile through its form, with the switch as given. */
async function showProfile(visible: boolean) {
  const body = {
    firstName: 'Bella',
    lastName: 'Morgan',
    jobTitle: 'Head Buyer',
    cover,
    avatar,
    aboutMe: 'Buying pearls for our stores.',
    address1: '1 Pearl Road',
    city: 'Minneapolis',
    country: 'US',
    profileVisible: visible,
  };
  const { body: answer } = await api<{ profileVisible: boolean }>(t, 'POST', '/api/accounts/profile', buyer, body);
  expect(answer.data.profileVisible).toBe(visible);
}

/** Every card of the buyer the other members (and a guest) are shown. */
async function cardsOfBuyer() {
  const opened = await api<{ peer: Card }>(t, 'POST', '/im-api/conversation/open', supplier, { userId: buyerId });
  const conversations = await api<{ list: { peer: Card }[] }>(t, 'GET', '/im-api/conversation/list', supplier);
  const requests = await api<{ list: { requester: Card }[] }>(t, 'GET', '/api/company/connection/list?direction=incoming', supplier);
  const ownQuestions = await api<{ list: { asker: Card | null }[] }>(t, 'GET', '/api/showroom/question/list?state=answered', supplier);
  const publicAsMember = await api<{ list: { asker: Card | null }[] }>(t, 'GET', `/api/product/question/list/${productId}`, outsider);
  const publicAsGuest = await api<{ list: { asker: Card | null }[] }>(t, 'GET', `/api/product/question/list/${productId}`);
  return {
    chatPeer: opened.body.data.peer,
    conversationList: conversations.body.data.list.find((c) => c.peer.userId === buyerId)!.peer,
    connectionRequest: requests.body.data.list[0].requester,
    supplierQuestions: ownQuestions.body.data.list[0].asker!,
    productPageMember: publicAsMember.body.data.list[0].asker!,
    productPageGuest: publicAsGuest.body.data.list[0].asker!,
  };
}
const face = (c: Card) => ({ name: c.name, avatarUrl: c.avatarUrl, jobTitle: c.jobTitle, companyName: c.companyName });

beforeAll(async () => {
  t = await createTestApp();
  acme = await makeCompany(t, { name: 'Card Pearl Works', productPrivacy: 'everyone' });
  north = await makeCompany(t, { name: 'Northwind Buying', joinType: 'buyer' });
  other = await makeCompany(t, { name: 'Card Other Buyer', joinType: 'buyer' });
  [supplier, buyer, outsider] = await Promise.all([acme.admin(), north.admin(), other.admin()]);
  buyerId = north.adminId;
  [{ id: productId }] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, acme.id));
  const owner = { companyId: north.id, userId: buyerId };
  [avatar, cover] = await Promise.all([recordUpload(t, owner, 'image'), recordUpload(t, owner, 'image')]);
  await showProfile(true);

  // The buyer asks about a product (answered by the supplier), asks for contact, and the supplier writes to them.
  const asked = await api<{ id: number }>(t, 'POST', `/api/product/question/${productId}`, buyer, { body: 'Are these pearls Akoya?' });
  await api(t, 'POST', `/api/showroom/question/answer/${asked.body.data.id}`, supplier, { answer: 'Yes, 7-7.5 mm.' });
  expect((await api(t, 'POST', '/api/company/connection/request', buyer, { companyId: acme.id })).body.code).toBe(200);
  const opened = await api<{ id: number }>(t, 'POST', '/im-api/conversation/open', supplier, { userId: buyerId });
  const message = { conversationId: opened.body.data.id, clientId: 'card-1', kind: 'text', text: 'Our new pearl line is online.' };
  expect((await api(t, 'POST', '/im-api/message/send', supplier, message)).body.code).toBe(200);
});
afterAll(() => t?.close());

describe('the member card (issue 28 item 10)', () => {
  it('shows a visible profile with photo and job title to members, and first name and company only to a guest', async () => {
    const cards = await cardsOfBuyer();
    const full = { name: 'Bella Morgan', avatarUrl: avatar, jobTitle: 'Head Buyer', companyName: 'Northwind Buying' };
    expect(face(cards.chatPeer)).toEqual(full);
    expect(face(cards.conversationList)).toEqual(full);
    expect(face(cards.connectionRequest)).toEqual(full);
    expect(face(cards.supplierQuestions)).toEqual(full);
    expect(face(cards.productPageMember)).toEqual(full);
    expect(face(cards.productPageGuest)).toEqual({ name: 'Bella', avatarUrl: null, jobTitle: null, companyName: 'Northwind Buying' });
  });

  it('shows a hidden profile as name and company only, everywhere a member is shown to another', async () => {
    await showProfile(false);
    const cards = await cardsOfBuyer();
    const hidden = { name: 'Bella Morgan', avatarUrl: null, jobTitle: null, companyName: 'Northwind Buying' };
    expect(face(cards.chatPeer)).toEqual(hidden);
    expect(face(cards.conversationList)).toEqual(hidden);
    expect(face(cards.connectionRequest)).toEqual(hidden);
    expect(face(cards.supplierQuestions)).toEqual(hidden);
    expect(face(cards.productPageMember)).toEqual(hidden);
    expect(face(cards.productPageGuest)).toEqual({ ...hidden, name: 'Bella' });
    // The blocked list names the member only.
    await api(t, 'POST', `/im-api/block/${buyerId}`, supplier);
    const blocked = await api<{ userId: number; name: string; companyName: string }[]>(t, 'GET', '/im-api/block/list', supplier);
    expect(JSON.stringify(blocked.body.data)).not.toContain(avatar);
    expect(blocked.body.data).toContainEqual(
      expect.objectContaining({ userId: buyerId, name: 'Bella Morgan', companyName: 'Northwind Buying' }),
    );
    await api(t, 'POST', `/im-api/unblock/${buyerId}`, supplier);
  });

  it("does not narrow the member's own view, nor their company admin's user list", async () => {
    await showProfile(false);
    const own = await api<{ avatar: string | null; jobTitle: string | null }>(t, 'GET', '/api/accounts/profile', buyer);
    expect(own.body.data).toMatchObject({ avatar, jobTitle: 'Head Buyer' });
    // Their own question on the product page: their whole card.
    const mine = await api<{ list: { mine: boolean; asker: Card | null }[] }>(t, 'GET', `/api/product/question/list/${productId}`, buyer);
    expect(face(mine.body.data.list.find((q) => q.mine)!.asker!)).toEqual({
      name: 'Bella Morgan',
      avatarUrl: avatar,
      jobTitle: 'Head Buyer',
      companyName: 'Northwind Buying',
    });
    // The company's admin sees a colleague who hides the profile in full on the user list.
    await t.database.db.update(users).set({ profileVisible: false, jobTitle: 'Buyer', avatar }).where(eq(users.id, north.staffId));
    const list = await api<{ list: { id: number; jobTitle: string | null; avatar: string | null }[] }>(
      t,
      'GET',
      '/api/company/user/list?pageSize=50',
      buyer,
    );
    expect(list.body.data.list.find((u) => u.id === north.staffId)).toMatchObject({ jobTitle: 'Buyer', avatar });
  });

  it('refuses a guest the member-only lists (30007)', async () => {
    expect((await api(t, 'GET', '/im-api/conversation/list')).body.code).toBe(30007);
    expect((await api(t, 'GET', '/api/company/connection/list?direction=incoming')).body.code).toBe(30007);
  });
});
