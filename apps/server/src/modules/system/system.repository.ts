import { desc, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { withTimeout } from '../../platform/with-timeout.ts';

/** The only SQL of the system module: a liveness probe and the dev outbox. */
export function systemRepository(db: Db) {
  return {
    /**
     * Milliseconds a trivial statement takes; rejects after `timeoutMs` when the database does not answer (a hung
     * server keeps the statement until the pool's query timeout, but the caller does not wait for it).
     */
    async ping(timeoutMs = 1_500): Promise<number> {
      const started = performance.now();
      await withTimeout(db.execute(sql`select 1`), timeoutMs, 'the database');
      return performance.now() - started;
    },
    outbox(limit: number, offset: number) {
      return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit).offset(offset);
    },
  };
}
