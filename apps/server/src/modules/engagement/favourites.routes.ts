import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouritesApi as api } from '@gembourse/contracts/favourites.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../../services.ts';
import { exportDisposition, XLSX_TYPE } from './favourites-workbook.presenter.ts';

/** Building a workbook costs more than a page: a cap keeps one member from keeping the CPU busy. */
const EXPORT_LIMIT = [{ name: 'favourite-export', max: 20, windowMs: 60_000, key: byUser }];

/** A member's favourite brands and products (the wish list): collect, list, export (SPEC §2 /home/my-favorites). */
export const favouritesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { favourites } = services;
  route(app, api.setBrand, async (req) => favourites.setBrand(requireAuth(req), req.params.id, req.body.collected));
  route(app, api.setProduct, async (req) => favourites.setProduct(requireAuth(req), req.params.id, req.body.collected));
  route(app, api.brands, async (req) => favourites.listBrands(requireAuth(req), req.query, req.locale));
  route(app, api.products, async (req) => favourites.listProducts(requireAuth(req), req.query, req.locale));
  route(
    app,
    api.export,
    async (req, reply) => {
      const file = await favourites.exportWorkbook(requireAuth(req), req.query, req.locale);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', exportDisposition(req.query.type, req.locale))
        .header('cache-control', 'no-store')
        .send(file);
    },
    { preHandler: rateLimits(app, EXPORT_LIMIT) },
  );
};
