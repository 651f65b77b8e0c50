import { eq, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index.ts';
import type { Db } from '../db/database.ts';

/** The only SQL of the mailer: every message is recorded, then marked sent or failed by its delivery job. */
export function outboxRepository(db: Db) {
  return {
    async store(values: { to: string; subject: string; text: string; html: string; locale: string }): Promise<number> {
      const [row] = await db
        .insert(outboxEmails)
        .values({ ...values, status: 'stored' })
        .returning({ id: outboxEmails.id });
      return row.id;
    },

    async find(id: number) {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
      return row;
    },

    /** `dropBody`: forget text and HTML once delivered, because they carry live links and codes. */
    async markSent(id: number, dropBody: boolean) {
      const body = dropBody ? { text: '', html: null } : {};
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: sql`now()`, error: null, ...body })
        .where(eq(outboxEmails.id, id));
    },

    /** Records why an attempt failed; the row turns `failed` only when no retry is left. */
    async markAttemptFailed(id: number, error: string, final: boolean) {
      await db
        .update(outboxEmails)
        .set({ error, ...(final ? { status: 'failed' as const } : {}) })
        .where(eq(outboxEmails.id, id));
    },
  };
}
