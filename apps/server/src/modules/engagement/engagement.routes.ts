import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZConnection, ZConnectionListQuery, ZConnectionRequest } from '@gembourse/contracts/connections';
import { envelopeOf, pageOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];
/** Contact requests notify a supplier's admins: a cap keeps one member from flooding suppliers. */
const REQUEST_LIMIT = [{ name: 'connection-request', max: 30, windowMs: 3_600_000, key: byUser }];

/** Connections between companies (ARCHITECTURE "engagement"); favourites live in favourites.routes.ts. */
export const engagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { connections } = services;
  const tags = ['connections'];

  app.post(
    '/api/company/connection/request',
    {
      preValidation: membersOnly,
      preHandler: rateLimits(app, REQUEST_LIMIT),
      schema: {
        tags, security, body: ZConnectionRequest, response: { 200: envelopeOf(ZConnection) },
        summary: "Ask a supplier for contact for my company; a declined request may be sent again (notifies the supplier's admins)",
      },
    },
    async (req) => ok(await connections.request(requireAuth(req), req.body, req.locale)),
  );

  app.get(
    '/api/company/connection/list',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, querystring: ZConnectionListQuery, response: { 200: envelopeOf(pageOf(ZConnection)) },
        summary: 'My company\'s connections: incoming (we are the supplier) or outgoing (we asked), optionally by status',
      },
    },
    async (req) => ok(await connections.list(requireAuth(req), req.query, req.locale)),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/api/company/connection/${action}/:id`,
      {
        preValidation: membersOnly,
        schema: {
          tags, security, params: ZIdParams, response: { 200: envelopeOf(ZConnection) },
          summary: action === 'accept'
            ? 'Accept a pending request to my company (members of the supplier); notifies the requester'
            : 'Decline a pending request to my company (members of the supplier)',
        },
      },
      async (req) => ok(await connections[action](requireAuth(req), req.params.id, req.locale)),
    );
  }

  app.post(
    '/api/company/connection/withdraw/:id',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, params: ZIdParams, response: { 200: envelopeOf(z.null()) },
        summary: 'Withdraw a pending request my company sent (any of its members); the pair may ask again later',
      },
    },
    async (req) => ok(await connections.withdraw(requireAuth(req), req.params.id)),
  );
};
