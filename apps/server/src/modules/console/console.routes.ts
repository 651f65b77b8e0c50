import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleApi as api } from '@gembourse/contracts/console.api';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** Organiser console actions: the company list, verification and suspension (access `'staff'` on each endpoint). */
export const consoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.console;
  route(app, api.companies, async (req) => service.listCompanies(req.query));
  route(app, api.decideVerification, async (req) => service.decideVerification(req.params.id, req.body));
  route(app, api.setStatus, async (req) => service.setCompanyStatus(req.params.id, req.body.status));
};
