import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownProductsApi as api } from '@gembourse/contracts/own-products.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The supplier's own product list in the showroom and its batch actions (SPEC §2): who may call each is the endpoint's access. */
export const ownProductsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { ownProducts } = services;
  route(app, api.list, async (req) => ownProducts.list(requireAuth(req), req.query, req.locale));
  route(app, api.options, async (req) => ownProducts.options(requireAuth(req), req.locale));
  route(app, api.batch, async (req) => ownProducts.batch(requireAuth(req), req.body, req.locale));
};
