import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  redis: z.object({ ok: z.boolean(), configured: z.boolean() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof ZHealth>;
