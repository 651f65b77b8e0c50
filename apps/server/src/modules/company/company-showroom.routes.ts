import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZShowroomCollectionQuery, ZShowroomCollections, ZShowroomProductQuery, ZShowroomProducts,
} from '@gembourse/contracts/company-showroom';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';

const ZCompanyIdParams = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A supplier's showroom on its profile. The paths follow GET /api/company/contact/list/{company_id} of SPEC §7:
 * public reads of one company's items, open to guests, answering what the viewer may see.
 */
export const companyShowroomRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.companyShowroom;
  const tags = ['company showroom'];

  app.get(
    '/api/company/product/list/:company_id',
    {
      schema: {
        tags, params: ZCompanyIdParams, querystring: ZShowroomProductQuery, response: { 200: envelopeOf(ZShowroomProducts) },
        summary: "A page of a supplier's published, listed products as the viewer may see them (showroom privacy, product and price visibility)",
      },
    },
    async (req) => ok(await service.products(req.auth, req.params.company_id, req.query, req.locale)),
  );

  app.get(
    '/api/company/collection/list/:company_id',
    {
      schema: {
        tags, params: ZCompanyIdParams, querystring: ZShowroomCollectionQuery, response: { 200: envelopeOf(ZShowroomCollections) },
        summary: "A page of a supplier's published, listed collections as the viewer may see them, with their visible product counts",
      },
    },
    async (req) => ok(await service.collections(req.auth, req.params.company_id, req.query)),
  );
};
