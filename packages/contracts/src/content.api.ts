import { z } from 'zod';
import { ZEventCard, ZUpcomingEventsQuery } from './content.ts';
import { ZContentPage, ZPageSlug } from './content-pages.ts';
import { endpoint } from './endpoint.ts';

const tags = ['content'] as const;

/** Public editorial content: upcoming events and the static pages. */
export const contentApi = {
  upcomingEvents: endpoint({
    method: 'GET',
    path: '/api/content/events/upcoming',
    access: 'public',
    summary: "Upcoming and running events, soonest first, texts in the caller's language",
    tags,
    query: ZUpcomingEventsQuery,
    response: z.array(ZEventCard),
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/content/page/:slug',
    access: 'public',
    summary: "A static page (about, terms, privacy, consent) in the caller's language, English as fallback; sanitised HTML",
    tags,
    params: z.object({ slug: ZPageSlug }),
    response: ZContentPage,
  }),
};
