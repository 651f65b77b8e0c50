import { z } from 'zod';
import { pageOf } from './envelope-schema.ts';
import { profileTextFacts } from './company-profile.ts';
import { CURRENCIES } from './limits.ts';
import { text, ZIdParam } from './primitives.ts';

/**
 * Company sort options of SPEC §9 that apply to a supplier directory. Name sorts use the name the viewer reads (the
 * own-language name for Chinese readers, else the English one); `alphabet` is the A-Z index: every viewer gets the
 * Latin name grouped by its first letter, names that start with anything else after Z (docs/decisions.md).
 */
export const COMPANY_SORTS = [
  'relevance',
  'name_asc',
  'name_desc',
  'alphabet',
  'created_desc',
  'created_asc',
  'updated_desc',
  'updated_asc',
  'showroom_asc',
  'showroom_desc',
  'most_visited',
  'random',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** Body of POST /api/company/list (pageNum and pageSize travel in the query, SPEC §7). */
export const ZCompanyListBody = z
  .object({
    keyword: text().trim().max(100).optional(),
    sort: z.enum(COMPANY_SORTS).default('relevance'),
    businessNature: z.array(z.number().int()).max(20).optional(),
    mainProducts: z.array(z.number().int()).max(30).optional(),
    mainMarkets: z.array(z.number().int()).max(10).optional(),
    country: text().trim().max(60).optional(),
    verifiedOnly: z.boolean().optional(),
    /** Seed for the `random` sort, so that paging a random order stays stable. */
    seed: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict();
export type CompanyListBody = z.infer<typeof ZCompanyListBody>;

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const COMPANY_STATUSES = ['active', 'suspended'] as const;

/** A supplier as a card in lists and the directory. */
export const ZCompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  businessNature: z.array(z.number().int()),
  mainProducts: z.array(z.number().int()),
  mainMarkets: z.array(z.number().int()),
  verified: z.boolean(),
  boothNumber: z.string().nullable(),
  productCount: z.number().int(),
  profileExcerpt: z.string(),
});
export type CompanySummary = z.infer<typeof ZCompanySummary>;

/** POST /api/company/list answer: a page of suppliers; `limited` when a guest got the first results only (SPEC §2). */
export const ZCompanyListAnswer = pageOf(ZCompanySummary).extend({ limited: z.boolean() });
export type CompanyListAnswer = z.infer<typeof ZCompanyListAnswer>;

/** Most suppliers one picker call answers (GET /api/company/all). */
export const SUPPLIER_PICKER_MAX = 50;

/**
 * GET /api/company/all: listed suppliers for a picker, by name, `limit` at a time. `cursor` is the `nextCursor` of the
 * previous answer (the id of its last supplier); a keyword matches as in the directory.
 */
export const ZSupplierPickerQuery = z.object({
  keyword: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(SUPPLIER_PICKER_MAX).default(20),
  cursor: ZIdParam.optional(),
});
export type SupplierPickerQuery = z.infer<typeof ZSupplierPickerQuery>;

/** A supplier in a picker: its id and names. */
export const ZSupplierPick = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() });
export type SupplierPick = z.infer<typeof ZSupplierPick>;

/** A page of the picker; `nextCursor` is null on the last one. */
export const ZSupplierPickerPage = z.object({ list: z.array(ZSupplierPick), nextCursor: z.number().int().nullable() });
export type SupplierPickerPage = z.infer<typeof ZSupplierPickerPage>;

const ZNamedLink = z.object({ name: z.string(), url: z.string() });

/** What the viewer has to do with this company: its own, connected or not, collected or not. Guests get the defaults. */
export const ZViewerRelation = z.object({
  own: z.boolean(),
  /** True when the viewer may edit it: their own company, and their role holds company:profile:edit (staff always do). */
  canEdit: z.boolean(),
  connection: z.enum(['none', 'pending', 'accepted', 'declined']),
  collected: z.boolean(),
});
export type ViewerRelation = z.infer<typeof ZViewerRelation>;

/** A company's public profile (SPEC §3 "Company profile"). Contact fields are null when privacy hides them. */
export const ZCompanyDetail = ZCompanySummary.extend({
  joinType: z.enum(['buyer', 'seller']),
  alternateName: z.string().nullable(),
  profile: z.string().nullable(),
  profileEn: z.string().nullable(),
  address: z.string().nullable(),
  addressEn: z.string().nullable(),
  phone: z.string().nullable(),
  faxCountry: z.string().nullable(),
  faxArea: z.string().nullable(),
  faxNumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  inBusinessSince: z.number().int().nullable(),
  outlets: z.number().int().nullable(),
  employeeCount: z.number().int().nullable(),
  priceLow: z.number().nullable(),
  priceHigh: z.number().nullable(),
  companyType: z.number().int().nullable(),
  video: z.string().nullable(),
  brochures: z.array(ZNamedLink),
  mediaPhotos: z.array(z.string()),
  memberships: z.array(z.string()),
  partners: z.array(z.string()),
  links: z.array(ZNamedLink),
  ...profileTextFacts(() => z.string().nullable()),
  preferredCurrency: z.enum(CURRENCIES),
  contactVisible: z.boolean(),
  /** Who may see contact details (showroom privacy), so the page can say what would open them. */
  contactPrivacy: z.enum(['contacts', 'community', 'everyone']),
  /** Tool and default meeting URL; shown to those who may see contact details. */
  videoConference: z.object({ tool: z.string(), meetingUrl: z.string() }).nullable(),
  /** Fields for the editor, present only for the company's own members. */
  businessNatureOther: z.string().nullable(),
  viewer: ZViewerRelation,
  /** The supplier's default brand: what its profile's favourite button collects (null for a buyer company). */
  defaultBrandId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CompanyDetail = z.infer<typeof ZCompanyDetail>;

/** Suppliers GET /api/company/match answers unless asked, and at most (docs/matching.md). */
export const MATCH_LIMIT_DEFAULT = 12;
export const MATCH_LIMIT_MAX = 50;

/** GET /api/company/match: how many suppliers to recommend. */
export const ZMatchQuery = z.object({ limit: z.coerce.number().int().min(1).max(MATCH_LIMIT_MAX).default(MATCH_LIMIT_DEFAULT) });
export type MatchQuery = z.infer<typeof ZMatchQuery>;
