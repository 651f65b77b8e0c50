import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

type Profile = Record<string, unknown> & { firstName: string; cover: string | null; avatar: string | null; phone: string | null };
type FieldErrors = { fieldErrors: { path: string; message: string }[] };

let t: TestApp;
let supplier: string;
let staff: string;
let buyer: string;
let supplierCover: string;
let supplierAvatar: string;
let buyerCover: string;

/** Records an image upload as the upload service would, and answers its URL. */
async function recordUpload(email: string, name: string) {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  const path = `img/2026/01/${name}.webp`;
  await t.database.db
    .insert(uploads)
    .values({ companyId: u.companyId, userId: u.id, kind: 'image', path, mime: 'image/webp', bytes: 1, width: 2000, height: 430 });
  return `/uploads/${path}`;
}

beforeAll(async () => {
  t = await createTestApp();
  [supplier, staff, buyer] = await Promise.all(
    ['supplier@example.com', 'staff@example.com', 'buyer@example.com'].map((e) => loginAs(t.app, e)),
  );
  supplierCover = await recordUpload('supplier@example.com', 'a1'.repeat(16));
  supplierAvatar = await recordUpload('supplier@example.com', 'b2'.repeat(16));
  buyerCover = await recordUpload('buyer@example.com', 'c3'.repeat(16));
});
afterAll(() => t?.close());

const get = (token?: string) => call<Profile>(t.app, { method: 'GET', url: '/api/accounts/profile', headers: token ? bearer(token) : {} });
const save = (payload: object, token?: string, lang = 'en_US') =>
  call<Profile>(t.app, { method: 'POST', url: '/api/accounts/profile', payload, headers: { ...(token ? bearer(token) : {}), lang } });
const rowOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

const valid = () => ({
  firstName: '  Samuel ',
  lastName: 'Chan',
  jobTitle: 'Managing Director',
  gender: 'male',
  cover: supplierCover,
  avatar: supplierAvatar,
  phone: '+852 2765 4321',
  aboutMe: 'Bridal and coloured gemstones.',
  address1: '18 Hung To Road',
  address2: '',
  city: 'Hong Kong',
  state: '',
  postalCode: '',
  country: 'hk',
  profileVisible: false,
});

describe('GET /api/accounts/profile', () => {
  it('answers my own profile and nothing secret', async () => {
    const { body } = await get(supplier);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      email: 'supplier@example.com',
      firstName: 'Samuel',
      lastName: 'Chan',
      locale: 'en',
      profileVisible: true,
    });
    expect(JSON.stringify(body.data)).not.toMatch(/password|scrypt|lastLoginIp/i);
  });

  it('refuses guests with 30007', async () => {
    expect((await get()).body.code).toBe(30007);
  });
});

describe('POST /api/accounts/profile', () => {
  it('saves a valid profile: trimmed, country upper-cased, cleared optionals stored as null', async () => {
    const { status, body } = await save(valid(), supplier);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      firstName: 'Samuel',
      cover: supplierCover,
      avatar: supplierAvatar,
      country: 'HK',
      address2: null,
      state: null,
      postalCode: null,
      profileVisible: false,
    });
    const row = await rowOf('supplier@example.com');
    expect(row).toMatchObject({ cover: supplierCover, avatar: supplierAvatar, country: 'HK', profileVisible: false, address2: null });
    expect((await get(supplier)).body.data).toEqual(body.data);
  });

  it("refuses bad input with field errors in the caller's language and writes nothing", async () => {
    const before = await rowOf('supplier@example.com');
    const { status, body } = await save(
      { ...valid(), firstName: 'x'.repeat(31), aboutMe: '   ', cover: undefined, country: 'Hong Kong' },
      supplier,
      'zh_TW',
    );
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.msg).toBe('參數校驗錯誤，請仔細填寫表單資料！');
    const fields = (body.data as unknown as FieldErrors).fieldErrors;
    expect(fields.map((f) => f.path).sort()).toEqual(['aboutMe', 'country', 'cover', 'firstName']);
    expect(fields.find((f) => f.path === 'firstName')?.message).toBe('不能超過 30 個字元');
    expect(await rowOf('supplier@example.com')).toEqual(before);
  });

  it("checks the phone by the rule the form uses (the contract's member phone), and a bad one writes nothing", async () => {
    const before = await rowOf('supplier@example.com');
    for (const phone of ['call me', '12', '+852 2765 4321 ext 9', '852.2765.4321', '+852\u00002765']) {
      const { status, body } = await save({ ...valid(), firstName: 'Changed', phone }, supplier, 'en_US');
      expect(status).toBe(400);
      expect(body.code).toBe(40000);
      expect((body.data as unknown as FieldErrors).fieldErrors.map((f) => f.path)).toEqual(['phone']);
    }
    expect(await rowOf('supplier@example.com')).toEqual(before);
    // The numbers the registration and the company editor accept pass here too; empty clears the phone.
    for (const phone of ['+852 2765 4321', '+44 (20) 7946-0000', '021 555 0100']) {
      expect((await save({ ...valid(), phone }, supplier)).body.data.phone).toBe(phone);
    }
    expect((await save({ ...valid(), phone: '' }, supplier)).body.data.phone).toBeNull();
    expect((await save(valid(), supplier)).body.data.phone).toBe('+852 2765 4321');
  });

  it('refuses a country code that is not in the list', async () => {
    const { body } = await save({ ...valid(), country: 'XX' }, supplier);
    expect(body.code).toBe(40000);
    expect((body.data as unknown as FieldErrors).fieldErrors).toEqual([
      { path: 'country', message: 'Please select a country or region from the list.' },
    ]);
  });

  it("refuses another company's upload and files that were never uploaded, writing nothing", async () => {
    const before = await rowOf('buyer@example.com');
    const other = await save({ ...valid(), cover: supplierCover, avatar: '/uploads/seed/logo-01.webp' }, buyer, 'tr_TR');
    expect(other.status).toBe(400);
    expect(other.body.code).toBe(40000);
    const fields = (other.body.data as unknown as FieldErrors).fieldErrors;
    expect(fields.map((f) => f.path)).toEqual(['cover', 'avatar']);
    expect(fields[0].message).toContain('yalnızca sizin veya şirketinizin');
    expect(await rowOf('buyer@example.com')).toEqual(before);
    // A URL outside /uploads never passes the schema.
    expect((await save({ ...valid(), cover: 'https://evil.example/x.png' }, buyer)).body.code).toBe(40000);
  });

  it('accepts my own upload, and an upload of a colleague of my company', async () => {
    expect((await save({ ...valid(), cover: buyerCover, avatar: undefined }, buyer)).body.data).toMatchObject({
      cover: buyerCover,
      avatar: null,
    });
    expect((await save({ ...valid(), firstName: 'Lily', lastName: 'Wong' }, staff)).body.data).toMatchObject({
      cover: supplierCover,
      avatar: supplierAvatar,
    });
  });

  it('keeps a cover that is already on the profile even if it is not an upload (seed images)', async () => {
    await t.database.db.update(users).set({ cover: '/uploads/seed/cover-01.webp' }).where(eq(users.email, 'buyer@example.com'));
    const { body } = await save({ ...valid(), cover: '/uploads/seed/cover-01.webp', avatar: undefined }, buyer);
    expect(body.code).toBe(200);
  });

  it('refuses guests with 30007', async () => {
    expect((await save(valid())).body.code).toBe(30007);
  });
});
