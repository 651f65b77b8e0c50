import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsApi as api } from '@gembourse/contracts/accounts.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** Password attempts per user and minute: a stolen session must not become a way to guess the password. */
export const PASSWORD_CHANGES_PER_MINUTE = 10;

/** Personal profile and account settings (issue 3): /api/accounts/profile, password, notifications, language. */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.profile;

  route(app, api.profile, async (req) => service.profile(requireAuth(req)));
  route(app, api.updateProfile, async (req) => service.update(requireAuth(req), req.body, req.locale));
  route(
    app,
    api.changePassword,
    async (req) => {
      await service.changePassword(requireAuth(req), req.body, req.locale);
      return null;
    },
    {
      rateLimit: {
        max: PASSWORD_CHANGES_PER_MINUTE,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req: FastifyRequest) => `password:${req.auth ? `u${req.auth.userId}` : req.ip}`,
      },
    },
  );
  route(app, api.notifications, async (req) => service.notifications(requireAuth(req)));
  route(app, api.saveNotifications, async (req) => service.setNotifications(requireAuth(req), req.body));
  route(app, api.saveLanguage, async (req) => service.setLanguage(requireAuth(req), req.body.locale));
};
