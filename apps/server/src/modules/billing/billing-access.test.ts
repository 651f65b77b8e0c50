import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview, InvoicePage, SubscribeAnswer } from '@gembourse/contracts/billing';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { ADDRESS, billingRows, CARD, download } from './billing-test-kit.ts';

// Who may call the billing endpoints (issue 13 item 6): guests never (30007), a standard member without the points
// never (40300), an admin only for their own company: no id names another company's subscription, and another
// company's invoice answers 404 as an unknown one does.

let t: TestApp;
let acme: KitCompany;
let rival: KitCompany;
let acmeAdmin: string;
let acmeStaff: string;
let rivalAdmin: string;
let acmeInvoice: number;

const body = { planCode: 'pro', cycle: 'monthly', card: CARD, billingAddress: ADDRESS };
/** Every billing route that needs the manage points, with a valid input. */
const MANAGE_ROUTES: [method: 'GET' | 'POST', url: () => string, payload?: object][] = [
  ['GET', () => '/api/billing/overview'],
  ['POST', () => '/api/company/subscriptions', body],
  ['POST', () => '/api/company/subscriptions/cancel'],
  ['POST', () => '/api/company/subscriptions/resume'],
  ['POST', () => '/api/billing/payment-method', { card: CARD, billingAddress: ADDRESS }],
  ['GET', () => '/api/billing/invoices'],
  ['GET', () => `/api/billing/invoices/${acmeInvoice}/pdf`],
];

beforeAll(async () => {
  t = await createTestApp();
  acme = await makeCompany(t, { name: 'Access Billing Gems' }, { products: [] });
  rival = await makeCompany(t, { name: 'Rival Billing Gems' }, { products: [] });
  [acmeAdmin, acmeStaff, rivalAdmin] = await Promise.all([acme.admin(), acme.staff(), rival.admin()]);
  const { body: answer } = await api<SubscribeAnswer>(t, 'POST', '/api/company/subscriptions', acmeAdmin, body);
  acmeInvoice = answer.data.invoice!.id;
});
afterAll(() => t?.close());

describe('billing access', () => {
  it('refuses guests on every manage route (30007) and writes nothing', async () => {
    for (const [method, url, payload] of MANAGE_ROUTES) {
      const { status, body: b } = await api(t, method, url(), undefined, payload);
      expect([url(), status, b.code]).toEqual([url(), 401, 30007]);
    }
  });

  it('refuses a standard member without the manage points on every manage route (40300) and writes nothing', async () => {
    const before = await billingRows(t, acme.id);
    for (const [method, url, payload] of MANAGE_ROUTES) {
      const { status, body: b } = await api(t, method, url(), acmeStaff, payload, 'zh_TW');
      expect([url(), status, b.code, b.msg]).toEqual([url(), 403, 40300, '無權存取此內容。']);
    }
    expect(await billingRows(t, acme.id)).toEqual(before);
  });

  it("answers another company's invoice as missing (404), and lists and shows each admin only their own", async () => {
    const pdf = await download(t, `/api/billing/invoices/${acmeInvoice}/pdf`, rivalAdmin);
    expect(pdf.status).toBe(404);
    expect(pdf.json().code).toBe(40400);
    expect((await download(t, '/api/billing/invoices/99999999/pdf', acmeAdmin)).status).toBe(404);
    expect((await download(t, `/api/billing/invoices/${acmeInvoice}/pdf`, acmeAdmin)).status).toBe(200);
    expect((await api<InvoicePage>(t, 'GET', '/api/billing/invoices', rivalAdmin)).body.data).toMatchObject({ total: 0, list: [] });
    const rivalView = await api<BillingOverview>(t, 'GET', '/api/billing/overview', rivalAdmin);
    expect(rivalView.body.data).toMatchObject({ subscription: null, paymentMethod: null, effectivePlan: { code: 'free' } });
    // Cancelling acts on the caller's own company only: the rival has nothing to cancel, Acme's stays as it is.
    expect((await api(t, 'POST', '/api/company/subscriptions/cancel', rivalAdmin)).body.code).toBe(40900);
    expect((await billingRows(t, acme.id)).subscriptions[0].cancelAtPeriodEnd).toBe(false);
    // No company id can be smuggled in.
    expect((await api(t, 'POST', '/api/company/subscriptions', rivalAdmin, { ...body, companyId: acme.id })).body.code).toBe(40000);
    expect((await billingRows(t, rival.id)).subscriptions).toEqual([]);
  });

  it("lets a buyer company's admin see its plan", async () => {
    const buyer = await loginAs(t.app, 'buyer@example.com');
    const { body: b } = await api<BillingOverview>(t, 'GET', '/api/billing/overview', buyer);
    expect(b.code).toBe(200);
    expect(b.data.effectivePlan.code).toBe('buyer-free');
  });
});
