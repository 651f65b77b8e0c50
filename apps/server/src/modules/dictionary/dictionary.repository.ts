import { asc, inArray } from 'drizzle-orm';
import { dictionaryEntries } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of the dictionary: entries by code. */
export function dictionaryRepository(db: Db) {
  return {
    byCodes(codes: string[]) {
      return db.select().from(dictionaryEntries).where(inArray(dictionaryEntries.dictCode, codes)).orderBy(asc(dictionaryEntries.sort));
    },
  };
}
export type DictionaryRepository = ReturnType<typeof dictionaryRepository>;
