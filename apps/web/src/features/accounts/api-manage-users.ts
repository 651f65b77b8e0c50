import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyUserListQuery,
  InviteRequest,
  SaveRoleRequest,
  UpdateCompanyUserRequest,
  UpdateUserProfileRequest,
} from '@gembourse/contracts/company-users';
import { companyUsersApi } from '@gembourse/contracts/company-users.api';
import { callApi } from '../../shared/api/endpoint-client.ts';

// Company user management and the company user's own profile (issue 13). The users and roles belong to the caller's
// company, so the company is part of the keys: another login in this tab never sees the previous company's answer.
export const manageKeys = {
  /** Everything of my company's users and roles (what a write invalidates). */
  company: (companyId: number) => ['manage-users', companyId] as const,
  users: (companyId: number) => ['manage-users', companyId, 'users'] as const,
  userList: (companyId: number, query: Partial<CompanyUserListQuery>) => ['manage-users', companyId, 'users', query] as const,
  roles: (companyId: number) => ['manage-users', companyId, 'roles'] as const,
  /** The caller's own user profile (SPEC §3 "User profile (company user)"). */
  profile: ['accounts', 'user-profile'] as const,
};

// Forms and lists show their own failures (under the fields, in an alert with Retry): no generic toast for them.
// Row actions (activate, disable, delete, resend) keep the catalogue's toast: the server's message says why.
const inline = { hideErrorMsg: true } as const;

/** A page of my company's users, optionally of one status, with the seats the plan leaves. */
export function useCompanyUsers(companyId: number, query: Partial<CompanyUserListQuery>) {
  return useQuery({
    queryKey: manageKeys.userList(companyId, query),
    queryFn: ({ signal }) => callApi(companyUsersApi.list, { query }, { ...inline, signal }),
    placeholderData: keepPreviousData,
  });
}

/** My company's roles with their points, and the points my company may hand out. */
export function useCompanyRoles(companyId: number, enabled = true) {
  return useQuery({
    queryKey: manageKeys.roles(companyId),
    queryFn: ({ signal }) => callApi(companyUsersApi.roles, {}, { ...inline, signal }),
    enabled,
  });
}

/** Invites people (40000 with field errors such as `invitees.1.email`; 40210 when the plan has no seat left). */
export function inviteUsers(body: InviteRequest) {
  return callApi(companyUsersApi.invite, { body }, inline);
}

/** Saves the admin user form of an existing user. */
export function updateCompanyUser(body: UpdateCompanyUserRequest) {
  return callApi(companyUsersApi.update, { body }, inline);
}

/** Creates or changes a role. */
export function saveRole(body: SaveRoleRequest) {
  return callApi(companyUsersApi.saveRole, { body }, inline);
}

/** The row actions of the user table, each by the user's id; a refusal is toasted by the error catalogue. */
export const userActions = {
  activate: (id: number) => callApi(companyUsersApi.activate, { params: { id } }),
  deactivate: (id: number) => callApi(companyUsersApi.deactivate, { params: { id } }),
  resend: (id: number) => callApi(companyUsersApi.resend, { params: { id } }),
  remove: (id: number) => callApi(companyUsersApi.remove, { params: { id } }),
};
export type UserAction = keyof typeof userActions;

/** Deletes a role nobody holds; a refusal is toasted by the error catalogue. */
export function removeRole(id: number) {
  return callApi(companyUsersApi.removeRole, { params: { id } });
}

/** A write of the manage page that refreshes my company's users and roles once it succeeds. */
export function useManageWrite<A, R>(companyId: number, write: (args: A) => Promise<R>, onDone?: (result: R, args: A) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result, args) => {
      onDone?.(result, args);
      return queryClient.invalidateQueries({ queryKey: manageKeys.company(companyId) });
    },
  });
}

/** My own user profile in my company. */
export function useUserProfile() {
  return useQuery({
    queryKey: manageKeys.profile,
    queryFn: ({ signal }) => callApi(companyUsersApi.profile, {}, { ...inline, signal }),
  });
}

/** Saves my own user profile (40000 with field errors); answers what is stored. */
export function saveUserProfile(body: UpdateUserProfileRequest) {
  return callApi(companyUsersApi.saveProfile, { body }, inline);
}
