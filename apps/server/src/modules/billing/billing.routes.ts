import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingApi as api } from '@gembourse/contracts/billing.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../../services.ts';

/**
 * Card checks and charges go to the payment provider: a cap per member keeps a stolen session from testing cards
 * through us, and a PDF costs more to build than a page.
 */
const CARD_LIMIT = [{ name: 'billing-card', max: 30, windowMs: 60 * 60_000, key: byUser }];
const PDF_LIMIT = [{ name: 'billing-pdf', max: 30, windowMs: 60_000, key: byUser }];

/** Subscriptions, payment and billing (issue 13): who may call each is the endpoint's `access`. */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { billing } = services;
  const cards = rateLimits(app, CARD_LIMIT);
  route(app, api.plans, async (req) => billing.plans(req.locale, req.query.side));
  route(app, api.overview, async (req) => billing.overview(requireAuth(req), req.locale));
  route(app, api.subscribe, async (req) => billing.subscribe(requireAuth(req), req.body, req.locale), { preHandler: cards });
  route(app, api.cancel, async (req) => billing.cancel(requireAuth(req), req.locale));
  route(app, api.resume, async (req) => billing.resume(requireAuth(req), req.locale));
  route(app, api.paymentMethod, async (req) => billing.replaceCard(requireAuth(req), req.body, req.locale), { preHandler: cards });
  route(app, api.invoices, async (req) => billing.invoices(requireAuth(req), req.query));
  route(
    app,
    api.invoicePdf,
    async (req, reply) => {
      const { file, fileName } = await billing.invoicePdf(requireAuth(req), req.params.id);
      const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
    { preHandler: rateLimits(app, PDF_LIMIT) },
  );
};
