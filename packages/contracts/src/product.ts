import { z } from 'zod';
import { SHOWROOM_PRIVACY_LEVELS, type ShowroomPrivacyLevel } from './showroom.ts';

/** A product's availability (SPEC §3): immediate, pre-order with a delivery window, or in stock. */
export const AVAILABILITIES = ['immediate', 'preorder', 'stock'] as const;
/** Visibility levels (SPEC §3 and §9) plus the private level the SPEC mentions: a collection's, or a product's own. */
export const VISIBILITIES = ['public', 'community', 'launch', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * A product's visibility and price visibility (issue 28 item 2): "as the showroom" (the showroom's product privacy
 * decides, SPEC §3 "Showroom settings") or one of the levels, which overrides the showroom's privacy (SPEC §6:
 * "Per-product visibility controls who sees details and prices, and it overrides other settings").
 */
export const PRODUCT_VISIBILITIES = ['showroom', ...VISIBILITIES] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
/** What a new product's visibility is (the wizard's first step, the Excel import's empty cell): as the showroom. */
export const DEFAULT_PRODUCT_VISIBILITY = 'showroom' satisfies ProductVisibility;

/**
 * Which setting decides who sees a product (or its price): the showroom's privacy, for a product "as the showroom",
 * or the product's own level, which overrides it. The wizard, the preview and the server's policy read it here.
 */
export const ZSettingInForce = z.discriminatedUnion('source', [
  z.object({ source: z.literal('showroom'), privacy: z.enum(SHOWROOM_PRIVACY_LEVELS) }),
  z.object({ source: z.literal('product'), level: z.enum(VISIBILITIES) }),
]);
export type SettingInForce = z.infer<typeof ZSettingInForce>;

/** The setting in force for a product whose visibility (or price visibility) is `level` in a showroom of `privacy`. */
export function settingInForce(level: ProductVisibility, privacy: ShowroomPrivacyLevel): SettingInForce {
  return level === 'showroom' ? { source: 'showroom', privacy } : { source: 'product', level };
}
