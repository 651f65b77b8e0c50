import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillingOverview, InvoicePage, PlanList, SubscribeAnswer } from '@gembourse/contracts/billing';
import { subscriptions, users } from '../../db/schema/index.ts';
import { watchQueryOverlap } from '../../test/query-overlap.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { dayOf } from './billing-rules.ts';
import { ADDRESS, billingRows, CARD, cardOf, download, pdfText, TEST_CARDS } from './billing-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const subscribe = (token: string | undefined, body: object, lang?: string) =>
  api<SubscribeAnswer>(t, 'POST', '/api/company/subscriptions', token, body, lang);
const overview = (token: string, lang?: string) => api<BillingOverview>(t, 'GET', '/api/billing/overview', token, undefined, lang);
const invoiceList = (token: string) => api<InvoicePage>(t, 'GET', '/api/billing/invoices', token);
const pro = (over: object = {}) => ({ planCode: 'pro', cycle: 'monthly', card: CARD, billingAddress: ADDRESS, ...over });
const today = () => dayOf(new Date());

/** A company of its own for one test, with its admin's token. */
async function company(name: string): Promise<{ c: KitCompany; admin: string }> {
  const c = await makeCompany(t, { name }, { products: [] });
  return { c, admin: await c.admin() };
}

describe('GET /api/billing/plans', () => {
  it('lists the plans from the database in the caller language with what each unlocks, to guests too', async () => {
    const { body } = await api<PlanList>(t, 'GET', '/api/billing/plans?side=seller', undefined, undefined, 'zh_TW');
    expect(body.code).toBe(200);
    expect(body.data.list.map((p) => [p.code, p.name, p.priceMonthlyCents, p.priceYearlyCents])).toEqual([
      ['free', '免費版', 0, 0],
      ['pro', '專業版', 4900, 49000],
      ['business', '商業版', 14900, 149000],
    ]);
    expect(body.data.list[1].limits).toEqual({
      maxProducts: 1000,
      maxUsers: 10,
      analyticsDays: 60,
      launchCollections: true,
      featured: false,
    });
    expect(body.data.list[2].limits).toMatchObject({ maxProducts: null, maxUsers: 50, analyticsDays: 90, featured: true });
    expect(body.data.list[0].description).toContain('50');
  });
});

describe('POST /api/company/subscriptions', () => {
  it('subscribes with the success card: charged with VAT, invoiced, listed and downloadable as a PDF', async () => {
    const { c, admin } = await company('Happy Billing Gems');
    const before = await overview(admin);
    expect(before.body.data).toMatchObject({
      subscription: null,
      effectivePlan: { code: 'free' },
      usage: { products: 0, users: 2 },
      paymentMethod: null,
    });

    const { status, body } = await subscribe(admin, pro());
    expect(status).toBe(200);
    expect(body.data.outcome).toBe('subscribed');
    expect(body.data.overview.subscription).toMatchObject({
      plan: { code: 'pro' },
      orderStatus: 'active',
      cycle: 'monthly',
      startDate: today(),
      currentPeriodStart: today(),
      cancelAtPeriodEnd: false,
      nextPlan: null,
    });
    expect(body.data.overview.effectivePlan.code).toBe('pro');
    expect(body.data.overview.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242', billingAddress: ADDRESS });
    // Turkey: 20% VAT on top of USD 49.00.
    expect(body.data.invoice).toMatchObject({
      status: 'paid',
      currency: 'USD',
      subtotalCents: 4900,
      taxCents: 980,
      totalCents: 5880,
      cardLast4: '4242',
    });
    expect(body.data.invoice!.number).toMatch(new RegExp(`^GB-${new Date().getUTCFullYear()}-\\d{6}$`));

    const list = await invoiceList(admin);
    expect(list.body.data).toMatchObject({ total: 1, hasMore: false });
    expect(list.body.data.list[0].id).toBe(body.data.invoice!.id);

    const pdf = await download(t, `/api/billing/invoices/${body.data.invoice!.id}/pdf`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`invoice-${body.data.invoice!.number}.pdf`);
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.data);
    expect(text).toContain(body.data.invoice!.number);
    expect(text).toContain('US$58.80');
    expect(text).toContain('Pro plan, monthly subscription');
    expect(text).toContain('Happy Billing Gems');

    const rows = await billingRows(t, c.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.paymentMethods).toHaveLength(1);
    expect(rows.paymentMethods[0]).toMatchObject({ provider: 'test', brand: 'visa', last4: '4242' });
    expect(rows.paymentMethods[0].providerToken).toMatch(/^tok_test_ok_/);
  });

  it('writes nothing and charges nothing for a declined card, an insufficient-funds card or one to retry', async () => {
    const { c, admin } = await company('Declined Billing Gems');
    const declined = await subscribe(admin, pro({ card: cardOf(TEST_CARDS.declined) }), 'tr_TR');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 40200,
      msg: 'Kartınız reddedildi. Hiçbir ücret alınmadı. Lütfen başka bir kart kullanın.',
    });
    // Accepted when checked, refused when charged: the card checked first is not kept either.
    const noFunds = await subscribe(admin, pro({ card: cardOf(TEST_CARDS.insufficientFunds) }));
    expect(noFunds.body.code).toBe(40200);
    const retry = await subscribe(admin, pro({ card: cardOf(TEST_CARDS.retry) }), 'zh_TW');
    expect(retry.body).toMatchObject({ code: 40201, msg: '暫時無法處理付款，未產生任何扣款。請稍後再試。' });
    expect(await billingRows(t, c.id)).toEqual({ subscriptions: [], paymentMethods: [], invoices: [] });
    expect((await overview(admin)).body.data.effectivePlan.code).toBe('free');
  });

  it('refuses bad cards with translated field errors and writes nothing', async () => {
    const { c, admin } = await company('Bad Card Gems');
    const cases: [object, string, string, string][] = [
      [{ card: { ...CARD, cvv: '1234' } }, 'card.cvv', 'tr_TR', 'CVV tam olarak 3 haneli olmalıdır'],
      [{ card: { ...CARD, cvv: '12' } }, 'card.cvv', 'zh_TW', 'CVV 必須為 3 位數字'],
      [{ card: cardOf('4242 4242 4242 4241') }, 'card.number', 'zh_TW', '請輸入有效的卡號'],
      [{ card: cardOf('') }, 'card.number', 'en_US', 'Please enter the card number'],
      [{ card: { ...CARD, expiry: '01/20' } }, 'card.expiry', 'tr_TR', 'Bu kartın süresi dolmuş'],
      [{ card: { ...CARD, expiry: '13/30' } }, 'card.expiry', 'zh_CN', '请按 MM/YY 格式输入有效期'],
      [{ billingAddress: { ...ADDRESS, street: '' } }, 'billingAddress.street', 'en_US', 'This field is required'],
    ];
    for (const [over, path, lang, message] of cases) {
      const { status, body } = await subscribe(admin, pro(over), lang);
      expect(status, JSON.stringify(over)).toBe(400);
      expect(body.code).toBe(40000);
      expect(fieldErrors(body.data)).toContainEqual({ path, message });
    }
    const noAddress = await subscribe(admin, { planCode: 'pro', cycle: 'monthly', card: CARD }, 'tr_TR');
    expect(noAddress.body).toMatchObject({ code: 40000, msg: 'Lütfen kartın fatura adresini girin.' });
    const noCard = await subscribe(admin, { planCode: 'pro', cycle: 'monthly' });
    expect(noCard.body).toMatchObject({ code: 40000, msg: 'Please enter a card to pay for this plan.' });
    expect(fieldErrors(noCard.body.data)).toEqual([{ path: 'card', message: 'Please enter a card to pay for this plan.' }]);
    expect(await billingRows(t, c.id)).toEqual({ subscriptions: [], paymentMethods: [], invoices: [] });
  });

  it('refuses a plan that does not exist, a cycle that does not, and the plan it is already on', async () => {
    const { c, admin } = await company('Unknown Plan Gems');
    const unknown = await subscribe(admin, pro({ planCode: 'platinum' }), 'zh_CN');
    expect(unknown.body).toMatchObject({ code: 40000, msg: '该方案不存在，请选择提供的方案之一。' });
    expect(fieldErrors(unknown.body.data)).toEqual([{ path: 'planCode', message: '该方案不存在，请选择提供的方案之一。' }]);
    expect((await subscribe(admin, pro({ cycle: 'weekly' }))).body.code).toBe(40000);
    expect((await subscribe(admin, { planCode: 'free', cycle: 'monthly' })).body).toMatchObject({
      code: 40900,
      msg: 'Your company is already on this plan and billing cycle.',
    });
    expect(await billingRows(t, c.id)).toEqual({ subscriptions: [], paymentMethods: [], invoices: [] });
    expect((await subscribe(admin, pro())).body.code).toBe(200);
    const again = await subscribe(admin, { planCode: 'pro', cycle: 'monthly' });
    expect(again.status).toBe(409);
    expect((await billingRows(t, c.id)).invoices).toHaveLength(1);
  });

  it('upgrades at once, charging the difference for the rest of the period on the stored card', async () => {
    const { c, admin } = await company('Upgrade Gems');
    await subscribe(admin, pro({ billingAddress: { ...ADDRESS, country: 'HK' } }));
    const { body } = await subscribe(admin, { planCode: 'business', cycle: 'monthly' });
    expect(body.data.outcome).toBe('upgraded');
    // The whole period is left on the day it started: 149.00 - 49.00, no VAT in Hong Kong.
    expect(body.data.invoice).toMatchObject({ subtotalCents: 10000, taxCents: 0, totalCents: 10000 });
    expect(body.data.overview.subscription).toMatchObject({ plan: { code: 'business' }, cycle: 'monthly', currentPeriodStart: today() });
    expect(body.data.overview.effectivePlan.code).toBe('business');
    // Lines read back one per drawn line: a wrapped description joins with a space.
    const pdf = pdfText((await download(t, `/api/billing/invoices/${body.data.invoice!.id}/pdf`, admin)).data).replace(/\n/g, ' ');
    expect(pdf).toContain('Upgrade from Pro to Business for the rest of the period');
    expect((await billingRows(t, c.id)).invoices).toHaveLength(2);
  });

  it('from monthly to yearly starts a yearly period now, less what is left of the month', async () => {
    const { c, admin } = await company('Yearly Switch Gems');
    await subscribe(admin, pro({ billingAddress: { ...ADDRESS, country: 'US' } }));
    // Half-way through the month.
    const start = new Date(Date.now() - 15 * 86_400_000);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    await t.database.db
      .update(subscriptions)
      .set({ startDate: dayOf(start), currentPeriodStart: dayOf(start), currentPeriodEnd: dayOf(end) })
      .where(eq(subscriptions.companyId, c.id));
    const { body } = await subscribe(admin, { planCode: 'pro', cycle: 'yearly' });
    expect(body.data.outcome).toBe('upgraded');
    const periodDays = Math.round((end.getTime() - start.getTime()) / 86_400_000) || 1;
    const left = Math.round((Date.parse(`${dayOf(end)}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / 86_400_000);
    const credit = Math.round((4900 * left) / periodDays);
    expect(body.data.invoice).toMatchObject({ subtotalCents: 49000 - credit, taxCents: 0 });
    expect(body.data.overview.subscription).toMatchObject({ cycle: 'yearly', startDate: today(), currentPeriodStart: today() });
  });

  it('schedules a downgrade for the end of the period without a charge, and resumes it', async () => {
    const { c, admin } = await company('Downgrade Gems');
    await subscribe(admin, pro({ planCode: 'business' }));
    const { body } = await subscribe(admin, { planCode: 'pro', cycle: 'yearly' }, 'zh_CN');
    expect(body.data).toMatchObject({ outcome: 'changeScheduled', invoice: null });
    expect(body.data.overview.subscription).toMatchObject({
      plan: { code: 'business' },
      nextPlan: { code: 'pro', name: '专业版' },
      nextCycle: 'yearly',
    });
    expect(body.data.overview.effectivePlan.code).toBe('business');
    // Choosing the current plan again undoes the scheduled change.
    const back = await subscribe(admin, { planCode: 'business', cycle: 'monthly' });
    expect(back.body.data.outcome).toBe('resumed');
    expect(back.body.data.overview.subscription).toMatchObject({ nextPlan: null, nextCycle: null });
    expect((await billingRows(t, c.id)).invoices).toHaveLength(1);
  });

  it('refuses a downgrade below what the company uses, naming the limit, and writes nothing', async () => {
    const { c, admin } = await company('Crowded Gems');
    await subscribe(admin, pro({ planCode: 'business' }));
    // Eleven members besides the two of the kit: more than Pro's ten seats; a disabled one does not count.
    await t.database.db.insert(users).values(
      Array.from({ length: 10 }, (_, i) => ({
        companyId: c.id,
        email: `crowd${i}.${c.id}@kit.example`,
        firstName: 'Crowd',
        lastName: String(i),
        status: i === 9 ? ('disabled' as const) : ('invited' as const),
      })),
    );
    expect((await overview(admin)).body.data.usage.users).toBe(11);
    const { status, body } = await subscribe(admin, { planCode: 'pro', cycle: 'monthly' }, 'tr_TR');
    expect(status).toBe(402);
    expect(body).toMatchObject({
      code: 40210,
      msg: 'Şirketinizin 11 kullanıcısı var, ancak Pro planı en fazla 10 kullanıcıya izin veriyor. Bu plana geçmeden önce bazı kullanıcıları devre dışı bırakın veya kaldırın.',
    });
    const [sub] = (await billingRows(t, c.id)).subscriptions;
    expect(sub).toMatchObject({ nextPlanId: null, cancelAtPeriodEnd: false });
  });

  it('cancels at the end of the period (also by choosing the free plan) and resumes', async () => {
    const { c, admin } = await company('Cancel Gems');
    expect((await api(t, 'POST', '/api/company/subscriptions/cancel', admin)).body).toMatchObject({
      code: 40900,
      msg: 'Your company has no paid subscription.',
    });
    await subscribe(admin, pro());
    const cancelled = await api<BillingOverview>(t, 'POST', '/api/company/subscriptions/cancel', admin);
    expect(cancelled.body.data.subscription).toMatchObject({ cancelAtPeriodEnd: true, orderStatus: 'active' });
    expect(cancelled.body.data.effectivePlan.code).toBe('pro');
    const resumed = await api<BillingOverview>(t, 'POST', '/api/company/subscriptions/resume', admin);
    expect(resumed.body.data.subscription).toMatchObject({ cancelAtPeriodEnd: false });
    const free = await subscribe(admin, { planCode: 'free', cycle: 'monthly' });
    expect(free.body.data.outcome).toBe('cancelScheduled');
    expect(free.body.data.overview.subscription?.cancelAtPeriodEnd).toBe(true);
    expect((await billingRows(t, c.id)).invoices).toHaveLength(1);
  });

  it('takes one of two simultaneous subscribe calls (a double click): one subscription, one charge', async () => {
    const { c, admin } = await company('Double Click Gems');
    const answers = await Promise.all([subscribe(admin, pro()), subscribe(admin, pro())]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 40900]);
    const rows = await billingRows(t, c.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
  });
});

describe('POST /api/billing/payment-method', () => {
  it('replaces the stored card without a charge; a declined one keeps the old card', async () => {
    const { c, admin } = await company('Card Swap Gems');
    await subscribe(admin, pro());
    const swapped = await api<BillingOverview>(t, 'POST', '/api/billing/payment-method', admin, {
      card: cardOf(TEST_CARDS.successMastercard),
      billingAddress: { ...ADDRESS, country: 'DE' },
    });
    expect(swapped.body.data.paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444', billingAddress: { country: 'DE' } });
    const rows = await billingRows(t, c.id);
    expect(rows.paymentMethods).toHaveLength(1);
    expect(rows.subscriptions[0].paymentMethodId).toBe(rows.paymentMethods[0].id);
    expect(rows.invoices).toHaveLength(1);
    const refused = await api(t, 'POST', '/api/billing/payment-method', admin, {
      card: cardOf(TEST_CARDS.declined),
      billingAddress: ADDRESS,
    });
    expect(refused.body.code).toBe(40200);
    expect((await billingRows(t, c.id)).paymentMethods.map((p) => p.last4)).toEqual(['4444']);
  });
});

describe('the end of a period', () => {
  /** Moves the company's live subscription so that its period ended yesterday. */
  async function endPeriod(companyId: number) {
    const start = new Date(Date.now() - 32 * 86_400_000);
    await t.database.db
      .update(subscriptions)
      .set({ startDate: dayOf(start), currentPeriodStart: dayOf(start), currentPeriodEnd: dayOf(new Date(Date.now() - 86_400_000)) })
      .where(eq(subscriptions.companyId, companyId));
  }
  const renew = () => t.app.deps.services.billingRenewal.renewDue();

  it('renews on the stored card, applies a scheduled downgrade, ends a cancelled one, and reads them so before the job runs', async () => {
    const renewing = await company('Renewing Gems');
    const changing = await company('Changing Gems');
    const leaving = await company('Leaving Gems');
    for (const x of [renewing, changing, leaving]) await subscribe(x.admin, pro({ planCode: 'business' }));
    await subscribe(changing.admin, { planCode: 'pro', cycle: 'monthly' });
    await api(t, 'POST', '/api/company/subscriptions/cancel', leaving.admin);
    for (const x of [renewing, changing, leaving]) await endPeriod(x.c.id);

    // Until the job runs, what is scheduled already applies; a renewal keeps its plan.
    const planOf = (id: number) => t.app.deps.services.planLimits.planOf(id);
    expect((await planOf(renewing.c.id)).code).toBe('business');
    expect((await planOf(changing.c.id)).code).toBe('pro');
    expect((await planOf(leaving.c.id)).code).toBe('free');

    const counts = await renew();
    expect(counts.renewed).toBeGreaterThanOrEqual(2);
    expect(counts.cancelled).toBeGreaterThanOrEqual(1);
    const renewed = (await overview(renewing.admin)).body.data;
    expect(renewed.subscription).toMatchObject({
      plan: { code: 'business' },
      currentPeriodStart: dayOf(new Date(Date.now() - 86_400_000)),
    });
    expect(renewed.subscription!.currentPeriodEnd > today()).toBe(true);
    const renewalInvoices = (await invoiceList(renewing.admin)).body.data;
    expect(renewalInvoices.total).toBe(2);
    expect(renewalInvoices.list[0]).toMatchObject({ subtotalCents: 14900, taxCents: 2980 });
    expect((await overview(changing.admin)).body.data.subscription).toMatchObject({ plan: { code: 'pro' }, nextPlan: null });
    expect((await invoiceList(changing.admin)).body.data.list[0]).toMatchObject({ subtotalCents: 4900 });
    const left = (await overview(leaving.admin)).body.data;
    expect(left).toMatchObject({ subscription: null, effectivePlan: { code: 'free' } });
    expect((await billingRows(t, leaving.c.id)).subscriptions[0].orderStatus).toBe('cancelled');
    // A second run finds nothing due.
    expect(await renew()).toEqual({ renewed: 0, cancelled: 0, expired: 0, retry: 0 });
  });

  it('ends a subscription whose renewal is declined', async () => {
    const { c, admin } = await company('Broke Gems');
    await subscribe(admin, pro());
    await api(t, 'POST', '/api/billing/payment-method', admin, { card: cardOf(TEST_CARDS.insufficientFunds), billingAddress: ADDRESS });
    await endPeriod(c.id);
    expect((await renew()).expired).toBe(1);
    expect((await overview(admin)).body.data).toMatchObject({ subscription: null, effectivePlan: { code: 'free' } });
    expect((await billingRows(t, c.id)).invoices).toHaveLength(1);
  });
});

describe('GET /api/billing/invoices/:id/pdf', () => {
  it("prints in the company's language: traditional Chinese, with the company's Chinese name", async () => {
    const { c, admin } = await company('極光測試珠寶有限公司');
    await t.database.db.update(users).set({ locale: 'zh-tw' }).where(eq(users.id, c.adminId));
    const { body } = await subscribe(admin, pro({ billingAddress: { ...ADDRESS, country: 'TW' } }));
    const started = performance.now();
    const pdf = await download(t, `/api/billing/invoices/${body.data.invoice!.id}/pdf`, admin);
    const ms = performance.now() - started;
    expect(pdf.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('發票')}-GB-`);
    // Fonts are embedded (subsets), and the Chinese reads back.
    expect(pdf.data.toString('latin1')).toContain('/FontFile2');
    const text = pdfText(pdf.data).replace(/\n/g, '');
    for (const word of ['發票', '極光測試珠寶有限公司', '專業版方案，按月訂閱', '總計', '台灣', body.data.invoice!.number])
      expect(text).toContain(word);
    expect(pdf.data.length).toBeLessThan(200_000);
    expect(ms).toBeLessThan(5_000);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('sends no statement to a connection still answering another: each write reads its answer one statement at a time', async () => {
    // Issue 28 item 14: the answer of a subscription change read three statements at once inside its transaction,
    // all on the transaction's one connection (pg's DeprecationWarning on stderr, an error in pg 9).
    const { admin } = await company('Sequential Billing Gems');
    const watch = watchQueryOverlap();
    let overlaps: string[];
    try {
      expect((await subscribe(admin, pro())).body.code).toBe(200);
      expect((await api(t, 'POST', '/api/company/subscriptions/cancel', admin)).body.code).toBe(200);
      expect((await api(t, 'POST', '/api/company/subscriptions/resume', admin)).body.code).toBe(200);
      expect((await api(t, 'POST', '/api/billing/payment-method', admin, { card: CARD, billingAddress: ADDRESS })).body.code).toBe(200);
    } finally {
      overlaps = watch.stop();
    }
    expect(overlaps).toEqual([]);
  });
});
