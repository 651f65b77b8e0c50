import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi as api } from '@gembourse/contracts/catalogue.api';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** Products and collections as the viewer may see them: the home feed and a supplier's showroom on its profile. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, services }) => {
  const { products, companyShowroom } = services;
  // Guests all see the same public answer: computed once per GUEST_ANSWER_CACHE_SECONDS (members get their own).
  const guests = { cache: { shared: 'guests', ttlSeconds: config.guestAnswerCacheSeconds } } as const;
  route(app, api.latest, async (req) => products.latest(req.auth, req.query, req.locale), guests);
  route(app, api.showroomProducts, async (req) => companyShowroom.products(req.auth, req.params.company_id, req.query, req.locale), guests);
  route(app, api.showroomCollections, async (req) => companyShowroom.collections(req.auth, req.params.company_id, req.query), guests);
};
