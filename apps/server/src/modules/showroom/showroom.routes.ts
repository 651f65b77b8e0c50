import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showroomApi as api } from '@gembourse/contracts/showroom.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The caller's own privacy settings: the showroom's (privacy and product Q&A) and the company's contact privacy. */
export const showroomRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { showroom } = services;
  route(app, api.privacy, async (req) => showroom.privacy(requireAuth(req)));
  route(app, api.savePrivacy, async (req) => showroom.savePrivacy(requireAuth(req), req.body));
  route(app, api.companyPrivacy, async (req) => showroom.companyPrivacy(requireAuth(req)));
  route(app, api.saveCompanyPrivacy, async (req) => showroom.saveCompanyPrivacy(requireAuth(req), req.body));
};
