import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagingApi as api } from '@gembourse/contracts/messaging.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** GET /im-api/user/message/unread (SPEC §7): data is the unread count. */
export const messagingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  route(app, api.unread, async (req) => services.messaging.unreadCount(requireAuth(req).userId));
};
