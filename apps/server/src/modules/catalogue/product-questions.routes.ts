import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSearchApi as api } from '@gembourse/contracts/catalogue-search.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../../services.ts';

/** Product Q&A (issue 11 item 4): ask and read on the product page, list and answer in the showroom. */
export const productQuestionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services, config }) => {
  const { productQuestions: service } = services;
  // Each question reaches a supplier's inbox: a member's questions per hour are capped (QUESTION_RATE_LIMIT), counted
  // in the platform's rate-limit store (Redis when set, so every process counts together).
  const askLimit = rateLimits(app, [{ name: 'product-question', max: config.questionRateLimit, windowMs: 3_600_000, key: byUser }]);
  route(app, api.ask, async (req) => service.ask(requireAuth(req), req.params.id, req.body, req.locale), { preHandler: askLimit });
  route(app, api.questions, async (req) => service.questions(req.auth, req.params.id, req.query, req.locale));
  route(app, api.ownQuestions, async (req) => service.ownQuestions(requireAuth(req), req.query, req.locale));
  route(app, api.answer, async (req) => service.answer(requireAuth(req), req.params.id, req.body, req.locale));
};
