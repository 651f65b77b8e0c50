import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ZProductSummary, type ProductSummary } from '@gembourse/contracts/product';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { productRepository, type ProductRow } from './product.repository.ts';

/** Price visibility: public for all, community for members, launch/private for the supplier itself. */
function canSeePrice(r: ProductRow, viewer: AuthContext | null): boolean {
  if (r.priceVisibility === 'public') return true;
  if (!viewer) return false;
  if (viewer.administrator || viewer.companyId === r.companyId) return true;
  return r.priceVisibility === 'community';
}

export function presentProduct(r: ProductRow, viewer: AuthContext | null): ProductSummary {
  return {
    id: r.id, name: r.name, sku: r.sku, image: r.images[0] ?? null, companyId: r.companyId, companyName: r.companyName,
    categories: r.categories, currency: r.currency, price: canSeePrice(r, viewer) ? r.price : null,
    immediate: r.immediate, availability: r.availability, createdAt: r.createdAt.toISOString(),
  };
}

/** GET /api/product/latest: the home page's new products. The full catalogue arrives with the showroom issue. */
export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const repo = productRepository(database.db);
  app.get(
    '/api/product/latest',
    {
      schema: {
        tags: ['product'],
        summary: 'Newest published products (visitors see public products only; prices per price visibility)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }),
        response: { 200: envelopeOf(z.array(ZProductSummary)) },
      },
    },
    async (req) => {
      const rows = await repo.latest(req.query.limit, req.auth ? ['public', 'community'] : ['public']);
      return ok(rows.map((r) => presentProduct(r, req.auth)));
    },
  );
};
