import { and, asc, inArray } from 'drizzle-orm';
import { dictionaryEntries } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of the dictionary: entries by code, or the few entries a page names. */
export function dictionaryRepository(db: Db) {
  return {
    byCodes(codes: string[]) {
      return db.select().from(dictionaryEntries).where(inArray(dictionaryEntries.dictCode, codes)).orderBy(asc(dictionaryEntries.sort));
    },

    /** The entries of `codes` among `values`, in one statement (the primary key serves it). */
    byValues(codes: readonly string[], values: readonly number[]) {
      return db
        .select({ dictCode: dictionaryEntries.dictCode, dataValue: dictionaryEntries.dataValue, labels: dictionaryEntries.labels })
        .from(dictionaryEntries)
        .where(and(inArray(dictionaryEntries.dictCode, [...codes]), inArray(dictionaryEntries.dataValue, [...values])));
    },
  };
}
export type DictionaryRepository = ReturnType<typeof dictionaryRepository>;
