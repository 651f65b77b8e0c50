import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi as api } from '@gembourse/contracts/auth.api';
import { bearerToken, requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';
import { isBadCredentials, loginThrottle } from './login-throttle.ts';

/** Log in and out, and the current user: who may call each is the endpoint's `access`. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, services, realtime, limits }) => {
  const service = services.auth;
  const failures = loginThrottle(limits, config.loginIpFailureLimit);

  route(
    app,
    api.login,
    async (req) => {
      const device = typeof req.headers.accessuuid === 'string' ? req.headers.accessuuid.slice(0, 100) : null;
      const meta = { ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null, device };
      const { endedSessionIds, ...answer } = await service.login(req.body, meta).catch(async (err: unknown) => {
        if (isBadCredentials(err)) await failures.recordFailure(req);
        throw err;
      });
      await failures.recordSuccess(req);
      // Single login, end to end: the replaced sessions' sockets (on any process) get the forced-offline notice.
      await realtime.publish({ type: 'logout', reason: 'replaced' }, { sessionIds: endedSessionIds });
      return answer;
    },
    {
      // Failed logins by account and address (login-throttle.ts), checked before any password is hashed: an account
      // under attack backs off, an address spraying accounts backs off on each, a shared address is never shut.
      preHandler: failures.gate,
      // Per address and IP, so one attacker cannot lock everybody out and one address cannot be sprayed.
      rateLimit: {
        max: config.loginRateLimit,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req: { ip: string; body?: unknown }) =>
          `login:${req.ip}:${String((req.body as { email?: string } | undefined)?.email ?? '').toLowerCase()}`,
      },
    },
  );

  route(app, api.logout, async (req) => {
    await service.logout(requireAuth(req));
    return null;
  });

  // A session exists only behind a bearer token, so the token is there whenever requireAuth lets the call through.
  route(app, api.currentUser, async (req) => service.currentUser(requireAuth(req), bearerToken(req) ?? ''));
};
