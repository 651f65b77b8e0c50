import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CompanyContacts, Contact, ContactCandidate } from '@gembourse/contracts/company-profile';
import { companies, companyContacts, connections } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, recordUpload, userByEmail, type KitCompany } from './company-test-kit.ts';

let t: TestApp;
let acme: KitCompany;
let admin: string;
let staff: string;
let buyer: string;
let rival: KitCompany;
let rivalAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await makeCompany(t, { name: 'Acme Pearl House', contactPrivacy: 'community' });
  rival = await makeCompany(t, { name: 'Rival Pearls' });
  [admin, staff, buyer, rivalAdmin] = await Promise.all([acme.admin(), acme.staff(), loginAs(t.app, 'buyer@example.com'), rival.admin()]);
});
afterAll(() => t?.close());

const save = (token: string | undefined, body: object) => api<Contact>(t, 'POST', '/api/company/user/contact/save', token, body);
const mine = (token?: string) => api<Contact[]>(t, 'GET', '/api/company/user/contact/list', token);
const publicList = (id: number, token?: string) => api<CompanyContacts>(t, 'GET', `/api/company/contact/list/${id}`, token);
const remove = (id: number, token?: string) => api(t, 'POST', `/api/company/user/contact/remove/${id}`, token);
const count = async (companyId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyContacts)
      .where(eq(companyContacts.companyId, companyId))
  )[0].n;
const person = (over: object = {}) => ({
  firstName: 'Mei',
  lastName: 'Lin',
  email: 'Mei.Lin@acme.example',
  title: 'Sales manager',
  phone: '+852 2345 6789',
  ...over,
});

describe('contact list of my company', () => {
  let meiId: number;

  it('adds, edits and lists contacts (admins), with the cover checked', async () => {
    const cover = await recordUpload(t, { companyId: acme.id, userId: acme.adminId }, 'image');
    const added = await save(admin, person({ cover }));
    expect(added.body.code).toBe(200);
    expect(added.body.data).toMatchObject({ companyId: acme.id, email: 'mei.lin@acme.example', cover, status: 'active' });
    meiId = added.body.data.id;
    const hidden = await save(admin, person({ firstName: 'Private', email: 'back-office@acme.example', status: 'hidden', phone: null }));
    expect(hidden.body.data.status).toBe('hidden');
    const edited = await save(admin, person({ id: meiId, title: 'Export director' }));
    expect(edited.body.data).toMatchObject({ id: meiId, title: 'Export director', cover: null });
    // Any member sees the whole list of their own company, hidden ones included, in order.
    const list = await mine(staff);
    expect(list.body.data.map((c) => c.email)).toEqual(['mei.lin@acme.example', 'back-office@acme.example']);
  });

  it('refuses duplicates, foreign covers and standard users, writing nothing', async () => {
    const n = await count(acme.id);
    const dup = await save(admin, person({ email: 'MEI.LIN@acme.example' }));
    expect(dup.body.code).toBe(40000);
    expect(dup.body.data).toEqual({ fieldErrors: [{ path: 'email', message: 'A contact with this e-mail address already exists.' }] });
    const notMine = await recordUpload(t, { companyId: rival.id, userId: rival.adminId }, 'image');
    expect((await save(admin, person({ email: 'x@acme.example', cover: notMine }))).body.code).toBe(40000);
    expect((await save(admin, person({ email: 'x@acme.example', title: '' }))).body.code).toBe(40000);
    expect((await save(staff, person({ email: 'x@acme.example' }))).body.code).toBe(40300);
    expect((await save(undefined, person({ email: 'x@acme.example' }))).body.code).toBe(30007);
    expect(await count(acme.id)).toBe(n);
  });

  it("answers 404 when another company's admin edits or deletes our contacts", async () => {
    const [contact] = (await mine(admin)).body.data;
    expect((await save(rivalAdmin, person({ id: contact.id, firstName: 'Hacked' }))).body.code).toBe(40400);
    expect((await remove(contact.id, rivalAdmin)).body.code).toBe(40400);
    expect((await mine(admin)).body.data[0].firstName).toBe('Mei');
  });

  it('caps the list at 50 contacts', async () => {
    const base = await count(acme.id);
    await t.database.db.insert(companyContacts).values(
      Array.from({ length: 50 - base }, (_, i) => ({
        companyId: acme.id,
        firstName: 'F',
        lastName: `L${i}`,
        email: `bulk${i}@acme.example`,
        title: 'T',
        status: 'hidden' as const,
      })),
    );
    const full = await save(admin, person({ email: 'one-more@acme.example' }));
    expect(full.body.code).toBe(40900);
    expect(full.body.msg).toBe('A company can list at most 50 contacts.');
    await t.database.db.delete(companyContacts).where(sql`${companyContacts.email} like 'bulk%'`);
  });

  it('lists active members who are not contacts yet, for admins', async () => {
    const { body } = await api<ContactCandidate[]>(t, 'GET', '/api/company/user/no/contact/list', admin);
    expect(body.data.map((c) => c.email).sort()).toEqual([acme.adminEmail, acme.staffEmail].sort());
    await save(admin, person({ email: acme.staffEmail.toUpperCase() }));
    const after = await api<ContactCandidate[]>(t, 'GET', '/api/company/user/no/contact/list', admin);
    expect(after.body.data.map((c) => c.email)).toEqual([acme.adminEmail]);
    expect(after.body.data[0]).toMatchObject({ userId: acme.adminId, firstName: 'Ada' });
    expect((await api(t, 'GET', '/api/company/user/no/contact/list', staff)).body.code).toBe(40300);
  });

  it('deletes a contact (admins of the company)', async () => {
    const before = (await mine(admin)).body.data;
    const target = before.find((c) => c.email === acme.staffEmail)!;
    expect((await remove(target.id, staff)).body.code).toBe(40300);
    expect((await remove(target.id, admin)).body).toMatchObject({ code: 200, data: null });
    expect((await mine(admin)).body.data).toHaveLength(before.length - 1);
    expect((await remove(target.id, admin)).body.code).toBe(40400);
  });
});

describe('public contact list and contact privacy', () => {
  const setPrivacy = (contactPrivacy: 'contacts' | 'community' | 'everyone') =>
    t.database.db.update(companies).set({ contactPrivacy }).where(eq(companies.id, acme.id));

  it('community: members see the active contacts, guests are asked to log in; hidden ones never show', async () => {
    await setPrivacy('community');
    const guest = await publicList(acme.id);
    expect(guest.body.data).toEqual({ visible: false, requirement: 'login', list: [] });
    const member = await publicList(acme.id, buyer);
    expect(member.body.data.visible).toBe(true);
    expect(member.body.data.list.map((c) => c.email)).toEqual(['mei.lin@acme.example']);
    // The company's own members see the public list the same way: hidden contacts are for the editor only.
    expect((await publicList(acme.id, staff)).body.data.list.every((c) => c.status === 'active')).toBe(true);
  });

  it('everyone: guests see them too', async () => {
    await setPrivacy('everyone');
    expect((await publicList(acme.id)).body.data).toMatchObject({
      visible: true,
      requirement: 'none',
      list: [{ email: 'mei.lin@acme.example' }],
    });
  });

  it('contacts: only connected companies see them', async () => {
    await setPrivacy('contacts');
    expect((await publicList(acme.id)).body.data).toEqual({ visible: false, requirement: 'login', list: [] });
    expect((await publicList(acme.id, buyer)).body.data).toEqual({ visible: false, requirement: 'connection', list: [] });
    const b = await userByEmail(t, 'buyer@example.com');
    await t.database.db
      .insert(connections)
      .values({ requesterId: b.id, requesterCompanyId: b.companyId, supplierCompanyId: acme.id, status: 'accepted' });
    expect((await publicList(acme.id, buyer)).body.data).toMatchObject({ visible: true, list: [{ email: 'mei.lin@acme.example' }] });
    expect((await publicList(acme.id, rivalAdmin)).body.data.visible).toBe(false);
    expect((await publicList(acme.id, admin)).body.data.visible).toBe(true);
  });

  it('answers 404 for unknown companies and for buyers to guests', async () => {
    expect((await publicList(99_999_999)).body.code).toBe(40400);
    const b = await userByEmail(t, 'buyer@example.com');
    expect((await publicList(b.companyId)).body.code).toBe(40400);
    expect((await publicList(b.companyId, admin)).body.code).toBe(200);
  });
});
