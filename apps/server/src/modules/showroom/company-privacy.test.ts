import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { CompanyContacts } from '@gembourse/contracts/company-profile';
import type { CompanyPrivacy, ShowroomPrivacy } from '@gembourse/contracts/showroom';
import { companyContacts, connections } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, companyRow, fieldErrors, makeCompany, type KitCompany } from '../company/company-test-kit.ts';

// Issue 9, item 10: a buyer company got 40300 on the privacy setting, so every member read every buyer's e-mail and
// phone. Buyers now choose who sees their contact details (company:privacy:edit, held by buyer and seller admins).

let t: TestApp;
let buyer: KitCompany;
let supplier: KitCompany;
let connectedSupplier: KitCompany;
let buyerAdmin: string;
let buyerStaff: string;
let supplierAdmin: string;
let supplierStaff: string;
let connectedAdmin: string;

const PHONE = '+44 20 7946 0123';
const STARTING: ShowroomPrivacy = { productPrivacy: 'everyone', contactPrivacy: 'everyone', qaEnabled: true, qaAnonymous: false };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await makeCompany(t, {
    name: 'Privacy Buyers Ltd',
    joinType: 'buyer',
    verificationStatus: 'verified',
    phone: PHONE,
    email: 'hello@privacy-buyers.example',
    contactPrivacy: 'community',
  });
  supplier = await makeCompany(t, { name: 'Curious Gems Ltd', ...STARTING });
  connectedSupplier = await makeCompany(t, { name: 'Trusted Gems Ltd', ...STARTING });
  await t.database.db
    .insert(companyContacts)
    .values({ companyId: buyer.id, firstName: 'Bea', lastName: 'Buyer', email: 'bea@privacy-buyers.example', title: 'Purchasing' });
  // The buyer asked Trusted Gems for contact, and Trusted Gems accepted: the two are connected.
  await t.database.db.insert(connections).values({
    requesterId: buyer.adminId,
    requesterCompanyId: buyer.id,
    supplierCompanyId: connectedSupplier.id,
    status: 'accepted',
    respondedAt: new Date(),
  });
  [buyerAdmin, buyerStaff, supplierAdmin, supplierStaff, connectedAdmin] = await Promise.all([
    buyer.admin(),
    buyer.staff(),
    supplier.admin(),
    supplier.staff(),
    connectedSupplier.admin(),
  ]);
});
afterAll(() => t?.close());

const read = (token?: string) => api<CompanyPrivacy>(t, 'GET', '/api/company/privacy', token);
const save = (token: string | undefined, body: object, lang?: string) =>
  api<CompanyPrivacy>(t, 'POST', '/api/company/privacy/save', token, body, lang);
const detail = (token: string) => api<CompanyDetail>(t, 'GET', `/api/company/detail/${buyer.id}`, token);
const contacts = (token: string) => api<CompanyContacts>(t, 'GET', `/api/company/contact/list/${buyer.id}`, token);
const storedPrivacy = async (id: number) => (await companyRow(t, id)).contactPrivacy;

describe('GET /api/company/privacy', () => {
  it("answers my company's contact privacy to any member, buyers and standard users included", async () => {
    for (const token of [buyerAdmin, buyerStaff]) {
      const { status, body } = await read(token);
      expect(status).toBe(200);
      expect(body.data).toEqual({ contactPrivacy: 'community' });
    }
    expect((await read(supplierStaff)).body.data).toEqual({ contactPrivacy: 'everyone' });
  });

  it('asks a guest to log in (30007)', async () => {
    const { status, body } = await read();
    expect(status).toBe(401);
    expect(body.code).toBe(30007);
  });
});

describe('POST /api/company/privacy/save', () => {
  it('lets a buyer admin choose contacts only: members then see the details only once connected', async () => {
    // Community: any member sees the buyer's phone, e-mail and contact people.
    expect((await detail(supplierAdmin)).body.data).toMatchObject({ phone: PHONE, contactVisible: true });
    expect((await contacts(supplierAdmin)).body.data.list.map((c) => c.email)).toEqual(['bea@privacy-buyers.example']);

    const { status, body } = await save(buyerAdmin, { contactPrivacy: 'contacts' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ contactPrivacy: 'contacts' });
    expect(await storedPrivacy(buyer.id)).toBe('contacts');
    expect((await read(buyerStaff)).body.data).toEqual({ contactPrivacy: 'contacts' });

    // A member of another company with no contact sees none of them now...
    const hidden = (await detail(supplierAdmin)).body.data;
    expect(hidden).toMatchObject({ phone: null, email: null, contactVisible: false, contactPrivacy: 'contacts' });
    expect((await contacts(supplierAdmin)).body.data).toMatchObject({ visible: false, requirement: 'connection', list: [] });
    // ...a connected supplier does, and so do the buyer's own members.
    expect((await detail(connectedAdmin)).body.data).toMatchObject({ phone: PHONE, contactVisible: true });
    expect((await contacts(connectedAdmin)).body.data.list).toHaveLength(1);
    expect((await detail(buyerStaff)).body.data).toMatchObject({ phone: PHONE, contactVisible: true });

    // And back: community opens them to every member again.
    expect((await save(buyerAdmin, { contactPrivacy: 'community' })).body.data).toEqual({ contactPrivacy: 'community' });
    expect((await detail(supplierAdmin)).body.data).toMatchObject({ phone: PHONE, contactVisible: true });
  });

  it('refuses a buyer standard user (40300) and a guest (30007), writing nothing', async () => {
    const asStaff = await save(buyerStaff, { contactPrivacy: 'everyone' });
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.code).toBe(40300);
    // Refused before the body is looked at, as every access check is.
    expect((await save(buyerStaff, { contactPrivacy: 'friends' })).body.code).toBe(40300);
    const asGuest = await save(undefined, { contactPrivacy: 'everyone' });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.code).toBe(30007);
    expect(await storedPrivacy(buyer.id)).toBe('community');
  });

  it('changes the contact privacy alone: other showroom settings are unknown fields (40000), in my language', async () => {
    for (const body of [
      { contactPrivacy: 'friends' },
      {},
      { contactPrivacy: null },
      { contactPrivacy: 'everyone', productPrivacy: 'everyone' },
      { contactPrivacy: 'everyone', companyId: supplier.id },
    ]) {
      const answer = await save(buyerAdmin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(40000);
    }
    const zh = await save(buyerAdmin, { contactPrivacy: 'friends' }, 'zh_CN');
    expect(fieldErrors(zh.body.data).map((e) => e.path)).toContain('contactPrivacy');
    expect(zh.body.msg).not.toBe((await save(buyerAdmin, { contactPrivacy: 'friends' }, 'en_US')).body.msg);
    expect(await storedPrivacy(buyer.id)).toBe('community');
    expect(await storedPrivacy(supplier.id)).toBe('everyone');
  });

  it('keeps the showroom settings for sellers: the seller admin still saves everything there, a buyer still may not', async () => {
    const next: ShowroomPrivacy = { productPrivacy: 'community', contactPrivacy: 'contacts', qaEnabled: false, qaAnonymous: true };
    const { body } = await api<ShowroomPrivacy>(t, 'POST', '/api/showroom/privacy/save', supplierAdmin, next);
    expect(body).toMatchObject({ code: 200, data: next });
    expect((await read(supplierAdmin)).body.data).toEqual({ contactPrivacy: 'contacts' });
    // The contact privacy alone, through the company endpoint, leaves the rest of the showroom settings as they are.
    expect((await save(supplierAdmin, { contactPrivacy: 'everyone' })).body.data).toEqual({ contactPrivacy: 'everyone' });
    const row = await companyRow(t, supplier.id);
    expect({
      productPrivacy: row.productPrivacy,
      contactPrivacy: row.contactPrivacy,
      qaEnabled: row.qaEnabled,
      qaAnonymous: row.qaAnonymous,
    }).toEqual({ ...next, contactPrivacy: 'everyone' });
    // A supplier's standard user holds neither right.
    expect((await save(supplierStaff, { contactPrivacy: 'contacts' })).body.code).toBe(40300);
    // A buyer company has no showroom: its admin is refused there, as before.
    expect((await api(t, 'POST', '/api/showroom/privacy/save', buyerAdmin, { ...STARTING, contactPrivacy: 'contacts' })).body.code).toBe(
      40300,
    );
    expect((await api(t, 'GET', '/api/showroom/privacy', buyerAdmin)).body.code).toBe(40300);
    expect(await storedPrivacy(buyer.id)).toBe('community');
  });
});
