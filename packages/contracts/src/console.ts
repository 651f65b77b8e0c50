import { z } from 'zod';
import { JOIN_TYPES } from './auth.ts';
import { COMPANY_STATUSES, VERIFICATION_STATUSES } from './company.ts';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { text } from './primitives.ts';

// The organiser's console (ARCHITECTURE §6, face 3): companies and their verification. Platform administrators only.

export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What the organiser decides about a company: suppliers wait in `pending` until then. */
export const VERIFICATION_DECISIONS = ['verified', 'rejected'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** Longest note the organiser may add to a decision (it goes into the e-mail to the company's admins). */
export const VERIFICATION_NOTE_MAX = 500;

/** GET /api/console/companies: filters of the organiser's company list, newest registrations first. */
export const ZConsoleCompanyQuery = ZPageQuery.extend({
  /** Part of the company's name (own-language or English), any case. */
  keyword: text().trim().max(100).optional(),
  joinType: z.enum(JOIN_TYPES).optional(),
  status: z.enum(COMPANY_STATUSES).optional(),
  verification: z.enum(VERIFICATION_STATUSES).optional(),
});
export type ConsoleCompanyQuery = z.infer<typeof ZConsoleCompanyQuery>;

const ZNamedLink = z.object({ name: z.string(), url: z.string() });

/** One row of the organiser's company list (SPEC §3 "Admin view of a company"). */
export const ZConsoleCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  joinType: z.enum(JOIN_TYPES),
  status: z.enum(COMPANY_STATUSES),
  verification: z.enum(VERIFICATION_STATUSES),
  /** When the company registered (ISO date-time). */
  registeredAt: z.string(),
  /** Dictionary `business_nature` ids; `businessNatureOther` when the registrant described it in words. */
  businessNature: z.array(z.number().int()),
  businessNatureOther: z.string().nullable(),
  website: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string().nullable(),
  address: z.string().nullable(),
  faxCountry: z.string().nullable(),
  faxArea: z.string().nullable(),
  faxNumber: z.string().nullable(),
  logo: z.string().nullable(),
  brochures: z.array(ZNamedLink),
  /** The e-mail of the company's first administrator (its registrant), if it has one. */
  adminEmail: z.string().nullable(),
});
export type ConsoleCompany = z.infer<typeof ZConsoleCompany>;

/** A page of the organiser's company list, with the exact total. */
export const ZConsoleCompanyPage = pageOf(ZConsoleCompany);
export type ConsoleCompanyPage = z.infer<typeof ZConsoleCompanyPage>;

/** POST /api/console/companies/{id}/verification. */
export const ZCompanyVerification = z
  .object({
    verification: z.enum(VERIFICATION_DECISIONS),
    note: text().trim().max(VERIFICATION_NOTE_MAX).optional(),
  })
  .strict();
export type CompanyVerification = z.infer<typeof ZCompanyVerification>;

/** The answer of a verification decision. */
export const ZCompanyVerificationResult = z.object({ id: z.number().int(), verification: z.enum(VERIFICATION_STATUSES) });
export type CompanyVerificationResult = z.infer<typeof ZCompanyVerificationResult>;

/** POST /api/console/companies/{id}/status: suspends or reactivates a company (its members then answer 30011). */
export const ZCompanyStatusChange = z.object({ status: z.enum(COMPANY_STATUSES) }).strict();
export type CompanyStatusChange = z.infer<typeof ZCompanyStatusChange>;

/** The answer of a status change: the company and the status it now has. */
export const ZCompanyStatusResult = ZCompanyStatusChange.extend({ id: z.number().int() });
export type CompanyStatusResult = z.infer<typeof ZCompanyStatusResult>;
