import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyUsersApi as api } from '@gembourse/contracts/company-users.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../../services.ts';

/** Invitations send e-mail to any address: a cap per member keeps a stolen session from mailing through us. */
const INVITE_LIMIT = [{ name: 'member-invite', max: 30, windowMs: 60 * 60_000, key: byUser }];

/** SPEC §7 company user management, the company's roles and the user profile: each endpoint's point says who may call. */
export const companyUserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const users = services.companyUsers;
  const roles = services.companyRoles;
  const profile = services.userProfile;
  route(app, api.list, async (req) => users.list(requireAuth(req), req.query, req.locale));
  const invites = rateLimits(app, INVITE_LIMIT);
  route(app, api.invite, async (req) => users.invite(requireAuth(req), req.body, req.locale), { preHandler: invites });
  route(app, api.update, async (req) => users.update(requireAuth(req), req.body, req.locale));
  route(app, api.remove, async (req) => users.remove(requireAuth(req), req.params.id));
  route(app, api.resend, async (req) => users.resend(requireAuth(req), req.params.id), { preHandler: invites });
  route(app, api.deactivate, async (req) => users.deactivate(requireAuth(req), req.params.id));
  route(app, api.activate, async (req) => users.activate(requireAuth(req), req.params.id));
  route(app, api.roles, async (req) => roles.list(requireAuth(req)));
  route(app, api.saveRole, async (req) => roles.save(requireAuth(req), req.body, req.locale));
  route(app, api.removeRole, async (req) => roles.remove(requireAuth(req), req.params.id));
  route(app, api.profile, async (req) => profile.get(requireAuth(req)));
  route(app, api.saveProfile, async (req) => profile.save(requireAuth(req), req.body));
};
