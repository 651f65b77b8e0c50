import { z } from 'zod';
import { pageOf } from './envelope-schema.ts';

/** GET /api/app/info: what the client needs to know about this installation before anyone logs in. */
export const ZAppInfo = z.object({
  demo: z.boolean(),
  version: z.string(),
  payloadEncryption: z.boolean(),
  /** Demo mode only (ARCHITECTURE §7): the demo accounts the login page names; empty otherwise. */
  demoAccounts: z.array(z.object({ email: z.string(), role: z.string() })),
});
export type AppInfo = z.infer<typeof ZAppInfo>;

/** One e-mail of the demo outbox (GET /api/dev/outbox). */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Null for text-only messages, and once a delivered message's body was dropped. */
  html: z.string().nullable(),
  locale: z.string(),
  /** `stored` (recorded, not handed to a mail server), `sent` or `failed`. */
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

/** A page of the demo outbox, newest first (no total: "Load more" follows `hasMore`). */
export const ZOutboxPage = pageOf(ZOutboxMessage).omit({ total: true });
export type OutboxPage = z.infer<typeof ZOutboxPage>;

/**
 * The request header that carries DEV_OUTBOX_TOKEN: with it, a demo server shows its outbox to a client that is not on
 * the server's own machine (docs/configuration.md).
 */
export const DEV_OUTBOX_TOKEN_HEADER = 'x-dev-outbox-token';
