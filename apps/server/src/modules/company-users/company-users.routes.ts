import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';
import { ZCompanyUser, ZCompanyUserListQuery, ZCompanyUserPage, ZUserIdParams } from './company-users.schemas.ts';

/** SPEC §7 company user management: GET /api/company/user/list, POST /api/company/user/{active,deactive}/{id}. */
export const companyUserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.companyUsers;
  const tags = ['company users'];

  app.get(
    '/api/company/user/list',
    {
      preValidation: membersOnly,
      schema: {
        tags,
        summary: 'The users of my company, optionally by status (company admins)',
        querystring: ZCompanyUserListQuery,
        response: { 200: envelopeOf(ZCompanyUserPage) },
      },
    },
    async (req) => ok(await service.list(requireAuth(req), req.query)),
  );

  app.post(
    '/api/company/user/deactive/:id',
    {
      preValidation: membersOnly,
      schema: {
        tags,
        summary: 'Disable a user of my company: their sessions end (30012) and their sockets get logout',
        params: ZUserIdParams,
        response: { 200: envelopeOf(ZCompanyUser) },
      },
    },
    async (req) => ok(await service.deactivate(requireAuth(req), req.params.id)),
  );

  app.post(
    '/api/company/user/active/:id',
    {
      preValidation: membersOnly,
      schema: { tags, summary: 'Enable a disabled user of my company again', params: ZUserIdParams, response: { 200: envelopeOf(ZCompanyUser) } },
    },
    async (req) => ok(await service.activate(requireAuth(req), req.params.id)),
  );
};
