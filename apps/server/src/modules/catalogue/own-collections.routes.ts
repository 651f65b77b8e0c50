import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownCollectionsApi as api } from '@gembourse/contracts/own-collections.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The supplier's own collections in the showroom (SPEC §2): who may call each is the endpoint's access. */
export const ownCollectionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { ownCollections } = services;
  route(app, api.list, async (req) => ownCollections.list(requireAuth(req), req.query, req.locale));
  route(app, api.detail, async (req) => ownCollections.detail(requireAuth(req), req.params.id, req.locale));
  route(app, api.events, async (req) => ownCollections.events(requireAuth(req), req.locale));
  route(app, api.save, async (req) => ownCollections.save(requireAuth(req), req.body, req.locale));
  route(app, api.products, async (req) => ownCollections.setProducts(requireAuth(req), req.body, req.locale));
  route(app, api.batch, async (req) => ownCollections.batch(requireAuth(req), req.body));
};
