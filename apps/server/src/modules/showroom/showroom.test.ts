import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { ShowroomProducts } from '@gembourse/contracts/company-showroom';
import type { ShowroomPrivacy, ShowroomSettings } from '@gembourse/contracts/showroom';
import { roleMenus, roles } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, companyRow, fieldErrors, makeCompany, type KitCompany } from '../company/company-test-kit.ts';

let t: TestApp;
let gems: KitCompany;
let other: KitCompany;
let admin: string;
let staff: string;
let buyer: string;

const STARTING: ShowroomPrivacy = { productPrivacy: 'everyone', contactPrivacy: 'contacts', qaEnabled: true, qaAnonymous: false };
/** Menu id of the showroom:setting:edit permission point (db/seed/menus-data.ts). */
const SETTING_EDIT_POINT = 1041;

beforeAll(async () => {
  t = await createTestApp();
  gems = await makeCompany(t, { name: 'Privacy Gems Ltd', phone: '+852 2345 6789', website: 'https://privacy-gems.example', ...STARTING });
  other = await makeCompany(t, { name: 'Other Gems Ltd', ...STARTING });
  admin = await gems.admin();
  staff = await gems.staff();
  buyer = await loginAs(t.app, 'buyer@example.com');
});
afterAll(() => t?.close());

const read = (token?: string) => api<ShowroomPrivacy>(t, 'GET', '/api/showroom/privacy', token);
const save = (token: string | undefined, body: object, lang?: string) =>
  api<ShowroomPrivacy>(t, 'POST', '/api/showroom/privacy/save', token, body, lang);
const detail = (token?: string) => api<CompanyDetail>(t, 'GET', `/api/company/detail/${gems.id}`, token);
const settingsOf = async (id: number): Promise<ShowroomPrivacy> => {
  const r = await companyRow(t, id);
  return { productPrivacy: r.productPrivacy, contactPrivacy: r.contactPrivacy, qaEnabled: r.qaEnabled, qaAnonymous: r.qaAnonymous };
};

describe('GET /api/showroom/privacy', () => {
  it('answers my showroom settings to any member of the seller, the standard user included', async () => {
    for (const token of [admin, staff]) {
      const { status, body } = await read(token);
      expect(status).toBe(200);
      expect(body.data).toEqual(STARTING);
    }
  });

  it('refuses a buyer company (40300) and a guest (30007)', async () => {
    const asBuyer = await read(buyer);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.code).toBe(40300);
    const asGuest = await read();
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.code).toBe(30007);
  });
});

describe('POST /api/showroom/privacy/save', () => {
  it('lets the company admin save, and the profile and showroom then follow the new settings', async () => {
    // Contacts only: a guest sees neither the phone nor the website.
    expect((await detail()).body.data).toMatchObject({ phone: null, website: null, contactVisible: false });
    const next: ShowroomPrivacy = { productPrivacy: 'community', contactPrivacy: 'everyone', qaEnabled: false, qaAnonymous: true };
    const { status, body } = await save(admin, next);
    expect(status).toBe(200);
    expect(body.data).toEqual(next);
    expect(await settingsOf(gems.id)).toEqual(next);
    expect((await read(staff)).body.data).toEqual(next);
    // Contacts for everyone: a guest now sees them.
    const seen = await detail();
    expect(seen.body.data).toMatchObject({
      phone: '+852 2345 6789',
      website: 'https://privacy-gems.example',
      contactVisible: true,
      contactPrivacy: 'everyone',
    });
    // Products for the community: a guest is asked to log in, a member sees the showroom.
    const guestProducts = await api<ShowroomProducts>(t, 'GET', `/api/company/product/list/${gems.id}`);
    expect(guestProducts.body.data).toMatchObject({ visible: false, requirement: 'login', list: [] });
    const memberProducts = await api<ShowroomProducts>(t, 'GET', `/api/company/product/list/${gems.id}`, buyer);
    expect(memberProducts.body.data.visible).toBe(true);
    // Only my own company changed: the routes take no company id.
    expect(await settingsOf(other.id)).toEqual(STARTING);

    const back = await save(admin, STARTING);
    expect(back.body.data).toEqual(STARTING);
    expect((await detail()).body.data).toMatchObject({ phone: null, website: null });
  });

  it('refuses a standard user without showroom:setting:edit, whatever the body, and writes nothing', async () => {
    const demoStaff = await loginAs(t.app, 'staff@example.com');
    const demoSupplier = await loginAs(t.app, 'supplier@example.com');
    const demoBefore = (await read(demoSupplier)).body.data;
    for (const token of [staff, demoStaff]) {
      const valid = await save(token, { ...STARTING, contactPrivacy: 'everyone' });
      expect(valid.status).toBe(403);
      expect(valid.body.code).toBe(40300);
      expect((await save(token, { productPrivacy: 'friends' })).body.code).toBe(40300);
    }
    expect(await settingsOf(gems.id)).toEqual(STARTING);
    expect((await read(demoSupplier)).body.data).toEqual(demoBefore);
  });

  it('lets a standard user save once their role holds showroom:setting:edit', async () => {
    const db = t.database.db;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'seller_standard'));
    await db.insert(roleMenus).values({ roleId: role.id, menuId: SETTING_EDIT_POINT });
    // Roles are cached per process: an edit tells the cache, as the console's role editor does.
    t.app.deps.roleMenus.invalidate();
    try {
      const next = { ...STARTING, qaAnonymous: true };
      const { body } = await save(staff, next);
      expect(body.code).toBe(200);
      expect(await settingsOf(gems.id)).toEqual(next);
      await save(staff, STARTING);
    } finally {
      await db.delete(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, SETTING_EDIT_POINT)));
      t.app.deps.roleMenus.invalidate();
    }
    expect((await save(staff, STARTING)).body.code).toBe(40300);
  });

  it('refuses a buyer company (40300) and a guest (30007)', async () => {
    const buyerAdmin = await loginAs(t.app, 'buyer@example.com');
    const asBuyer = await save(buyerAdmin, { ...STARTING, contactPrivacy: 'everyone' });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.code).toBe(40300);
    const asGuest = await save(undefined, { ...STARTING, contactPrivacy: 'everyone' });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.code).toBe(30007);
    expect(await settingsOf(gems.id)).toEqual(STARTING);
  });

  it('answers 40000 with field errors in my language for a bad body, and writes nothing', async () => {
    const bodies: object[] = [
      { ...STARTING, productPrivacy: 'friends' },
      { ...STARTING, contactPrivacy: null },
      { productPrivacy: 'everyone', contactPrivacy: 'everyone', qaEnabled: true },
      { ...STARTING, qaEnabled: 'yes' },
      // No company can be addressed: an id is an unknown field.
      { ...STARTING, contactPrivacy: 'everyone', companyId: other.id },
      {},
    ];
    for (const body of bodies) {
      const answer = await save(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(40000);
    }
    const zh = await save(admin, { ...STARTING, productPrivacy: 'friends' }, 'zh_CN');
    expect(fieldErrors(zh.body.data).map((e) => e.path)).toContain('productPrivacy');
    expect(zh.body.msg).not.toBe((await save(admin, { ...STARTING, productPrivacy: 'friends' }, 'en_US')).body.msg);
    expect(await settingsOf(gems.id)).toEqual(STARTING);
    expect(await settingsOf(other.id)).toEqual(STARTING);
  });
});

describe('GET /api/showroom/settings and POST /api/showroom/settings/save', () => {
  // A test above logs the buyer in elsewhere (one live session per user): this block logs in afresh.
  let buyer: string;
  beforeAll(async () => {
    buyer = await loginAs(t.app, 'buyer@example.com');
  });
  const readSettings = (token?: string) => api<ShowroomSettings>(t, 'GET', '/api/showroom/settings', token);
  const saveSettings = (token: string | undefined, body: object, lang?: string) =>
    api<ShowroomSettings>(t, 'POST', '/api/showroom/settings/save', token, body, lang);
  const stored = async (id: number): Promise<ShowroomSettings> => {
    const r = await companyRow(t, id);
    return { preferredCurrency: r.preferredCurrency, segment: r.segment };
  };

  it('lets the company admin choose the currency and the light-jewellery segment; every member reads them', async () => {
    const before = await stored(other.id);
    expect((await readSettings(staff)).body.data).toEqual(await stored(gems.id));
    const next: ShowroomSettings = { preferredCurrency: 'EUR', segment: 'light' };
    const { status, body } = await saveSettings(admin, next);
    expect(status).toBe(200);
    expect(body.data).toEqual(next);
    expect(await stored(gems.id)).toEqual(next);
    expect((await readSettings(staff)).body.data).toEqual(next);
    // The profile shows its prices in the preferred currency.
    expect((await detail(buyer)).body.data).toMatchObject({ preferredCurrency: 'EUR' });
    expect(await stored(other.id)).toEqual(before);
  });

  it('refuses a buyer (40300), a guest (30007) and the standard user without showroom:setting:edit, writing nothing', async () => {
    const saved = await stored(gems.id);
    const body = { preferredCurrency: 'CNY', segment: 'high' };
    expect((await readSettings(buyer)).body.code).toBe(40300);
    expect((await saveSettings(buyer, body)).body.code).toBe(40300);
    expect((await readSettings()).body.code).toBe(30007);
    expect((await saveSettings(undefined, body)).body.code).toBe(30007);
    expect((await saveSettings(staff, body)).body.code).toBe(40300);
    expect(await stored(gems.id)).toEqual(saved);
  });

  it('answers 40000 in my language for a currency or segment outside the lists, and writes nothing', async () => {
    const saved = await stored(gems.id);
    for (const body of [
      { preferredCurrency: 'GBP', segment: null },
      { preferredCurrency: 'USD', segment: 'luxury' },
      { preferredCurrency: 'USD' },
    ]) {
      const answer = await saveSettings(admin, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(40000);
    }
    const tr = await saveSettings(admin, { preferredCurrency: 'GBP', segment: null }, 'tr_TR');
    expect(fieldErrors(tr.body.data).map((e) => e.path)).toEqual(['preferredCurrency']);
    expect(tr.body.msg).not.toBe((await saveSettings(admin, { preferredCurrency: 'GBP', segment: null }, 'en_US')).body.msg);
    expect(await stored(gems.id)).toEqual(saved);
  });
});
