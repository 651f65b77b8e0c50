import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showroomApi as api } from '@gembourse/contracts/showroom.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The caller's own settings: the showroom's (privacy, product Q&A, currency, segment) and the company's contact privacy. */
export const showroomRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { showroom } = services;
  route(app, api.privacy, async (req) => showroom.privacy(requireAuth(req)));
  route(app, api.savePrivacy, async (req) => showroom.savePrivacy(requireAuth(req), req.body));
  route(app, api.settings, async (req) => showroom.settings(requireAuth(req)));
  route(app, api.saveSettings, async (req) => showroom.saveSettings(requireAuth(req), req.body));
  route(app, api.companyPrivacy, async (req) => showroom.companyPrivacy(requireAuth(req)));
  route(app, api.saveCompanyPrivacy, async (req) => showroom.saveCompanyPrivacy(requireAuth(req), req.body));
};
