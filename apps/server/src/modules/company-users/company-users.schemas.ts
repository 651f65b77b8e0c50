import { z } from 'zod';
import { pageOf, ZPageQuery } from '@gembourse/contracts/envelope-schema';

// Local to the server until the company-admin screens (issue for manage-user) move them to packages/contracts.

/** A company user's states (SPEC §4 "Company user"): invited, then active or disabled; pending = not activated. */
export const COMPANY_USER_STATUSES = ['pending', 'invited', 'active', 'disabled'] as const;

export const ZCompanyUserListQuery = ZPageQuery.extend({ status: z.enum(COMPANY_USER_STATUSES).optional() });

/** A row of GET /api/company/user/list (SPEC §3 "User profile (company user)"). */
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
export const ZUserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
