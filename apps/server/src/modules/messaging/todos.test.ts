import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationCounts, TodoList } from '@gembourse/contracts/notifications';
import type { ServerEvent } from '@gembourse/contracts/realtime';
import { notifications, products, todos, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';

let t: TestApp;
let supplier: KitCompany;
let buyers: KitCompany;
let adminA: string;
let adminB: string;
let buyerAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await makeCompany(t, { name: 'Todo Gems' });
  buyers = await makeCompany(t, { name: 'Northern Buyers', joinType: 'buyer' });
  // The supplier has two admins: both are asked, either may answer.
  await t.database.db.update(users).set({ companyRole: 'admin' }).where(eq(users.id, supplier.staffId));
  [adminA, adminB, buyerAdmin] = await Promise.all([supplier.admin(), supplier.staff(), buyers.admin()]);
});
afterAll(() => t?.close());

const todoList = (token: string | undefined, query = '', lang?: string) =>
  api<TodoList>(t, 'GET', `/api/todo/list${query}`, token, undefined, lang);
const done = (token: string | undefined, id: number) => api<null>(t, 'POST', `/api/todo/done/${id}`, token);
const reopen = (token: string | undefined, id: number) => api<null>(t, 'POST', `/api/todo/reopen/${id}`, token);
const counts = (token: string) => api<NotificationCounts>(t, 'GET', '/api/notifications/counts', token);
const request = (token: string, companyId: number) =>
  api<{ id: number }>(t, 'POST', '/api/company/connection/request', token, { companyId });
const itemsAbout = (sourceKey: string) => t.database.db.select().from(todos).where(eq(todos.sourceKey, sourceKey)).orderBy(todos.userId);
function eventsTo(userId: number) {
  const seen: ServerEvent[] = [];
  const stop = t.app.deps.realtime.onDelivery((event, to) => {
    if (to.userIds?.includes(userId)) seen.push(event);
  });
  return { seen, stop };
}

describe('the to-be-done list', () => {
  it('answers guests 30007', async () => {
    expect((await todoList(undefined)).body.code).toBe(30007);
    expect((await done(undefined, 1)).body.code).toBe(30007);
    expect((await reopen(undefined, 1)).body.code).toBe(30007);
  });

  it('gives each admin of the supplier an item for a contact request, in the request language, and ticks it off for all when one accepts', async () => {
    const heardA = eventsTo(supplier.adminId);
    const asked = await request(buyerAdmin, supplier.id);
    expect(asked.body.code).toBe(200);
    const id = asked.body.data.id;
    const items = await itemsAbout(`connection:${id}`);
    expect(items.map((i) => [i.userId, i.kind, i.doneFlag])).toEqual([
      [supplier.adminId, 'answerContactRequest', false],
      [supplier.staffId, 'answerContactRequest', false],
    ]);
    expect(heardA.seen).toContainEqual({ type: 'todo', count: 1 });

    const mine = await todoList(adminA);
    expect(mine.body.code).toBe(200);
    expect(mine.body.data).toEqual({
      open: 1,
      list: [
        {
          id: items[0].id,
          title: 'Answer the contact request from Northern Buyers',
          link: `/home/company-profile?id=${supplier.id}`,
          doneFlag: false,
          createdAt: expect.any(String),
        },
      ],
    });
    expect((await todoList(adminA, '', 'zh_CN')).body.data.list[0].title).toBe('回复 Northern Buyers 的联系请求');
    expect((await todoList(adminA, '', 'tr_TR')).body.data.list[0].title).toBe('Northern Buyers şirketinin iletişim isteğini yanıtlayın');
    expect((await counts(adminB)).body.data.todo).toBe(1);

    // Admin B answers: both items are done, and both admins' badges hear it.
    const heardB = eventsTo(supplier.staffId);
    expect((await api(t, 'POST', `/api/company/connection/accept/${id}`, adminB)).body.code).toBe(200);
    heardA.stop();
    heardB.stop();
    expect((await itemsAbout(`connection:${id}`)).map((i) => i.doneFlag)).toEqual([true, true]);
    expect(heardB.seen).toContainEqual({ type: 'todo', count: 0 });
    expect((await counts(adminA)).body.data.todo).toBe(0);
    expect((await todoList(adminA)).body.data).toMatchObject({ open: 0, list: [{ id: items[0].id, doneFlag: true }] });
    expect((await todoList(adminA, '?done=false')).body.data.list).toEqual([]);
  });

  it('ticks the item off when the request is declined or withdrawn, and puts it back when a declined one is asked again', async () => {
    const other = await makeCompany(t, { name: 'Second Asker' });
    const otherAdmin = await other.admin();
    const first = (await request(otherAdmin, supplier.id)).body.data.id;
    expect((await api(t, 'POST', `/api/company/connection/decline/${first}`, adminA)).body.code).toBe(200);
    expect((await itemsAbout(`connection:${first}`)).map((i) => i.doneFlag)).toEqual([true, true]);
    // Asked again: the same connection, its items open again.
    expect((await request(otherAdmin, supplier.id)).body.data.id).toBe(first);
    expect((await itemsAbout(`connection:${first}`)).map((i) => i.doneFlag)).toEqual([false, false]);
    expect((await counts(adminB)).body.data.todo).toBe(1);

    // Withdrawn: the items are ticked off and the unread notices of the request go.
    expect((await api(t, 'POST', `/api/company/connection/withdraw/${first}`, otherAdmin)).body.code).toBe(200);
    expect((await itemsAbout(`connection:${first}`)).map((i) => i.doneFlag)).toEqual([true, true]);
    const left = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supplier.adminId), isNull(notifications.readAt)));
    expect(left.filter((n) => n.payload.connectionId === first)).toEqual([]);
    expect((await counts(adminB)).body.data.todo).toBe(0);
  });

  it('gives the supplier admins an item for a product question, ticked off by the first answer', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.companyId, supplier.id));
    const asked = await api<{ id: number }>(t, 'POST', `/api/product/question/${product.id}`, buyerAdmin, {
      body: 'Is the stone natural?',
    });
    expect(asked.body.code).toBe(200);
    const key = `question:${asked.body.data.id}`;
    expect((await itemsAbout(key)).map((i) => [i.userId, i.doneFlag])).toEqual([
      [supplier.adminId, false],
      [supplier.staffId, false],
    ]);
    const open = await todoList(adminB, '?done=false');
    expect(open.body.data.list).toEqual([
      expect.objectContaining({
        title: `Answer the question about ${product.name}`,
        link: '/home/showroom-product?tab=questions',
        doneFlag: false,
      }),
    ]);
    expect((await todoList(adminB, '?done=false', 'zh_CN')).body.data.list[0].title).toBe(`回答关于“${product.name}”的提问`);
    // The bell says so too, linking to where it is answered.
    const note = (await api<{ list: { event: string; link: string }[] }>(t, 'GET', '/api/notifications/list', adminA)).body.data.list[0];
    expect(note).toMatchObject({ event: 'questionAsked', link: '/home/showroom-product?tab=questions' });

    expect(
      (await api(t, 'POST', `/api/showroom/question/answer/${asked.body.data.id}`, adminA, { answer: 'Yes, natural.' })).body.code,
    ).toBe(200);
    expect((await itemsAbout(key)).map((i) => i.doneFlag)).toEqual([true, true]);
    expect((await counts(adminB)).body.data.todo).toBe(0);
  });

  it('lets a member tick off and reopen only their own items: another member gets 404 and nothing changes', async () => {
    const [fixed] = await t.database.db
      .insert(todos)
      .values({ userId: supplier.adminId, title: 'Renew the booth for the autumn fair', link: '/home/event' })
      .returning();
    // Another member, even an admin of the same company, and an unknown id.
    expect((await done(adminB, fixed.id)).body.code).toBe(40400);
    expect((await done(buyerAdmin, fixed.id)).body.code).toBe(40400);
    expect((await done(adminA, 99_999_999)).body.code).toBe(40400);
    expect((await reopen(adminB, fixed.id)).body.code).toBe(40400);
    const [untouched] = await t.database.db.select().from(todos).where(eq(todos.id, fixed.id));
    expect(untouched).toMatchObject({ doneFlag: false, doneAt: null });

    // A fixed title and link win; open items come first.
    const list = (await todoList(adminA, '', 'zh_CN')).body.data;
    expect(list.open).toBe(1);
    expect(list.list[0]).toMatchObject({
      id: fixed.id,
      title: 'Renew the booth for the autumn fair',
      link: '/home/event',
      doneFlag: false,
    });
    expect(list.list.slice(1).every((i) => i.doneFlag)).toBe(true);

    const heard = eventsTo(supplier.adminId);
    expect((await done(adminA, fixed.id)).body).toMatchObject({ code: 200, data: null });
    expect(heard.seen).toContainEqual({ type: 'todo', count: 0 });
    expect((await todoList(adminA, '?done=true')).body.data.list[0]).toMatchObject({ id: fixed.id, doneFlag: true });
    expect((await reopen(adminA, fixed.id)).body.code).toBe(200);
    heard.stop();
    expect(heard.seen).toContainEqual({ type: 'todo', count: 1 });
    const [back] = await t.database.db.select().from(todos).where(eq(todos.id, fixed.id));
    expect(back).toMatchObject({ doneFlag: false, doneAt: null });
    expect((await todoList(adminA, '?done=sideways')).body.code).toBe(40000);
  });
});
