import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@gembourse/contracts/content.api';
import type { Locale } from '@gembourse/contracts/locale';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';

/** Query key of one static page in one language: the server answers the text of the `lang` header. */
export function contentPageKey(slug: string, locale: Locale) {
  return ['content', 'page', slug, locale] as const;
}

/**
 * GET /api/content/page/:slug: a static page (about, terms, privacy, consent) in the current language. `enabled`
 * false waits (a modal loads its text when it opens).
 */
export function useContentPage(slug: string, enabled = true) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ ...contentPageQuery(slug, locale), enabled });
}

/** The query of one static page in one language (the hook's, and the server renderer's for /home/about). */
export function contentPageQuery(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: contentPageKey(slug, locale),
    // The text shows its own error with Retry, so no generic toast.
    queryFn: ({ signal }) => callApi(contentApi.page, { params: { slug } }, { signal, hideErrorMsg: true }),
    // Legal texts change rarely; the modal and the About page share one copy for the visit.
    staleTime: 10 * 60_000,
  });
}
