import type { EventCard } from '@gembourse/contracts/content';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import type { EventRow } from './content.repository.ts';

/** An event as a card shows it, texts in `locale` (English where that language has none). */
export function presentEventCard(e: EventRow, locale: Locale): EventCard {
  return {
    id: e.id,
    kind: e.kind,
    title: pickText(e.title, locale),
    summary: pickText(e.summary, locale),
    location: e.location,
    cover: e.cover,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
  };
}
