import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@gembourse/contracts/locale';
import type { HeadTags, SeoContext } from './index.ts';

/**
 * What a public page needs to be rendered on the server (issue 29): the queries its first screen reads, built from its
 * URL by the same option factories its hooks use (one key and one fetch for both sides). The page module exports it
 * as `pageQueries`; the router hands it to the server renderer through the route's handle, the server fetches them as
 * a guest and renders the page with their answers, and the browser hydrates with the same cache. A page without it is
 * rendered with whatever needs no data, and fetches the rest after hydration as it does today.
 */
export type PageQueries = (page: { params: URLSearchParams; locale: Locale }) => ReadonlyArray<ServerQuery>;

// The factories return `queryOptions(...)` objects whose data types differ; the renderer only needs key and fetch.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServerQuery = UseQueryOptions<any, any, any, any>;

/**
 * A public page's head (title, description, canonical, previews, structured data: domain/seo), from the answers of its
 * queries as the server rendered them. A page without it gets the page table's (seo staticPageHead).
 */
export type PageHead = (page: { params: URLSearchParams; locale: Locale; queryClient: QueryClient }, seo: SeoContext) => HeadTags;

/** The route handle that carries a page's queries and head (router.tsx puts them there from the page module). */
export interface PageDataHandle {
  pageQueries?: PageQueries;
  pageHead?: PageHead;
}
