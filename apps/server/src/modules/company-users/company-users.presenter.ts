import type { CompanyUser } from '@gembourse/contracts/company-users';
import type { CompanyUserRow } from './company-users.repository.ts';

/** A company user as the admin screens see it: no password hash, no session or login-IP details. */
export function presentCompanyUser(r: CompanyUserRow): CompanyUser {
  return {
    id: r.id,
    loginName: r.email,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    actualName: `${r.firstName} ${r.lastName}`.trim(),
    jobTitle: r.jobTitle,
    gender: r.gender,
    phone: r.phone,
    avatar: r.avatar,
    departmentName: r.departmentName,
    companyRole: r.companyRole,
    administratorFlag: r.administratorFlag,
    status: r.status,
    lastLoginTime: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}
