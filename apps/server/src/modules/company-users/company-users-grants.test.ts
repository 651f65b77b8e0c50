import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PERM } from '@gembourse/contracts/permissions';
import { outboxEmails, products, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { onPlan } from '../billing/billing-test-kit.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';

// Issue 28 item 3: nobody climbs above their own rights. A standard user holding manage points hands out only what it
// holds: "no role" (roleId null) gives the side's standard points (showroom, analytics, chat), so it is checked like
// any role on every path (invite, update self, update a colleague), and no other call changes one's own role or flag.

let t: TestApp;
let acme: KitCompany;
let rival: KitCompany;
let admin: string;
/** Acme's standard user holding the user desk role: manage points, no showroom points. */
let desk: string;
let rivalDesk: string;
let deskRole: number;
let viewerRole: number;
let colleagueId: number;
let productId: number;

const DESK_POINTS = [PERM.manageUserView, PERM.manageUserAdd, PERM.manageUserEdit, PERM.manageRoleEdit];

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  salutation: 30704,
  firstName: 'Ayla',
  lastName: 'Kaya',
  email,
  jobTitle: 'Buyer',
  roleId: null,
  admin: false,
  street: '1 Gem Street',
  city: 'Istanbul',
  country: 'TR',
  postalCode: '34000',
  ...extra,
});
const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
/** The admin form of an existing user as it stands, with `change` applied. */
const formOf = async (id: number, change: Record<string, unknown>) => {
  const u = await rowOf(id);
  return { ...person(u.email), firstName: u.firstName, lastName: u.lastName, id, roleId: u.companyRoleId, ...change };
};
const points = async (token: string) =>
  (await api<{ permissions: { webPerms: string }[] }>(t, 'GET', '/api/company/user/current', token)).body.data.permissions.map(
    (p) => p.webPerms,
  );
const unpublish = (token: string) => api(t, 'POST', '/api/showroom/product/batch', token, { action: 'unpublish', ids: [productId] });
const published = async () => (await t.database.db.select().from(products).where(eq(products.id, productId)))[0].published;
const usersNamed = async (email: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email))
  )[0].n;
const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
  )[0].n;

beforeAll(async () => {
  t = await createTestApp();
  acme = await makeCompany(t, { name: 'Grants Acme Gems' });
  rival = await makeCompany(t, { name: 'Grants Rival Gems' });
  // Room for invitations: the free plan's two seats are taken by the kit's admin and standard user.
  await Promise.all([onPlan(t, acme.id, 'pro'), onPlan(t, rival.id, 'pro')]);
  admin = await acme.admin();
  [productId] = (await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, acme.id))).map((p) => p.id);

  const role = (token: string, name: string, pts: string[]) =>
    api<{ id: number }>(t, 'POST', '/api/company/role/save', token, { name, points: pts }).then((r) => r.body.data.id);
  deskRole = await role(admin, 'User desk', DESK_POINTS);
  viewerRole = await role(admin, 'Viewer', [PERM.showroomView]);
  expect((await api(t, 'POST', '/api/company/user/update', admin, await formOf(acme.staffId, { roleId: deskRole }))).body.code).toBe(200);
  const invited = await api<{ list: { id: number }[] }>(t, 'POST', '/api/company/user/save', admin, {
    invitees: [person('grants-colleague@example.com', { roleId: viewerRole })],
    locale: 'en',
  });
  colleagueId = invited.body.data.list[0].id;
  desk = await acme.staff();

  const rivalAdmin = await rival.admin();
  const rivalRole = await role(rivalAdmin, 'User desk', DESK_POINTS);
  await api(t, 'POST', '/api/company/user/update', rivalAdmin, await formOf(rival.staffId, { roleId: rivalRole }));
  rivalDesk = await rival.staff();
});
afterAll(() => t?.close());

describe('a standard user holding manage points (issue 28 item 3)', () => {
  it('holds the manage points only, and cannot unpublish a product', async () => {
    expect((await points(desk)).sort()).toEqual([...DESK_POINTS].sort());
    expect((await unpublish(desk)).body.code).toBe(40300);
    expect(await published()).toBe(true);
  });

  it('cannot set its own role to "no role" (the standard points it lacks): 40300, nothing changes', async () => {
    const { status, body } = await api(t, 'POST', '/api/company/user/update', desk, await formOf(acme.staffId, { roleId: null }), 'tr_TR');
    expect([status, body.code]).toEqual([403, 40300]);
    expect((await rowOf(acme.staffId)).companyRoleId).toBe(deskRole);
    expect((await points(desk)).sort()).toEqual([...DESK_POINTS].sort());
    expect((await unpublish(desk)).body.code).toBe(40300);
    expect(await published()).toBe(true);
  });

  it('cannot set a colleague\'s role to "no role", nor give the colleague a role beyond its own', async () => {
    const toNull = await api(t, 'POST', '/api/company/user/update', desk, await formOf(colleagueId, { roleId: null }));
    expect(toNull.body.code).toBe(40300);
    const toViewer = await api(t, 'POST', '/api/company/user/update', desk, await formOf(colleagueId, { roleId: deskRole }));
    // A role whose points it holds: allowed (the rule is about points, not about "no role" as such).
    expect(toViewer.body.code).toBe(200);
    const back = await api(t, 'POST', '/api/company/user/update', desk, await formOf(colleagueId, { roleId: viewerRole }));
    expect(back.body.code).toBe(40300);
    expect((await rowOf(colleagueId)).companyRoleId).toBe(deskRole);
  });

  it('cannot invite anyone with "no role": 40300, no user and no e-mail written', async () => {
    const { body } = await api(t, 'POST', '/api/company/user/save', desk, { invitees: [person('grants-null@example.com')], locale: 'tr' });
    expect(body.code).toBe(40300);
    expect(await usersNamed('grants-null@example.com')).toBe(0);
    expect(await mailsTo('grants-null@example.com')).toBe(0);
    const withRole = await api(t, 'POST', '/api/company/user/save', desk, {
      invitees: [person('grants-desk@example.com', { roleId: deskRole })],
      locale: 'tr',
    });
    expect(withRole.body.code).toBe(200);
  });

  it('cannot make itself an admin, nor put points it lacks into its own or a new role', async () => {
    expect((await api(t, 'POST', '/api/company/user/update', desk, await formOf(acme.staffId, { admin: true }))).body.code).toBe(40300);
    const grow = await api(t, 'POST', '/api/company/role/save', desk, {
      id: deskRole,
      name: 'User desk',
      points: [...DESK_POINTS, PERM.showroomView, PERM.showroomProductPublish],
    });
    expect(grow.body.code).toBe(40300);
    const fresh = await api(t, 'POST', '/api/company/role/save', desk, { name: 'Publisher', points: [PERM.showroomProductPublish] });
    expect(fresh.body.code).toBe(40300);
    const me = await rowOf(acme.staffId);
    expect([me.companyRole, me.companyRoleId]).toEqual(['standard', deskRole]);
    expect((await points(desk)).sort()).toEqual([...DESK_POINTS].sort());
  });

  it('changes no role or flag through its own profiles, whatever fields it adds', async () => {
    const extra = { companyRole: 'admin', admin: true, roleId: null, companyRoleId: null, administratorFlag: true };
    await api(t, 'POST', '/api/accounts/user-profile', desk, {
      firstName: 'Sam',
      lastName: 'Desk',
      gender: 'male',
      phone: '+90 212 555 0101',
      ...extra,
    });
    const me = await rowOf(acme.staffId);
    expect([me.companyRole, me.companyRoleId, me.administratorFlag]).toEqual(['standard', deskRole, false]);
    expect((await unpublish(desk)).body.code).toBe(40300);
  });

  it('may give "no role" once its own role holds every standard point', async () => {
    const full = await api(t, 'POST', '/api/company/role/save', admin, {
      id: deskRole,
      name: 'User desk',
      points: [...DESK_POINTS, ...(await points(admin)).filter((p) => !p.startsWith('manage:') && !p.startsWith('company:'))],
    });
    expect(full.body.code).toBe(200);
    const { body } = await api(t, 'POST', '/api/company/user/update', desk, await formOf(colleagueId, { roleId: null }));
    expect(body.code).toBe(200);
    expect((await rowOf(colleagueId)).companyRoleId).toBeNull();
    // Put the role back as the other tests expect it.
    await api(t, 'POST', '/api/company/role/save', admin, { id: deskRole, name: 'User desk', points: DESK_POINTS });
  });
});

describe('the wrong company and the guest', () => {
  it("refuses another company's desk user on Acme's users (40300) and Acme's role (40000), writing nothing", async () => {
    const before = await rowOf(colleagueId);
    expect((await api(t, 'POST', '/api/company/user/update', rivalDesk, await formOf(colleagueId, { roleId: null }))).body.code).toBe(
      40300,
    );
    const foreignRole = await api<{ fieldErrors: { path: string }[] }>(t, 'POST', '/api/company/user/save', rivalDesk, {
      invitees: [person('grants-foreign@example.com', { roleId: deskRole })],
      locale: 'en',
    });
    expect(foreignRole.body.code).toBe(40000);
    expect(foreignRole.body.data.fieldErrors.map((e) => e.path)).toEqual(['invitees.0.roleId']);
    expect((await api(t, 'POST', '/api/company/role/save', rivalDesk, { id: deskRole, name: 'Mine', points: [] })).body.code).toBe(40300);
    expect(await rowOf(colleagueId)).toEqual(before);
    expect(await usersNamed('grants-foreign@example.com')).toBe(0);
  });

  it('answers a guest 30007 on every path, writing nothing', async () => {
    const before = await rowOf(acme.staffId);
    expect((await api(t, 'POST', '/api/company/user/update', undefined, await formOf(acme.staffId, { roleId: null }))).body.code).toBe(
      30007,
    );
    expect(
      (await api(t, 'POST', '/api/company/user/save', undefined, { invitees: [person('grants-guest@example.com')], locale: 'en' })).body
        .code,
    ).toBe(30007);
    expect((await api(t, 'POST', '/api/company/role/save', undefined, { id: deskRole, name: 'x', points: [] })).body.code).toBe(30007);
    expect(await rowOf(acme.staffId)).toEqual(before);
    expect(await usersNamed('grants-guest@example.com')).toBe(0);
  });
});
