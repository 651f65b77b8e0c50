import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi as api } from '@gembourse/contracts/notifications.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The notification centre and the to-be-done list (issue 12): members only, each on their own rows. */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { notifications } = services;
  route(app, api.counts, async (req) => notifications.counts(requireAuth(req)));
  route(app, api.list, async (req) => notifications.list(requireAuth(req), req.query, req.locale));
  route(app, api.read, async (req) => notifications.read(requireAuth(req), req.params.id));
  route(app, api.readAll, async (req) => notifications.readAll(requireAuth(req)));
  route(app, api.todos, async (req) => notifications.todos(requireAuth(req), req.query, req.locale));
  route(app, api.todoDone, async (req) => notifications.done(requireAuth(req), req.params.id));
  route(app, api.todoReopen, async (req) => notifications.reopen(requireAuth(req), req.params.id));
};
