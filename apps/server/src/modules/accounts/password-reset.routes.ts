import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZForgotPasswordRequest, ZRegisterAnswer, ZSetPasswordRequest, ZTokenCheck } from '@gembourse/contracts/accounts';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../services.ts';
import { LIMITS_OF, rateLimits } from './registration-policy.ts';

/** GET /api/auth/token, POST /api/auth/activate, POST /api/auth/password/forgot, POST /api/auth/password/reset. */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.passwordReset;

  app.get(
    '/api/auth/token',
    {
      // The token rides in the query string: keep this URL out of the request logs.
      logLevel: 'warn',
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mailed activation or reset link still works, with the address masked',
        querystring: z.object({ purpose: z.enum(['activate', 'reset']), token: z.string().min(1).max(500) }),
        response: { 200: envelopeOf(ZTokenCheck) },
      },
      preHandler: rateLimits(app, LIMITS_OF.tokenCheck),
    },
    async (req) => ok(await service.checkToken(req.query.purpose, req.query.token)),
  );

  app.post(
    '/api/auth/activate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set the first password from the activation link; the account becomes active',
        body: ZSetPasswordRequest,
        response: { 200: envelopeOf(ZRegisterAnswer) },
      },
      preHandler: rateLimits(app, LIMITS_OF.setPassword),
    },
    async (req) => ok(await service.setPassword('activate', req.body.token, req.body.password, req.locale)),
  );

  app.post(
    '/api/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a reset link; answers the same whether or not the address is registered',
        body: ZForgotPasswordRequest,
        response: { 200: envelopeOf(z.null()) },
      },
      preHandler: rateLimits(app, LIMITS_OF.forgot),
    },
    async (req) => {
      await service.forgot(req.body.email);
      return ok(null);
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from the reset link; ends every live session of the user (6680)',
        body: ZSetPasswordRequest,
        response: { 200: envelopeOf(ZRegisterAnswer) },
      },
      preHandler: rateLimits(app, LIMITS_OF.setPassword),
    },
    async (req) => ok(await service.setPassword('reset', req.body.token, req.body.password, req.locale)),
  );
};
