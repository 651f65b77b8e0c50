import { onPlan } from '../billing/billing-test-kit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { companies, connections, pageViews, products, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { companySearchText } from './company-search-text.ts';
import { GUEST_VISITS_PER_NETWORK } from './profile-visit-policy.ts';
import { networkOf } from './company.service.ts';
import { makeCompany, type KitCompany } from './company-test-kit.ts';

let t: TestApp;
let buyerToken: string;
let fixtureId: number;

type Summary = { id: number; name: string; nameEn: string | null; verified: boolean; productCount: number; mainMarkets: number[] };
type ListAnswer = { list: Summary[]; total: number; pageNum: number; pageSize: number; hasMore: boolean; limited: boolean };
type Picker = { list: { id: number; name: string; nameEn: string | null }[]; nextCursor: number | null };
type CompanyValues = Partial<typeof companies.$inferInsert> & { name: string };

/**
 * A listed supplier inserted directly (one published product), its search text built as the app builds it. Verified
 * unless `values` say otherwise: others never see an unverified supplier.
 */
async function addSupplier(values: CompanyValues, productName = 'Kit piece'): Promise<number> {
  const db = t.database.db;
  const searchText = companySearchText(
    { ...values, mainProducts: values.mainProducts ?? [], productNames: [productName], productCategories: [] },
    () => undefined,
  );
  const [row] = await db
    .insert(companies)
    .values({ joinType: 'seller', country: 'HK', verificationStatus: 'verified', ...values, searchText, publishedProducts: 1 })
    .returning({ id: companies.id });
  await db
    .insert(products)
    .values({ companyId: row.id, name: productName, sku: `SK-${row.id}`, currency: 'USD', price: 100, published: true });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  buyerToken = await loginAs(t.app, 'buyer@example.com');
  // A supplier of our own, so that the search and privacy expectations do not depend on generated names.
  fixtureId = await addSupplier(
    {
      name: '翠玉轩珠宝行',
      nameEn: 'Jade Pavilion Jewellery',
      country: 'TW',
      city: 'Taipei',
      profile: '台北的翡翠批发商。',
      profileEn: 'Jade wholesaler in Taipei.',
      email: 'sales@jade-pavilion.example',
      website: 'https://jade-pavilion.example',
      phone: '+886 2 1234 5678',
      mainMarkets: [30789],
      businessNature: [30709],
      mainProducts: [30717],
      verificationStatus: 'verified',
      contactPrivacy: 'contacts',
    },
    'Jadeite Bangle',
  );
});
afterAll(() => t?.close());

const list = (body: object, query = 'pageNum=1&pageSize=5', token?: string, lang?: string) =>
  call<ListAnswer>(t.app, {
    method: 'POST',
    url: `/api/company/list?${query}`,
    payload: body,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { lang } : {}) },
  });
const ids = async (body: object, lang?: string, query = 'pageNum=1&pageSize=100') =>
  (await list(body, query, buyerToken, lang)).body.data.list.map((c) => c.id);

describe('supplier directory', () => {
  it('pages through suppliers for members', async () => {
    const p1 = await list({ sort: 'name_asc' }, 'pageNum=1&pageSize=4', buyerToken);
    expect(p1.body.code).toBe(200);
    expect(p1.body.data).toMatchObject({ pageNum: 1, pageSize: 4, hasMore: true, limited: false });
    expect(p1.body.data.total).toBe(9); // 8 seeded suppliers + the fixture
    const p3 = await list({ sort: 'name_asc' }, 'pageNum=3&pageSize=4', buyerToken);
    expect(p3.body.data.list).toHaveLength(1);
    expect(p3.body.data.hasMore).toBe(false);
    const names = [...p1.body.data.list, ...p3.body.data.list].map((c) => c.name);
    expect(new Set(names).size).toBe(5);
  });

  it('lists only sellers with published products, with their product counts, never buyers or the organiser', async () => {
    const { body } = await list({}, 'pageNum=1&pageSize=100', buyerToken);
    const published = await t.database.db
      .select({ companyId: products.companyId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.published, true))
      .groupBy(products.companyId);
    const expected = Object.fromEntries(published.map((r) => [r.companyId, r.n]));
    expect(Object.fromEntries(body.data.list.map((c) => [c.id, c.productCount]))).toEqual(expected);
    const names = body.data.list.map((c) => c.nameEn ?? c.name);
    expect(names).not.toContain('Northstar Jewellers');
    expect(names).not.toContain('GemBourse Organiser');
  });

  it('finds suppliers by English and by Chinese text', async () => {
    const en = await list({ keyword: 'PAVILION' }, undefined, buyerToken);
    expect(en.body.data.list.map((c) => c.id)).toEqual([fixtureId]);
    const zh = await list({ keyword: '翡翠' }, undefined, buyerToken, 'zh_CN');
    expect(zh.body.data.list.map((c) => c.id)).toContain(fixtureId);
    const none = await list({ keyword: '100%_' }, undefined, buyerToken);
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('finds one, two and more Chinese characters anywhere in a text, never across words', async () => {
    // One and two characters go through the n-gram words of search_text (no trigram of their own), longer ones not.
    for (const keyword of ['翠', '玉轩', '宝行', '北的翡', '台北的翡翠批发商']) {
      expect(await ids({ keyword }, 'zh_CN'), keyword).toContain(fixtureId);
    }
    // 行 ends the name and 台 starts the profile: no text holds them side by side.
    expect(await ids({ keyword: '行台' })).toEqual([]);
  });

  it('needs every word of a keyword, and cuts a Chinese compound into its words', async () => {
    // Issue 28: the keyword was one phrase, so 珍珠项链 and "pearl necklace" found no supplier whose text holds the words apart.
    const pearls = await addSupplier(
      {
        name: '海韵珍珠有限公司',
        nameEn: 'Haiyun Pearl Ltd.',
        profile: '淡水珍珠批发，各式手工项链。',
        profileEn: 'Freshwater pearls; handmade necklaces.',
      },
      'Akoya strand',
    );
    for (const keyword of ['珍珠项链', '珍珠 项链', 'pearl necklace', 'necklaces pearl']) {
      expect(await ids({ keyword }, 'zh_CN'), keyword).toContain(pearls);
    }
    // Every word must match: the jade wholesaler holds 珍珠 nowhere.
    expect(await ids({ keyword: '翡翠 珍珠' })).not.toContain(fixtureId);
    expect(await ids({ keyword: '翡翠 珍珠' })).not.toContain(pearls);
  });

  it('finds a supplier whichever Chinese script its text and the keyword are in, for guests and members alike', async () => {
    // Issue 28: the directory kept each script while the catalogue folded them, so 龍珠 and 龙珠 each found another
    // supplier on the demo, and 珠寶 39 where 珠宝 found 42.
    const trad = await addSupplier({ name: '龍騰寶石行', nameEn: 'Dragon Soar Gems', profile: '專營藍寶石與紅寶石手鐲。' }, 'Soar ring');
    const simp = await addSupplier(
      { name: '龙腾宝石坊', nameEn: 'Longteng Gem Workshop', profile: '专营蓝宝石与红宝石手镯。' },
      'Teng ring',
    );
    for (const keyword of ['龍騰', '龙腾', '龍騰寶石', '龙腾宝石', '藍寶石手鐲', '蓝宝石 手镯', '寶', '宝']) {
      expect(await ids({ keyword }, 'zh_TW'), `member: ${keyword}`).toEqual(expect.arrayContaining([trad, simp]));
    }
    for (const keyword of ['龍騰', '龙腾', '龍騰寶石', '龙腾宝石']) {
      const guest = (await list({ keyword }, 'pageNum=1&pageSize=12', undefined, 'zh_CN')).body.data;
      expect(guest.list.map((c) => c.id).sort(), `guest: ${keyword}`).toEqual([trad, simp].sort());
    }
    // Both hold the words in their names, so both are name matches: first under the relevance sort.
    expect((await ids({ keyword: '龍騰', sort: 'relevance' })).slice(0, 2).sort()).toEqual([trad, simp].sort());
    // The picker searches alike.
    const picker = await call<Picker>(t.app, {
      method: 'GET',
      url: `/api/company/all?keyword=${encodeURIComponent('龙腾')}`,
      headers: bearer(buyerToken),
    });
    expect(picker.body.data.list.map((c) => c.id).sort()).toEqual([trad, simp].sort());
  });

  it('filters by market, nature, country and verification', async () => {
    const { body } = await list(
      { mainMarkets: [30789], businessNature: [30709], country: 'tw', verifiedOnly: true },
      undefined,
      buyerToken,
    );
    expect(body.data.list.map((c) => c.id)).toContain(fixtureId);
    expect(body.data.list.every((c) => c.verified && c.mainMarkets.includes(30789))).toBe(true);
  });

  it('rejects an unknown sort and unknown fields with a validation envelope', async () => {
    expect((await list({ sort: 'cheapest' })).body.code).toBe(40000);
    expect((await list({ drop: 'table' })).body.code).toBe(40000);
    expect((await list({}, 'pageNum=0')).body.code).toBe(40000);
  });
});

describe('directory sorts', () => {
  // Six suppliers found by one keyword, so each sort's exact order can be asserted.
  const kit: Record<string, number> = {};
  const order = (...keys: string[]) => keys.map((k) => kit[k]);
  const kitIds = (sort: string, lang?: string, extra: object = {}) => ids({ keyword: 'sortkit', sort, ...extra }, lang);

  beforeAll(async () => {
    const rows: [string, CompanyValues][] = [
      [
        'beryl',
        {
          name: '翠玉轩',
          nameEn: 'Beryl House',
          createdAt: new Date('2020-01-01'),
          updatedAt: new Date('2024-05-01'),
          visitCount: 10,
          verificationStatus: 'verified',
          profileEn: 'sortkit: we cut quarzite too',
        },
      ],
      ['amber', { name: 'Amber Atelier', createdAt: new Date('2021-01-01'), updatedAt: new Date('2024-01-01'), visitCount: 50 }],
      [
        'crown',
        {
          name: '金辉珠宝',
          nameEn: 'Crown Gold',
          createdAt: new Date('2019-01-01'),
          updatedAt: new Date('2024-03-01'),
          visitCount: 30,
          profile: '我们也卖珍珠。',
        },
      ],
      ['first', { name: '1st Diamonds', createdAt: new Date('2022-01-01'), updatedAt: new Date('2024-02-01'), visitCount: 0 }],
      ['pearl', { name: '珍珠坊', createdAt: new Date('2018-01-01'), updatedAt: new Date('2024-06-01'), visitCount: 20 }],
      ['yellow', { name: 'yellow Quarzite Co', createdAt: new Date('2023-01-01'), updatedAt: new Date('2024-04-01'), visitCount: 40 }],
    ];
    for (const [key, values] of rows) kit[key] = await addSupplier({ ...values, profileEn: values.profileEn ?? 'sortkit' });
  });

  it('sorts names as the viewer reads them: English (else own) name for en and tr, own name for Chinese', async () => {
    // Case aside (yellow after Crown); digits before letters, Chinese-only names last.
    expect(await kitIds('name_asc')).toEqual(order('first', 'amber', 'beryl', 'crown', 'yellow', 'pearl'));
    expect(await kitIds('name_asc', 'tr_TR')).toEqual(order('first', 'amber', 'beryl', 'crown', 'yellow', 'pearl'));
    expect(await kitIds('name_desc')).toEqual(order('pearl', 'yellow', 'crown', 'beryl', 'amber', 'first'));
    // Chinese names in code point order (珍 U+73CD, 翠 U+7FE0, 金 U+91D1): pinyin is not available.
    expect(await kitIds('name_asc', 'zh_CN')).toEqual(order('first', 'amber', 'yellow', 'pearl', 'beryl', 'crown'));
    expect(await kitIds('name_desc', 'zh_TW')).toEqual(order('crown', 'beryl', 'pearl', 'yellow', 'amber', 'first'));
  });

  it('sorts alphabet as an A-Z index of the Latin names, whatever the language, other initials after Z', async () => {
    const expected = order('amber', 'beryl', 'crown', 'yellow', 'first', 'pearl');
    expect(await kitIds('alphabet')).toEqual(expected);
    expect(await kitIds('alphabet', 'zh_CN')).toEqual(expected);
  });

  it('sorts by creation and update, newest or oldest', async () => {
    expect(await kitIds('created_desc')).toEqual(order('yellow', 'first', 'amber', 'beryl', 'crown', 'pearl'));
    expect(await kitIds('created_asc')).toEqual(order('pearl', 'crown', 'beryl', 'amber', 'first', 'yellow'));
    expect(await kitIds('updated_desc')).toEqual(order('pearl', 'beryl', 'yellow', 'crown', 'first', 'amber'));
    expect(await kitIds('updated_asc')).toEqual(order('amber', 'first', 'crown', 'yellow', 'beryl', 'pearl'));
  });

  it('sorts the most visited first', async () => {
    expect(await kitIds('most_visited')).toEqual(order('amber', 'yellow', 'crown', 'pearl', 'beryl', 'first'));
    const all = await ids({ sort: 'most_visited' });
    const visits = new Map(
      (await t.database.db.select({ id: companies.id, v: companies.visitCount }).from(companies).where(inArray(companies.id, all))).map(
        (r) => [r.id, r.v],
      ),
    );
    const counts = all.map((id) => visits.get(id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('sorts randomly by a seed: the same seed pages through one order, another seed gives another', async () => {
    const full = await ids({ sort: 'random', seed: 7 });
    expect(full.length).toBeGreaterThan(12);
    const paged: number[] = [];
    for (let page = 1; page <= 4; page++) paged.push(...(await ids({ sort: 'random', seed: 7 }, undefined, `pageNum=${page}&pageSize=5`)));
    expect(paged).toEqual(full);
    const other = await ids({ sort: 'random', seed: 8 });
    expect(other).not.toEqual(full);
    expect([...other].sort()).toEqual([...full].sort());
  });

  it('ranks name matches first for a keyword, then the default order (verified first)', async () => {
    // beryl is verified and mentions quarzite in its profile; yellow has it in its name.
    expect(await ids({ keyword: 'Quarzite', sort: 'relevance' })).toEqual(order('yellow', 'beryl'));
    const zh = await ids({ keyword: '珍珠', sort: 'relevance' }, 'zh_CN');
    expect(zh.indexOf(kit.pearl)).toBeGreaterThanOrEqual(0);
    expect(zh.indexOf(kit.pearl)).toBeLessThan(zh.indexOf(kit.crown));
    // Issue 9: only verified suppliers are listed (company-visibility.test.ts), so the order's "verified first" is moot.
    const flags = (await list({ sort: 'relevance' }, 'pageNum=1&pageSize=100', buyerToken)).body.data.list.map((c) => c.verified);
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every(Boolean)).toBe(true);
  });

  it('shows guests the first 12 results only, flags the answer as limited, and gives nothing past them', async () => {
    const member = await list({}, 'pageNum=1&pageSize=100', buyerToken);
    expect(member.body.data.total).toBeGreaterThan(12);
    const { body } = await list({}, 'pageNum=1&pageSize=100');
    expect(body.data).toMatchObject({ pageNum: 1, pageSize: 12, hasMore: false, limited: true });
    expect(body.data.list).toHaveLength(12);
    const page2 = await list({}, 'pageNum=2&pageSize=12');
    expect(page2.body.data).toMatchObject({ pageNum: 1, hasMore: false, limited: true });
    expect(page2.body.data.list.map((c) => c.id)).toEqual(body.data.list.map((c) => c.id));
  });

  it('deals guests one random order whatever seed they send, so new seeds cannot read past the limit', async () => {
    const guestIds = async (seed: number) =>
      (await list({ sort: 'random', seed }, 'pageNum=1&pageSize=12')).body.data.list.map((c) => c.id);
    const first = await guestIds(7);
    expect(first).toHaveLength(12);
    expect(await guestIds(8)).toEqual(first);
    expect(await guestIds(999)).toEqual(first);
    // Members still get a fresh order per seed.
    expect(await ids({ sort: 'random', seed: 7 })).not.toEqual(await ids({ sort: 'random', seed: 8 }));
  });
});

describe('profile visits', () => {
  let first: number;
  let second: KitCompany;
  // Visits are counted off the read path: buffered, then applied by a batch job (profile-visits.service.ts).
  const counted = async () => {
    await t.app.deps.services.profileVisits.flush();
    await t.app.deps.jobs.settled();
  };
  const visitsOf = async (id: number) => {
    await counted();
    return (await t.database.db.select({ v: companies.visitCount }).from(companies).where(eq(companies.id, id)))[0].v;
  };
  const open = (id: number, token?: string, device?: string) =>
    call(t.app, {
      method: 'GET',
      url: `/api/company/detail/${id}`,
      headers: { ...(token ? bearer(token) : {}), ...(device ? { accessuuid: device } : {}) },
    });

  beforeAll(async () => {
    // Equal counts: most_visited breaks the tie by id, so `first` leads until `second` is visited.
    first = await addSupplier({ name: 'Visitkit One', visitCount: 5, profileEn: 'visitkit' });
    second = await makeCompany(t, { name: 'Visitkit Two', visitCount: 5, profileEn: 'visitkit' });
  });

  it('counts a member once a day, and the most visited order follows', async () => {
    expect(await ids({ keyword: 'visitkit', sort: 'most_visited' })).toEqual([first, second.id]);
    expect((await open(second.id, buyerToken)).status).toBe(200);
    await open(second.id, buyerToken);
    expect(await visitsOf(second.id)).toBe(6);
    expect(await ids({ keyword: 'visitkit', sort: 'most_visited' })).toEqual([second.id, first]);
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    const rows = await t.database.db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.companyId, second.id), eq(pageViews.kind, 'profile')));
    expect(rows).toMatchObject([{ visitorUserId: buyer.id, visitorCompanyId: buyer.companyId, device: null }]);
  });

  it('counts the member again on another day', async () => {
    // Yesterday's visit only: today's has not happened yet for this company.
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    await t.database.db.insert(pageViews).values({
      companyId: first,
      kind: 'profile',
      visitorUserId: buyer.id,
      visitorCompanyId: buyer.companyId,
      createdAt: new Date(Date.now() - 86_400_000 - 60_000),
    });
    await open(first, buyerToken);
    expect(await visitsOf(first)).toBe(6);
  });

  it("never counts the company's own members or platform staff", async () => {
    await open(second.id, await second.admin());
    await open(second.id, await second.staff());
    await open(second.id, await loginAs(t.app, 'admin@example.com'));
    expect(await visitsOf(second.id)).toBe(6);
  });

  it('counts guests once a day per device, or per network without a device id, and few devices per network', async () => {
    await open(second.id, undefined, 'device-a');
    await open(second.id, undefined, 'device-a');
    await open(second.id, undefined, 'device-b');
    await open(second.id);
    await open(second.id);
    expect(await visitsOf(second.id)).toBe(9);
    // A script inventing device ids from one network counts GUEST_VISITS_PER_NETWORK devices at most.
    for (let i = 0; i < GUEST_VISITS_PER_NETWORK; i++) await open(second.id, undefined, `script-${i}`);
    expect(await visitsOf(second.id)).toBe(6 + GUEST_VISITS_PER_NETWORK);
    const guests = await t.database.db
      .select({ device: pageViews.device })
      .from(pageViews)
      .where(and(eq(pageViews.companyId, second.id), sql`${pageViews.visitorUserId} is null`));
    // The network is a hash, never the address.
    expect(guests.every((g) => g.device && !g.device.includes('127.0.0.1'))).toBe(true);
  });

  it('takes an IPv4 address or the /64 of an IPv6 one as the network', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001::7')).toBe('2001:db8:1:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('writes nothing on the GET: the visit waits in the buffer and is counted by the batch job after the flush', async () => {
    const third = await makeCompany(t, { name: 'Visitkit Three', profileEn: 'visitkit' });
    await counted();
    const views = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(pageViews)
          .where(eq(pageViews.companyId, third.id))
      )[0].n;
    const row = async () => (await t.database.db.select().from(companies).where(eq(companies.id, third.id)))[0];
    const jobRows = async () =>
      (await t.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'company.profile-visits'`)).rows[0] as {
        n: number;
      };
    const [rowBefore, jobsBefore] = [await row(), await jobRows()];
    expect((await open(third.id, buyerToken)).status).toBe(200);
    expect((await open(third.id, undefined, 'device-w')).status).toBe(200);
    // Nothing written by the two GETs: no page view, the company row as it was, not even a job yet.
    expect(t.app.deps.services.profileVisits.pending()).toBe(2);
    expect(await views()).toBe(0);
    expect(await row()).toEqual(rowBefore);
    expect(await jobRows()).toEqual(jobsBefore);
    // The flush sends both as one job, which counts them in one transaction; updated_at stays (a visit is no edit).
    await t.app.deps.services.profileVisits.flush();
    expect((await jobRows()).n).toBe(jobsBefore.n + 1);
    await t.app.deps.jobs.settled();
    expect(await views()).toBe(2);
    expect(await row()).toEqual({ ...rowBefore, visitCount: rowBefore.visitCount + 2 });
  });

  it('applies a batch again without counting twice (a retried job), and counts each visit on its own day', async () => {
    const fourth = await makeCompany(t, { name: 'Visitkit Four', profileEn: 'visitkit' });
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const now = new Date().toISOString();
    const member = { kind: 'member' as const, userId: buyer.id, companyId: buyer.companyId };
    const batch = [
      { companyId: fourth.id, at: yesterday, visitor: member },
      { companyId: fourth.id, at: now, visitor: member },
      { companyId: fourth.id, at: now, visitor: member },
      { companyId: 99_999_999, at: now, visitor: member },
    ];
    for (let i = 0; i < 2; i++) {
      await t.app.deps.jobs.send('company.profile-visits', { visits: batch });
      await t.app.deps.jobs.settled();
    }
    expect(await visitsOf(fourth.id)).toBe(2);
    const days = await t.database.db
      .select({ at: pageViews.createdAt })
      .from(pageViews)
      .where(eq(pageViews.companyId, fourth.id))
      .orderBy(pageViews.createdAt);
    expect(days.map((d) => d.at.toISOString())).toEqual([yesterday, now]);
  });

  it('counts nothing for a profile that does not open', async () => {
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, first));
    expect((await open(first, buyerToken, 'device-z')).status).toBe(404);
    await t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, first));
    expect(await visitsOf(first)).toBe(6);
  });
});

describe('company profiles', () => {
  it('recommends verified showrooms to anyone', async () => {
    const rec = await call<Summary[]>(t.app, { method: 'GET', url: '/api/company/mainpage/recommend' });
    expect(rec.body.data.length).toBeGreaterThan(0);
    expect(rec.body.data.every((c) => c.verified)).toBe(true);
  });

  it('puts showrooms whose plan includes featured placement first (issue 13)', async () => {
    const [last] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.joinType, 'seller'), eq(companies.verificationStatus, 'verified'), eq(companies.status, 'active')))
      .orderBy(asc(companies.showroomSort), asc(companies.visitCount), desc(companies.id))
      .limit(1);
    await onPlan(t, last.id, 'business');
    const rec = await call<Summary[]>(t.app, { method: 'GET', url: '/api/company/mainpage/recommend', headers: bearer(buyerToken) });
    expect(rec.body.data[0].id).toBe(last.id);
  });

  it('lists supplier names to members only: guests would read past the guest limit', async () => {
    const guest = await call(t.app, { method: 'GET', url: '/api/company/all' });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(30007);
    const all = await call<Picker>(t.app, { method: 'GET', url: '/api/company/all?keyword=pavilion', headers: bearer(buyerToken) });
    expect(all.body.data.list.map((c) => c.id)).toContain(fixtureId);
  });

  // Issue 9: the picker answered every listed supplier at once (10.8 MB at 100,000 suppliers).
  it('answers the picker a bounded page by name, and a cursor that pages through every listed supplier once', async () => {
    const picker = (query: string) => call<Picker>(t.app, { method: 'GET', url: `/api/company/all?${query}`, headers: bearer(buyerToken) });
    const first = (await picker('')).body.data;
    expect(first.list.length).toBeLessThanOrEqual(20);
    const total = (await list({}, 'pageNum=1&pageSize=100', buyerToken)).body.data.total ?? 0;
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const page: Picker = (await picker(`limit=4${cursor ? `&cursor=${cursor}` : ''}`)).body.data;
      expect(page.list.length).toBeLessThanOrEqual(4);
      seen.push(...page.list.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor !== null && seen.length <= total);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await picker('keyword=PAVILION')).body.data).toEqual({
      list: [{ id: fixtureId, name: '翠玉轩珠宝行', nameEn: 'Jade Pavilion Jewellery' }],
      nextCursor: null,
    });
    for (const bad of ['limit=51', 'limit=0', 'cursor=0', 'cursor=2147483648', 'keyword=%00']) {
      expect((await picker(bad)).body.code, bad).toBe(40000);
    }
  });

  it('hides contact details per the showroom privacy: contacts only', async () => {
    const url = `/api/company/detail/${fixtureId}`;
    const guest = await call<{ email: string | null; phone: string | null; website: string | null; contactVisible: boolean }>(t.app, {
      method: 'GET',
      url,
    });
    // The website is a contact detail too (SPEC §3 "Contact"): a guest does not get it.
    expect(guest.body.data).toMatchObject({ email: null, phone: null, website: null, contactVisible: false });
    const member = await call<{ email: string | null; website: string | null }>(t.app, { method: 'GET', url, headers: bearer(buyerToken) });
    expect(member.body.data).toMatchObject({ email: null, website: null });
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    await t.database.db.insert(connections).values({
      requesterId: buyer.id,
      requesterCompanyId: buyer.companyId,
      supplierCompanyId: fixtureId,
      status: 'accepted',
    });
    const connected = await call<{ email: string | null; website: string | null }>(t.app, {
      method: 'GET',
      url,
      headers: bearer(buyerToken),
    });
    expect(connected.body.data).toMatchObject({ email: 'sales@jade-pavilion.example', website: 'https://jade-pavilion.example' });
  });

  it('shows community contact details to members but not to guests', async () => {
    await t.database.db.update(companies).set({ contactPrivacy: 'community' }).where(eq(companies.id, fixtureId));
    const url = `/api/company/detail/${fixtureId}`;
    expect((await call<{ phone: string | null }>(t.app, { method: 'GET', url })).body.data.phone).toBeNull();
    const staff = await loginAs(t.app, 'staff@example.com');
    expect((await call<{ phone: string | null }>(t.app, { method: 'GET', url, headers: bearer(staff) })).body.data.phone).toBe(
      '+886 2 1234 5678',
    );
  });

  it("answers 404 for unknown ids, buyers' profiles to guests and suspended suppliers", async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/company/detail/99999999' })).status).toBe(404);
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    const buyerCompany = await call(t.app, { method: 'GET', url: `/api/company/detail/${buyer.companyId}` });
    expect(buyerCompany.body.code).toBe(40400);
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, fixtureId));
    expect((await call(t.app, { method: 'GET', url: `/api/company/detail/${fixtureId}`, headers: bearer(buyerToken) })).body.code).toBe(
      40400,
    );
    await t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, fixtureId));
    expect((await call(t.app, { method: 'GET', url: '/api/company/detail/abc' })).body.code).toBe(40000);
  });
});
