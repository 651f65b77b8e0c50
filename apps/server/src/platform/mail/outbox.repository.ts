import { eq, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index.ts';
import type { Db } from '../db/database.ts';

/** The only SQL of the mailer: every message is recorded, then marked sent or failed. */
export function outboxRepository(db: Db) {
  return {
    async store(values: { to: string; subject: string; text: string; html: string; locale: string }): Promise<number> {
      const [row] = await db.insert(outboxEmails).values({ ...values, status: 'stored' }).returning({ id: outboxEmails.id });
      return row.id;
    },

    /** `dropBody`: forget text and HTML once delivered, because they carry live links and codes. */
    async markSent(id: number, dropBody: boolean) {
      const body = dropBody ? { text: '', html: null } : {};
      await db.update(outboxEmails).set({ status: 'sent', sentAt: sql`now()`, error: null, ...body }).where(eq(outboxEmails.id, id));
    },

    async markFailed(id: number, error: string) {
      await db.update(outboxEmails).set({ status: 'failed', error }).where(eq(outboxEmails.id, id));
    },
  };
}
