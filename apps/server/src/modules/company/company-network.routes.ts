import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyMatch, ZShareAnswer, ZShareShowroom } from '@gembourse/contracts/connections';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import { MATCH_LIMIT_DEFAULT, MATCH_LIMIT_MAX } from './matching-policy.ts';

const security = [{ bearer: [] }];
/** Shares send e-mail to addresses nobody verified: a per-member cap keeps the platform from becoming a spam relay. */
export const SHARE_LIMIT = [{ name: 'showroom-share', max: 10, windowMs: 3_600_000, key: byUser }];

/** Sharing a showroom by e-mail and business matching: members reaching suppliers. */
export const companyNetworkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { companyShare: share, matching } = deps.services;

  app.post(
    '/api/company/share',
    {
      preValidation: membersOnly,
      preHandler: rateLimits(app, SHARE_LIMIT),
      schema: {
        tags: ['company'], security, body: ZShareShowroom, response: { 200: envelopeOf(ZShareAnswer) },
        summary: "E-mail a supplier's showroom link to up to 20 addresses, in each member's e-mail language, else mine; 10 shares per hour",
      },
    },
    async (req) => ok(await share.share(requireAuth(req), req.body, req.locale)),
  );

  app.get(
    '/api/company/match',
    {
      preValidation: membersOnly,
      schema: {
        tags: ['matching'], security,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(MATCH_LIMIT_MAX).default(MATCH_LIMIT_DEFAULT) }),
        response: { 200: envelopeOf(z.array(ZCompanyMatch)) },
        summary: 'Suppliers recommended for me, best first, with a score of 0-100 and the ids that matched (docs/matching.md)',
      },
    },
    async (req) => ok(await matching.match(requireAuth(req), req.query.limit, req.locale)),
  );
};
