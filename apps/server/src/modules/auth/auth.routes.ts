import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCurrentUser, ZLoginRequest, ZLoginResponse } from '@gembourse/contracts/auth';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ok } from '../../platform/envelope.ts';
import { bearerToken, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';

/** POST /api/auth/login, POST /api/auth/logout, GET /api/company/user/current. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, services }) => {
  const service = services.auth;

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; ends the user\'s other sessions (their next call answers 30008, their sockets get logout)',
        body: ZLoginRequest,
        response: { 200: envelopeOf(ZLoginResponse) },
      },
      config: {
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          // Per address and IP, so one attacker cannot lock everybody out and one address cannot be sprayed.
          keyGenerator: (req) => `login:${req.ip}:${String((req.body as { email?: string })?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (req) => {
      const device = typeof req.headers.accessuuid === 'string' ? req.headers.accessuuid.slice(0, 100) : null;
      const { endedSessionIds, ...answer } = await service.login(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        device,
      });
      // Single login, end to end: the replaced sessions' sockets (on any process) get the forced-offline notice.
      await app.realtime.publish({ type: 'logout', reason: 'replaced' }, { sessionIds: endedSessionIds });
      return ok(answer);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await service.logout(requireAuth(req));
      return ok(null);
    },
  );

  app.get(
    '/api/company/user/current',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current user with menuList and permission points (SPEC §3)',
        response: { 200: envelopeOf(ZCurrentUser) },
      },
    },
    // A session exists only behind a bearer token, so the token is there whenever requireAuth lets the call through.
    async (req) => ok(await service.currentUser(requireAuth(req), bearerToken(req) ?? '')),
  );
};
