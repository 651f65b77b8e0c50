import type { CompanyUser } from '@gembourse/contracts/company-users';
import type { CompanyUserRow } from './company-users.repository.ts';

/**
 * A company user as the admin screens see it: no password hash, no session or login-IP details. `viewerId` marks the
 * caller's own row. Removed users never reach here (the repository leaves them out).
 */
export function presentCompanyUser(r: CompanyUserRow, viewerId: number): CompanyUser {
  return {
    id: r.id,
    loginName: r.email,
    email: r.email,
    salutation: r.salutation,
    firstName: r.firstName,
    lastName: r.lastName,
    actualName: `${r.firstName} ${r.lastName}`.trim(),
    jobTitle: r.jobTitle,
    gender: r.gender,
    phone: r.phone,
    avatar: r.avatar,
    departmentName: r.departmentName,
    street: r.street,
    city: r.city,
    state: r.state,
    country: r.country,
    postalCode: r.postalCode,
    companyRole: r.companyRole,
    roleId: r.companyRole === 'standard' ? r.roleId : null,
    roleName: r.companyRole === 'standard' ? r.roleName : null,
    administratorFlag: r.administratorFlag,
    status: r.status === 'removed' ? 'disabled' : r.status,
    invitationExpiresAt: r.status === 'invited' ? (r.invitationExpiresAt?.toISOString() ?? null) : null,
    lastLoginTime: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    self: r.id === viewerId,
  };
}
