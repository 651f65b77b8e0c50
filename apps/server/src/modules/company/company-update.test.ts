import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import {
  api,
  fieldErrors,
  companyRow,
  makeCompany,
  otherSellerAdmin,
  recordUpload,
  userByEmail,
  type KitCompany,
} from './company-test-kit.ts';

let t: TestApp;
let acme: KitCompany;
let acmeAdmin: string;
let acmeStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await makeCompany(t, {
    name: 'Acme Gem Works',
    nameEn: 'Acme Gem Works',
    city: 'Hong Kong',
    mainMarkets: [30789],
    contactPrivacy: 'everyone',
  });
  [acmeAdmin, acmeStaff] = await Promise.all([acme.admin(), acme.staff()]);
});
afterAll(() => t?.close());

const update = (token: string | undefined, body: object, lang?: string) =>
  api<CompanyDetail>(t, 'POST', '/api/company/update', token, body, lang);
const detail = (id: number, token?: string) => api<CompanyDetail>(t, 'GET', `/api/company/detail/${id}`, token);

describe('POST /api/company/update', () => {
  it('changes only the fields sent on my own company and answers the profile the detail shows', async () => {
    const before = await companyRow(t, acme.id);
    const logo = await recordUpload(t, { companyId: acme.id, userId: acme.adminId }, 'image');
    const brochure = await recordUpload(t, { companyId: acme.id, userId: acme.staffId }, 'pdf');
    const { body } = await update(acmeAdmin, {
      profileEn: '  Cutters of fine sapphires since 1988.  ',
      mainProducts: [30717, 30719, 30717],
      businessNature: [30710],
      employeeCount: 38002,
      priceLow: 100,
      priceHigh: 5000,
      logo,
      brochures: [
        { name: 'Catalogue 2026', url: brochure },
        { name: 'Price list', url: 'https://acme.example/prices.pdf' },
      ],
      mediaPhotos: [],
      links: [{ name: 'Instagram', url: 'https://instagram.com/acme' }],
      videoConference: { tool: 'zoom', meetingUrl: 'https://zoom.us/j/123456' },
      website: null,
    });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: acme.id,
      name: 'Acme Gem Works',
      profileEn: 'Cutters of fine sapphires since 1988.',
      mainProducts: [30717, 30719],
      employeeCount: 38002,
      priceLow: 100,
      priceHigh: 5000,
      logo,
      website: null,
      videoConference: { tool: 'zoom', meetingUrl: 'https://zoom.us/j/123456' },
      viewer: { own: true, canEdit: true, connection: 'none', collected: false },
    });
    // The search columns follow by the company.refresh-derived job (company-derived.service.ts).
    await t.app.deps.jobs.settled();
    const row = await companyRow(t, acme.id);
    expect(row.mainMarkets).toEqual(before.mainMarkets);
    expect(row.city).toBe('Hong Kong');
    expect(row.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // Every language's labels of the new main products are searchable, Chinese folded to one script (寶石 is 宝石).
    expect(row.searchText).toContain('珍珠');
    expect(row.searchText).toContain('宝石');
    expect(row.searchText).not.toContain('寶石');
    expect(row.searchText).toContain('inci');
    const seen = await detail(acme.id);
    expect(seen.body.data).toMatchObject({
      profileEn: 'Cutters of fine sapphires since 1988.',
      logo,
      brochures: [
        { name: 'Catalogue 2026', url: brochure },
        { name: 'Price list', url: 'https://acme.example/prices.pdf' },
      ],
    });
    expect(seen.body.data.viewer).toEqual({ own: false, canEdit: false, connection: 'none', collected: false });
    // Contact privacy 'everyone': the meeting link shows to guests too; "other" nature only to our own members.
    expect(seen.body.data.videoConference).toEqual({ tool: 'zoom', meetingUrl: 'https://zoom.us/j/123456' });
    expect(seen.body.data.businessNatureOther).toBeNull();
  });

  it('sets the company type from its dictionary, shows it on the profile and clears it with null', async () => {
    const { body } = await update(acmeAdmin, { companyType: 38203 });
    expect(body.code).toBe(200);
    expect(body.data.companyType).toBe(38203);
    expect((await companyRow(t, acme.id)).companyType).toBe(38203);
    expect((await detail(acme.id)).body.data.companyType).toBe(38203);
    const labels = await api<{ dataValue: number; dataLabel: string }[]>(
      t,
      'GET',
      '/api/dictionary/company_type',
      undefined,
      undefined,
      'zh_TW',
    );
    expect(labels.body.data.find((e) => e.dataValue === 38203)?.dataLabel).toBe('有限公司');
    expect(labels.body.data).toHaveLength(8);
    expect((await update(acmeAdmin, { companyType: null })).body.data.companyType).toBeNull();
    expect((await update(acmeAdmin, { companyType: 'ltd' })).body.code).toBe(40000);
  });

  it('lets a buyer company admin edit their own profile', async () => {
    const buyer = await loginAs(t.app, 'buyer@example.com');
    const { body } = await update(buyer, { city: 'St Paul' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ joinType: 'buyer', city: 'St Paul', viewer: { own: true, canEdit: true } });
  });

  it('refuses guests (30007) and standard users (40300), before looking at the form, and writes nothing', async () => {
    const guest = await update(undefined, { name: 'Hijacked' });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(30007);
    expect((await update(acmeStaff, { name: 'Hijacked' })).body.code).toBe(40300);
    expect((await update(acmeStaff, { mediaPhotos: 'nonsense' })).body.code).toBe(40300);
    expect((await companyRow(t, acme.id)).name).toBe('Acme Gem Works');
    expect((await detail(acme.id, acmeStaff)).body.data.viewer).toMatchObject({ own: true, canEdit: false });
  });

  it("lets another company's admin change only their own company", async () => {
    const other = await otherSellerAdmin(t, acme.id);
    const token = await loginAs(t.app, other.email);
    const { body } = await update(token, { boothNumber: 'B-42' });
    expect(body.data).toMatchObject({ id: other.companyId, boothNumber: 'B-42' });
    expect((await companyRow(t, acme.id)).boothNumber).toBeNull();
    // No company id can be smuggled in.
    expect((await update(token, { id: acme.id, name: 'Taken over' })).body.code).toBe(40000);
    expect((await companyRow(t, acme.id)).name).toBe('Acme Gem Works');
  });

  it('answers bad input with field errors and writes nothing', async () => {
    const before = await companyRow(t, acme.id);
    const photo = await recordUpload(t, { companyId: acme.id, userId: acme.adminId }, 'image');
    const foreign = await recordUpload(t, { companyId: (await userByEmail(t, 'buyer@example.com')).companyId, userId: 1 }, 'image');
    const cases: [object, string][] = [
      [{ mediaPhotos: [photo, photo, photo, photo, photo, photo] }, 'mediaPhotos'],
      [{ brochures: [{ name: 'Brochure', url: 'ftp://acme.example/b.pdf' }] }, 'brochures.0.url'],
      [{ brochures: [{ name: 'Brochure', url: 'javascript:alert(1)' }] }, 'brochures.0.url'],
      [{ logo: 'https://elsewhere.example/logo.png' }, 'logo'],
      [{ name: '' }, 'name'],
      [{ video: 'https://example.com/video.mp4' }, 'video'],
      [{ priceLow: 500, priceHigh: 100 }, 'priceHigh'],
      // A meeting link goes to buyers: https only, as the editor says.
      [{ videoConference: { tool: 'zoom', meetingUrl: 'http://zoom.us/j/123456' } }, 'videoConference.meetingUrl'],
    ];
    for (const [input, path] of cases) {
      const { body } = await update(acmeAdmin, { profile: 'Should not be saved', ...input });
      expect(body.code, JSON.stringify(input)).toBe(40000);
      expect(fieldErrors(body.data).map((e) => e.path)).toContain(path);
    }
    // Checks the server does against the database: dictionaries, country, upload ownership, the stored price.
    const serverCases: [object, string, string][] = [
      [{ mainMarkets: [30789, 99999] }, 'mainMarkets', 'Please choose values from the list.'],
      [{ mainProducts: [30733] }, 'mainProducts', 'Please choose values from the list.'],
      [{ businessNature: [30716] }, 'businessNature', 'Please choose values from the list.'],
      [{ employeeCount: 38101 }, 'employeeCount', 'Please choose values from the list.'],
      // A business-nature id is not a company type.
      [{ companyType: 30710 }, 'companyType', 'Please choose values from the list.'],
      [{ country: 'XX' }, 'country', 'Please select a country or region from the list.'],
      [{ cover: foreign }, 'cover', 'Please upload this image again: only images you or your company uploaded can be used.'],
      [
        { mediaPhotos: [photo, '/uploads/img/2026/01/never-uploaded.webp'] },
        'mediaPhotos.1',
        'Please upload this image again: only images you or your company uploaded can be used.',
      ],
      [
        { mediaPhotos: ['/uploads/../../etc/passwd'] },
        'mediaPhotos.0',
        'Please upload this image again: only images you or your company uploaded can be used.',
      ],
      [
        { brochures: [{ name: 'B', url: photo }] },
        'brochures.0.url',
        'Please upload this document again: only files you or your company uploaded can be used.',
      ],
      [{ priceLow: 9000 }, 'priceHigh', 'The highest price cannot be lower than the lowest price'],
    ];
    for (const [input, path, message] of serverCases) {
      const { body } = await update(acmeAdmin, { profile: 'Should not be saved', ...input });
      expect(body.code, JSON.stringify(input)).toBe(40000);
      expect(fieldErrors(body.data)).toContainEqual({ path, message });
    }
    const after = await companyRow(t, acme.id);
    expect(after.profile).toBe(before.profile);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('translates field errors', async () => {
    const { body } = await update(acmeAdmin, { mainMarkets: [1] }, 'tr_TR');
    expect(fieldErrors(body.data)).toEqual([{ path: 'mainMarkets', message: 'Lütfen listeden değer seçin.' }]);
    const many = await update(acmeAdmin, { mediaPhotos: Array(6).fill('/uploads/img/a.webp') }, 'zh_CN');
    expect(fieldErrors(many.body.data)).toEqual([{ path: 'mediaPhotos', message: '最多 5 项' }]);
  });

  it("shows the meeting link and contacts only to those the contact privacy allows, and 'other' nature to own members", async () => {
    await update(acmeAdmin, { videoConference: { tool: 'teams', meetingUrl: 'https://teams.example/meet' } });
    await t.database.db
      .update(companies)
      .set({ contactPrivacy: 'contacts', businessNatureOther: 'Lapidary school' })
      .where(eq(companies.id, acme.id));
    const member = await detail(acme.id, await loginAs(t.app, 'buyer@example.com'));
    expect(member.body.data).toMatchObject({
      contactVisible: false,
      contactPrivacy: 'contacts',
      videoConference: null,
      businessNatureOther: null,
    });
    const own = await detail(acme.id, acmeStaff);
    expect(own.body.data).toMatchObject({
      contactVisible: true,
      videoConference: { tool: 'teams' },
      businessNatureOther: 'Lapidary school',
    });
  });
});
