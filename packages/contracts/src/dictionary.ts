import { z } from 'zod';
import type { I18nText } from './locale.ts';

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
] as const;
export type DictCode = (typeof DICT_CODES)[number];
export const ZDictCode = z.enum(DICT_CODES);

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

/** One dictionary entry as stored and seeded, with its label in all four languages. */
export interface DictSeedEntry {
  dictCode: DictCode;
  dataValue: number;
  labels: Required<I18nText>;
  parentValue?: number;
}
