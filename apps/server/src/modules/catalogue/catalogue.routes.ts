import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi as api } from '@gembourse/contracts/catalogue.api';
import { catalogueSearchApi } from '@gembourse/contracts/catalogue-search.api';
import { ENTITY_PAGES } from '@gembourse/contracts/public-urls';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/**
 * Products and collections as the viewer may see them: the catalogue (search, product page, reference rates) and a
 * supplier's showroom on its profile.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, services }) => {
  const { companyShowroom } = services;
  // Guests all see the same public answer: computed once per GUEST_ANSWER_CACHE_SECONDS (members get their own).
  const guests = { cache: { shared: 'guests', ttlSeconds: config.guestAnswerCacheSeconds } } as const;
  route(app, catalogueSearchApi.search, async (req) => services.catalogueSearch.search(req.auth, req.query, req.locale), guests);
  route(app, catalogueSearchApi.rates, async () => services.fxRates.rates(), guests);
  route(app, api.showroomProducts, async (req) => companyShowroom.products(req.auth, req.params.company_id, req.query, req.locale), guests);
  route(app, api.showroomCollections, async (req) => companyShowroom.collections(req.auth, req.params.company_id, req.query), guests);
  // Not cached for guests: every opening is a view to count (catalogue-product.service.ts).
  route(app, catalogueSearchApi.view, async (req) =>
    services.catalogueProduct.view(req.auth, req.params.id, req.query, req.locale, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );
  // So is an opening of the product's page that a guests' shared rendered copy answered (platform/page-visits.ts).
  app.pageVisits.on(ENTITY_PAGES.product, ({ params, ip, userAgent }) => {
    const id = Number(params.get('id'));
    if (Number.isSafeInteger(id) && id > 0)
      services.catalogueProduct
        .noteGuestView(id, { ip, userAgent })
        .catch((err: unknown) => app.log.warn({ err }, 'a product view was not noted'));
  });
};
