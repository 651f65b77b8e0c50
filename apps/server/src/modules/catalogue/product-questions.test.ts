import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OwnQuestion, OwnQuestions, ProductQuestions, PublicQuestion } from '@gembourse/contracts/product-questions';
import { companies, notifications, outboxEmails, products, questions, users } from '../../db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, type KitCompany } from '../company/company-test-kit.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let supplier: KitCompany;
let other: KitCompany;
let buyers: KitCompany;
let productId: number;
let productName: string;
let hiddenId: number;
let asker: string;
let askerStaff: string;
let supplierAdmin: string;
let supplierStaff: string;
let otherAdmin: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // A small limit, so the 429 is reached in a few calls. It counts attempts, refused ones too: the asker below makes 5.
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gembourse.test', QUESTION_RATE_LIMIT: '5' });
  supplier = await makeCompany(t, { name: '问答珠宝', nameEn: 'Question Gems' });
  other = await makeCompany(t, { name: 'Other Answers' });
  buyers = await makeCompany(t, { name: 'Asking Buyers', joinType: 'buyer' });
  const [row] = await t.database.db.select().from(products).where(eq(products.companyId, supplier.id));
  [productId, productName] = [row.id, row.name];
  [{ id: hiddenId }] = await t.database.db
    .insert(products)
    .values({ companyId: supplier.id, name: 'Private piece', sku: 'Q-PRIV', currency: 'USD', published: true, visibility: 'private' })
    .returning({ id: products.id });
  [asker, askerStaff, supplierAdmin, supplierStaff, otherAdmin] = await Promise.all([
    buyers.admin(),
    buyers.staff(),
    supplier.admin(),
    supplier.staff(),
    other.admin(),
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ask = (token: string | undefined, id: number, body: object, lang?: string) =>
  api<PublicQuestion>(t, 'POST', `/api/product/question/${id}`, token, body, lang);
const list = (token: string | undefined, id = productId) => api<ProductQuestions>(t, 'GET', `/api/product/question/list/${id}`, token);
const own = (token: string, query = '') => api<OwnQuestions>(t, 'GET', `/api/showroom/question/list${query}`, token);
const answer = (token: string | undefined, id: number, text: string) =>
  api<OwnQuestion>(t, 'POST', `/api/showroom/question/answer/${id}`, token, { answer: text });
const stored = () => t.database.db.select().from(questions).where(eq(questions.productId, productId));
const setQa = (values: { qaEnabled?: boolean; qaAnonymous?: boolean }) =>
  t.database.db.update(companies).set(values).where(eq(companies.id, supplier.id));

describe('asking', () => {
  let questionId: number;

  it('stores a member’s question as typed (plain text), shows it to the asker at once and to nobody else before its answer', async () => {
    const { body } = await ask(asker, productId, { body: '  Is the ruby <b>heated</b>? Tell me & more.  ' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      body: 'Is the ruby <b>heated</b>? Tell me & more.',
      answer: null,
      answeredAt: null,
      // The asker's own card (accounts.public.ts member card): their whole name.
      asker: { name: expect.stringMatching(/^Ada Kit\d+$/), companyName: 'Asking Buyers' },
      mine: true,
    });
    questionId = body.data.id;
    expect(JSON.stringify(body.data)).not.toContain('@');
    const mine = await list(asker);
    expect(mine.body.data).toMatchObject({ enabled: true, anonymousAllowed: false, total: 1 });
    expect(mine.body.data.list.map((q) => q.id)).toEqual([questionId]);
    expect((await list(undefined)).body.data).toMatchObject({ enabled: true, total: 0, list: [] });
    expect((await list(otherAdmin)).body.data.total).toBe(0);
  });

  it('refuses anonymous questions where the supplier does not allow them, with a field error in the caller’s language', async () => {
    const before = (await stored()).length;
    const en = await ask(asker, productId, { body: 'Anonymous please', anonymous: true });
    expect(en.body.code).toBe(40000);
    expect(fieldErrors(en.body.data)).toEqual([{ path: 'anonymous', message: 'This supplier does not accept anonymous questions.' }]);
    const tw = await ask(asker, productId, { body: 'Anonymous please', anonymous: true }, 'zh-tw');
    expect(fieldErrors(tw.body.data)).toEqual([{ path: 'anonymous', message: '該供應商不接受匿名提問。' }]);
    expect((await stored()).length).toBe(before);
  });

  it('accepts nothing and shows nothing while the supplier has Q&A off (40300)', async () => {
    await setQa({ qaEnabled: false });
    try {
      const refused = await ask(asker, productId, { body: 'Still there?' });
      expect(refused.body.code).toBe(40300);
      expect(refused.body.msg).toBe('This supplier does not take questions about its products.');
      expect((await list(asker)).body.data).toMatchObject({ enabled: false, total: 0, list: [] });
    } finally {
      await setQa({ qaEnabled: true });
    }
  });

  it('refuses the supplier’s own members (40300), guests, and products the asker may not see (40400); writes nothing', async () => {
    const before = (await stored()).length;
    const self = await ask(supplierStaff, productId, { body: 'Asking myself' });
    expect(self.body.code).toBe(40300);
    const guest = await ask(undefined, productId, { body: 'Guest question' });
    expect(guest.status).toBe(401);
    expect((await ask(otherAdmin, hiddenId, { body: 'Hidden question' })).body.code).toBe(40400);
    expect((await ask(otherAdmin, 999_999_999, { body: 'Unknown product' })).body.code).toBe(40400);
    expect((await list(otherAdmin, hiddenId)).body.code).toBe(40400);
    // Platform staff see the private piece (moderation) but ask as members do (issue 28 item 11).
    const staff = await loginAs(t.app, 'admin@example.com');
    expect((await list(staff, hiddenId)).body.code).toBe(200);
    expect((await ask(staff, hiddenId, { body: 'A staff question' })).body.code).toBe(40400);
    expect((await ask(otherAdmin, productId, { body: 'Hi' })).body.code).toBe(40000);
    expect((await stored()).length).toBe(before);
  });

  it('answers, to the supplier only: another company’s answer is 40400 and writes nothing; the asker is notified and e-mailed', async () => {
    const waiting = await own(supplierAdmin);
    expect(waiting.body.data).toMatchObject({ unanswered: 1, total: 1 });
    expect(waiting.body.data.list[0]).toMatchObject({ id: questionId, product: { id: productId, name: productName } });
    expect((await own(otherAdmin)).body.data).toMatchObject({ unanswered: 0, total: 0 });

    const wrong = await answer(otherAdmin, questionId, 'Not mine to answer');
    expect(wrong.body.code).toBe(40400);
    expect((await stored()).find((q) => q.id === questionId)?.answer).toBeNull();
    expect((await answer(undefined, questionId, 'Guest answer')).status).toBe(401);

    const done = await answer(supplierAdmin, questionId, 'No, it is <i>unheated</i>.');
    expect(done.body.code).toBe(200);
    // Another member (the supplier) reads the asker's card: whole name and company (issue 28 item 10).
    expect(done.body.data).toMatchObject({
      answer: 'No, it is <i>unheated</i>.',
      asker: { name: expect.stringMatching(/^Ada Kit\d+$/), companyName: 'Asking Buyers' },
    });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, buyers.adminId));
    expect(notes).toMatchObject([{ kind: 'productAlerts', payload: { event: 'questionAnswered', questionId, productId, productName } }]);
    const mail = await smtp.waitFor(buyers.adminEmail);
    expect(mail.subject).toBe(`Question Gems answered your question about ${productName}`);
    expect(mail.text).toContain('Your question: Is the ruby <b>heated</b>? Tell me & more.');
    expect(mail.text).toContain(`https://gembourse.test/home/product-detail?id=${productId}&language=en`);
    expect(mail.html).toContain('&lt;b&gt;heated&lt;/b&gt;');

    const answered = await own(supplierAdmin, '?state=answered');
    expect(answered.body.data).toMatchObject({ unanswered: 0, total: 1 });
    // A corrected answer replaces the first without telling the asker again.
    expect((await answer(supplierAdmin, questionId, 'No, it is <i>unheated</i>.')).body.code).toBe(200);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, buyers.adminId))).toHaveLength(1);
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, buyers.adminEmail))).toHaveLength(1);
  });

  it('shows answered questions to everyone who may see the product, the asker to a guest by first name and company only', async () => {
    const guest = await list(undefined);
    expect(guest.body.data.total).toBe(1);
    expect(guest.body.data.list[0]).toMatchObject({
      body: 'Is the ruby <b>heated</b>? Tell me & more.',
      answer: 'No, it is <i>unheated</i>.',
      asker: { name: 'Ada', companyName: 'Asking Buyers' },
      mine: false,
    });
    expect(JSON.stringify(guest.body.data)).not.toContain(buyers.adminEmail);
    expect((await list(asker)).body.data.list[0].mine).toBe(true);
  });

  it('hides the asker of an anonymous question where the supplier allows them', async () => {
    await setQa({ qaAnonymous: true });
    const { body } = await ask(asker, productId, { body: 'Who certifies it?', anonymous: true });
    expect(body.code).toBe(200);
    expect(body.data.asker).toBeNull();
    await answer(supplierAdmin, body.data.id, 'GIA.');
    const shown = (await list(otherAdmin)).body.data;
    expect(shown.anonymousAllowed).toBe(true);
    expect(shown.list.find((q) => q.id === body.data.id)?.asker).toBeNull();
  });

  it('limits a member’s questions per hour (42900 with Retry-After) and writes nothing more', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(askerStaff, productId, { body: `Question number ${i}` })).body.code).toBe(200);
    const before = (await stored()).length;
    const limited = await ask(askerStaff, productId, { body: 'One too many' });
    expect(limited.body.code).toBe(42900);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored()).length).toBe(before);
    // Another member is not limited by it.
    expect((await ask(otherAdmin, productId, { body: 'My own question' })).body.code).toBe(200);
  });

  it('e-mails no answer to an asker who switched product alerts off (the notification row is still written)', async () => {
    // Asked by otherAdmin in the test before.
    const quiet = (await stored()).find((q) => q.body === 'My own question')!;
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { productAlerts: false } })
      .where(eq(users.id, other.adminId));
    expect((await answer(supplierAdmin, quiet.id, 'Quiet answer')).body.code).toBe(200);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, other.adminId));
    expect(notes.filter((n) => n.payload.event === 'questionAnswered')).toHaveLength(1);
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, other.adminEmail))).toHaveLength(0);
  });
});
