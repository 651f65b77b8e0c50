import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { pickText } from '@gembourse/contracts/locale';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { contentRepository } from './content.repository.ts';

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

/** GET /api/content/events/upcoming: events not yet over, soonest first, texts in the caller's language. */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const repo = contentRepository(database.db);
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
};
