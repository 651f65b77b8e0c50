import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCompanyStatusChange, ZCompanyVerification, ZCompanyVerificationResult, ZConsoleCompany, ZConsoleCompanyQuery,
} from '@gembourse/contracts/console';
import { envelopeOf, pageOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['console'];
const security = [{ bearer: [] }];

/** Organiser console actions: the company list, verification and suspension (platform administrators only). */
export const consoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.console;

  app.get(
    '/api/console/companies',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, querystring: ZConsoleCompanyQuery, response: { 200: envelopeOf(pageOf(ZConsoleCompany)) },
        summary: 'Companies for the organiser (platform administrators): filter by name, side, status and verification; newest first',
      },
    },
    async (req) => ok(await service.listCompanies(requireAuth(req), req.query)),
  );

  app.post(
    '/api/console/companies/:id/verification',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, params: ZIdParams, body: ZCompanyVerification, response: { 200: envelopeOf(ZCompanyVerificationResult) },
        summary: "Verify or reject a company (platform administrators); e-mails its admins. A pending supplier's members may log in once verified",
      },
    },
    async (req) => ok(await service.decideVerification(requireAuth(req), req.params.id, req.body)),
  );

  app.post(
    '/api/console/companies/:id/status',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, params: ZIdParams, body: ZCompanyStatusChange,
        response: { 200: envelopeOf(ZCompanyStatusChange.extend({ id: z.number().int() })) },
        summary: 'Suspend or reactivate a company (platform administrators); its members then answer 30011',
      },
    },
    async (req) => ok(await service.setCompanyStatus(requireAuth(req), req.params.id, req.body.status)),
  );
};
