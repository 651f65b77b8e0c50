import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BillingOverview, PlanList, SubscribeAnswer } from '@gembourse/contracts/billing';
import { subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { ADDRESS, billingRows, CARD, onPlan } from './billing-test-kit.ts';

// Issue 28 item 7: plans are per company side. A buyer company was sold the suppliers' showroom plans ("Products 0 /
// 50", "Launch collections"); now each side sees and buys only its own plans, the other side's answer a clear 40000
// and write nothing, and a buyer's free plan is the buyers' one.

let t: TestApp;
let buyer: KitCompany;
let seller: KitCompany;
let buyerAdmin: string;
let sellerAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await makeCompany(t, { name: 'Sides Buying House', joinType: 'buyer' });
  seller = await makeCompany(t, { name: 'Sides Pearl Works' }, { products: [] });
  [buyerAdmin, sellerAdmin] = await Promise.all([buyer.admin(), seller.admin()]);
});
afterAll(() => t?.close());

const subscribe = (token: string | undefined, body: object, lang?: string) =>
  api<SubscribeAnswer>(t, 'POST', '/api/company/subscriptions', token, body, lang);
const paid = (planCode: string) => ({ planCode, cycle: 'monthly', card: CARD, billingAddress: ADDRESS });
const plansOf = async (query: string, lang?: string) =>
  (await api<PlanList>(t, 'GET', `/api/billing/plans${query}`, undefined, undefined, lang)).body.data.list;

describe('the plans of each side', () => {
  it("lists a side's plans with ?side=, every plan without it, each saying its side", async () => {
    expect((await plansOf('?side=buyer')).map((p) => [p.code, p.side, p.limits.maxUsers])).toEqual([
      ['buyer-free', 'buyer', 2],
      ['buyer-team', 'buyer', 10],
    ]);
    expect((await plansOf('?side=seller')).map((p) => p.code)).toEqual(['free', 'pro', 'business']);
    expect((await plansOf('')).map((p) => p.code).sort()).toEqual(['business', 'buyer-free', 'buyer-team', 'free', 'pro']);
    const tr = await plansOf('?side=buyer', 'tr_TR');
    expect(tr.map((p) => p.name)).toEqual(['Ücretsiz', 'Ekip']);
    for (const p of await plansOf('?side=buyer', 'zh_CN')) expect(p.description).not.toMatch(/产品|展厅|参展/);
    expect((await api(t, 'GET', '/api/billing/plans?side=guest')).body.code).toBe(40000);
  });

  it("puts a buyer company without a subscription on the buyers' free plan, a supplier on the suppliers'", async () => {
    const b = await api<BillingOverview>(t, 'GET', '/api/billing/overview', buyerAdmin);
    expect(b.body.data.effectivePlan).toMatchObject({ code: 'buyer-free', side: 'buyer', limits: { maxUsers: 2 } });
    const s = await api<BillingOverview>(t, 'GET', '/api/billing/overview', sellerAdmin);
    expect(s.body.data.effectivePlan).toMatchObject({ code: 'free', side: 'seller', limits: { maxProducts: 50 } });
  });
});

describe('subscribing across sides', () => {
  it("refuses a buyer company a supplier's plan with a clear 40000 on planCode, charging and writing nothing", async () => {
    const before = await billingRows(t, buyer.id);
    for (const [lang, message] of [
      ['en_US', 'This plan is for supplier companies. Please choose one of the plans for buyer companies.'],
      ['zh_CN', '该方案适用于供应商公司，请选择适用于买家公司的方案之一。'],
      ['tr_TR', 'Bu plan tedarikçi şirketler içindir. Lütfen alıcı şirketlere yönelik planlardan birini seçin.'],
    ] as const) {
      const { status, body } = await subscribe(buyerAdmin, paid('pro'), lang);
      expect([status, body.code]).toEqual([400, 40000]);
      expect(fieldErrors(body.data)).toEqual([{ path: 'planCode', message }]);
    }
    expect((await subscribe(buyerAdmin, paid('free'))).body.code).toBe(40000);
    expect(await billingRows(t, buyer.id)).toEqual(before);
  });

  it("refuses a supplier a buyer's plan the same way", async () => {
    const before = await billingRows(t, seller.id);
    const { body } = await subscribe(sellerAdmin, paid('buyer-team'), 'zh_TW');
    expect(body.code).toBe(40000);
    expect(fieldErrors(body.data)).toEqual([{ path: 'planCode', message: '此方案適用於買家公司，請選擇適用於供應商公司的方案之一。' }]);
    expect(await billingRows(t, seller.id)).toEqual(before);
  });

  it('lets a buyer company buy seats: the Team plan raises its seats, its free plan cancels at the end of the period', async () => {
    const invite = (n: number) =>
      api(t, 'POST', '/api/company/user/save', buyerAdmin, {
        invitees: Array.from({ length: n }, (_, i) => ({
          salutation: 30704,
          firstName: 'Seat',
          lastName: `Holder${i}`,
          email: `seat${i}.${n}@sides.example`,
          jobTitle: 'Buyer',
          roleId: null,
          admin: false,
          street: '1 Gem St',
          city: 'London',
          country: 'GB',
          postalCode: 'N1',
        })),
        locale: 'en',
      });
    expect((await invite(1)).body.code).toBe(40210);
    const { body } = await subscribe(buyerAdmin, paid('buyer-team'));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ outcome: 'subscribed', overview: { effectivePlan: { code: 'buyer-team' } } });
    expect(body.data.invoice).not.toBeNull();
    expect((await invite(3)).body.code).toBe(200);
    const down = await subscribe(buyerAdmin, { planCode: 'buyer-free', cycle: 'monthly' });
    expect(down.body.data.outcome).toBe('cancelScheduled');
  });

  it('answers a guest 30007', async () => {
    expect((await subscribe(undefined, paid('buyer-team'))).body.code).toBe(30007);
  });
});

describe('0024 plan sides: a buyer company on a supplier plan', () => {
  const migration = readFileSync(new URL('../../db/migrations/0024_plan_sides.sql', import.meta.url), 'utf8');
  const dataStatement = migration.split('--> statement-breakpoint')[1];

  it('keeps what it paid for until the end of the period, then ends; it cannot resume or renew it', async () => {
    const legacy = await makeCompany(t, { name: 'Sides Legacy Buyer', joinType: 'buyer' });
    const { subscription } = await onPlan(t, legacy.id, 'pro');
    const admin = await legacy.admin();
    await t.database.db.execute(sql.raw(dataStatement));
    await t.database.db.execute(sql.raw(dataStatement)); // twice: nothing more changes
    const [after] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after).toMatchObject({ orderStatus: 'active', cancelAtPeriodEnd: true, nextPlanId: null, planId: subscription.planId });
    // A supplier's own subscription is left as it was.
    const { subscription: own } = await onPlan(t, seller.id, 'pro');
    await t.database.db.execute(sql.raw(dataStatement));
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, own.id)))[0].cancelAtPeriodEnd).toBe(false);

    const resume = await api(t, 'POST', '/api/company/subscriptions/resume', admin);
    expect(resume.body.code).toBe(40900);
    expect(resume.body.msg).toBe('This plan is for supplier companies. Please choose one of the plans for buyer companies.');
    expect((await subscribe(admin, { planCode: 'pro', cycle: 'monthly' })).body.code).toBe(40000);
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0].cancelAtPeriodEnd).toBe(true);
  });
});
