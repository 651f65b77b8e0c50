import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyProfileApi as api } from '@gembourse/contracts/company-profile.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The company profile editor and its contact list (SPEC §7): who may call each is the endpoint's `access`. */
export const companyProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { companyProfile, companyContacts } = services;
  route(app, api.update, async (req) => companyProfile.update(requireAuth(req), req.body, req.locale));
  route(app, api.saveContact, async (req) => companyContacts.save(requireAuth(req), req.body, req.locale));
  route(app, api.myContacts, async (req) => companyContacts.mine(requireAuth(req)));
  route(app, api.removeContact, async (req) => {
    await companyContacts.remove(requireAuth(req), req.params.id);
    return null;
  });
  route(app, api.contactsOf, async (req) => companyContacts.ofCompany(req.auth, req.params.company_id));
  route(app, api.contactCandidates, async (req) => companyContacts.candidates(requireAuth(req)));
};
