import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { required, text, trimmed, ZEmail, ZHttpUrl, ZId, ZPhone } from './primitives.ts';

// The company profile editor (SPEC §2 "Company profile editor", §3 "Company profile", §5) and its contact list.
// The same schemas validate the editor's form and POST /api/company/update, so both sides refuse the same input.

/** Empty strings from a cleared input mean "no value". */
const optionalText = (max: number) =>
  trimmed(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A file this platform stored (uploads module): images as webp, brochures as PDF. */
export const ZUploadUrl = text()
  .trim()
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/)
  .max(300);
/** Links to elsewhere: the one rule, in primitives.ts (re-exported for the editor's imports). */
export { ZHttpUrl };
/** SPEC §5: only YouTube or Vimeo links. */
export const VIDEO_URL_PATTERN =
  /^https:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/|vimeo\.com\/|player\.vimeo\.com\/video\/)[A-Za-z0-9_\-?=&/.]+$/i;
export const ZVideoUrl = text().trim().max(300).regex(VIDEO_URL_PATTERN);
/** Phone and fax numbers: the one rule, in primitives.ts (re-exported for the editor's imports). */
export { ZPhone };

export const PROFILE_LIMITS = {
  companyNameMax: 120,
  profileMax: 5000,
  addressMax: 300,
  brochuresMax: 5,
  /** SPEC §9: exhibition photos, up to 5. */
  mediaPhotosMax: LIMITS.exhibitionPhotosMax,
  linksMax: 10,
  membershipsMax: 20,
  partnersMax: 20,
  customWidgetMax: 2000,
  boothNumberMax: 20,
  contactsMax: 50,
} as const;

/**
 * The profile's plain text facts: optional, public, trimmed, at most N characters, '' or null clears one. One line
 * here is the whole contract of such a field, for the editor (ZCompanyUpdate) and the profile (ZCompanyDetail); tsc
 * and the profile tests then point at the rest: its column (db/schema/companies.ts), the editor's input and the
 * profile's display (each must place every fact), and its label `company:fields.<name>` in every locale.
 */
export const PROFILE_TEXT_FACTS = {
  boothNumber: PROFILE_LIMITS.boothNumberMax,
  customWidget: PROFILE_LIMITS.customWidgetMax,
} as const;
export type ProfileTextFact = keyof typeof PROFILE_TEXT_FACTS;
export const PROFILE_TEXT_FACT_KEYS = Object.keys(PROFILE_TEXT_FACTS) as ProfileTextFact[];

/** One schema per text fact, made by `each` from the fact's limit (the update's input, the profile's output). */
export function profileTextFacts<S extends z.ZodType>(each: (max: number) => S): { [K in ProfileTextFact]: S } {
  return Object.fromEntries(PROFILE_TEXT_FACT_KEYS.map((k) => [k, each(PROFILE_TEXT_FACTS[k])])) as { [K in ProfileTextFact]: S };
}

/** Video conference tools a supplier can offer buyers (SPEC §2 "Video conference settings"). */
export const VIDEO_TOOLS = ['zoom', 'teams', 'google_meet', 'webex', 'tencent_meeting', 'other'] as const;
export type VideoTool = (typeof VIDEO_TOOLS)[number];
/** A meeting link sent to buyers: https only. */
export const ZHttpsUrl = ZHttpUrl.regex(/^https:\/\//i);
export const ZVideoConference = z.object({ tool: z.enum(VIDEO_TOOLS), meetingUrl: ZHttpsUrl });
export type VideoConference = z.infer<typeof ZVideoConference>;

/** A brochure is a link to a PDF: either an uploaded one or an external URL (SPEC §2). */
export const ZBrochure = z.object({ name: required(100), url: z.union([ZUploadUrl, ZHttpUrl]) });
export const ZCompanyLink = z.object({ name: required(60), url: ZHttpUrl });

/**
 * POST /api/company/update: the caller's own company (company admins only). Every field is optional and only the
 * fields sent change; `null` clears a field. Dictionary ids (markets, products, natures, employees, company type) are checked by the server.
 */
export const ZCompanyUpdate = z
  .object({
    name: required(PROFILE_LIMITS.companyNameMax).optional(),
    alternateName: optionalText(PROFILE_LIMITS.companyNameMax),
    nameEn: optionalText(PROFILE_LIMITS.companyNameMax),
    profile: optionalText(PROFILE_LIMITS.profileMax),
    profileEn: optionalText(PROFILE_LIMITS.profileMax),
    address: optionalText(PROFILE_LIMITS.addressMax),
    addressEn: optionalText(PROFILE_LIMITS.addressMax),
    country: text().trim().length(2).toUpperCase().optional(),
    city: optionalText(80),
    phone: ZPhone.nullable().optional(),
    faxCountry: text()
      .trim()
      .regex(/^\+?[0-9]{1,4}$/)
      .nullable()
      .optional(),
    faxArea: text()
      .trim()
      .regex(/^[0-9]{1,6}$/)
      .nullable()
      .optional(),
    faxNumber: text()
      .trim()
      .regex(/^[0-9][0-9 -]{3,19}$/)
      .nullable()
      .optional(),
    email: ZEmail.nullable().optional(),
    website: ZHttpUrl.nullable().optional(),
    inBusinessSince: z.number().int().min(1800).max(2100).nullable().optional(),
    outlets: z.number().int().min(0).max(100_000).nullable().optional(),
    /** A dictionary id of 'employee_count' (38001-38006). */
    employeeCount: ZId.nullable().optional(),
    /** A dictionary id of 'company_type' (38201-38208, the legal form). */
    companyType: ZId.nullable().optional(),
    priceLow: z.number().min(0).max(100_000_000).nullable().optional(),
    priceHigh: z.number().min(0).max(100_000_000).nullable().optional(),
    mainMarkets: z.array(ZId).max(10).optional(),
    mainProducts: z.array(ZId).max(30).optional(),
    businessNature: z.array(ZId).max(11).optional(),
    logo: ZUploadUrl.nullable().optional(),
    cover: ZUploadUrl.nullable().optional(),
    video: ZVideoUrl.nullable().optional(),
    brochures: z.array(ZBrochure).max(PROFILE_LIMITS.brochuresMax).optional(),
    mediaPhotos: z.array(ZUploadUrl).max(PROFILE_LIMITS.mediaPhotosMax).optional(),
    memberships: z.array(required(100)).max(PROFILE_LIMITS.membershipsMax).optional(),
    partners: z.array(required(100)).max(PROFILE_LIMITS.partnersMax).optional(),
    links: z.array(ZCompanyLink).max(PROFILE_LIMITS.linksMax).optional(),
    ...profileTextFacts(optionalText),
    videoConference: ZVideoConference.nullable().optional(),
  })
  .strict()
  .refine((v) => v.priceLow == null || v.priceHigh == null || v.priceLow <= v.priceHigh, {
    path: ['priceHigh'],
    message: 'priceRange',
  });
export type CompanyUpdate = z.infer<typeof ZCompanyUpdate>;

/** A contact person shown on the profile (SPEC §3 "Contact"). */
export const ZContact = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  cover: z.string().nullable(),
  status: z.enum(['active', 'hidden']),
});
export type Contact = z.infer<typeof ZContact>;

/** POST /api/company/user/contact/save: adds a contact, or edits one when `id` is given (own company, admins). */
export const ZContactSave = z
  .object({
    id: ZId.optional(),
    firstName: required(LIMITS.nameMaxLength),
    lastName: required(LIMITS.nameMaxLength),
    email: ZEmail,
    title: required(80),
    phone: ZPhone.nullable().optional(),
    cover: ZUploadUrl.nullable().optional(),
    status: z.enum(['active', 'hidden']).default('active'),
  })
  .strict();
export type ContactSave = z.infer<typeof ZContactSave>;

/**
 * GET /api/company/contact/list/{company_id}: the public contacts, when the showroom's contact privacy lets the
 * viewer see them; otherwise `visible` is false and `requirement` says what would open them.
 */
export const ZCompanyContacts = z.object({
  visible: z.boolean(),
  requirement: z.enum(['none', 'login', 'connection']),
  list: z.array(ZContact),
});
export type CompanyContacts = z.infer<typeof ZCompanyContacts>;

/** GET /api/company/user/no/contact/list: members of the caller's company not yet listed as contacts (by e-mail). */
export const ZContactCandidate = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ContactCandidate = z.infer<typeof ZContactCandidate>;
