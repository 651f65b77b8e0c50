import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyUsersApi as api } from '@gembourse/contracts/company-users.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** SPEC §7 company user management: who may call each is the endpoint's permission point. */
export const companyUserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.companyUsers;
  route(app, api.list, async (req) => service.list(requireAuth(req), req.query));
  route(app, api.deactivate, async (req) => service.deactivate(requireAuth(req), req.params.id));
  route(app, api.activate, async (req) => service.activate(requireAuth(req), req.params.id));
};
