import { z } from 'zod';

// Events and other editorial content (SPEC §2 "/home/event", the home page's upcoming events). Static pages (about,
// terms, privacy, consent) are in content-pages.ts.

/** How an event takes place. */
export const EVENT_KINDS = ['physical', 'online', 'webinar'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Most upcoming events one call answers. */
export const UPCOMING_EVENTS_MAX = 50;

/** GET /api/content/events/upcoming: how many of the soonest events (3 unless asked). */
export const ZUpcomingEventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(UPCOMING_EVENTS_MAX).default(3) });
export type UpcomingEventsQuery = z.infer<typeof ZUpcomingEventsQuery>;

/** An event as a card shows it; the texts arrive in the request's language. */
export const ZEventCard = z.object({
  id: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  summary: z.string(),
  location: z.string().nullable(),
  cover: z.string().nullable(),
  /** ISO date-time. */
  startsAt: z.string(),
  /** ISO date-time. */
  endsAt: z.string(),
});
export type EventCard = z.infer<typeof ZEventCard>;
