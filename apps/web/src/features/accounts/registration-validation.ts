import { ZMemberPhone, ZRegisterRequest, type RegisterRequest } from '@gembourse/contracts/accounts';
import { LIMITS } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import { ZEmail } from '@gembourse/contracts/primitives';

/** The registration form's fields, in screen order (SPEC §3 "Registration"). */
export const REGISTRATION_FIELDS = [
  'companyName',
  'salutation',
  'firstName',
  'lastName',
  'jobTitle',
  'email',
  'code',
  'country',
  'address',
  'city',
  'state',
  'postalCode',
  'website',
  'phone',
  'productPreferences',
  'businessNature',
  'businessNatureOther',
  'consent',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** What the form holds (antd Form values). */
export interface RegistrationValues {
  companyName?: string;
  salutation?: number;
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  email?: string;
  code?: string;
  country?: string;
  address?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  website?: string;
  phone?: string;
  productPreferences?: number[];
  businessNature?: number;
  businessNatureOther?: string;
  consent?: boolean;
}

/** The 'Other' business nature: not a dictionary entry; it asks for an explanation instead. */
export const BUSINESS_NATURE_OTHER = 0;

/** An i18n key of the `account` namespace and its values. */
export interface Problem {
  key: string;
  values?: Record<string, number | string>;
}

const shape = ZRegisterRequest.shape;

/** The maximum length the server's schema allows for a text field. */
function maxOf(schema: unknown): number {
  // Optional fields wrap the string schema, and normalising ones pipe it into a transform; go in until the string
  // schema that knows its maxLength.
  type Node = { unwrap?: () => unknown; in?: unknown; maxLength?: number | null };
  let s = schema as Node;
  while (s.maxLength === undefined) {
    if (typeof s.unwrap === 'function') s = s.unwrap() as Node;
    else if (s.in) s = s.in as Node;
    else break;
  }
  return s.maxLength ?? 200;
}

/** Length limits taken from ZRegisterRequest, so form and server can never disagree. */
export const REGISTRATION_MAX = {
  companyName: maxOf(shape.companyName),
  firstName: maxOf(shape.firstName),
  lastName: maxOf(shape.lastName),
  jobTitle: maxOf(shape.jobTitle),
  address: maxOf(shape.address),
  city: maxOf(shape.city),
  state: maxOf(shape.state),
  postalCode: maxOf(shape.postalCode),
  website: maxOf(shape.website),
  phone: maxOf(shape.phone),
  businessNatureOther: maxOf(shape.businessNatureOther),
  productPreferences: 30,
} as const;

const CODE = /^\d{6}$/;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const blank = (v: unknown) => v == null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);
const tooLong = (v: unknown, max: number): Problem | undefined =>
  text(v).length > max ? { key: 'validation.tooLong', values: { max } } : undefined;

/** The e-mail rule of SPEC §5, with the server's own schema deciding what is valid. */
export function emailProblem(value: unknown): Problem | undefined {
  if (blank(value)) return { key: 'validation.emailRequired' };
  return ZEmail.safeParse(value).success ? undefined : { key: 'validation.emailInvalid' };
}

/** First and last name: required, at most 30 characters (SPEC §5, §9). */
export function nameProblem(value: unknown): Problem | undefined {
  if (blank(value)) return { key: 'validation.nameRequired' };
  return text(value).length > LIMITS.nameMaxLength ? { key: 'validation.nameTooLong', values: { max: LIMITS.nameMaxLength } } : undefined;
}

/**
 * An optional phone number of the personal profile, by the server's rule: the contract's member phone (ZMemberPhone,
 * the registration's and the company editor's rule), so the form and POST /api/accounts/profile accept the same.
 */
export function phoneProblem(value: unknown): Problem | undefined {
  if (blank(value)) return undefined;
  return ZMemberPhone.safeParse(text(value)).success ? undefined : { key: 'validation.phoneInvalid' };
}

/**
 * An optional website, by the server's rule (ZRegisterRequest): an http(s) address, where a bare host name such as
 * www.example.com counts as https.
 */
export function websiteProblem(value: unknown): Problem | undefined {
  if (blank(value)) return undefined;
  const long = tooLong(value, REGISTRATION_MAX.website);
  if (long) return long;
  return shape.website.safeParse(text(value)).success ? undefined : { key: 'validation.websiteInvalid' };
}

/** The registration's optional phone, by the server's rule (the company editor's: digits, spaces and + ( ) -). */
export function registrationPhoneProblem(value: unknown): Problem | undefined {
  if (blank(value)) return undefined;
  const long = tooLong(value, REGISTRATION_MAX.phone);
  if (long) return long;
  return shape.phone.safeParse(text(value)).success ? undefined : { key: 'validation.phoneInvalid' };
}

/** Each field's check: the required fields and messages of SPEC §5 and the limits of ZRegisterRequest. */
export const REGISTRATION_CHECKS: Record<RegistrationField, (value: unknown, all: RegistrationValues) => Problem | undefined> = {
  companyName: (v) => (blank(v) ? { key: 'validation.companyRequired' } : tooLong(v, REGISTRATION_MAX.companyName)),
  salutation: () => undefined,
  firstName: nameProblem,
  lastName: nameProblem,
  jobTitle: (v) => (blank(v) ? { key: 'validation.jobTitleRequired' } : tooLong(v, REGISTRATION_MAX.jobTitle)),
  email: emailProblem,
  code: (v) => (blank(v) ? { key: 'validation.codeRequired' } : CODE.test(text(v)) ? undefined : { key: 'validation.codeInvalid' }),
  country: (v) => (blank(v) ? { key: 'validation.countryRequired' } : undefined),
  address: (v) => tooLong(v, REGISTRATION_MAX.address),
  city: (v) => tooLong(v, REGISTRATION_MAX.city),
  state: (v) => tooLong(v, REGISTRATION_MAX.state),
  postalCode: (v) => tooLong(v, REGISTRATION_MAX.postalCode),
  website: websiteProblem,
  phone: registrationPhoneProblem,
  productPreferences: (v) => {
    if (!Array.isArray(v) || v.length === 0) return { key: 'validation.preferencesRequired' };
    return v.length > REGISTRATION_MAX.productPreferences ? { key: 'validation.preferencesTooMany', values: { max: REGISTRATION_MAX.productPreferences } } : undefined;
  },
  businessNature: (v) => (typeof v === 'number' ? undefined : { key: 'validation.natureRequired' }),
  businessNatureOther: (v, all) =>
    all.businessNature === BUSINESS_NATURE_OTHER && blank(v) ? { key: 'validation.natureOtherRequired' } : tooLong(v, REGISTRATION_MAX.businessNatureOther),
  consent: (v) => (v === true ? undefined : { key: 'validation.consentRequired' }),
};

/** Every problem of the form, by field (empty when it may be reviewed). */
export function registrationProblems(values: RegistrationValues): Partial<Record<RegistrationField, Problem>> {
  const out: Partial<Record<RegistrationField, Problem>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const problem = REGISTRATION_CHECKS[field](values[field], values);
    if (problem) out[field] = problem;
  }
  return out;
}

const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/**
 * Builds the request from the form's values and parses it with ZRegisterRequest, the schema the server applies:
 * either the request, or the fields the schema refused.
 */
export function toRegisterRequest(
  values: RegistrationValues,
  context: { ticket: string; joinAs: 'buyer' | 'seller'; locale: Locale },
): { data: RegisterRequest; fields: [] } | { data: undefined; fields: RegistrationField[] } {
  const other = values.businessNature === BUSINESS_NATURE_OTHER;
  const parsed = ZRegisterRequest.safeParse({
    ticket: context.ticket,
    joinAs: context.joinAs,
    companyName: values.companyName ?? '',
    salutation: values.salutation ?? undefined,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    jobTitle: values.jobTitle ?? '',
    email: values.email ?? '',
    country: values.country ?? '',
    address: optional(values.address),
    city: optional(values.city),
    state: optional(values.state),
    postalCode: optional(values.postalCode),
    website: optional(values.website),
    phone: optional(values.phone),
    productPreferences: values.productPreferences ?? [],
    businessNature: values.businessNature,
    businessNatureOther: other ? optional(values.businessNatureOther) : undefined,
    code: values.code ?? '',
    consent: values.consent === true,
    locale: context.locale,
  });
  if (parsed.success) {
    if (other && !parsed.data.businessNatureOther) return { data: undefined, fields: ['businessNatureOther'] };
    return { data: parsed.data, fields: [] };
  }
  const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return { data: undefined, fields: REGISTRATION_FIELDS.filter((f) => fields.has(f)) };
}
