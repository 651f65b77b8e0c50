import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../services.ts';

/** GET /im-api/user/message/unread (SPEC §7): data is the unread count. */
export const messagingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const repo = services.messaging;
  app.get(
    '/im-api/user/message/unread',
    { schema: { tags: ['messaging'], summary: 'Unread chat messages of the caller', response: { 200: envelopeOf(z.number().int()) } } },
    async (req) => ok(await repo.unreadCount(requireAuth(req).userId)),
  );
};
