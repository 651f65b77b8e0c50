import { z } from 'zod';
import { ZCompanySummary } from './company.ts';
import { pageOf } from './envelope-schema.ts';
import { ZMemberCard } from './member-card.ts';
import { text, ZEmail, ZId, ZIdParam } from './primitives.ts';

// Connections between a member and a supplier, favourite brands, showroom shares and business matching
// (SPEC §4 "Supplier connection", "Favourite"; §2 "Share showroom link by e-mail"; issue 4 "Business matching").

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Longest note a member may add to a contact request (it goes into the supplier's e-mail). */
export const CONNECTION_MESSAGE_MAX = 500;

/** POST /api/company/connection/request: a member asks a supplier for contact. A declined request may be re-sent. */
export const ZConnectionRequest = z
  .object({
    companyId: ZId,
    message: text().trim().max(CONNECTION_MESSAGE_MAX).optional(),
  })
  .strict();
export type ConnectionRequest = z.infer<typeof ZConnectionRequest>;

const ZParty = z.object({ companyId: z.number().int(), companyName: z.string(), logo: z.string().nullable() });

/** A connection as both sides see it. */
export const ZConnection = z.object({
  id: z.number().int(),
  status: z.enum(CONNECTION_STATUSES),
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** Who asked: their company, and their member card's person (member-card.ts, hidden profile: name only). */
  requester: ZParty.extend(ZMemberCard.pick({ userId: true, name: true, avatarUrl: true, jobTitle: true }).shape),
  supplier: ZParty,
});
export type Connection = z.infer<typeof ZConnection>;

/** Incoming: requests to my company as the supplier; outgoing: requests my company sent. */
export const CONNECTION_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type ConnectionDirection = (typeof CONNECTION_DIRECTIONS)[number];

/** GET /api/company/connection/list: incoming (to my company as supplier) or outgoing (from my company). */
export const ZConnectionListQuery = z.object({
  direction: z.enum(CONNECTION_DIRECTIONS).default('incoming'),
  status: z.enum(CONNECTION_STATUSES).optional(),
  /** Only the connection with this company (the other party), e.g. my pending request to the profile I look at. */
  companyId: ZIdParam.optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConnectionListQuery = z.infer<typeof ZConnectionListQuery>;

/** A page of my company's connections, with the exact total. */
export const ZConnectionPage = pageOf(ZConnection);
export type ConnectionPage = z.infer<typeof ZConnectionPage>;

/** POST /api/favourite/brand/{id} and /product/{id}: collects or un-collects a brand or a product. */
export const ZFavouriteToggle = z.object({ collected: z.boolean() }).strict();
export const ZFavouriteState = z.object({ collected: z.boolean() });

export const SHARE_RECIPIENTS_MAX = 20;
/** POST /api/company/share: e-mails a showroom link (SPEC §5: at least one valid recipient, no duplicates). */
export const ZShareShowroom = z
  .object({
    companyId: ZId,
    emails: z.array(ZEmail).min(1).max(SHARE_RECIPIENTS_MAX),
    message: text().trim().max(500).optional(),
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
