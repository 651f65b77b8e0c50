import { and, eq, inArray, or } from 'drizzle-orm';
import { companies, dictionaryEntries, uploads } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The reads of the company profile editor: dictionary and upload checks (the write: company-records.service.ts). */
export function companyProfileRepository(db: Db) {
  return {
    /** Which of `values` exist under `dictCode`. */
    async knownValues(dictCode: string, values: readonly number[]): Promise<Set<number>> {
      if (!values.length) return new Set();
      const rows = await db
        .select({ v: dictionaryEntries.dataValue })
        .from(dictionaryEntries)
        .where(and(eq(dictionaryEntries.dictCode, dictCode), inArray(dictionaryEntries.dataValue, [...values])));
      return new Set(rows.map((r) => r.v));
    },

    /** Which storage keys of `kind` were uploaded by this user or anybody of this company. */
    async ownedUploads(keys: readonly string[], kind: 'image' | 'pdf', userId: number, companyId: number): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .select({ path: uploads.path })
        .from(uploads)
        .where(
          and(inArray(uploads.path, [...keys]), eq(uploads.kind, kind), or(eq(uploads.userId, userId), eq(uploads.companyId, companyId))),
        );
      return new Set(rows.map((r) => r.path));
    },

    async current(companyId: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row;
    },
  };
}
export type CompanyProfileRepository = ReturnType<typeof companyProfileRepository>;
