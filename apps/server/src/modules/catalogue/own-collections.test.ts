import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CollectionEventOptions,
  CollectionInputValues,
  OwnCollectionDetail,
  OwnCollections,
} from '@gembourse/contracts/own-collections';
import { menuIdOf } from '@gembourse/contracts/pages';
import { PERM } from '@gembourse/contracts/permissions';
import { collectionProducts, collections, events, products, roleMenus, roles } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, recordUpload, type KitCompany } from '../company/company-test-kit.ts';

let t: TestApp;
let gems: KitCompany;
let other: KitCompany;
let admin: string;
let staff: string;
let otherAdmin: string;
let buyer: string;
const product: Record<string, number> = {};
const collection: Record<string, number> = {};
const event: Record<string, number> = {};

const IMG = '/uploads/img/2026/01/own-collections-test.webp';
const hour = 3_600_000;
const day = 24 * hour;
/** An instant `days` from now: states are computed by the database clock, so the fixtures follow the clock too. */
const at = (days: number) => new Date(Date.now() + days * day);
const iso = (days: number) => at(days).toISOString();
const calendar = (days: number) => iso(days).slice(0, 10);
const text4 = (en: string, zh: string) => ({ en, 'zh-cn': zh, 'zh-tw': zh, tr: en });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const writes = t.app.deps.services.productWrites;
  gems = await makeCompany(t, { name: 'Own Collections Gems' }, { products: [] });
  other = await makeCompany(t, { name: 'Other Collections Gems' }, { products: [] });
  for (const [i, sku] of ['RNG-1', 'PND-2', 'EAR-3', 'BRC-4'].entries()) {
    product[sku] = await writes.create({
      companyId: gems.id,
      name: `Piece ${sku}`,
      sku,
      currency: 'USD',
      categories: [30733],
      images: i === 3 ? [] : [IMG],
      published: i !== 2,
    });
  }
  product.theirs = await writes.create({ companyId: other.id, name: 'Their Ring', sku: 'THR-1', currency: 'USD', categories: [30733] });

  const eventRow = (en: string, zh: string, starts: number, ends: number, published = true) => ({
    kind: 'online' as const,
    title: text4(en, zh),
    summary: text4(en, zh),
    bodyHtml: text4(en, zh),
    startsAt: at(starts),
    endsAt: at(ends),
    published,
  });
  [event.current, event.upcoming, event.past, event.hidden] = (
    await db
      .insert(events)
      .values([
        eventRow('Test Fair Now', '测试展会（进行中）', -1, 1),
        eventRow('Test Fair Soon', '测试展会（即将开始）', 10, 12),
        eventRow('Test Fair Past', '测试展会（已结束）', -10, -8),
        eventRow('Test Fair Hidden', '测试展会（未发布）', 5, 6, false),
      ])
      .returning({ id: events.id })
  ).map((r) => r.id);

  [collection.amber, collection.beryl, collection.coral, collection.theirs] = (
    await db
      .insert(collections)
      .values([
        // Ended yesterday; the oldest change.
        { companyId: gems.id, name: 'Amber Ended', releaseAt: at(-30), finalDisplayAt: at(-1), published: true, updatedAt: at(-3) },
        // Launched, no final display date; unlisted; the newest change.
        {
          companyId: gems.id,
          name: 'Beryl Launched',
          releaseAt: at(-5),
          published: true,
          listed: false,
          pictures: [IMG],
          description: 'Beryl pieces',
          updatedAt: at(-1),
        },
        // Launches in an hour, exclusive to the upcoming fair; an unpublished draft.
        {
          companyId: gems.id,
          name: 'Coral Upcoming',
          releaseAt: new Date(Date.now() + hour),
          finalDisplayAt: at(30),
          eventId: event.upcoming,
          eventExclusive: true,
          visibility: 'launch',
          updatedAt: at(-2),
        },
        { companyId: other.id, name: 'Their Collection', releaseAt: at(-5), published: true },
      ])
      .returning({ id: collections.id })
  ).map((r) => r.id);
  await db.insert(collectionProducts).values([
    { collectionId: collection.beryl, productId: product['PND-2'], sort: 1 },
    { collectionId: collection.beryl, productId: product['RNG-1'], sort: 2 },
    { collectionId: collection.theirs, productId: product.theirs, sort: 1 },
  ]);
  admin = await gems.admin();
  staff = await gems.staff();
  otherAdmin = await other.admin();
  buyer = await loginAs(t.app, 'buyer@example.com');
});
afterAll(() => t?.close());

const list = (token: string | undefined, query = '', lang?: string) =>
  api<OwnCollections>(t, 'GET', `/api/showroom/collection/list${query}`, token, undefined, lang);
const detail = (token: string | undefined, id: number, lang?: string) =>
  api<OwnCollectionDetail>(t, 'GET', `/api/showroom/collection/detail/${id}`, token, undefined, lang);
const save = (token: string | undefined, body: CollectionInputValues | object, lang?: string) =>
  api<OwnCollectionDetail>(t, 'POST', '/api/showroom/collection/save', token, body, lang);
const setProducts = (token: string | undefined, body: object, lang?: string) =>
  api<OwnCollectionDetail>(t, 'POST', '/api/showroom/collection/products', token, body, lang);
const batch = (token: string | undefined, body: object, lang?: string) =>
  api<{ changed: number }>(t, 'POST', '/api/showroom/collection/batch', token, body, lang);
const names = async (query: string, token = admin) => {
  const { body } = await list(token, query);
  expect(body.code, query).toBe(200);
  return body.data.list.map((c) => c.name);
};
const rowOf = async (id: number) => (await t.database.db.select().from(collections).where(eq(collections.id, id)))[0];
const membersOf = async (id: number) =>
  (
    await t.database.db
      .select({ productId: collectionProducts.productId, sort: collectionProducts.sort })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, id))
      .orderBy(asc(collectionProducts.sort))
  ).map((r) => [r.productId, r.sort]);
const companyCollections = async (companyId: number) =>
  (await t.database.db.select().from(collections).where(eq(collections.companyId, companyId))).length;

/** A valid form for my company. */
const form = (values: Partial<CollectionInputValues> = {}): CollectionInputValues => ({
  name: 'Form Collection',
  visibility: 'public',
  priceVisibility: 'community',
  releaseAt: iso(3),
  ...values,
});

describe('GET /api/showroom/collection/list', () => {
  it('lists my collections, drafts and unlisted ones included, newest release first, with their state by the dates', async () => {
    const { status, body } = await list(staff);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 12, hasMore: false });
    expect(body.data.list.map((c) => [c.name, c.state])).toEqual([
      ['Coral Upcoming', 'notReleased'],
      ['Beryl Launched', 'launched'],
      ['Amber Ended', 'ended'],
    ]);
    expect(body.data.list[0]).toMatchObject({
      id: collection.coral,
      visibility: 'launch',
      priceVisibility: 'community',
      eventId: event.upcoming,
      eventName: 'Test Fair Soon',
      eventExclusive: true,
      published: false,
      listed: true,
      productCount: 0,
      shipStartDate: null,
    });
    expect(body.data.list[1]).toMatchObject({ eventId: null, eventName: null, listed: false, productCount: 2, finalDisplayAt: null });
    expect(body.data.list[2].finalDisplayAt).toBe((await rowOf(collection.amber)).finalDisplayAt!.toISOString());
    // The linked event's name in the caller's language.
    expect((await list(admin, '?state=notReleased', 'zh-cn')).body.data.list[0].eventName).toBe('测试展会（即将开始）');
  });

  it('filters by state, published and listed, and finds a name by a part of it', async () => {
    expect(await names('?state=notReleased')).toEqual(['Coral Upcoming']);
    expect(await names('?state=launched')).toEqual(['Beryl Launched']);
    expect(await names('?state=ended')).toEqual(['Amber Ended']);
    expect(await names('?published=false')).toEqual(['Coral Upcoming']);
    expect(await names('?published=true')).toEqual(['Beryl Launched', 'Amber Ended']);
    expect(await names('?listed=false')).toEqual(['Beryl Launched']);
    expect(await names('?published=true&listed=true')).toEqual(['Amber Ended']);
    expect(await names('?q=RYL')).toEqual(['Beryl Launched']);
    expect(await names('?q=ended&state=ended')).toEqual(['Amber Ended']);
    expect(await names('?q=ended&state=launched')).toEqual([]);
    // LIKE's wildcards are plain characters; another company's collection is never found.
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=their')).toEqual([]);
  });

  it('sorts by release, last change and name', async () => {
    expect(await names('?sort=release_asc')).toEqual(['Amber Ended', 'Beryl Launched', 'Coral Upcoming']);
    expect(await names('?sort=updated_desc')).toEqual(['Beryl Launched', 'Coral Upcoming', 'Amber Ended']);
    expect(await names('?sort=name_asc')).toEqual(['Amber Ended', 'Beryl Launched', 'Coral Upcoming']);
    expect(await names('?sort=name_desc')).toEqual(['Coral Upcoming', 'Beryl Launched', 'Amber Ended']);
  });

  it('pages with an exact total in the page sizes the list offers; other values are 40000', async () => {
    const bulk = await makeCompany(t, { name: 'Bulk Collections Gems' }, { products: [] });
    await t.database.db
      .insert(collections)
      .values(
        Array.from({ length: 13 }, (_, i) => ({ companyId: bulk.id, name: `Bulk ${String(i).padStart(2, '0')}`, releaseAt: at(-i) })),
      );
    const token = await bulk.admin();
    const second = (await list(token, '?sort=name_asc&pageNum=2')).body.data;
    expect(second).toMatchObject({ total: 13, pageNum: 2, pageSize: 12, hasMore: false });
    expect(second.list.map((c) => c.name)).toEqual(['Bulk 12']);
    expect((await list(token, '?pageSize=12')).body.data).toMatchObject({ total: 13, hasMore: true });
    expect((await list(token, '?pageSize=24')).body.data).toMatchObject({ total: 13, hasMore: false });
    for (const query of ['?pageSize=10', '?sort=price_asc', '?state=released', '?published=yes']) {
      expect((await list(token, query)).body.code, query).toBe(40000);
    }
  });

  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    expect((await list(undefined)).body.code).toBe(30007);
    const asBuyer = await list(buyer);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.code).toBe(40300);
  });
});

describe('GET /api/showroom/collection/detail/:id', () => {
  it('answers every field and the products in the collection order', async () => {
    const { body } = await detail(staff, collection.beryl);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: collection.beryl,
      name: 'Beryl Launched',
      pictures: [IMG],
      description: 'Beryl pieces',
      state: 'launched',
      productCount: 2,
    });
    expect(body.data.products).toEqual([
      { id: product['PND-2'], name: 'Piece PND-2', sku: 'PND-2', image: IMG, published: true },
      { id: product['RNG-1'], name: 'Piece RNG-1', sku: 'RNG-1', image: IMG, published: true },
    ]);
  });

  it("answers 40400 for another company's collection and an unknown one; 40300 for a buyer", async () => {
    for (const id of [collection.theirs, 99_999_999]) {
      const { status, body } = await detail(admin, id);
      expect(status).toBe(404);
      expect(body.code).toBe(40400);
    }
    expect((await detail(buyer, collection.beryl)).body.code).toBe(40300);
    expect((await detail(undefined, collection.beryl)).body.code).toBe(30007);
  });
});

describe('GET /api/showroom/collection/events', () => {
  it('offers the published events that have not ended, soonest first, named in my language', async () => {
    const { body } = await api<CollectionEventOptions>(t, 'GET', '/api/showroom/collection/events', staff, undefined, 'zh-cn');
    expect(body.code).toBe(200);
    const ids = body.data.map((e) => e.id);
    expect(ids).toContain(event.current);
    expect(ids).toContain(event.upcoming);
    expect(ids).not.toContain(event.past);
    expect(ids).not.toContain(event.hidden);
    expect(ids.indexOf(event.current)).toBeLessThan(ids.indexOf(event.upcoming));
    const starts = body.data.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
    const [soon] = await t.database.db.select({ startsAt: events.startsAt }).from(events).where(eq(events.id, event.upcoming));
    expect(body.data.find((e) => e.id === event.upcoming)).toEqual({
      id: event.upcoming,
      name: '测试展会（即将开始）',
      startsAt: soon.startsAt.toISOString(),
    });
    expect((await api(t, 'GET', '/api/showroom/collection/events', buyer)).body.code).toBe(40300);
  });
});

describe('POST /api/showroom/collection/save', () => {
  it('creates an unpublished draft with every field and answers it as the detail does', async () => {
    const cover = await recordUpload(t, { companyId: gems.id, userId: gems.adminId }, 'image');
    const pictures = [
      await recordUpload(t, { companyId: gems.id, userId: gems.staffId }, 'image'),
      await recordUpload(t, { companyId: gems.id, userId: gems.adminId }, 'image'),
    ];
    const input = form({
      name: '  Dawn Launch  ',
      cover,
      pictures,
      visibility: 'community',
      priceVisibility: 'launch',
      releaseAt: iso(2),
      finalDisplayAt: iso(40),
      shipStartDate: calendar(5),
      shipDeadlineDate: calendar(20),
      eventId: event.upcoming,
      eventExclusive: true,
      description: '  Sunrise-coloured sapphires.  ',
    });
    const { status, body } = await save(admin, input);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Dawn Launch',
      cover,
      pictures,
      visibility: 'community',
      priceVisibility: 'launch',
      releaseAt: input.releaseAt,
      finalDisplayAt: input.finalDisplayAt,
      shipStartDate: calendar(5),
      shipDeadlineDate: calendar(20),
      eventId: event.upcoming,
      eventName: 'Test Fair Soon',
      eventExclusive: true,
      description: 'Sunrise-coloured sapphires.',
      published: false,
      listed: true,
      state: 'notReleased',
      productCount: 0,
      products: [],
    });
    collection.dawn = body.data.id;
    const row = await rowOf(collection.dawn);
    expect(row).toMatchObject({ companyId: gems.id, shipStart: calendar(5), shipDeadline: calendar(20), published: false });
    expect((await detail(admin, collection.dawn)).body.data).toEqual(body.data);
  });

  it('replaces every field of one of mine: an optional field left out is cleared; a standard user may edit', async () => {
    const before = await rowOf(collection.dawn);
    const { body } = await save(staff, form({ id: collection.dawn, name: 'Dawn Launch II', releaseAt: iso(-1), visibility: 'public' }));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: collection.dawn,
      name: 'Dawn Launch II',
      cover: null,
      pictures: [],
      finalDisplayAt: null,
      shipStartDate: null,
      shipDeadlineDate: null,
      eventId: null,
      eventExclusive: false,
      description: null,
      state: 'launched',
      // The flags are the batch's: a save keeps them.
      published: false,
      listed: true,
    });
    expect((await rowOf(collection.dawn)).updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('refuses the cross-field rules with translated field errors and writes nothing', async () => {
    const count = await companyCollections(gems.id);
    // One instant for both: two calls to iso() can fall on different milliseconds and pass the rule.
    const release = iso(5);
    const bad = form({
      releaseAt: release,
      finalDisplayAt: release,
      shipStartDate: calendar(10),
      shipDeadlineDate: calendar(9),
      eventExclusive: true,
    });
    const expected: Record<string, Record<string, string>> = {
      'zh-cn': {
        finalDisplayAt: '最终展示日期必须晚于发布日期',
        shipDeadlineDate: '发货截止日期不能早于发货开始日期',
        eventId: '请先关联活动，才能设为活动专属',
      },
      tr: {
        finalDisplayAt: 'Son gösterim tarihi yayın tarihinden sonra olmalıdır',
        shipDeadlineDate: 'Son sevkiyat tarihi sevkiyat başlangıç tarihinden önce olamaz',
        eventId: 'Koleksiyonu bir etkinliğe özel yapmak için önce etkinliği bağlayın',
      },
      en: {
        finalDisplayAt: 'The final display date must be after the release date',
        shipDeadlineDate: 'The shipping deadline cannot be before the shipping start date',
        eventId: 'Link an event to make the collection exclusive to it',
      },
    };
    for (const [lang, messages] of Object.entries(expected)) {
      for (const target of [undefined, collection.beryl]) {
        const { status, body } = await save(admin, { ...bad, id: target }, lang);
        expect(status).toBe(400);
        expect(body.code).toBe(40000);
        expect(Object.fromEntries(fieldErrors(body.data).map((e) => [e.path, e.message]))).toEqual(messages);
      }
    }
    // The zh-tw text is its own, not the simplified one.
    const zhTw = await save(admin, form({ eventExclusive: true }), 'zh-tw');
    expect(fieldErrors(zhTw.body.data)).toEqual([{ path: 'eventId', message: '請先連結活動，才能設為活動專屬' }]);
    // The same day for start and deadline is fine; a missing name, visibility or release date is required.
    const required = await save(admin, { visibility: 'public', priceVisibility: 'public' }, 'tr');
    expect(
      fieldErrors(required.body.data)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['name', 'releaseAt']);
    expect(await companyCollections(gems.id)).toBe(count);
    expect((await rowOf(collection.beryl)).name).toBe('Beryl Launched');
  });

  it('links only an event that has not ended (40000 on eventId), but keeps one linked before it ended', async () => {
    const count = await companyCollections(gems.id);
    for (const eventId of [event.past, event.hidden, 99_999_999]) {
      const { body } = await save(admin, form({ eventId }), 'zh-cn');
      expect(body.code).toBe(40000);
      expect(fieldErrors(body.data)).toEqual([{ path: 'eventId', message: '请从列表中选择。' }]);
    }
    expect(await companyCollections(gems.id)).toBe(count);
    await t.database.db.update(collections).set({ eventId: event.past }).where(eq(collections.id, collection.amber));
    const kept = await save(
      admin,
      form({ id: collection.amber, name: 'Amber Ended', releaseAt: iso(-30), finalDisplayAt: iso(-1), eventId: event.past }),
    );
    expect(kept.body.code).toBe(200);
    expect(kept.body.data).toMatchObject({ eventId: event.past, eventName: 'Test Fair Past', state: 'ended' });
    const current = await save(
      admin,
      form({ id: collection.amber, name: 'Amber Ended', releaseAt: iso(-30), finalDisplayAt: iso(-1), eventId: event.current }),
    );
    expect(current.body.data.eventId).toBe(event.current);
  });

  it('takes only images my company uploaded (40000 on each new one)', async () => {
    const theirs = await recordUpload(t, { companyId: other.id, userId: other.adminId }, 'image');
    const mine = await recordUpload(t, { companyId: gems.id, userId: gems.adminId }, 'image');
    const { body } = await save(admin, form({ cover: theirs, pictures: [mine, '/uploads/img/2026/01/nobody.webp'] }));
    expect(body.code).toBe(40000);
    expect(fieldErrors(body.data).map((e) => e.path)).toEqual(['cover', 'pictures.1']);
    // Pictures already on the collection need no new check (Beryl's were set outside the uploads table).
    const kept = await save(
      admin,
      form({ id: collection.beryl, name: 'Beryl Launched', releaseAt: iso(-5), pictures: [IMG], description: 'Beryl pieces' }),
    );
    expect(kept.body.code).toBe(200);
  });

  it("answers 40400 for another company's collection and changes nothing of it", async () => {
    const before = await rowOf(collection.theirs);
    const { status, body } = await save(admin, form({ id: collection.theirs, name: 'Mine now' }));
    expect(status).toBe(404);
    expect(body.code).toBe(40400);
    expect(await rowOf(collection.theirs)).toEqual(before);
  });

  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    const count = await companyCollections(gems.id);
    expect((await save(undefined, form())).body.code).toBe(30007);
    expect((await save(buyer, form())).body.code).toBe(40300);
    expect(await companyCollections(gems.id)).toBe(count);
  });
});

describe('POST /api/showroom/collection/products', () => {
  it('replaces the products and their order, and answers the detail', async () => {
    const ids = [product['EAR-3'], product['RNG-1'], product['PND-2']];
    const { body } = await setProducts(admin, { id: collection.beryl, productIds: ids });
    expect(body.code).toBe(200);
    expect(body.data.products.map((p) => p.id)).toEqual(ids);
    expect(body.data.products[0]).toEqual({ id: product['EAR-3'], name: 'Piece EAR-3', sku: 'EAR-3', image: IMG, published: false });
    expect(body.data.productCount).toBe(3);
    expect(await membersOf(collection.beryl)).toEqual(ids.map((id, i) => [id, i + 1]));

    // Reordering drops the products left out and renumbers the rest; a standard user may do it.
    const reorder = [product['BRC-4'], product['EAR-3']];
    const again = await setProducts(staff, { id: collection.beryl, productIds: reorder });
    expect(again.body.data.products.map((p) => [p.id, p.image])).toEqual([
      [product['BRC-4'], null],
      [product['EAR-3'], IMG],
    ]);
    expect(await membersOf(collection.beryl)).toEqual(reorder.map((id, i) => [id, i + 1]));
    // The products themselves are untouched.
    const rows = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, Object.values(product)));
    expect(rows).toHaveLength(5);
  });

  it("refuses another company's product (40000 on productIds) and duplicates, writing nothing", async () => {
    const before = await membersOf(collection.beryl);
    const theirs = await setProducts(admin, { id: collection.beryl, productIds: [product['RNG-1'], product.theirs] }, 'zh-cn');
    expect(theirs.status).toBe(400);
    expect(theirs.body.code).toBe(40000);
    expect(fieldErrors(theirs.body.data)).toEqual([{ path: 'productIds', message: '系列只能包含您自己展厅的产品' }]);
    const unknown = await setProducts(admin, { id: collection.beryl, productIds: [99_999_999] });
    expect(fieldErrors(unknown.body.data)).toEqual([
      { path: 'productIds', message: 'A collection can only hold products of your own showroom' },
    ]);
    const twice = await setProducts(admin, { id: collection.beryl, productIds: [product['RNG-1'], product['RNG-1']] }, 'tr');
    expect(fieldErrors(twice.body.data)).toEqual([{ path: 'productIds', message: 'Her öğe yalnızca bir kez seçilebilir' }]);
    expect(await membersOf(collection.beryl)).toEqual(before);
  });

  it("answers 40400 for another company's collection, even with its own products, and writes nothing", async () => {
    for (const productIds of [[product.theirs], [product['RNG-1']]]) {
      const { body } = await setProducts(admin, { id: collection.theirs, productIds });
      expect(body.code).toBe(40400);
    }
    expect(await membersOf(collection.theirs)).toEqual([[product.theirs, 1]]);
    expect((await setProducts(buyer, { id: collection.beryl, productIds: [] })).body.code).toBe(40300);
    expect((await setProducts(undefined, { id: collection.beryl, productIds: [] })).body.code).toBe(30007);
  });

  it('empties a collection with an empty list', async () => {
    const { body } = await setProducts(admin, { id: collection.coral, productIds: [product['RNG-1']] });
    expect(body.data.productCount).toBe(1);
    expect((await setProducts(admin, { id: collection.coral, productIds: [] })).body.data).toMatchObject({ productCount: 0, products: [] });
    expect(await membersOf(collection.coral)).toEqual([]);
  });
});

describe('POST /api/showroom/collection/batch', () => {
  it('publishes and unpublishes, lists and unlists; changed counts real changes of my collections only', async () => {
    const mine = [collection.amber, collection.coral];
    expect((await batch(admin, { action: 'publish', ids: [...mine, collection.theirs] })).body.data).toEqual({ changed: 1 });
    expect((await rowOf(collection.coral)).published).toBe(true);
    expect((await batch(staff, { action: 'unpublish', ids: [collection.coral, collection.theirs] })).body.data).toEqual({ changed: 1 });
    expect((await rowOf(collection.coral)).published).toBe(false);
    expect((await batch(admin, { action: 'unlist', ids: [collection.amber, collection.beryl] })).body.data).toEqual({ changed: 1 });
    expect((await rowOf(collection.amber)).listed).toBe(false);
    expect((await batch(admin, { action: 'list', ids: [collection.amber, collection.beryl, collection.coral] })).body.data).toEqual({
      changed: 2,
    });
    expect((await rowOf(collection.beryl)).listed).toBe(true);
    // Theirs is untouched whichever way.
    expect((await batch(otherAdmin, { action: 'unpublish', ids: [collection.amber] })).body.data).toEqual({ changed: 0 });
    expect(await rowOf(collection.theirs)).toMatchObject({ published: true, listed: true });
    expect((await rowOf(collection.amber)).published).toBe(true);
  });

  it('refuses an empty selection with a translated field error on ids', async () => {
    const messages: Record<string, string> = {};
    for (const lang of ['en', 'zh-cn', 'zh-tw', 'tr']) {
      const { status, body } = await batch(admin, { action: 'publish', ids: [] }, lang);
      expect(status).toBe(400);
      expect(fieldErrors(body.data).map((e) => e.path)).toEqual(['ids']);
      messages[lang] = fieldErrors(body.data)[0].message;
    }
    expect(messages).toEqual({
      en: 'Select at least one collection first',
      'zh-cn': '请至少选择一个系列',
      'zh-tw': '請至少選擇一個系列',
      tr: 'Önce en az bir koleksiyon seçin',
    });
  });

  it('deletes my collections and their product links, never the products, nor theirs', async () => {
    const { body } = await batch(admin, { action: 'delete', ids: [collection.beryl, collection.theirs] });
    expect(body.data).toEqual({ changed: 1 });
    expect(await rowOf(collection.beryl)).toBeUndefined();
    expect(await membersOf(collection.beryl)).toEqual([]);
    const kept = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, Object.values(product)));
    expect(kept).toHaveLength(5);
    expect(await rowOf(collection.theirs)).toBeDefined();
    expect(await membersOf(collection.theirs)).toEqual([[product.theirs, 1]]);
    expect((await detail(admin, collection.beryl)).body.code).toBe(40400);
  });

  it('refuses a guest (30007) and a buyer company (40300)', async () => {
    expect((await batch(undefined, { action: 'delete', ids: [collection.amber] })).body.code).toBe(30007);
    expect((await batch(buyer, { action: 'delete', ids: [collection.amber] })).body.code).toBe(40300);
    expect(await rowOf(collection.amber)).toBeDefined();
  });
});

describe('showroom:collection:edit', () => {
  it('a role without the point reads but writes nothing (40300); both supplier roles hold it in the seed', async () => {
    const db = t.database.db;
    const point = menuIdOf({ perm: PERM.showroomCollectionEdit });
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'seller_standard'));
    const held = await db
      .select()
      .from(roleMenus)
      .where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, point)));
    expect(held).toHaveLength(1);
    await db.delete(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, point)));
    // Roles are cached per process: an edit tells the cache, as the console's role editor does.
    t.app.deps.roleMenus.invalidate();
    try {
      const count = await companyCollections(gems.id);
      const before = await rowOf(collection.amber);
      const links = await membersOf(collection.coral);
      const refusals = [
        await save(staff, form()),
        await save(staff, form({ id: collection.amber, name: 'Renamed' })),
        await setProducts(staff, { id: collection.coral, productIds: [product['RNG-1']] }),
        await batch(staff, { action: 'delete', ids: [collection.amber] }),
        await batch(staff, { action: 'unpublish', ids: [collection.amber] }),
      ];
      expect(refusals.map((r) => [r.status, r.body.code])).toEqual(refusals.map(() => [403, 40300]));
      expect(await companyCollections(gems.id)).toBe(count);
      expect(await rowOf(collection.amber)).toEqual(before);
      expect(await membersOf(collection.coral)).toEqual(links);
      // Reading needs showroom:view only.
      expect((await list(staff)).body.code).toBe(200);
      expect((await detail(staff, collection.amber)).body.code).toBe(200);
    } finally {
      await db.insert(roleMenus).values({ roleId: role.id, menuId: point });
      t.app.deps.roleMenus.invalidate();
    }
  });
});

describe('the demo supplier', () => {
  it("shows Aurora's collections in every state, the Spring 2027 fair's exclusive launch and a draft, each with products", async () => {
    const supplier = await loginAs(t.app, 'supplier@example.com');
    const { body } = await list(supplier, '?pageSize=24&sort=release_asc');
    const byName = new Map(body.data.list.map((c) => [c.name, c]));
    expect(byName.get('Pearl Summer 2026')).toMatchObject({ state: 'ended', published: true });
    expect(byName.get('Bridal Brilliance 2026')).toMatchObject({ state: 'launched', published: true, finalDisplayAt: null });
    expect(byName.get('Colours of Spring 2027')).toMatchObject({
      eventName: 'GemBourse Online Jewellery Fair — Spring 2027',
      eventExclusive: true,
      visibility: 'launch',
    });
    expect(byName.get('Atelier Sketches (draft)')).toMatchObject({ published: false });
    // Demo dates are fixed around the seed's reference date (2026-11-01), as its events are: the launches to come are
    // in 2027, so they show as not released until then.
    for (const name of ['Winter Gala 2027', 'Colours of Spring 2027', 'Atelier Sketches (draft)']) {
      const c = byName.get(name)!;
      if (Date.parse(c.releaseAt) > Date.now()) expect(c.state, name).toBe('notReleased');
      expect(Date.parse(c.releaseAt), name).toBeGreaterThan(Date.UTC(2027, 0, 1));
    }
    expect(body.data.list.every((c) => c.productCount >= 3)).toBe(true);
    const spring = (await detail(supplier, byName.get('Colours of Spring 2027')!.id)).body.data;
    expect(spring.products.length).toBe(spring.productCount);
  });
});
