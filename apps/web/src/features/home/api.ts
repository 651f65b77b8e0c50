import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyApi } from '@gembourse/contracts/company.api';
import { contentApi } from '@gembourse/contracts/content.api';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';

// Texts (excerpts, event titles) come back in the request's language, so the language is part of every key.
export const homeKeys = {
  recommend: (locale: string) => ['home', 'recommend', locale] as const,
  events: (locale: string, limit: number) => ['home', 'upcoming-events', locale, limit] as const,
};

// Lists show their own error with a Retry button, so the generic toast is turned off for them.
const quiet = { hideErrorMsg: true } as const;

/** GET /api/company/mainpage/recommend (SPEC §7): the showroom recommendation. */
export function useRecommendedShowrooms() {
  return useQuery(recommendedShowroomsQuery(useLocaleStore((s) => s.locale)));
}

export function recommendedShowroomsQuery(locale: string) {
  return queryOptions({
    queryKey: homeKeys.recommend(locale),
    queryFn: ({ signal }) => callApi(companyApi.recommend, {}, { ...quiet, signal }),
  });
}

/** Upcoming events as cards (the contract's EventCard). */
export function useUpcomingEvents(limit = UPCOMING_EVENTS) {
  return useQuery(
    upcomingEventsQuery(
      useLocaleStore((s) => s.locale),
      limit,
    ),
  );
}

/** How many upcoming events the home page shows. */
export const UPCOMING_EVENTS = 3;

export function upcomingEventsQuery(locale: string, limit = UPCOMING_EVENTS) {
  return queryOptions({
    queryKey: homeKeys.events(locale, limit),
    queryFn: ({ signal }) => callApi(contentApi.upcomingEvents, { query: { limit } }, { ...quiet, signal }),
  });
}
