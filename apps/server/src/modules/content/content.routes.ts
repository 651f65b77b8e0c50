import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ZContentPage, ZPageSlug } from '@gembourse/contracts/content-pages';
import { pickText } from '@gembourse/contracts/locale';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../services.ts';

const ZEventCard = z.object({
  id: z.number().int(),
  kind: z.enum(['physical', 'online', 'webinar']),
  title: z.string(),
  summary: z.string(),
  location: z.string().nullable(),
  cover: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/**
 * GET /api/content/events/upcoming: events not yet over, soonest first, texts in the caller's language.
 * GET /api/content/page/:slug: a static page (about, terms, privacy, consent...) in the caller's language, public.
 */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { content: repo, contentPages: pages } = services;
  app.get(
    '/api/content/events/upcoming',
    {
      schema: {
        tags: ['content'],
        summary: 'Upcoming and running events',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(3) }),
        response: { 200: envelopeOf(z.array(ZEventCard)) },
      },
    },
    async (req) => {
      const rows = await repo.upcomingEvents(req.query.limit, new Date());
      return ok(
        rows.map((e) => ({
          id: e.id, kind: e.kind, title: pickText(e.title, req.locale), summary: pickText(e.summary, req.locale),
          location: e.location, cover: e.cover, startsAt: e.startsAt.toISOString(), endsAt: e.endsAt.toISOString(),
        })),
      );
    },
  );

  app.get(
    '/api/content/page/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A static page (about, terms, privacy, consent) in the caller\'s language, English as fallback; sanitised HTML',
        params: z.object({ slug: ZPageSlug }),
        response: { 200: envelopeOf(ZContentPage) },
      },
    },
    async (req, reply) => {
      const page = await pages.page(req.params.slug, req.locale);
      // Texts change rarely; a short cache keeps an old wording from lingering after an edit. The language comes from
      // the lang header, else Accept-Language (request-locale.ts), so caches key on both.
      reply.header('cache-control', 'public, max-age=300').header('vary', 'lang, accept-language');
      return ok(page);
    },
  );
};
