import { z } from 'zod';
import { JEWELLERY_DICT_CODES } from './jewellery.ts';
import type { I18nText } from './locale.ts';
import { MAX_ID, text } from './primitives.ts';

/** The dictionary codes of SPEC §3. Countries are not among them: they are ISO codes in countries.ts. */
export const DICT_CODES = [
  'product_category',
  'category_group',
  'salutation',
  'business_nature',
  'main_products',
  'main_markets',
  'newsletter_language',
  'newsletter_type',
  'designer_question',
  'employee_count',
  'price_band',
  'company_type',
  ...JEWELLERY_DICT_CODES,
] as const;
export type DictCode = (typeof DICT_CODES)[number];
export const ZDictCode = z.enum(DICT_CODES);

/** salutation (SPEC §3): the values the e-mails' greeting knows (apps/server/src/platform/mail/greeting.ts). */
export const SALUTATION = { mr: 30702, miss: 30703, ms: 30704 } as const;
export type Salutation = (typeof SALUTATION)[keyof typeof SALUTATION];

/** A dictionary value in a request (stored as PostgreSQL `integer`, so a larger number cannot name an entry). */
export const ZDictValue = z.number().int().min(0).max(MAX_ID);

/** GET /api/dictionary/:dictCode. */
export const ZDictCodeParams = z.object({ dictCode: ZDictCode });

/** GET /api/dictionary?codes=a,b: several dictionary codes, comma-separated. */
export const ZDictCodesQuery = z.object({
  codes: text()
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZDictCode).min(1).max(DICT_CODES.length)),
});

/** One dictionary entry as the API answers it: the label is in the request's language. */
export const ZDictEntry = z.object({
  dictCode: ZDictCode,
  dataValue: z.number().int(),
  dataLabel: z.string(),
  /** For product categories: the dataValue of the category group it belongs to. */
  parentValue: z.number().int().nullable(),
  sort: z.number().int(),
});
export type DictEntry = z.infer<typeof ZDictEntry>;

/** The entries of several codes, keyed by code (every code asked for is present, possibly empty). */
export const ZDictEntriesByCode = z.record(z.string(), z.array(ZDictEntry));

/** One dictionary entry as stored and seeded, with its label in all four languages. */
export interface DictSeedEntry {
  dictCode: DictCode;
  dataValue: number;
  labels: Required<I18nText>;
  parentValue?: number;
}
