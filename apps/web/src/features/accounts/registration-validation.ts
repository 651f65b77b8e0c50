import { ZRegisterRequest, type RegisterRequest } from '@gembourse/contracts/accounts';
import type { Locale } from '@gembourse/contracts/locale';
import { problemsOf, type FormKitConfig, type ProblemText } from '../../shared/forms/form-kit.ts';

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

const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The request the server parses, from the form's values and the flow's context (ticket, buyer or supplier, language). */
export function registerRequestOf(values: RegistrationValues, context: { ticket: string; joinAs: 'buyer' | 'seller'; locale: Locale }) {
  const other = values.businessNature === BUSINESS_NATURE_OTHER;
  return {
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
  };
}

const nameMessages = { required: 'account:validation.nameRequired', tooLong: 'account:validation.nameTooLong' } as const;

/**
 * The registration form on ZRegisterRequest (SPEC §3 "Registration", §5 required fields and messages). The ticket,
 * the role and the language come from the flow, not the form: their issues find no field.
 */
export const REGISTRATION_KIT: FormKitConfig<RegistrationValues> = {
  schema: ZRegisterRequest,
  toRequest: (values) => registerRequestOf(values, { ticket: '', joinAs: 'buyer', locale: 'en' }),
  fields: {
    companyName: { messages: { required: 'account:validation.companyRequired' } },
    firstName: { messages: nameMessages },
    lastName: { messages: nameMessages },
    jobTitle: { messages: { required: 'account:validation.jobTitleRequired' } },
    email: { messages: { required: 'account:validation.emailRequired' } },
    code: {
      messages: {
        required: 'account:validation.codeRequired',
        tooLong: 'account:validation.codeInvalid',
        pattern: 'account:validation.codeInvalid',
      },
    },
    country: { messages: { required: 'account:validation.countryRequired', tooShort: 'account:validation.countryRequired' } },
    website: { messages: { invalid: 'account:validation.websiteInvalid' } },
    phone: { messages: { invalid: 'account:validation.phoneInvalid' } },
    productPreferences: {
      messages: { required: 'account:validation.preferencesRequired', tooMany: 'account:validation.preferencesTooMany' },
    },
    businessNature: { messages: { required: 'account:validation.natureRequired' } },
    businessNatureOther: {
      required: (values) => values.businessNature === BUSINESS_NATURE_OTHER,
      messages: { required: 'account:validation.natureOtherRequired' },
    },
    consent: { messages: { required: 'account:validation.consentRequired', invalid: 'account:validation.consentRequired' } },
  },
};

/** Every problem of the form, by field, worded (empty when it may be reviewed). */
export function registrationProblems(values: RegistrationValues): Partial<Record<RegistrationField, ProblemText>> {
  return problemsOf(REGISTRATION_KIT, REGISTRATION_FIELDS, values);
}

/**
 * Builds the request from the form's values and parses it with ZRegisterRequest, the schema the server applies:
 * either the request, or the fields the schema refused.
 */
export function toRegisterRequest(
  values: RegistrationValues,
  context: { ticket: string; joinAs: 'buyer' | 'seller'; locale: Locale },
): { data: RegisterRequest; fields: [] } | { data: undefined; fields: RegistrationField[] } {
  const other = values.businessNature === BUSINESS_NATURE_OTHER;
  const parsed = ZRegisterRequest.safeParse(registerRequestOf(values, context));
  if (parsed.success) {
    if (other && !parsed.data.businessNatureOther) return { data: undefined, fields: ['businessNatureOther'] };
    return { data: parsed.data, fields: [] };
  }
  const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return { data: undefined, fields: REGISTRATION_FIELDS.filter((f) => fields.has(f)) };
}
