import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDef } from '@gembourse/contracts/endpoint';
import { findPage } from '@gembourse/contracts/pages';
import { isApiPath } from './http/api-path.ts';
import { memoCache } from './memo-cache.ts';
import type { KeptPage } from './page-html.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a successful answer to `req` may have changed what a guest's page shows: a write of the API, not a read. */
function mayChangePages(req: FastifyRequest): boolean {
  const endpoint = (req.routeOptions.config as { endpoint?: EndpointDef }).endpoint;
  return WRITES.has(req.method) && isApiPath(req.url) && endpoint?.reads !== true;
}

/**
 * Guests' rendered pages shared between visitors (issue 29), like the catalogue's guest answers: per URL (its
 * `language` included) for `ttlSeconds` (GUEST_ANSWER_CACHE_SECONDS), so a busy page is rendered once per few seconds
 * instead of once per visitor, and concurrent first visitors share one render. Every page holds what any guest sees,
 * whoever asked (the server renders no member's page), and each answer gets its own nonce (page-html.ts).
 *
 * Dropped whenever a write through the API succeeds (a POST declared as a read, the directory's search, is none): a supplier's change (a product, the showroom's privacy, the
 * profile) must show on the next opening, as it does in the API's own uncached answers; what a kept page cannot know
 * of (a launch time passing) shows within the TTL. Each instance keeps its own pages: behind a load balancer, another
 * instance's copy lives out its TTL (docs/scaling.md). A page served from the copy notes its opening with the modules
 * that count them (page-visits.ts).
 */
export function renderedPages(app: FastifyInstance, ttlSeconds: number) {
  const kept = memoCache<KeptPage>({ ttlMs: ttlSeconds * 1000, maxEntries: 1000 });
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.statusCode < 400 && mayChangePages(req)) kept.clear();
    done();
  });
  return {
    /** The page at `url`, rendered by `render` unless a copy is kept. */
    async page(req: FastifyRequest, url: URL, render: () => Promise<KeptPage>): Promise<KeptPage> {
      let rendered = false;
      const page = await kept.get(`${url.pathname}${url.search}`, () => {
        rendered = true;
        return render();
      });
      const path = findPage(url.pathname)?.path;
      if (!rendered && page.status === 200 && path) {
        const visit = { params: url.searchParams, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
        app.pageVisits.visited(path, visit, (error) => req.log.warn({ err: error, url: req.url }, 'a page visit was not noted'));
      }
      return page;
    },
  };
}
