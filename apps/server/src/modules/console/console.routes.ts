import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { consoleRepository } from './console.repository.ts';
import { consoleService } from './console.service.ts';

const ZCompanyStatus = z.object({ status: z.enum(['active', 'suspended']) });

/** Organiser console actions (issue 3: company suspension). */
export const consoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const service = consoleService({ repo: consoleRepository(database.db), realtime: app.realtime });

  app.post(
    '/api/console/companies/:id/status',
    {
      preValidation: membersOnly,
      schema: {
        tags: ['console'],
        summary: 'Suspend or reactivate a company (platform administrators); its members then answer 30011',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: ZCompanyStatus,
        response: { 200: envelopeOf(ZCompanyStatus.extend({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await service.setCompanyStatus(requireAuth(req), req.params.id, req.body.status)),
  );
};
