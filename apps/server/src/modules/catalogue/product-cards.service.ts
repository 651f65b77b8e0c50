import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { ProductCardsRepository } from './product-cards.repository.ts';
import { productSight } from './product-sight.ts';

/** A product as a card shows it, for a viewer who may see it. */
export interface ProductCard {
  id: number;
  companyId: number;
  name: string;
  imageUrl: string | null;
  companyName: string;
  companyNameEn: string | null;
}

/**
 * The catalogue's answer to "which of these products may this member see, and how are they shown in a card" for
 * other modules (the chat, issue 12), by the one product rule (product-sight.ts productSight), so a card never shows
 * a product its page would refuse. Injected by services.ts: the chat does not import the catalogue.
 */
export function productCardsService(repo: ProductCardsRepository) {
  return {
    /** The products among `ids` that `viewer` may see, by id; the others (unknown or hidden) are absent. */
    async visible(viewer: AuthContext, ids: readonly number[]): Promise<Map<number, ProductCard>> {
      const wanted = [...new Set(ids)];
      if (!wanted.length) return new Map();
      const rows = await repo.facts(wanted, viewer.companyId);
      const cards = new Map<number, ProductCard>();
      for (const r of rows) {
        if (!productSight(viewer, r).available) continue;
        cards.set(r.id, {
          id: r.id,
          companyId: r.companyId,
          name: r.name,
          imageUrl: r.imageUrl,
          companyName: r.companyName,
          companyNameEn: r.companyNameEn,
        });
      }
      return cards;
    },
  };
}
export type ProductCardsService = ReturnType<typeof productCardsService>;
