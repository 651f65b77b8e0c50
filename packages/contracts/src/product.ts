import { z } from 'zod';
import { CURRENCIES } from './limits.ts';

export const AVAILABILITIES = ['immediate', 'preorder', 'stock'] as const;
/** Visibility levels (SPEC §3 and §9) plus the private level the SPEC mentions. */
export const VISIBILITIES = ['public', 'community', 'launch', 'private'] as const;

/** A product as a card in lists. `price` is null when the viewer may not see prices. */
export const ZProductSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  categories: z.array(z.number().int()),
  currency: z.enum(CURRENCIES),
  price: z.number().nullable(),
  immediate: z.boolean(),
  availability: z.enum(AVAILABILITIES),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ZProductSummary>;
