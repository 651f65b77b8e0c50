import { eq, inArray, max } from 'drizzle-orm';
import { pages } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { w3cDatetime } from '../../platform/db/w3c-datetime.ts';

export type PageRow = typeof pages.$inferSelect;

/** The only SQL of the static pages (about, terms, privacy, consent, support...). */
export function contentPagesRepository(db: Db) {
  return {
    async bySlug(slug: string): Promise<PageRow | undefined> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      return row;
    },
    /** When the last of these pages changed (a W3C datetime), or null when none exists. */
    async lastChanged(slugs: readonly string[]): Promise<string | null> {
      const [row] = await db
        .select({ at: w3cDatetime(max(pages.updatedAt)) })
        .from(pages)
        .where(inArray(pages.slug, [...slugs]));
      return row?.at ?? null;
    },
  };
}
export type ContentPagesRepository = ReturnType<typeof contentPagesRepository>;
