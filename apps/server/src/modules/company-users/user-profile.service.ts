import type { UpdateUserProfileRequest, UserProfile } from '@gembourse/contracts/company-users';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { noSession } from '../../platform/errors.ts';
import type { MembersRepository } from '../accounts/members.repository.ts';
import type { CompanyUsersRepository } from './company-users.repository.ts';
import type { CompanyUserRow } from './company-users.repository.ts';

const present = (u: CompanyUserRow): UserProfile => ({
  loginName: u.email,
  email: u.email,
  departmentName: u.departmentName,
  firstName: u.firstName,
  lastName: u.lastName,
  gender: u.gender,
  phone: u.phone,
  jobTitle: u.jobTitle,
  remarks: u.remarks,
  avatar: u.avatar,
});

/**
 * The company user's own profile (SPEC §3 "User profile (company user)"). The login account is the e-mail address and
 * is not changed here; the SPEC §5 rules (name, mobile phone, gender) are the contract's schema.
 */
export function userProfileService(deps: { repo: CompanyUsersRepository; members: MembersRepository }) {
  async function get(auth: AuthContext): Promise<UserProfile> {
    const u = await deps.repo.findById(auth.userId);
    if (!u) throw noSession();
    return present(u);
  }
  return {
    get,
    async save(auth: AuthContext, input: UpdateUserProfileRequest): Promise<UserProfile> {
      await deps.members.saveUserProfile(auth.userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        departmentName: input.departmentName || null,
        gender: input.gender,
        phone: input.phone,
        jobTitle: input.jobTitle || null,
        remarks: input.remarks || null,
        ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
      });
      return get(auth);
    },
  };
}
export type UserProfileService = ReturnType<typeof userProfileService>;
