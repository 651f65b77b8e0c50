import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyDetail, ZCompanyListBody, ZCompanySummary } from '@gembourse/contracts/company';
import { envelopeOf, pageOf, ZPageQuery } from '@gembourse/contracts/envelope-schema';
import { membersOnly } from '../../platform/auth/auth-context.ts';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../services.ts';

const ZCompanyListAnswer = pageOf(ZCompanySummary).extend({
  /** True when a guest got the first results only and should log in for the rest (SPEC §2). */
  limited: z.boolean(),
});

/** The SPEC §7 company endpoints that need no later feature. */
export const companyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.companies;

  app.post(
    '/api/company/list',
    {
      schema: {
        tags: ['company'],
        summary: 'Supplier directory: search, filters, sorting, paging (guests get the first results only)',
        querystring: ZPageQuery,
        body: ZCompanyListBody.default({ sort: 'relevance' }),
        response: { 200: envelopeOf(ZCompanyListAnswer) },
      },
    },
    async (req) => ok(await service.list(req.body, req.query, req.auth, req.locale)),
  );

  app.get(
    '/api/company/mainpage/recommend',
    {
      schema: {
        tags: ['company'],
        summary: 'Recommended showrooms for the home page',
        response: { 200: envelopeOf(z.array(ZCompanySummary)) },
      },
    },
    async (req) => ok(await service.recommended(req.locale)),
  );

  app.get(
    '/api/company/all',
    {
      // Members only: a guest would otherwise read the whole directory past the guest limit of SPEC §2.
      preValidation: membersOnly,
      schema: {
        tags: ['company'],
        security: [{ bearer: [] }],
        summary: 'Every listed supplier (id and names), for pickers; members only (30007 for guests)',
        response: { 200: envelopeOf(z.array(z.object({ id: z.number(), name: z.string(), nameEn: z.string().nullable() }))) },
      },
    },
    async () => ok(await service.all()),
  );

  app.get(
    '/api/company/detail/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'A company profile; contact details follow the showroom privacy setting. Counts a visit (once a day per visitor)',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelopeOf(ZCompanyDetail) },
      },
    },
    async (req) => {
      const device = typeof req.headers.accessuuid === 'string' ? req.headers.accessuuid : undefined;
      return ok(await service.detail(req.params.id, req.auth, req.locale, { device, ip: req.ip }));
    },
  );
};
