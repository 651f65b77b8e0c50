import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSearchApi as api } from '@gembourse/contracts/catalogue-search.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** A member's product alerts and saved searches (issue 11 item 5); the notices come from jobs, not from these calls. */
export const productAlertsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { productAlerts, savedSearches } = services;
  route(app, api.setAlert, async (req) => productAlerts.setAlert(requireAuth(req), req.params.id, req.body));
  route(app, api.myAlerts, async (req) => productAlerts.myAlerts(requireAuth(req)));
  route(app, api.saveSearch, async (req) => savedSearches.save(requireAuth(req), req.body, req.locale));
  route(app, api.removeSearch, async (req) => savedSearches.remove(requireAuth(req), req.params.id));
};
