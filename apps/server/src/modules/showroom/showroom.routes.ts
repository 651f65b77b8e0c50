import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ZShowroomPrivacy } from '@gembourse/contracts/showroom';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import { PERM } from '@gembourse/contracts/permissions';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';

const security = [{ bearer: [] }];

/** The supplier's own showroom settings (SPEC §3 "Showroom settings"): privacy and product Q&A. */
export const showroomRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.showroom;
  const tags = ['showroom'];

  app.get(
    '/api/showroom/privacy',
    {
      preValidation: membersOnly,
      schema: {
        tags, security, response: { 200: envelopeOf(ZShowroomPrivacy) },
        summary: "My showroom's privacy (who sees products, who sees contact details) and Q&A settings (members of a seller)",
      },
    },
    async (req) => ok(await service.privacy(requireAuth(req))),
  );

  app.post(
    '/api/showroom/privacy/save',
    {
      // A member who may not save is refused (40300) before their body is looked at, as a guest is (30007).
      preValidation: membersOnly,
      config: { access: { perm: PERM.showroomSettingEdit } },
      schema: {
        tags, security, body: ZShowroomPrivacy, response: { 200: envelopeOf(ZShowroomPrivacy) },
        summary: "Save my showroom's privacy and Q&A settings (company admins and holders of showroom:setting:edit); answers them",
      },
    },
    async (req) => ok(await service.savePrivacy(requireAuth(req), req.body)),
  );
};
