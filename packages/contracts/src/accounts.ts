import { z } from 'zod';
import { ZDictValue } from './dictionary.ts';
import { LIMITS } from './limits.ts';
import { LOCALES } from './locale.ts';
import { required, text, trimmed, ZCountryCode, ZEmail, ZHttpUrl, ZPhone } from './primitives.ts';

// Messages are i18n keys (namespace `account` of the web app); the server answers its own translated messages.

/** Passwords: 8 to 128 characters with at least one letter and one digit. */
export const ZPassword = text()
  .min(8)
  .max(128)
  .regex(/[A-Za-z]/)
  .regex(/[0-9]/);

/** A registration ticket as the form holds it (POST /api/auth/register/start). */
const ZTicket = text().min(10).max(200);
/** POST /api/auth/register/start: opens a registration form; it must be submitted within 40 minutes (SPEC §4). */
export const ZRegistrationTicket = z.object({ ticket: z.string(), expiresAt: z.string() });
export type RegistrationTicket = z.infer<typeof ZRegistrationTicket>;

/** POST /api/auth/register/code: e-mails a 6-digit verification code. */
export const ZSendCodeRequest = z.object({ email: ZEmail, ticket: ZTicket });
export const ZSendCodeAnswer = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });
export type SendCodeAnswer = z.infer<typeof ZSendCodeAnswer>;

/** The e-mailed verification code: this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
export const REGISTRATION_TICKET_MINUTES = LIMITS.registrationFormMinutes;

/** A website as people type it: without a scheme it means https ("www.example.com" -> "https://www.example.com"). */
export function withHttpScheme(value: string): string {
  return value && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? `https://${value}` : value;
}

/** Whether a URL names a host on the web (a dotted name or address), as a company website must. */
function onTheWeb(url: string): boolean {
  try {
    return new URL(url).hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The registration's website: the company editor's http(s) rule (ZHttpUrl), with a missing scheme added first, so the
 * profile the registration creates can be saved in the editor as it is. Empty means "not given".
 */
export const ZRegistrationWebsite = text()
  .trim()
  .max(200)
  .transform(withHttpScheme)
  .refine((v) => v === '' || (ZHttpUrl.safeParse(v).success && onTheWeb(v)));

/**
 * A member's phone, in the registration and the personal profile alike (both write the user's phone): the company
 * editor's rule (ZPhone: digits, spaces and + ( ) -, starting with + or a digit), at least 5 characters, so the number
 * carries over to the company profile. Empty means "not given".
 */
const ZPhoneOfMember = ZPhone.min(5);
/** Whether a non-empty phone follows the member phone rule. */
export const isMemberPhone = (v: string): boolean => ZPhoneOfMember.safeParse(v).success;
export const ZMemberPhone = text()
  .trim()
  .max(26)
  .refine((v) => v === '' || ZPhoneOfMember.safeParse(v).success);
/** The registration's phone: the member phone rule. */
export const ZRegistrationPhone = ZMemberPhone;

/** The registration form (SPEC §3 "Registration", §5 required fields). */
export const ZRegisterRequest = z.object({
  ticket: ZTicket,
  /** buyer: the buyer registration; seller: the join-as-supplier path. The registrant becomes company admin. */
  joinAs: z.enum(['buyer', 'seller']),
  companyName: required(120),
  salutation: ZDictValue.optional(),
  firstName: required(LIMITS.nameMaxLength),
  lastName: required(LIMITS.nameMaxLength),
  jobTitle: required(80),
  email: ZEmail,
  country: ZCountryCode,
  address: trimmed(200).optional(),
  city: trimmed(80).optional(),
  state: trimmed(80).optional(),
  postalCode: trimmed(20).optional(),
  website: ZRegistrationWebsite.optional(),
  phone: ZRegistrationPhone.optional(),
  productPreferences: z.array(ZDictValue).min(1).max(30),
  /** A dictionary value of business_nature, or 0 for "Other" (then businessNatureOther says what). */
  businessNature: ZDictValue,
  businessNatureOther: trimmed(200).optional(),
  // max() first: the form's input takes its length from it (JSON Schema has no length for a pattern).
  code: text()
    .trim()
    .max(VERIFICATION_CODE_LENGTH)
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)),
  consent: z.literal(true),
  locale: z.enum(LOCALES).default('en'),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;
export const ZRegisterAnswer = z.object({ email: z.string() });

/** POST /api/auth/activate and /api/auth/password/reset: a token from an e-mailed link and the new password. */
export const ZSetPasswordRequest = z.object({ token: text().min(20).max(200), password: ZPassword });
export type SetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/** What an e-mailed link is for. */
export const TOKEN_PURPOSES = ['activate', 'reset'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** GET /api/auth/token?purpose&token: the link to check (the token rides in the query string, kept out of logs). */
export const ZTokenCheckQuery = z.object({ purpose: z.enum(TOKEN_PURPOSES), token: text().min(1).max(500) });

/** GET /api/auth/token?purpose&token: whether an e-mailed link still works, before the user types a password. */
export const ZTokenCheck = z.object({ valid: z.boolean(), email: z.string().nullable() });

/** POST /api/auth/password/forgot: always answers success, so nobody learns whether an address is registered. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });

/** POST /api/accounts/password: changes the password and ends the user's other sessions (they answer 6680). */
export const ZChangePasswordRequest = z.object({ currentPassword: text().min(1).max(128), newPassword: ZPassword });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The personal profile (SPEC §3 "Personal profile"). */
export const ZPersonalProfile = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  cover: z.string().nullable(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  aboutMe: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  profileVisible: z.boolean(),
  locale: z.enum(LOCALES),
});
export type PersonalProfile = z.infer<typeof ZPersonalProfile>;

/** A file this server stored (POST /api/uploads answers its path). */
export const ZUploadPath = text()
  .trim()
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/)
  .max(300);

/**
 * POST /api/accounts/profile. Cover and about me are required (SPEC §5); phone, address 2, state, postal code optional.
 * The phone follows the member phone rule (ZMemberPhone), in the form and on the server alike.
 */
export const ZUpdateProfileRequest = z.object({
  firstName: required(LIMITS.nameMaxLength),
  lastName: required(LIMITS.nameMaxLength),
  jobTitle: trimmed(80).optional(),
  gender: z.enum(['male', 'female', 'other']).optional(),
  cover: ZUploadPath,
  avatar: ZUploadPath.optional(),
  phone: ZMemberPhone.optional(),
  aboutMe: required(2000),
  address1: required(200),
  address2: trimmed(200).optional(),
  city: required(80),
  state: trimmed(80).optional(),
  postalCode: trimmed(20).optional(),
  country: ZCountryCode,
  profileVisible: z.boolean(),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** E-mail notification preferences (SPEC §3). */
export const NOTIFICATION_KEYS = [
  'contactRequest',
  'privateMessage',
  'commentOnPost',
  'taggedInPost',
  'commentOnActivity',
  'orderPlacedOrCancelled',
  'weeklySummary',
  'messageSound',
  'leadNotification',
  'onboardingTips',
  /** Price drops, back in stock, new matches of a saved search, answers to my product questions (issue 11). */
  'productAlerts',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export const ZNotificationPrefs = z.object({
  ...(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, z.boolean()])) as Record<(typeof NOTIFICATION_KEYS)[number], z.ZodBoolean>),
  /** The language of e-mails GemBourse sends this user. */
  emailLanguage: z.enum(LOCALES),
});
export type NotificationPrefs = z.infer<typeof ZNotificationPrefs>;

/** POST /api/accounts/language: the user's language (e-mails, and the app on other devices). */
export const ZLanguageRequest = z.object({ locale: z.enum(LOCALES) });
