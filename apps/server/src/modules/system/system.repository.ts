import { desc, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of the system module: a liveness probe and the dev outbox. */
export function systemRepository(db: Db) {
  return {
    async ping(): Promise<number> {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    outbox(limit: number, offset: number) {
      return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit).offset(offset);
    },
  };
}
