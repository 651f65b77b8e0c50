import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SAVED_SEARCH_LIMITS, type MyAlerts, type SavedSearch } from '@gembourse/contracts/product-alerts';
import { notifications, outboxEmails, savedSearches, users } from '../../db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { normaliseQuery } from './saved-searches.service.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let supplier: KitCompany;
let buyers: KitCompany;
let member: string;
let colleague: string;

const RINGS = 30733;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test' });
  supplier = await makeCompany(t, { name: 'Saved Search Gems' }, { products: [] });
  buyers = await makeCompany(t, { name: 'Searching Buyers', joinType: 'buyer' });
  await t.database.db
    .update(users)
    .set({ notificationPrefs: { emailLanguage: 'tr' } })
    .where(eq(users.id, buyers.adminId));
  [member, colleague] = await Promise.all([buyers.admin(), buyers.staff()]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const save = (token: string | undefined, body: object, lang?: string) =>
  api<SavedSearch>(t, 'POST', '/api/product/saved-search', token, body, lang);
const remove = (token: string | undefined, id: number) => api<null>(t, 'POST', `/api/product/saved-search/remove/${id}`, token);
const rowsOf = (userId: number) => t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
const searchNotes = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    // Issue 12: the kind is the preference (productAlerts); the event says what happened.
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'productAlerts'),
        sql`${notifications.payload}->>'event' = 'savedSearchMatches'`,
      ),
    )
    .orderBy(notifications.id);
const publish = (name: string, sku: string) =>
  t.app.deps.services.productWrites.create({
    companyId: supplier.id,
    name,
    sku,
    currency: 'USD',
    price: 120,
    categories: [RINGS],
    published: true,
    minOrder: '1 pcs',
  });

describe('saving searches', () => {
  it('keeps a catalogue query without its page or cursors, keys in one order', () => {
    expect(normaliseQuery('?sort=newest&page=3&q=ruby&after=abc&metal=')).toMatchObject({ query: 'q=ruby&sort=newest' });
    expect(normaliseQuery('sort=sideways')).toMatchObject({ problem: { field: 'sort' } });
  });

  it('saves a search, lists it among my alerts, and refuses a query that is not a catalogue search (40000 naming it)', async () => {
    const { body } = await save(member, { name: ' Rubies ', query: 'q=ruby&page=2&sort=newest' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ name: 'Rubies', query: 'q=ruby&sort=newest', notifiedAt: null });
    const mine = await api<MyAlerts>(t, 'GET', '/api/product/alert/list', member);
    expect(mine.body.data.searches.map((s) => s.id)).toEqual([body.data.id]);

    const bad = await save(member, { name: 'Odd', query: 'sort=sideways' });
    expect(bad.body.code).toBe(40000);
    expect(fieldErrors(bad.body.data)[0].path).toBe('query');
    expect(fieldErrors(bad.body.data)[0].message).toMatch(/^The search cannot be saved: sort: /);
    const tr = await save(member, { name: 'Odd', query: 'pageSize=100000' }, 'tr');
    expect(fieldErrors(tr.body.data)[0].message).toMatch(/^Arama kaydedilemiyor: pageSize: /);
    expect(await rowsOf(buyers.adminId)).toHaveLength(1);
    expect((await save(undefined, { name: 'Guest', query: 'q=ruby' })).status).toBe(401);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perMember} searches per member (40900)`, async () => {
    const n = SAVED_SEARCH_LIMITS.perMember;
    await t.database.db
      .insert(savedSearches)
      .values(Array.from({ length: n }, (_, i) => ({ userId: buyers.staffId, name: `S${i}`, query: `q=s${i}` })));
    const full = await save(colleague, { name: 'One more', query: 'q=more' });
    expect(full.body.code).toBe(40900);
    expect(full.body.msg).toBe(`You can keep at most ${n} saved searches. Remove one to save another.`);
    expect(await rowsOf(buyers.staffId)).toHaveLength(n);
  });

  it('removes my own searches only: another member’s answers 40400 and stays', async () => {
    const [theirs] = await rowsOf(buyers.staffId);
    expect((await remove(member, theirs.id)).body.code).toBe(40400);
    expect((await rowsOf(buyers.staffId)).some((r) => r.id === theirs.id)).toBe(true);
    expect((await remove(undefined, theirs.id)).status).toBe(401);
    expect((await remove(colleague, theirs.id)).body.code).toBe(200);
    expect((await rowsOf(buyers.staffId)).some((r) => r.id === theirs.id)).toBe(false);
    await t.database.db.delete(savedSearches).where(eq(savedSearches.userId, buyers.staffId));
  });
});

describe('the saved-search check', () => {
  it('tells the owner of new matches once (row and e-mail in their e-mail language), then waits a day to tell again', async () => {
    const { body } = await save(member, { name: 'Tanzanite', query: 'q=tanzanite' });
    expect(body.code).toBe(200);
    await t.app.deps.services.savedSearches.checkAll();
    expect(await searchNotes(buyers.adminId)).toHaveLength(0);

    await publish('Tanzanite Drop Earrings', 'SS-1');
    await t.app.deps.services.savedSearches.checkAll();
    const [note] = await searchNotes(buyers.adminId);
    expect(note.payload).toMatchObject({ savedSearchId: body.data.id, name: 'Tanzanite', count: 1, products: ['Tanzanite Drop Earrings'] });
    const mail = await smtp.waitFor(buyers.adminEmail);
    expect(mail.subject).toBe('"Tanzanite" aramanız için yeni ürünler');
    expect(mail.text).toContain('Tanzanite Drop Earrings');
    expect(mail.text).toContain('https://gembourse.test/home/product?q=tanzanite&language=tr');

    // Nothing new: nothing more.
    await t.app.deps.services.savedSearches.checkAll();
    expect(await searchNotes(buyers.adminId)).toHaveLength(1);
    // Something new the same day waits for tomorrow, and is then told with everything since the last notice.
    await publish('Tanzanite Solitaire Ring', 'SS-2');
    await t.app.deps.services.savedSearches.checkAll();
    expect(await searchNotes(buyers.adminId)).toHaveLength(1);
    await t.database.db
      .update(savedSearches)
      .set({ notifiedAt: sql`${savedSearches.notifiedAt} - interval '25 hours'` })
      .where(eq(savedSearches.id, body.data.id));
    await t.app.deps.services.savedSearches.checkAll();
    const notes = await searchNotes(buyers.adminId);
    expect(notes).toHaveLength(2);
    expect(notes[1].payload).toMatchObject({ count: 1, products: ['Tanzanite Solitaire Ring'] });
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, buyers.adminEmail))).toHaveLength(2);
  });
});
