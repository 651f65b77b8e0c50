import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ZProductSummary, type ProductSummary } from '@gembourse/contracts/product';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../services.ts';
import type { Locale } from '@gembourse/contracts/locale';
import { displayName } from '../company/company.presenter.ts';
import { priceScope, priceShown } from '../company/showroom-policy.ts';
import { type ProductRow } from './product.repository.ts';

/** Price visibility by the showroom's one rule (showroom-policy.ts), so the home feed and profiles agree. */
function canSeePrice(r: ProductRow, viewer: AuthContext | null): boolean {
  const standing = { own: viewer?.companyId === r.companyId, staff: Boolean(viewer?.administrator), connected: false };
  const released = !r.releaseAt || r.releaseAt.getTime() <= Date.now();
  return priceShown(priceScope(viewer, standing), r.priceVisibility, released);
}

export function presentProduct(r: ProductRow, viewer: AuthContext | null, locale: Locale): ProductSummary {
  return {
    id: r.id, name: r.name, sku: r.sku, image: r.images[0] ?? null, companyId: r.companyId,
    companyName: displayName({ name: r.companyName, nameEn: r.companyNameEn }, locale),
    categories: r.categories, currency: r.currency, price: canSeePrice(r, viewer) ? r.price : null,
    immediate: r.immediate, availability: r.availability, createdAt: r.createdAt.toISOString(),
  };
}

/** GET /api/product/latest: the home page's new products. The full catalogue arrives with the showroom issue. */
export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const repo = services.products;
  app.get(
    '/api/product/latest',
    {
      schema: {
        tags: ['product'],
        summary: 'Newest released products of open showrooms (visitors: public products of public showrooms; prices per price visibility)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }),
        response: { 200: envelopeOf(z.array(ZProductSummary)) },
      },
    },
    async (req) => {
      const rows = req.auth
        ? await repo.latest(req.query.limit, ['public', 'community'], ['community', 'everyone'])
        : await repo.latest(req.query.limit, ['public'], ['everyone']);
      return ok(rows.map((r) => presentProduct(r, req.auth, req.locale)));
    },
  );
};
