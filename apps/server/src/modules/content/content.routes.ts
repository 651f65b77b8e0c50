import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi as api } from '@gembourse/contracts/content.api';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** Public editorial content: upcoming events and the static pages (about, terms, privacy, consent). */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { content, contentPages } = services;
  route(app, api.upcomingEvents, async (req) => content.upcomingEvents(req.query.limit, req.locale));
  route(app, api.page, async (req, reply) => {
    const page = await contentPages.page(req.params.slug, req.locale);
    // Texts change rarely; a short cache keeps an old wording from lingering after an edit (a 404 is not cached).
    // The language comes from the lang header, else Accept-Language (request-locale.ts), so caches key on both.
    reply.header('cache-control', 'public, max-age=300').header('vary', 'lang, accept-language');
    return page;
  });
};
