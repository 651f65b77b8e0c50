import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFavouriteState, ZFavouriteToggle } from '@gembourse/contracts/connections';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import {
  ZFavouriteBrandPage, ZFavouriteExportQuery, ZFavouriteListQuery, ZFavouriteProductPage,
} from '@gembourse/contracts/favourites';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import { brandsWorkbook, exportDisposition, productsWorkbook, XLSX_TYPE } from './favourites-workbook.presenter.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];
const tags = ['favourites'];
/** Building a workbook costs more than a page: a cap keeps one member from keeping the CPU busy. */
const EXPORT_LIMIT = [{ name: 'favourite-export', max: 20, windowMs: 60_000, key: byUser }];

/** A member's favourite brands and products (the wish list): collect, list, export (SPEC §2 /home/my-favorites). */
export const favouritesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, services }) => {
  const { favourites } = services;

  app.post(
    '/api/favourite/company/:id',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, params: ZIdParams, body: ZFavouriteToggle, response: { 200: envelopeOf(ZFavouriteState) },
        summary: 'Collect (collected: true) or un-collect a supplier as a favourite brand; idempotent',
      },
    },
    async (req) => ok(await favourites.setCompany(requireAuth(req), req.params.id, req.body.collected)),
  );

  app.post(
    '/api/favourite/product/:id',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, params: ZIdParams, body: ZFavouriteToggle, response: { 200: envelopeOf(ZFavouriteState) },
        summary: 'Collect (collected: true) or un-collect a product I may see, for my wish list; idempotent',
      },
    },
    async (req) => ok(await favourites.setProduct(requireAuth(req), req.params.id, req.body.collected)),
  );

  app.get(
    '/api/company/favorite/brand/list',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, querystring: ZFavouriteListQuery, response: { 200: envelopeOf(ZFavouriteBrandPage) },
        summary: 'My own favourite brands, newest first; keyword as in the supplier directory',
      },
    },
    async (req) => ok(await favourites.listBrands(requireAuth(req), req.query)),
  );

  app.get(
    '/api/company/favorite/product/list',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, querystring: ZFavouriteListQuery, response: { 200: envelopeOf(ZFavouriteProductPage) },
        summary: 'My own favourite products (wish list), newest first; products I may no longer see keep only their name',
      },
    },
    async (req) => ok(await favourites.listProducts(requireAuth(req), req.query, req.locale)),
  );

  app.get(
    '/api/company/favorite/export',
    {
      preValidation: membersOnly,
      preHandler: rateLimits(app, EXPORT_LIMIT),
      schema: {
        tags, security, querystring: ZFavouriteExportQuery,
        response: { 200: z.any().describe('The .xlsx workbook (binary); errors are JSON envelopes') },
        summary: 'My favourite brands or products as an .xlsx workbook in my language (Content-Disposition names it)',
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const { type, keyword } = req.query;
      let file: Buffer;
      if (type === 'brand') {
        const { list, labels } = await favourites.exportBrands(auth, keyword);
        file = await brandsWorkbook(list, labels, req.locale, config.publicUrl);
      } else {
        file = await productsWorkbook(await favourites.exportProducts(auth, keyword, req.locale), req.locale, config.publicUrl);
      }
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', exportDisposition(type, req.locale))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
