import { z } from 'zod';
import { ZDictValue } from './dictionary.ts';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { LIMITS } from './limits.ts';
import { LOCALES } from './locale.ts';
import { PERM, type PermCode } from './permissions.ts';
import { required, text, trimmed, ZCountryCode, ZEmail, ZId, ZIdParam } from './primitives.ts';
import { isMemberPhone, ZUploadPath } from './accounts.ts';

// Company administration (issue 13): SPEC §7 "company user management", §3 "User profile (company user)" and the
// admin user form, §4 company user states, the company's roles. Messages are i18n keys of the web's `manage`
// namespace; the server answers its own translated messages for the same rules.

/** A company user's states as the admin sees them (SPEC §4): invited, then active or disabled; pending = registered, not activated. */
export const COMPANY_USER_STATUSES = ['pending', 'invited', 'active', 'disabled'] as const;
export type CompanyUserStatus = (typeof COMPANY_USER_STATUSES)[number];

/** The statuses that hold a seat of the company's plan (disabled and removed users do not). */
export const SEAT_STATUSES = ['pending', 'invited', 'active'] as const satisfies readonly CompanyUserStatus[];

/** How many people one invitation may name. */
export const INVITEES_MAX = 10;
/** How long an invitation link works, in hours. */
export const INVITATION_VALID_HOURS = 72;
/** How long a role's name may be, and how many roles a company may define. */
export const ROLE_NAME_MAX = 40;
export const ROLES_MAX = 30;

/**
 * The permission points a company admin may hand to a role, in the order the role editor lists them. The company's
 * side narrows them further on the server (a buyer company has no showroom or analytics points).
 */
export const ROLE_POINTS = [
  PERM.showroomView,
  PERM.showroomProductAdd,
  PERM.showroomProductEdit,
  PERM.showroomProductPublish,
  PERM.showroomProductDelete,
  PERM.showroomProductImport,
  PERM.showroomProductExport,
  PERM.showroomCollectionEdit,
  PERM.showroomBrandEdit,
  PERM.showroomSettingEdit,
  PERM.analyticsView,
  PERM.chatUse,
  PERM.companyProfileEdit,
  PERM.companyPrivacyEdit,
  PERM.manageUserView,
  PERM.manageUserAdd,
  PERM.manageUserEdit,
  PERM.manageUserStatus,
  PERM.manageUserDelete,
  PERM.manageRoleEdit,
  PERM.manageBillingView,
  PERM.manageBillingEdit,
] as const satisfies readonly PermCode[];
export const ZRolePoint = z.enum(ROLE_POINTS);

/** GET /api/company/user/list: a page of my company's users, optionally of one status. */
export const ZCompanyUserListQuery = ZPageQuery.extend({ status: z.enum(COMPANY_USER_STATUSES).optional() });
export type CompanyUserListQuery = z.infer<typeof ZCompanyUserListQuery>;

/** A row of GET /api/company/user/list (SPEC §3 "User profile (company user)", admin form): no password, no session details. */
export const ZCompanyUser = z.object({
  id: z.number().int(),
  loginName: z.string(),
  email: z.string(),
  salutation: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  actualName: z.string(),
  jobTitle: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  departmentName: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  companyRole: z.enum(['admin', 'standard']),
  /** The company role of a standard user (null: the default rights of a standard user). */
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  administratorFlag: z.boolean(),
  status: z.enum(COMPANY_USER_STATUSES),
  /** When the invitation link stops working (invited users only). */
  invitationExpiresAt: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  createdAt: z.string(),
  /** Whether this is the caller (who may not disable, delete or demote themselves as the last admin). */
  self: z.boolean(),
});
export type CompanyUser = z.infer<typeof ZCompanyUser>;

/** The list: a page, plus how many seats the company's plan leaves (null: no limit). */
export const ZCompanyUserPage = pageOf(ZCompanyUser).extend({
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable(), planName: z.string() }),
});

/** The user an action acts on. */
export const ZCompanyUserIdParams = z.object({ id: ZIdParam });

/** The admin user form's fields (SPEC §3), for an invitation and an edit alike. */
const userFormFields = {
  /** Title: a salutation of the dictionary (Mr, Miss, Ms). */
  salutation: ZDictValue,
  firstName: required(LIMITS.nameMaxLength),
  lastName: required(LIMITS.nameMaxLength),
  jobTitle: trimmed(80).optional(),
  /** Standard users only: null for the default rights. */
  roleId: ZId.nullable(),
  /** Company administrator (company_role admin). */
  admin: z.boolean(),
  street: required(200),
  city: required(80),
  state: trimmed(80).optional(),
  country: ZCountryCode,
  postalCode: required(20),
};

/** One person of an invitation. */
export const ZInvitee = z.object({ ...userFormFields, email: ZEmail });
export type Invitee = z.infer<typeof ZInvitee>;

/**
 * POST /api/company/user/save: invites one or more people. Each gets an e-mail in `locale` with a link to set a
 * password, valid INVITATION_VALID_HOURS. The same address twice answers a field error on the second (SPEC §5: "this
 * email address has been added"); all are invited or none is.
 */
export const ZInviteRequest = z
  .object({ invitees: z.array(ZInvitee).min(1).max(INVITEES_MAX), locale: z.enum(LOCALES) })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.invitees.forEach((p, i) => {
      if (seen.has(p.email)) ctx.addIssue({ code: 'custom', path: ['invitees', i, 'email'], message: 'emailDuplicate' });
      seen.add(p.email);
    });
  });
export type InviteRequest = z.infer<typeof ZInviteRequest>;
export const ZInviteAnswer = z.object({ list: z.array(ZCompanyUser) });

/**
 * POST /api/company/user/update: the admin form for an existing user. The e-mail may change only while the user is
 * invited (a new link goes out); `status` switches an activated user between active and disabled.
 */
export const ZUpdateCompanyUserRequest = z.object({
  id: ZId,
  ...userFormFields,
  email: ZEmail,
  status: z.enum(['active', 'disabled']).optional(),
});
export type UpdateCompanyUserRequest = z.infer<typeof ZUpdateCompanyUserRequest>;

/** A company role with its points (GET /api/company/role/list). */
export const ZCompanyRole = z.object({
  id: z.number().int(),
  name: z.string(),
  points: z.array(z.string()),
  /** How many of the company's users hold it. */
  userCount: z.number().int(),
});
export type CompanyRole = z.infer<typeof ZCompanyRole>;

/** GET /api/company/role/list: the company's roles and the points this company may hand out. */
export const ZCompanyRoleList = z.object({ list: z.array(ZCompanyRole), assignable: z.array(z.string()) });
export type CompanyRoleList = z.infer<typeof ZCompanyRoleList>;

/** POST /api/company/role/save: creates (no id) or changes a role. */
export const ZSaveRoleRequest = z.object({
  id: ZId.optional(),
  name: required(ROLE_NAME_MAX),
  points: z.array(ZRolePoint).max(ROLE_POINTS.length),
});
export type SaveRoleRequest = z.infer<typeof ZSaveRoleRequest>;

/** The company user's own profile (SPEC §3 "User profile (company user)"). Login account and e-mail are the same. */
export const ZUserProfile = z.object({
  loginName: z.string(),
  email: z.string(),
  departmentName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  remarks: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type UserProfile = z.infer<typeof ZUserProfile>;

/**
 * POST /api/accounts/user-profile, with the SPEC §5 rules: the name (first and last) required and at most 30
 * characters, the mobile phone required and valid, the gender required.
 */
export const ZUpdateUserProfileRequest = z.object({
  firstName: required(LIMITS.nameMaxLength),
  lastName: required(LIMITS.nameMaxLength),
  departmentName: trimmed(80).optional(),
  gender: z.enum(['male', 'female', 'other']),
  phone: text()
    .trim()
    .max(26)
    .refine((v) => v !== '', { message: 'phoneRequired' })
    .refine((v) => v === '' || isMemberPhone(v), { message: 'phoneInvalid' }),
  jobTitle: trimmed(80).optional(),
  remarks: trimmed(500).optional(),
  avatar: ZUploadPath.optional(),
});
export type UpdateUserProfileRequest = z.infer<typeof ZUpdateUserProfileRequest>;
