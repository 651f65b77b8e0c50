import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZRegisterAnswer, ZRegisterRequest, ZRegistrationTicket, ZSendCodeAnswer, ZSendCodeRequest,
} from '@gembourse/contracts/accounts';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../services.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { LIMITS_OF, rateLimits } from './registration-policy.ts';

/** Registration, activation and password reset (issue 3). */
export const registrationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = deps.services.registration;

  app.post(
    '/api/auth/register/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a registration form: a ticket that the code and submit calls need, valid for 40 minutes',
        response: { 200: envelopeOf(ZRegistrationTicket) },
      },
      preHandler: rateLimits(app, LIMITS_OF.start),
    },
    async (req) => ok(await service.start(req.ip)),
  );

  app.post(
    '/api/auth/register/code',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit verification code (one per address per minute; answers alike for members)',
        body: ZSendCodeRequest,
        response: { 200: envelopeOf(ZSendCodeAnswer) },
      },
      preHandler: rateLimits(app, LIMITS_OF.code),
    },
    async (req) => ok(await service.sendCode(req.body, req.locale)),
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a buyer (joinAs buyer) or a supplier (joinAs seller) as company admin; e-mails the activation link',
        body: ZRegisterRequest,
        response: { 200: envelopeOf(ZRegisterAnswer) },
      },
      preHandler: rateLimits(app, LIMITS_OF.register),
    },
    async (req) => ok(await service.register(req.body, req.locale)),
  );

  await app.register(passwordResetRoutes, deps);
};
