import { z } from 'zod';
import { ZCompanySummary } from './company.ts';
import { ZEmailAddress } from './company-profile.ts';

// Connections between a member and a supplier, favourite brands, showroom shares and business matching
// (SPEC §4 "Supplier connection", "Favourite"; §2 "Share showroom link by e-mail"; issue 4 "Business matching").

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** POST /api/company/connection/request: a member asks a supplier for contact. A declined request may be re-sent. */
export const ZConnectionRequest = z.object({
  companyId: z.number().int().positive(),
  message: z.string().trim().max(500).optional(),
}).strict();
export type ConnectionRequest = z.infer<typeof ZConnectionRequest>;

const ZParty = z.object({ companyId: z.number().int(), companyName: z.string(), logo: z.string().nullable() });

/** A connection as both sides see it. */
export const ZConnection = z.object({
  id: z.number().int(),
  status: z.enum(CONNECTION_STATUSES),
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  requester: ZParty.extend({ userId: z.number().int(), name: z.string() }),
  supplier: ZParty,
});
export type Connection = z.infer<typeof ZConnection>;

/** GET /api/company/connection/list: incoming (to my company as supplier) or outgoing (from my company). */
export const ZConnectionListQuery = z.object({
  direction: z.enum(['incoming', 'outgoing']).default('incoming'),
  status: z.enum(CONNECTION_STATUSES).optional(),
  /** Only the connection with this company (the other party), e.g. my pending request to the profile I look at. */
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConnectionListQuery = z.infer<typeof ZConnectionListQuery>;

/** POST /api/favourite/company/{id}: collects or un-collects a brand (a supplier's showroom). */
export const ZFavouriteToggle = z.object({ collected: z.boolean() }).strict();
export const ZFavouriteState = z.object({ collected: z.boolean() });

export const SHARE_RECIPIENTS_MAX = 20;
/** POST /api/company/share: e-mails a showroom link (SPEC §5: at least one valid recipient, no duplicates). */
export const ZShareShowroom = z
  .object({
    companyId: z.number().int().positive(),
    emails: z.array(ZEmailAddress).min(1).max(SHARE_RECIPIENTS_MAX),
    message: z.string().trim().max(500).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.emails.forEach((email, i) => {
      if (seen.has(email)) ctx.addIssue({ code: 'custom', path: ['emails', i], message: 'emailDuplicate' });
      seen.add(email);
    });
  });
export type ShareShowroom = z.infer<typeof ZShareShowroom>;
export const ZShareAnswer = z.object({ sent: z.number().int() });

/**
 * GET /api/company/match: suppliers recommended for the caller (docs/matching.md explains the score). `reasons` holds
 * the dictionary ids that matched, so the page can say why a supplier is suggested.
 */
export const ZCompanyMatch = ZCompanySummary.extend({
  score: z.number().min(0).max(100),
  reasons: z.object({
    products: z.array(z.number().int()),
    markets: z.array(z.number().int()),
    natures: z.array(z.number().int()),
  }),
});
export type CompanyMatch = z.infer<typeof ZCompanyMatch>;
