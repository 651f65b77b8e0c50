import type { Purpose, Viewer } from '../company/company-access.ts';
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
    /**
     * The products among `ids` that `viewer` may see (or act on as a member: `purpose` 'act', for a card a member
     * sends or a chat they open from a product), by id; the others (unknown or hidden) are absent.
     */
    async visible(viewer: Viewer, ids: readonly number[], purpose: Purpose): Promise<Map<number, ProductCard>> {
      const wanted = [...new Set(ids)];
      if (!wanted.length) return new Map();
      const rows = await repo.facts(wanted, viewer.companyId);
      const cards = new Map<number, ProductCard>();
      for (const r of rows) {
        if (!productSight(viewer, r, purpose).available) continue;
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
