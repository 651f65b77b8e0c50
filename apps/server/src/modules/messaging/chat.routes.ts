import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagingApi as api } from '@gembourse/contracts/messaging.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/**
 * Chat (issue 12): conversations, messages, receipts, blocks and reports of members, and the console's reports. Who
 * may call each is its endpoint's `access` (members; staff for the console); which conversation is the service's rule.
 * Message limits are the service's too, so that the socket's `send` frames count with these calls.
 */
export const chatRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { chat, chatSafety, chatReports } = services;
  route(app, api.conversations, async (req) => chat.list(requireAuth(req), req.query, req.locale));
  route(app, api.open, async (req) => chat.open(requireAuth(req), req.body, req.locale));
  route(app, api.conversation, async (req) => chat.conversation(requireAuth(req), req.params.id, req.locale));
  route(app, api.history, async (req) => chat.history(requireAuth(req), req.params.id, req.query, req.locale));
  route(app, api.send, async (req) => chat.send(requireAuth(req), req.body, req.locale));
  route(app, api.sync, async (req) => chat.sync(requireAuth(req), req.query.after, req.locale));
  route(app, api.read, async (req) => chat.read(requireAuth(req), req.params.id, req.body?.upTo));
  route(app, api.delivered, async (req) => chat.delivered(requireAuth(req), req.params.id, req.body?.upTo));
  route(app, api.report, async (req) => chatSafety.report(requireAuth(req), req.params.id, req.body.reason));
  route(app, api.block, async (req) => chatSafety.block(requireAuth(req), req.params.id, req.locale));
  route(app, api.unblock, async (req) => chatSafety.unblock(requireAuth(req), req.params.id));
  route(app, api.blocked, async (req) => chatSafety.blocked(requireAuth(req), req.locale));
  route(app, api.reports, async (req) => chatReports.list(req.query.status, req.locale));
  route(app, api.closeReport, async (req) => chatReports.close(requireAuth(req), req.params.id, req.body.disableReported));
};
