import fp from 'fastify-plugin';

// What a module counts when one of its public pages is opened (issue 29): a rendered page is shared between guests
// (web-static.ts), so a page answered from the shared copy runs none of the API calls it was rendered from, and
// whatever those calls note per opening (a product's view) is noted here instead.

/** One opening of a public page by a guest: its query and the visitor, as the page's API calls would have seen it. */
export interface PageVisit {
  params: URLSearchParams;
  ip: string;
  userAgent: string;
}

export type PageVisitHandler = (visit: PageVisit) => void;

declare module 'fastify' {
  interface FastifyInstance {
    pageVisits: PageVisits;
  }
}

/** The handlers of each page path (the page table's spelling: /home/product-detail). */
export function pageVisitsRegistry() {
  const byPath = new Map<string, PageVisitHandler[]>();
  return {
    /** Calls `handler` for every opening of `path` answered from a shared rendered page. */
    on(path: string, handler: PageVisitHandler): void {
      byPath.set(path, [...(byPath.get(path) ?? []), handler]);
    },
    /** Notes an opening of `path` (a handler that fails is not the visitor's problem: the page is sent anyway). */
    visited(path: string, visit: PageVisit, onError: (error: unknown) => void): void {
      for (const handler of byPath.get(path) ?? []) {
        try {
          handler(visit);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}
export type PageVisits = ReturnType<typeof pageVisitsRegistry>;

/** Decorates the app with its page visits, before the modules register theirs. */
export const pageVisits = fp(async (app) => {
  app.decorate('pageVisits', pageVisitsRegistry());
});
