import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandsApi as api } from '@gembourse/contracts/brands.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The supplier's own brands in the showroom (issue 10 item 5): who may call each is the endpoint's access. */
export const brandsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { brands } = services;
  route(app, api.list, async (req) => brands.list(requireAuth(req)));
  route(app, api.save, async (req) => brands.save(requireAuth(req), req.body, req.locale));
  route(app, api.delete, async (req) => brands.delete(requireAuth(req), req.body));
};
