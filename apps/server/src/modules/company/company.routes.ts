import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyApi as api } from '@gembourse/contracts/company.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../../services.ts';

/** Shares send e-mail to addresses nobody verified: a per-member cap keeps the platform from becoming a spam relay. */
export const SHARE_LIMIT = [{ name: 'showroom-share', max: 10, windowMs: 3_600_000, key: byUser }];

/** The supplier directory, profiles, recommendations, sharing and matching (SPEC §7): access is the endpoint's. */
export const companyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { companies, companyShare, matching } = services;
  route(app, api.list, async (req) => companies.list(req.body, req.query, req.auth, req.locale));
  route(app, api.recommend, async (req) => companies.recommended(req.locale));
  route(app, api.picker, async (req) => companies.pick(req.query));
  route(app, api.detail, async (req) => {
    const device = typeof req.headers.accessuuid === 'string' ? req.headers.accessuuid : undefined;
    return companies.detail(req.params.id, req.auth, req.locale, { device, ip: req.ip });
  });
  route(app, api.share, async (req) => companyShare.share(requireAuth(req), req.body, req.locale), {
    preHandler: rateLimits(app, SHARE_LIMIT),
  });
  route(app, api.match, async (req) => matching.match(requireAuth(req), req.query.limit, req.locale));
};
