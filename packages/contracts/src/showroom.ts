import { z } from 'zod';
import { CURRENCIES } from './limits.ts';

// A supplier's own showroom settings (SPEC §3 "Showroom settings"). The same schema validates the privacy form and
// POST /api/showroom/privacy/save, so both sides refuse the same input.

/** Who may view a showroom's products or its contact details: connected companies, any member, or anyone. */
export const SHOWROOM_PRIVACY_LEVELS = ['contacts', 'community', 'everyone'] as const;
export type ShowroomPrivacyLevel = (typeof SHOWROOM_PRIVACY_LEVELS)[number];

/** GET /api/showroom/privacy answers it; POST /api/showroom/privacy/save takes and answers it (every field). */
export const ZShowroomPrivacy = z
  .object({
    productPrivacy: z.enum(SHOWROOM_PRIVACY_LEVELS),
    contactPrivacy: z.enum(SHOWROOM_PRIVACY_LEVELS),
    /** Product Q&A on the showroom's products. */
    qaEnabled: z.boolean(),
    /** Whether questions may be posted without the asker's name; kept when Q&A is switched off. */
    qaAnonymous: z.boolean(),
  })
  .strict();
export type ShowroomPrivacy = z.infer<typeof ZShowroomPrivacy>;

/**
 * GET /api/company/privacy answers it, POST /api/company/privacy/save takes and answers it: who sees the contact
 * details of the caller's company. Buyers and suppliers alike choose it (issue 9); a supplier's showroom privacy
 * page saves it with the rest of ZShowroomPrivacy.
 */
export const ZCompanyPrivacy = z.object({ contactPrivacy: z.enum(SHOWROOM_PRIVACY_LEVELS) }).strict();
export type CompanyPrivacy = z.infer<typeof ZCompanyPrivacy>;

/**
 * Product segments of SPEC §3: high-end, mid-range, low-end, and the light-jewellery grade (retail prices up to
 * LIGHT_JEWELLERY_MAX_RETAIL_USD).
 */
export const PRODUCT_SEGMENTS = ['high', 'mid', 'low', 'light'] as const;
export type ProductSegment = (typeof PRODUCT_SEGMENTS)[number];
/** The light-jewellery grade's retail ceiling, in US dollars (SPEC §3). */
export const LIGHT_JEWELLERY_MAX_RETAIL_USD = 1500;

/**
 * GET /api/showroom/settings answers it, POST /api/showroom/settings/save takes and answers it: the showroom's
 * preferred currency (the profile shows its price range in it; the product wizard will start new products in it) and
 * its product segment (null until chosen). The video-conference tool and meeting link are the company profile's
 * (company-profile.ts).
 */
export const ZShowroomSettings = z
  .object({
    preferredCurrency: z.enum(CURRENCIES),
    segment: z.enum(PRODUCT_SEGMENTS).nullable(),
  })
  .strict();
export type ShowroomSettings = z.infer<typeof ZShowroomSettings>;
