import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyDetail } from '@gembourse/contracts/company';
import { ZCompanyUpdate } from '@gembourse/contracts/company-profile';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';
import { companyAdminsOnly } from './company-access.ts';

/** POST /api/company/update (SPEC §7): the company profile editor. */
export const companyProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.companyProfile;

  app.post(
    '/api/company/update',
    {
      preValidation: [membersOnly, companyAdminsOnly],
      schema: {
        tags: ['company'],
        summary: "Update my company's profile (company admins): only the fields sent change, null clears one; answers the profile",
        security: [{ bearer: [] }],
        body: ZCompanyUpdate,
        response: { 200: envelopeOf(ZCompanyDetail) },
      },
    },
    async (req) => ok(await service.update(requireAuth(req), req.body, req.locale)),
  );
};
