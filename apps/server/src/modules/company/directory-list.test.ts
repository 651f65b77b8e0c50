import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { CompanyListAnswer } from '@gembourse/contracts/company';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { companySearchText } from './company-search-text.ts';
import { directoryListRepository, EXACT_TOTAL_CAP, KEYWORD_SAMPLE } from './directory-list.repository.ts';
import { api } from './company-test-kit.ts';
import { isListedSupplier } from './supplier-columns.ts';

// The directory's page queries at scale (issue 9): each page reads about its own rows (directory-list.repository.ts).
// These tests hold them to the orders and results of the plain queries they replaced, on more suppliers than the
// exact-total cap and the keyword sample, so that the range-by-range random order and the estimates are exercised.

let t: TestApp;
let token: string;
const EXTRA = 1200;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'buyer@example.com');
  const rows: (typeof companies.$inferInsert)[] = [];
  const cn = ['翠玉', '金辉', '珍珠', '明月', '翡翠', '宝石'];
  for (let i = 0; i < EXTRA; i++) {
    // Some names hold 'lustre', some profiles start or end with it; some Chinese names hold 翠 (alone or in 翡翠).
    const name = `${cn[i % cn.length]}${i % 7 === 0 ? '翠' : ''}行${i}`;
    const nameEn =
      i % 11 === 0 ? null : `Scalekit ${i % 13 === 0 ? 'Lustre ' : ''}${['Amber', 'beryl', 'Zircon', '1st', 'Émeraude'][i % 5]} ${i}`;
    const alternateName = i % 17 === 0 ? `Alt ${i}` : null;
    const profileEn = i % 3 === 0 ? 'Lustre graded pearls and 翠 carvings' : i % 4 === 0 ? 'Coloured stones of fine lustre' : 'Gem cutting';
    const values = {
      joinType: 'seller' as const,
      status: 'active' as const,
      verificationStatus: 'verified' as const,
      country: 'HK',
      name,
      nameEn,
      alternateName,
      profileEn,
      showroomSort: i % 3,
      visitCount: (i * 37) % 50,
      publishedProducts: 1,
    };
    const searchText = companySearchText(
      { ...values, mainProducts: [], productNames: [`Scale piece ${i}`], productCategories: [] },
      () => undefined,
    );
    rows.push({ ...values, searchText });
  }
  for (let i = 0; i < rows.length; i += 300) await t.database.db.insert(companies).values(rows.slice(i, i + 300));
  await t.database.executeSql('ANALYZE companies');
});
afterAll(() => t?.close());

type Body = Record<string, unknown>;
const page = async (body: Body, pageNum: number, pageSize: number, lang?: string) => {
  const res = await api<CompanyListAnswer>(t, 'POST', `/api/company/list?pageNum=${pageNum}&pageSize=${pageSize}`, token, body, lang);
  expect(res.body.code).toBe(200);
  return res.body.data;
};
/** Every page of a query, in order. */
async function allPages(body: Body, pageSize: number): Promise<number[]> {
  const ids: number[] = [];
  for (let p = 1; ; p++) {
    const data = await page(body, p, pageSize);
    ids.push(...data.list.map((c) => c.id));
    if (!data.hasMore) return ids;
  }
}
/** The ids the plain query (every match ranked, then a page cut) gives. */
async function plain(where: SQL | undefined, order: SQL[]): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(isListedSupplier, where))
    .orderBy(...order);
  return rows.map((r) => r.id);
}
const c = companies;
const defaultOrder = [sql`(${c.verificationStatus} = 'verified') desc`, desc(c.showroomSort), desc(c.visitCount), asc(c.id)];
/** The names prefix of search_text holds the word (namesLength, plus the word's length). */
const inNames = (kw: string) =>
  sql`strpos(substr(${c.searchText}, 1, char_length(${c.name}) + coalesce(char_length(${c.nameEn}), 0) + coalesce(char_length(${c.alternateName}), 0) + 2 + ${kw.length}), ${kw}) > 0`;
/**
 * The relevance order as it was written before issue 9: name match first (in the names prefix of search_text), for
 * each word since issue 28 (a keyword needs every word).
 */
const relevance = (...words: string[]) => [sql`(${and(...words.map(inNames))}) desc`, ...defaultOrder];
/** The plain condition of a word: a LIKE, or for one or two Chinese characters their n-gram word. */
const like = (w: string) =>
  /^\p{Script=Han}{1,2}$/u.test(w) ? sql`${c.searchText} like ${`%|${w}|%`}` : sql`${c.searchText} like ${`%${w}%`}`;
const everyWord = (...words: string[]) => and(...words.map(like))!;

describe('directory at scale', () => {
  it('ranks keywords as before: name matches first, then the default order, page by page', async () => {
    // Issue 28: every word of a keyword must match (it was one phrase), and a name match holds every word.
    const keywords: [string, string[]][] = [
      ['scalekit', ['scalekit']],
      ['lustre', ['lustre']],
      ['翠', ['翠']],
      ['翡翠', ['翡翠']],
      ['scale piece 1', ['scale', 'piece', '1']],
      ['lustre graded pearls and 翠 carvings', ['lustre', 'graded', 'pearls', 'and', '翠', 'carvings']],
      ['amber 翡翠', ['amber', '翡翠']],
    ];
    for (const [kw, words] of keywords) {
      const expected = await plain(everyWord(...words), relevance(...words));
      expect(expected.length, kw).toBeGreaterThan(0);
      expect(await allPages({ keyword: kw }, 100), kw).toEqual(expected);
      // Small pages deep into the order: the name matches and the rest meet on some page.
      const p5 = await page({ keyword: kw }, 5, 7);
      expect(
        p5.list.map((x) => x.id),
        kw,
      ).toEqual(expected.slice(28, 35));
    }
  });

  it('sorts by name and A-Z index over the indexes, as the plain sorts did', async () => {
    const latin = sql`lower(coalesce(${c.nameEn}, ${c.name}))`;
    expect(await allPages({ sort: 'name_asc' }, 100)).toEqual(await plain(undefined, [asc(latin), asc(c.id)]));
    expect(await allPages({ sort: 'name_desc' }, 100)).toEqual(await plain(undefined, [desc(latin), desc(c.id)]));
    const zh = await page({ sort: 'name_asc' }, 2, 50, 'zh_CN');
    expect(zh.list.map((x) => x.id)).toEqual((await plain(undefined, [asc(sql`lower(${c.name})`), asc(c.id)])).slice(50, 100));
    expect(await allPages({ sort: 'alphabet' }, 100)).toEqual(
      await plain(undefined, [sql`(ascii(${latin}) between 97 and 122) desc`, asc(latin), asc(c.id)]),
    );
  });

  it('deals a random order per seed that pages through every supplier exactly once', async () => {
    const everyone = await plain(undefined, [asc(c.id)]);
    const order = await allPages({ sort: 'random', seed: 42 }, 100);
    expect(order).toHaveLength(everyone.length);
    expect([...order].sort((a, b) => a - b)).toEqual(everyone);
    // Small pages give the same order (the range each page reads differs with its depth).
    const small: number[] = [];
    for (let p = 1; p <= 6; p++) small.push(...(await page({ sort: 'random', seed: 42 }, p, 9)).list.map((x) => x.id));
    expect(small).toEqual(order.slice(0, 54));
    expect((await page({ sort: 'random', seed: 42 }, 30, 20)).list.map((x) => x.id)).toEqual(order.slice(580, 600));
    // A range that turns out too small (the number of matches overestimated) is widened until the page is whole.
    const ranges = directoryListRepository(t.database.db);
    expect(await ranges.shufflePage(isListedSupplier, 42, 10_000_000, 20, 40)).toEqual(order.slice(40, 61));
    expect(await ranges.shufflePage(isListedSupplier, 42, 10_000_000, 20, order.length - 5)).toEqual(order.slice(-5));
    const other = await allPages({ sort: 'random', seed: 43 }, 100);
    expect(other).not.toEqual(order);
    expect(new Set(other).size).toBe(everyone.length);
    // With a keyword: the matches only, once each, in the seed's order.
    const lustre = await plain(sql`${c.searchText} like '%lustre%'`, [asc(c.id)]);
    const shuffled = await allPages({ sort: 'random', seed: 42, keyword: 'lustre' }, 50);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(lustre);
    expect(shuffled).toEqual(order.filter((id) => lustre.includes(id)));
  });

  it('counts exactly up to the cap, estimates above it, and tells hasMore exactly', async () => {
    const listed = (await plain(undefined, [asc(c.id)])).length;
    expect(listed).toBeGreaterThan(EXACT_TOTAL_CAP);
    const first = await page({}, 1, 20);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_TOTAL_CAP);
    expect(Math.abs(first.total! - listed) / listed).toBeLessThan(0.25);
    const last = await page({}, Math.ceil(listed / 20), 20);
    expect(last).toMatchObject({ hasMore: false, total: listed });
    expect(last.list).toHaveLength(listed - 20 * (Math.ceil(listed / 20) - 1));
    // Fewer matches than the cap: exact, with or without a keyword.
    const lustre = (await plain(sql`${c.searchText} like '%lustre%'`, [asc(c.id)])).length;
    expect(lustre).toBeGreaterThan(KEYWORD_SAMPLE / 10);
    expect((await page({ keyword: 'lustre' }, 1, 20)).total).toBe(lustre);
    expect((await page({ keyword: 'scalekit', sort: 'name_asc' }, 2, 20)).total).toBeGreaterThanOrEqual(EXACT_TOTAL_CAP);
    expect((await page({ keyword: 'alt 1' }, 1, 20)).total).toBe((await plain(everyWord('alt', '1'), [asc(c.id)])).length);
  });
});
