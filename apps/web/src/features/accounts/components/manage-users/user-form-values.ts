import {
  ZInviteRequest,
  ZUpdateCompanyUserRequest,
  type CompanyUser,
  type Invitee,
  type UpdateCompanyUserRequest,
} from '@gembourse/contracts/company-users';
import type { Locale } from '@gembourse/contracts/locale';
import type { FieldSpec, FormKitConfig } from '../../../../shared/forms/form-kit.ts';

/** One person of the admin user form (SPEC §3) as the antd form holds it; `roleId` undefined is the default rights. */
export interface PersonValues {
  salutation?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  jobTitle?: string;
  roleId?: number;
  admin: boolean;
  street?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

/** The invitation form: one to INVITEES_MAX people, and the language their e-mails are written in. */
export interface InviteValues {
  invitees: PersonValues[];
  locale: Locale;
}

/** The edit form: the person, and (once activated) whether they may log in. */
export interface EditValues extends PersonValues {
  active: boolean;
}

const text = (v: string | undefined) => (v ?? '').trim();
const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** An empty row of the invitation form. */
export const EMPTY_PERSON: PersonValues = { admin: false };

/** The contract's person from a form row; an administrator holds no role (admins hold the side's admin points). */
export function toInvitee(values: PersonValues): Partial<Invitee> {
  return {
    salutation: values.salutation,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    jobTitle: optional(values.jobTitle),
    roleId: values.admin ? null : (values.roleId ?? null),
    admin: Boolean(values.admin),
    street: text(values.street),
    city: text(values.city),
    state: optional(values.state),
    country: values.country ?? '',
    postalCode: text(values.postalCode),
  };
}

/** The body of POST /api/company/user/save. */
export function toInviteRequest(values: InviteValues) {
  return { invitees: (values.invitees ?? []).map(toInvitee), locale: values.locale };
}

/** The body of POST /api/company/user/update for `user`; `status` only for a user who has activated their account. */
export function toUpdateRequest(user: Pick<CompanyUser, 'id' | 'status'>, values: EditValues): Partial<UpdateCompanyUserRequest> {
  const activated = user.status === 'active' || user.status === 'disabled';
  return {
    id: user.id,
    ...toInvitee(values),
    ...(activated ? { status: values.active ? 'active' : 'disabled' } : {}),
  };
}

/** The edit form's starting values. */
export function editValuesOf(user: CompanyUser): EditValues {
  return {
    salutation: user.salutation ?? undefined,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    jobTitle: user.jobTitle ?? '',
    roleId: user.roleId ?? undefined,
    admin: user.companyRole === 'admin',
    street: user.street ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    country: user.country ?? undefined,
    postalCode: user.postalCode ?? '',
    active: user.status !== 'disabled',
  };
}

/** The SPEC §5 wording of the person's fields; keys are the field names (a row's, for the invitation). */
const personSpecs = {
  salutation: { messages: { required: 'manage:validation.salutationRequired' } },
  firstName: { messages: { required: 'manage:validation.nameRequired', tooLong: 'manage:validation.nameTooLong' } },
  lastName: { messages: { required: 'manage:validation.nameRequired', tooLong: 'manage:validation.nameTooLong' } },
  // The same address twice in one invitation: the contract's `emailDuplicate` (SPEC §5 "this email address has been added").
  email: {
    messages: {
      required: 'manage:validation.emailRequired',
      email: 'manage:validation.emailInvalid',
      emailDuplicate: 'manage:validation.emailAdded',
    },
  },
  street: { messages: { required: 'manage:validation.streetRequired' } },
  city: { messages: { required: 'manage:validation.cityRequired' } },
  country: { messages: { required: 'manage:validation.countryRequired' } },
  postalCode: { messages: { required: 'manage:validation.postalCodeRequired' } },
} as const satisfies Record<string, FieldSpec<never>>;

type Specs<V> = Readonly<Record<string, FieldSpec<V>>>;
const rowSpecs = Object.fromEntries(Object.entries(personSpecs).map(([k, v]) => [`invitees.${k}`, v])) as Specs<InviteValues>;

/** The invitation form checked by ZInviteRequest, the server's schema (rows of a Form.List included). */
export const INVITE_KIT: FormKitConfig<InviteValues> = { schema: ZInviteRequest, toRequest: toInviteRequest, fields: rowSpecs };

/** The edit form checked by ZUpdateCompanyUserRequest (the id and status are added from the user). */
export function editKitOf(user: Pick<CompanyUser, 'id' | 'status'>): FormKitConfig<EditValues> {
  return {
    schema: ZUpdateCompanyUserRequest,
    toRequest: (values) => toUpdateRequest(user, values),
    fields: personSpecs as Specs<EditValues>,
  };
}
