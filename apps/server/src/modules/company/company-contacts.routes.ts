import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyContacts, ZContact, ZContactCandidate, ZContactSave } from '@gembourse/contracts/company-profile';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';
import { companyAdminsOnly } from './company-access.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZCompanyIdParams = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];

/** The contact endpoints of SPEC §7, paths exactly as listed there. */
export const companyContactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.companyContacts;
  const tags = ['company contacts'];

  app.post(
    '/api/company/user/contact/save',
    {
      preValidation: [membersOnly, companyAdminsOnly],
      schema: {
        tags, security, body: ZContactSave, response: { 200: envelopeOf(ZContact) },
        summary: "Add a contact to my company's profile, or edit one when `id` is given (company admins)",
      },
    },
    async (req) => ok(await service.save(requireAuth(req), req.body, req.locale)),
  );

  app.get(
    '/api/company/user/contact/list',
    {
      preValidation: membersOnly,
      schema: { tags, security, summary: "My company's contacts, hidden ones included", response: { 200: envelopeOf(z.array(ZContact)) } },
    },
    async (req) => ok(await service.mine(requireAuth(req))),
  );

  app.post(
    '/api/company/user/contact/remove/:id',
    {
      preValidation: [membersOnly, companyAdminsOnly],
      schema: { tags, security, summary: 'Delete a contact of my company (company admins)', params: ZIdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => ok(await service.remove(requireAuth(req), req.params.id).then(() => null)),
  );

  app.get(
    '/api/company/contact/list/:company_id',
    {
      schema: {
        tags, params: ZCompanyIdParams, response: { 200: envelopeOf(ZCompanyContacts) },
        summary: "A company's contacts as the viewer may see them (contact privacy); `requirement` says what would open them",
      },
    },
    async (req) => ok(await service.ofCompany(req.auth, req.params.company_id)),
  );

  app.get(
    '/api/company/user/no/contact/list',
    {
      preValidation: [membersOnly, companyAdminsOnly],
      schema: {
        tags, security, response: { 200: envelopeOf(z.array(ZContactCandidate)) },
        summary: 'Active members of my company who are not contacts yet, for the add-contact picker (company admins)',
      },
    },
    async (req) => ok(await service.candidates(requireAuth(req))),
  );
};
