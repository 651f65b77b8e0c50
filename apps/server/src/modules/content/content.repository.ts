import { and, asc, eq, gte } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

export type EventRow = typeof events.$inferSelect;

/** The only SQL of the content domain (for now: upcoming events). */
export function contentRepository(db: Db) {
  return {
    upcomingEvents(limit: number, now: Date): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(and(eq(events.published, true), gte(events.endsAt, now)))
        .orderBy(asc(events.startsAt))
        .limit(limit);
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
