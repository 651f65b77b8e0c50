import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionsApi as api } from '@gembourse/contracts/connections.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../../services.ts';

/** Contact requests notify a supplier's admins: a cap keeps one member from flooding suppliers. */
const REQUEST_LIMIT = [{ name: 'connection-request', max: 30, windowMs: 3_600_000, key: byUser }];

/** Connections between companies (ARCHITECTURE "engagement"); favourites live in favourites.routes.ts. */
export const engagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { connections } = services;
  route(app, api.request, async (req) => connections.request(requireAuth(req), req.body, req.locale), {
    preHandler: rateLimits(app, REQUEST_LIMIT),
  });
  route(app, api.list, async (req) => connections.list(requireAuth(req), req.query, req.locale));
  route(app, api.accept, async (req) => connections.accept(requireAuth(req), req.params.id, req.locale));
  route(app, api.decline, async (req) => connections.decline(requireAuth(req), req.params.id, req.locale));
  route(app, api.withdraw, async (req) => connections.withdraw(requireAuth(req), req.params.id));
};
