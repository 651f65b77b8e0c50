import { afterAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DICT_CODES } from '@gembourse/contracts/dictionary';
import {
  JEWELLERY_DICT_CODES,
  JEWELLERY_VALUES,
  METAL,
  STONE_TYPE,
  STONE_TREATMENT,
  ZStone,
  refineJewellery,
} from '@gembourse/contracts/jewellery';
import { LOCALES } from '@gembourse/contracts/locale';
import { dictionaryEntries } from '../../schema/index.ts';
import type { Database } from '../../../platform/db/database.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { DICTIONARY_SEED } from '../dictionary-data.ts';
import { seedReferenceData } from '../reference-seed.ts';
import { buildSellers } from './companies.ts';
import { buildProducts } from './products.ts';

// The jewellery data of the demo products and the dictionary it names (issue 10 item 3). The products are built in
// memory as the seed builds them (the default 60 suppliers, 2,000 products), without a database.

const rows = buildProducts(buildSellers(60), 2000).flat();
const withStones = rows.filter((r) => (r.stones ?? []).length > 0);

/** What the wizard's contract says about the same fields: every demo row must pass it. */
const ZJewellery = z
  .object({
    metal: z.number().int().nullable(),
    fineness: z.string().nullable(),
    grossWeightGrams: z.number().positive().nullable(),
    metalWeightGrams: z.number().positive().nullable(),
    stones: z.array(ZStone),
  })
  .superRefine(refineJewellery);

describe('the jewellery dictionary', () => {
  it('holds every value of the contract once, labelled in the four languages, with Chinese scripts told apart', () => {
    for (const code of JEWELLERY_DICT_CODES) {
      expect(DICT_CODES).toContain(code);
      const entries = DICTIONARY_SEED.filter((e) => e.dictCode === code);
      expect(
        entries.map((e) => e.dataValue),
        code,
      ).toEqual([...JEWELLERY_VALUES[code]]);
      for (const e of entries) {
        for (const locale of LOCALES) expect(e.labels[locale]?.trim(), `${code} ${e.dataValue} ${locale}`).toBeTruthy();
      }
    }
    const label = (code: string, value: number) => DICTIONARY_SEED.find((e) => e.dictCode === code && e.dataValue === value)!.labels;
    expect(label('metal', METAL.platinum)).toEqual({ en: 'Platinum', 'zh-cn': '铂金', 'zh-tw': '鉑金', tr: 'Platin' });
    expect(label('stone_type', STONE_TYPE.labGrownDiamond)).toMatchObject({ 'zh-cn': '培育钻石', 'zh-tw': '培育鑽石' });
    expect(label('stone_treatment', STONE_TREATMENT.heated).tr).toBe('Isıl işlem görmüş');
  });

  describe('on a database seeded before the jewellery entries existed', () => {
    let d: { database: Database; drop: () => Promise<void> };
    afterAll(async () => {
      await d?.database.close();
      await d?.drop();
    });
    it('adds them on the next start', async () => {
      d = await openTestDatabase('migrated', inject('gbTestTemplates'));
      const db = d.database.db;
      await seedReferenceData(db);
      const jewellery = inArray(dictionaryEntries.dictCode, [...JEWELLERY_DICT_CODES]);
      await db.delete(dictionaryEntries).where(jewellery);
      expect(await db.select().from(dictionaryEntries).where(jewellery)).toHaveLength(0);
      await seedReferenceData(db);
      const [platinum] = await db
        .select()
        .from(dictionaryEntries)
        .where(and(eq(dictionaryEntries.dictCode, 'metal'), eq(dictionaryEntries.dataValue, METAL.platinum)));
      expect(platinum.labels['zh-tw']).toBe('鉑金');
      const all = await db.select().from(dictionaryEntries).where(jewellery);
      expect(all).toHaveLength(Object.values(JEWELLERY_VALUES).reduce((n, v) => n + v.length, 0));
    });
  });
});

describe('the demo products', () => {
  it('pass the contract: dictionary values, grades, weights (metal within gross), certificates with their lab', () => {
    expect(withStones.length).toBeGreaterThan(rows.length / 2);
    for (const r of rows) {
      const parsed = ZJewellery.safeParse({
        metal: r.metal ?? null,
        fineness: r.fineness ?? null,
        grossWeightGrams: r.grossWeightGrams ?? null,
        metalWeightGrams: r.metalWeightGrams ?? null,
        stones: r.stones ?? [],
      });
      expect(parsed.success ? null : [r.name, parsed.error.issues], r.sku).toBeNull();
      // stone_types is what the write path derives from the stones.
      expect(r.stoneTypes, r.sku).toEqual([...new Set((r.stones ?? []).map((s) => s.type))]);
    }
  });

  it('fit the product: diamond rings with a certified centre and side stones, pearls in millimetres, jade, heated rubies', () => {
    const rings = withStones.filter((r) => /Diamond (Engagement Ring|Halo|Pavé)/.test(r.name) && !r.name.includes('Lab-Grown'));
    const ring = rings.find((r) => r.stones!.length === 2 && r.stones![0].certificateLab);
    expect(ring, 'a diamond ring with a certified centre and side stones').toBeDefined();
    expect(ring!.metal === METAL.gold || ring!.metal === METAL.platinum).toBe(true);
    expect(ring!.fineness).toMatch(/^(18K\/750|14K\/585|Pt950)$/);
    expect(ring!.stones![0]).toMatchObject({ type: STONE_TYPE.diamond, count: 1 });
    expect(ring!.stones![0].certificateLab).toMatch(/^(GIA|IGI)$/);
    expect(ring!.stones![1].count).toBeGreaterThan(1);

    const strand = withStones.find((r) => r.name.includes('Pearl Strand Necklace'))!;
    expect(strand.stones![0]).toMatchObject({ type: STONE_TYPE.pearl, carat: null });
    expect(strand.stones![0].size).toMatch(/^\d+(\.\d+)?-\d+(\.\d+)? mm$/);
    expect(strand.stones![0].count).toBeGreaterThan(30);

    const bangle = withStones.find((r) => r.name.includes('Jadeite Bangle'))!;
    expect(bangle.stones![0]).toMatchObject({ type: STONE_TYPE.jade, treatment: STONE_TREATMENT.none });

    const rubies = withStones.flatMap((r) => r.stones!).filter((s) => s.type === STONE_TYPE.ruby);
    expect(new Set(rubies.map((s) => s.treatment))).toEqual(new Set([STONE_TREATMENT.heated, STONE_TREATMENT.none]));
    expect(rubies.every((s) => s.origin)).toBe(true);

    // Packaging and tools carry none.
    expect(rows.filter((r) => /Box|Tweezers|Loupe/.test(r.name)).every((r) => !r.stones?.length && r.metal == null)).toBe(true);
  });

  it('are the same on every build', () => {
    const again = buildProducts(buildSellers(60), 2000).flat();
    expect(again.map((r) => [r.sku, r.stones, r.grossWeightGrams])).toEqual(rows.map((r) => [r.sku, r.stones, r.grossWeightGrams]));
  });
});
