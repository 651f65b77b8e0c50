import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url: string;
let admin: string;
let buyerCompanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
  admin = await loginAs(t.app, 'admin@example.com');
  const [b] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
  buyerCompanyId = b.companyId;
});
afterAll(() => t?.close());

const setStatus = (id: number, status: string, token?: string) =>
  call<{ id: number; status: string }>(t.app, {
    method: 'POST',
    url: `/api/console/companies/${id}/status`,
    payload: { status },
    headers: token ? bearer(token) : {},
  });
const current = (token: string, lang = 'en_US') =>
  call(t.app, { method: 'GET', url: '/api/company/user/current', headers: { ...bearer(token), lang } });
const statusOf = async (id: number) =>
  (await t.database.db.select({ s: companies.status }).from(companies).where(eq(companies.id, id)))[0].s;

describe('POST /api/console/companies/{id}/status', () => {
  it('is for platform administrators only: a supplier admin and a buyer get 40300, a guest 30007', async () => {
    const supplier = await loginAs(t.app, 'supplier@example.com');
    expect((await setStatus(buyerCompanyId, 'suspended', supplier)).body.code).toBe(40300);
    const buyer = await loginAs(t.app, 'buyer@example.com');
    expect((await setStatus(buyerCompanyId, 'suspended', buyer)).body.code).toBe(40300);
    expect((await setStatus(buyerCompanyId, 'suspended')).body.code).toBe(30007);
    expect(await statusOf(buyerCompanyId)).toBe('active');
  });

  it('validates the status and the company', async () => {
    expect((await setStatus(buyerCompanyId, 'closed', admin)).body.code).toBe(40000);
    expect((await setStatus(99_999_999, 'suspended', admin)).body.code).toBe(40400);
  });

  it('suspends a company: its members get a notice, then 30011 on every call and at login; reactivating restores them', async () => {
    const buyer = await loginAs(t.app, 'buyer@example.com');
    await t.database.db.update(users).set({ locale: 'tr' }).where(eq(users.email, 'buyer@example.com'));
    const ws = await openSocket(url, buyer);
    await ws.next('ready');

    const { body } = await setStatus(buyerCompanyId, 'suspended', admin);
    expect(body).toMatchObject({ code: 200, data: { id: buyerCompanyId, status: 'suspended' } });
    expect(await ws.next('notice')).toEqual({
      type: 'notice',
      title: 'Önemli hatırlatma',
      body: 'Şirket hesabınız askıya alındı. Lütfen GemBourse destek ekibiyle iletişime geçin.',
    });
    const refused = await current(buyer, 'zh_CN');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(30011);
    expect(refused.body.msg).toBe('您的公司账户已被暂停。请联系 GemBourse 客服。');
    expect(
      (await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: 'buyer@example.com', password: 'Demo#2026' } })).body
        .code,
    ).toBe(30011);
    // Platform staff keep working.
    expect((await current(admin)).body.code).toBe(200);

    expect((await setStatus(buyerCompanyId, 'active', admin)).body.data.status).toBe('active');
    expect((await current(buyer)).body.code).toBe(200);
    ws.close();
  });
});
