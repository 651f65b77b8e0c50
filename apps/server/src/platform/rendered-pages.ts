import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage } from '@gembourse/contracts/page-render';
import { findPage } from '@gembourse/contracts/pages';
import { isApiPath } from './http/api-path.ts';
import { memoCache } from './memo-cache.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guests' rendered pages shared between visitors (issue 29), like the catalogue's guest answers: per URL (its
 * `language` included) for `ttlSeconds` (GUEST_ANSWER_CACHE_SECONDS), so a busy page is rendered once per few seconds
 * instead of once per visitor, and concurrent first visitors share one render. Every page holds what any guest sees,
 * whoever asked (the server renders no member's page), and each answer gets its own nonce (page-html.ts).
 *
 * Dropped whenever a write through the API succeeds: a supplier's change (a product, the showroom's privacy, the
 * profile) must show on the next opening, as it does in the API's own uncached answers; what a kept page cannot know
 * of (a launch time passing) shows within the TTL. Each instance keeps its own pages: behind a load balancer, another
 * instance's copy lives out its TTL (docs/scaling.md). A page served from the copy notes its opening with the modules
 * that count them (page-visits.ts).
 */
export function renderedPages(app: FastifyInstance, ttlSeconds: number) {
  const kept = memoCache<RenderedPage>({ ttlMs: ttlSeconds * 1000, maxEntries: 1000 });
  app.addHook('onResponse', (req, reply, done) => {
    if (WRITES.has(req.method) && reply.statusCode < 400 && isApiPath(req.url)) kept.clear();
    done();
  });
  return {
    /** The page at `url`, rendered by `render` unless a copy is kept. */
    async page(req: FastifyRequest, url: URL, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
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
