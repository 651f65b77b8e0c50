import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Entry = { dictCode: string; dataValue: number; dataLabel: string; parentValue: number | null };
const get = (url: string, lang?: string) => call<Entry[]>(t.app, { method: 'GET', url, headers: lang ? { lang } : {} });
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('dictionary', () => {
  it('holds every product category id of the SPEC, each in a category group', async () => {
    const { body } = await get('/api/dictionary/product_category');
    const ids = body.data.map((e) => e.dataValue).sort((a, b) => a - b);
    expect(ids).toEqual([...range(30733, 30779), ...range(35758, 35820), 37553, 37554]);
    const groups = (await get('/api/dictionary/category_group')).body.data.map((g) => g.dataValue);
    expect(body.data.every((e) => e.parentValue !== null && groups.includes(e.parentValue))).toBe(true);
  });

  it("answers labels in the caller's language", async () => {
    const en = await get('/api/dictionary/salutation', 'en_US');
    expect(en.body.data.map((e) => [e.dataValue, e.dataLabel])).toEqual([
      [30702, 'Mr'],
      [30703, 'Miss'],
      [30704, 'Ms'],
    ]);
    const markets = await get('/api/dictionary/main_markets', 'zh_CN');
    expect(markets.body.data.map((e) => e.dataValue)).toEqual(range(30789, 30795));
    expect(markets.body.data[0].dataLabel).toBe('亚洲');
    const tw = await get('/api/dictionary/main_markets', 'zh_TW');
    expect(tw.body.data[0].dataLabel).toBe('亞洲');
    const tr = await get('/api/dictionary/business_nature', 'tr_TR');
    expect(tr.body.data.map((e) => e.dataValue)).toEqual(range(30705, 30715));
    expect(tr.body.data.every((e) => e.dataLabel.length > 0)).toBe(true);
  });

  it('answers several codes at once and the exact ids of the small lists', async () => {
    const { body } = await call<Record<string, Entry[]>>(t.app, {
      method: 'GET',
      url: '/api/dictionary?codes=newsletter_type,newsletter_language,designer_question,main_products',
    });
    expect(body.data.newsletter_type.map((e) => e.dataValue)).toEqual(range(29753, 29757));
    expect(body.data.newsletter_language.map((e) => e.dataValue)).toEqual([30796, 30797]);
    expect(body.data.designer_question.map((e) => e.dataValue)).toEqual([30548, 30549]);
    expect(body.data.main_products.map((e) => e.dataValue).sort()).toEqual(
      [...range(30716, 30726), ...range(30729, 30732), 30800, 37552].sort(),
    );
  });

  it('rejects an unknown code with a validation envelope', async () => {
    const { status, body } = await get('/api/dictionary/not_a_code');
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    // Countries are ISO codes (contracts/countries.ts), not dictionary entries: no empty list that looks valid.
    expect((await get('/api/dictionary/country')).body.code).toBe(40000);
    expect((await get('/api/dictionary?codes=salutation,country')).body.code).toBe(40000);
  });
});
