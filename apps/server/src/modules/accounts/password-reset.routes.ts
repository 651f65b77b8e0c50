import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsApi as api } from '@gembourse/contracts/accounts.api';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';
import { LIMITS_OF, rateLimits } from './registration-policy.ts';

/** GET /api/auth/token, POST /api/auth/activate, POST /api/auth/password/forgot, POST /api/auth/password/reset. */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.passwordReset;

  // The token rides in the query string: keep this URL out of the request logs.
  app.addHook('onRoute', (r) => {
    if (r.url === api.checkToken.path) r.logLevel = 'warn';
  });
  route(app, api.checkToken, async (req) => service.checkToken(req.query.purpose, req.query.token), {
    preHandler: rateLimits(app, LIMITS_OF.tokenCheck),
  });

  route(app, api.activate, async (req) => service.setPassword('activate', req.body.token, req.body.password, req.locale), {
    preHandler: rateLimits(app, LIMITS_OF.setPassword),
  });

  route(
    app,
    api.forgotPassword,
    async (req) => {
      await service.forgot(req.body.email);
      return null;
    },
    { preHandler: rateLimits(app, LIMITS_OF.forgot) },
  );

  route(app, api.resetPassword, async (req) => service.setPassword('reset', req.body.token, req.body.password, req.locale), {
    preHandler: rateLimits(app, LIMITS_OF.setPassword),
  });
};
