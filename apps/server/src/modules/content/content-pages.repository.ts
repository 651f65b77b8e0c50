import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

export type PageRow = typeof pages.$inferSelect;

/** The only SQL of the static pages (about, terms, privacy, consent, support...). */
export function contentPagesRepository(db: Db) {
  return {
    async bySlug(slug: string): Promise<PageRow | undefined> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      return row;
    },
  };
}
export type ContentPagesRepository = ReturnType<typeof contentPagesRepository>;
