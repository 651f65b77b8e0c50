import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { MyAlerts, ProductAlertState } from '@gembourse/contracts/product-alerts';
import { companies, connections, notifications, outboxEmails, productAlerts, users } from '../../db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { alertTriggers } from './product-alerts.service.ts';
import { priceSortOf } from './price-sort.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let supplier: KitCompany;
let buyers: KitCompany;
let outsider: KitCompany;
let productId: number;
let hiddenId: number;
let supplierAdmin: string;
let watcher: string;
let quiet: string;
let outsiderToken: string;

const RINGS = 30733;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test' });
  const writes = t.app.deps.services.productWrites;
  supplier = await makeCompany(t, { name: '提醒珠宝', nameEn: 'Alert Gems' }, { products: [] });
  buyers = await makeCompany(t, { name: 'Watching Buyers', joinType: 'buyer' });
  outsider = await makeCompany(t, { name: 'Outside Buyers', joinType: 'buyer' });
  const base = { companyId: supplier.id, currency: 'USD' as const, categories: [RINGS], published: true, minOrder: '1 pcs' };
  productId = await writes.create({
    ...base,
    name: 'Sapphire Halo Ring',
    sku: 'AL-1',
    price: 100,
    priceSort: priceSortOf(100, 'USD'),
    availability: 'stock',
    stock: 0,
    trackInventory: true,
    descriptionHtml: '<p>A ring.</p>',
  });
  hiddenId = await writes.create({ ...base, name: 'Private Ring', sku: 'AL-2', price: 50, visibility: 'private' });
  // The watcher reads e-mails in traditional Chinese; the quiet one switched product alerts off.
  await t.database.db
    .update(users)
    .set({ notificationPrefs: { emailLanguage: 'zh-tw' } })
    .where(eq(users.id, buyers.adminId));
  await t.database.db
    .update(users)
    .set({ notificationPrefs: { productAlerts: false } })
    .where(eq(users.id, buyers.staffId));
  [supplierAdmin, watcher, quiet, outsiderToken] = await Promise.all([supplier.admin(), buyers.admin(), buyers.staff(), outsider.admin()]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const setAlert = (token: string | undefined, id: number, kind: 'priceDrop' | 'backInStock', on = true) =>
  api<ProductAlertState>(t, 'POST', `/api/product/alert/${id}`, token, { kind, on });
const myAlerts = (token: string) => api<MyAlerts>(t, 'GET', '/api/product/alert/list', token);
const info = (price: number) => ({
  id: productId,
  name: 'Sapphire Halo Ring',
  sku: 'AL-1',
  categories: [RINGS],
  currency: 'USD',
  price,
  minOrder: '1 pcs',
  descriptionHtml: '<p>A ring.</p>',
});
const availability = (stock: number) => ({
  id: productId,
  availability: 'stock',
  stock,
  trackInventory: true,
  visibility: 'showroom',
  priceVisibility: 'community',
  releaseAt: null,
  collectionIds: [],
});
const save = async (path: 'save-info' | 'save-availability', body: object) => {
  const res = await api(t, 'POST', `/api/showroom/product/${path}`, supplierAdmin, body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  await t.app.deps.jobs.settled();
};
const alertNotes = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    // Issue 12: the kind is the preference (productAlerts); the event says which alert.
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'productAlerts'),
        sql`${notifications.payload}->>'event' in ('priceDrop', 'backInStock')`,
      ),
    )
    .orderBy(notifications.id);
const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
/** Lets a day pass for every alert of the product (the once-a-day clock). */
const nextDay = () =>
  t.database.db
    .update(productAlerts)
    .set({ notifiedAt: sql`${productAlerts.notifiedAt} - interval '25 hours'` })
    .where(eq(productAlerts.productId, productId));

describe('setting alerts', () => {
  it('sets and cancels alerts idempotently on a product the member may see, and lists them', async () => {
    expect((await setAlert(watcher, productId, 'priceDrop')).body.data).toEqual({ priceDrop: true, backInStock: false });
    expect((await setAlert(watcher, productId, 'priceDrop')).body.data).toEqual({ priceDrop: true, backInStock: false });
    expect((await setAlert(watcher, productId, 'backInStock')).body.data).toEqual({ priceDrop: true, backInStock: true });
    expect((await setAlert(watcher, productId, 'backInStock', false)).body.data).toEqual({ priceDrop: true, backInStock: false });
    await setAlert(watcher, productId, 'backInStock');
    await setAlert(quiet, productId, 'priceDrop');
    await setAlert(quiet, productId, 'backInStock');
    await setAlert(outsiderToken, productId, 'priceDrop');
    const mine = (await myAlerts(watcher)).body.data;
    expect(mine.products).toEqual([
      { productId, name: 'Sapphire Halo Ring', image: null, kinds: ['backInStock', 'priceDrop'], available: true },
    ]);
    expect(mine.searches).toEqual([]);
  });

  it('refuses a product the member may not see (40400) and a guest, and writes nothing', async () => {
    expect((await setAlert(watcher, hiddenId, 'priceDrop')).body.code).toBe(40400);
    expect((await setAlert(watcher, 999_999_999, 'priceDrop')).body.code).toBe(40400);
    expect((await setAlert(undefined, productId, 'priceDrop')).status).toBe(401);
    // Platform staff see everything but set alerts as members do (issue 28 item 11).
    expect((await setAlert(await loginAs(t.app, 'admin@example.com'), hiddenId, 'priceDrop')).body.code).toBe(40400);
    const rows = await t.database.db.select().from(productAlerts).where(eq(productAlerts.productId, hiddenId));
    expect(rows).toEqual([]);
  });
});

describe('alerts a save triggers', () => {
  it('finds a price drop and a return to stock, and nothing else', () => {
    const snap = {
      id: 1,
      price: 100,
      priceSort: 10000,
      currency: 'USD' as const,
      stock: 0,
      trackInventory: true,
      availability: 'stock' as const,
      published: true,
    };
    expect(alertTriggers(snap, { ...snap, price: 90, priceSort: 9000 }).map((j) => j.kind)).toEqual(['priceDrop']);
    expect(alertTriggers(snap, { ...snap, price: 110, priceSort: 11000 })).toEqual([]);
    expect(alertTriggers({ ...snap, priceSort: null, price: null }, { ...snap, priceSort: 9000 })).toEqual([]);
    expect(alertTriggers(snap, { ...snap, stock: 3 }).map((j) => j.kind)).toEqual(['backInStock']);
    expect(alertTriggers(snap, { ...snap, trackInventory: false }).map((j) => j.kind)).toEqual(['backInStock']);
    expect(alertTriggers({ ...snap, stock: 2 }, { ...snap, stock: 5 })).toEqual([]);
    expect(alertTriggers(snap, { ...snap, stock: 3, published: false })).toEqual([]);
  });

  it('tells each watcher who still sees the product of a price drop: a notification row, and an e-mail in their e-mail language if their preferences allow', async () => {
    // The supplier's showroom becomes "contacts only", and only the watchers' company is connected: the outsider no
    // longer sees the product, so their alert says nothing.
    await t.database.db.update(companies).set({ productPrivacy: 'contacts' }).where(eq(companies.id, supplier.id));
    await t.database.db
      .insert(connections)
      .values({ requesterId: buyers.adminId, requesterCompanyId: buyers.id, supplierCompanyId: supplier.id, status: 'accepted' });
    await save('save-info', info(80));

    const [note] = await alertNotes(buyers.adminId);
    expect(note.payload).toEqual({
      productId,
      name: 'Sapphire Halo Ring',
      kind: 'priceDrop',
      event: 'priceDrop',
      oldPrice: 100,
      oldCurrency: 'USD',
      newPrice: 80,
      currency: 'USD',
    });
    const mail = await smtp.waitFor(buyers.adminEmail);
    expect(mail.subject).toBe('降價提醒：Sapphire Halo Ring');
    // A Chinese reader gets the supplier's own (Chinese) name.
    expect(mail.text).toContain('提醒珠宝 的 Sapphire Halo Ring 已從 US$100.00 降至 US$80.00。');
    expect(mail.text).toContain('US$100.00');
    expect(mail.text).toContain('US$80.00');
    expect(mail.text).toContain(`https://gembourse.test/home/product-detail?id=${productId}&language=zh-tw`);

    // Product alerts off: the row, no e-mail.
    expect(await alertNotes(buyers.staffId)).toHaveLength(1);
    expect(await mailsTo(buyers.staffEmail)).toHaveLength(0);
    // No longer allowed to see the product: nothing at all; the list keeps it, unavailable, to be cancelled.
    expect(await alertNotes(outsider.adminId)).toHaveLength(0);
    expect(await mailsTo(outsider.adminEmail)).toHaveLength(0);
    // Issue 28 item 11: "no longer available", without its current name or image.
    expect((await myAlerts(outsiderToken)).body.data.products).toEqual([
      { productId, name: null, image: null, kinds: ['priceDrop'], available: false },
    ]);
    expect((await setAlert(outsiderToken, productId, 'priceDrop', false)).body.data).toEqual({ priceDrop: false, backInStock: false });
  });

  it('notifies at most once a day per alert: a second drop the same day writes neither a row nor an e-mail; the next day does', async () => {
    await save('save-info', info(70));
    expect(await alertNotes(buyers.adminId)).toHaveLength(1);
    expect(await mailsTo(buyers.adminEmail)).toHaveLength(1);
    // A rise is no drop either.
    await nextDay();
    await save('save-info', info(75));
    expect(await alertNotes(buyers.adminId)).toHaveLength(1);
    await save('save-info', info(60));
    const notes = await alertNotes(buyers.adminId);
    expect(notes).toHaveLength(2);
    expect(notes[1].payload).toMatchObject({ oldPrice: 75, newPrice: 60 });
    expect((await smtp.waitFor(buyers.adminEmail)).subject).toBe('降價提醒：Sapphire Halo Ring');
  });

  it('tells back-in-stock watchers when a sold-out product has stock again', async () => {
    await save('save-availability', availability(4));
    const watcherNotes = await alertNotes(buyers.adminId);
    expect(watcherNotes.at(-1)?.payload).toEqual({ productId, name: 'Sapphire Halo Ring', kind: 'backInStock', event: 'backInStock' });
    const mail = await smtp.waitFor(buyers.adminEmail);
    expect(mail.subject).toBe('到貨提醒：Sapphire Halo Ring');
    expect((await alertNotes(buyers.staffId)).map((n) => n.payload.kind)).toEqual(['priceDrop', 'priceDrop', 'backInStock']);
    expect(await mailsTo(buyers.staffEmail)).toHaveLength(0);
    // Still in stock: nothing more.
    await save('save-availability', availability(2));
    expect(await alertNotes(buyers.adminId)).toHaveLength(watcherNotes.length);
  });
});
