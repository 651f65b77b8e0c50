import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsApi as api } from '@gembourse/contracts/accounts.api';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { LIMITS_OF, rateLimits } from './registration-policy.ts';

/** Registration, activation and password reset (issue 3): public endpoints, each behind its rate limits. */
export const registrationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = deps.services.registration;
  route(app, api.startRegistration, async (req) => service.start(req.ip), { preHandler: rateLimits(app, LIMITS_OF.start) });
  route(app, api.sendCode, async (req) => service.sendCode(req.body, req.locale), { preHandler: rateLimits(app, LIMITS_OF.code) });
  route(app, api.register, async (req) => service.register(req.body, req.locale), { preHandler: rateLimits(app, LIMITS_OF.register) });
  await app.register(passwordResetRoutes, deps);
};
