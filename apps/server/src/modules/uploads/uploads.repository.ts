import { uploads } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of uploads: recording what was stored and by whom. */
export function uploadsRepository(db: Db) {
  return {
    async insert(values: typeof uploads.$inferInsert) {
      const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
      return row.id;
    },
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
