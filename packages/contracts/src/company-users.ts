import { z } from 'zod';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { ZIdParam } from './primitives.ts';

// Company user management (SPEC §7 "company user management", §3 "User profile (company user)").

/** A company user's states (SPEC §4 "Company user"): invited, then active or disabled; pending = not activated. */
export const COMPANY_USER_STATUSES = ['pending', 'invited', 'active', 'disabled'] as const;
export type CompanyUserStatus = (typeof COMPANY_USER_STATUSES)[number];

/** GET /api/company/user/list: a page of my company's users, optionally of one status. */
export const ZCompanyUserListQuery = ZPageQuery.extend({ status: z.enum(COMPANY_USER_STATUSES).optional() });
export type CompanyUserListQuery = z.infer<typeof ZCompanyUserListQuery>;

/** A row of GET /api/company/user/list (SPEC §3 "User profile (company user)"): no password, no session details. */
export const ZCompanyUser = z.object({
  id: z.number().int(),
  loginName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  actualName: z.string(),
  jobTitle: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  departmentName: z.string().nullable(),
  companyRole: z.enum(['admin', 'standard']),
  administratorFlag: z.boolean(),
  status: z.enum(COMPANY_USER_STATUSES),
  lastLoginTime: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanyUserPage = pageOf(ZCompanyUser);

/** The user a status change acts on. */
export const ZCompanyUserIdParams = z.object({ id: ZIdParam });
