import { z } from 'zod';

export const AVAILABILITIES = ['immediate', 'preorder', 'stock'] as const;
/** Visibility levels (SPEC §3 and §9) plus the private level the SPEC mentions. */
export const VISIBILITIES = ['public', 'community', 'launch', 'private'] as const;
