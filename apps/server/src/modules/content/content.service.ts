import type { EventCard } from '@gembourse/contracts/content';
import type { Locale } from '@gembourse/contracts/locale';
import { presentEventCard } from './content.presenter.ts';
import type { ContentRepository } from './content.repository.ts';

/** Editorial content everyone may read (for now: upcoming events). */
export function contentService(repo: ContentRepository) {
  return {
    /** Published events not yet over, soonest first, at most `limit`. */
    async upcomingEvents(limit: number, locale: Locale): Promise<EventCard[]> {
      const rows = await repo.upcomingEvents(limit, new Date());
      return rows.map((e) => presentEventCard(e, locale));
    },
  };
}
