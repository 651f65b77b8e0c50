import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { I18nText } from '@gembourse/contracts/locale';

/** SPEC §3 lookup dictionary: (dictCode, dataValue) with labels in the four languages. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    dictCode: text('dict_code').notNull(),
    dataValue: integer('data_value').notNull(),
    labels: jsonb('labels').$type<Required<I18nText>>().notNull(),
    parentValue: integer('parent_value'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dictCode, t.dataValue] }), index('dictionary_value_idx').on(t.dataValue)],
);
