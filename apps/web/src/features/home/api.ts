import { useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@gembourse/contracts/company';
import type { ProductSummary } from '@gembourse/contracts/product';
import { getRequest } from '../../shared/api/http-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';

/** An upcoming event as the home page lists it; texts arrive in the request's language. */
export interface UpcomingEvent {
  id: number;
  kind: string;
  title: string;
  summary: string;
  location: string | null;
  cover: string | null;
  startsAt: string;
  endsAt: string | null;
}

// Texts (excerpts, event titles) come back in the request's language, so the language is part of every key.
export const homeKeys = {
  recommend: (locale: string) => ['home', 'recommend', locale] as const,
  latest: (locale: string, limit: number) => ['home', 'latest-products', locale, limit] as const,
  events: (locale: string, limit: number) => ['home', 'upcoming-events', locale, limit] as const,
};

// Lists show their own error with a Retry button, so the generic toast is turned off for them.
const quiet = { hideErrorMsg: true } as const;

/** GET /api/company/mainpage/recommend (SPEC §7): the showroom recommendation. */
export function useRecommendedShowrooms() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: homeKeys.recommend(locale),
    queryFn: ({ signal }) => getRequest<CompanySummary[]>('/api/company/mainpage/recommend', undefined, { ...quiet, signal }),
  });
}

/** GET /api/product/latest: the newest products; `price` is null when the viewer may not see it. */
export function useLatestProducts(limit = 12) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: homeKeys.latest(locale, limit),
    queryFn: ({ signal }) => getRequest<ProductSummary[]>('/api/product/latest', { limit }, { ...quiet, signal }),
  });
}

/** GET /api/content/events/upcoming. */
export function useUpcomingEvents(limit = 3) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: homeKeys.events(locale, limit),
    queryFn: ({ signal }) => getRequest<UpcomingEvent[]>('/api/content/events/upcoming', { limit }, { ...quiet, signal }),
  });
}
