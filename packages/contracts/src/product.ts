/** A product's availability (SPEC §3): immediate, pre-order with a delivery window, or in stock. */
export const AVAILABILITIES = ['immediate', 'preorder', 'stock'] as const;
/** Visibility levels (SPEC §3 and §9) plus the private level the SPEC mentions. */
export const VISIBILITIES = ['public', 'community', 'launch', 'private'] as const;
