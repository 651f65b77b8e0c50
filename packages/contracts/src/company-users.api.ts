import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  ZCompanyRoleList,
  ZCompanyRole,
  ZCompanyUser,
  ZCompanyUserIdParams,
  ZCompanyUserListQuery,
  ZCompanyUserPage,
  ZInviteAnswer,
  ZInviteRequest,
  ZSaveRoleRequest,
  ZUpdateCompanyUserRequest,
  ZUpdateUserProfileRequest,
  ZUserProfile,
} from './company-users.ts';
import { PERM } from './permissions.ts';

const tags = ['company users'] as const;

/**
 * Company user management (SPEC §7 paths): each action is the permission point the manage-user page shows it by;
 * "only users of my own company", "not the last admin" and the plan's seat limit are the service's rules on top.
 */
export const companyUsersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/company/user/list',
    access: { perm: PERM.manageUserView },
    summary: 'The users of my company, optionally by status, with the seats my plan leaves',
    tags,
    query: ZCompanyUserListQuery,
    response: ZCompanyUserPage,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/company/user/save',
    access: { perm: PERM.manageUserAdd },
    summary: 'Invite people to my company: each gets an e-mail in the chosen language with a link to set a password',
    tags,
    body: ZInviteRequest,
    response: ZInviteAnswer,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/company/user/update',
    access: { perm: PERM.manageUserEdit },
    summary: 'Change a user of my company (the admin user form)',
    tags,
    body: ZUpdateCompanyUserRequest,
    response: ZCompanyUser,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/company/user/remove/:id',
    access: { perm: PERM.manageUserDelete },
    summary: 'Delete a user of my company: sessions end, personal data is erased, conversations stay for the other side',
    tags,
    params: ZCompanyUserIdParams,
    response: z.object({ id: z.number().int() }),
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/company/user/email/:id',
    access: { perm: PERM.manageUserAdd },
    summary: 'Send an invited user a new invitation link (the old one stops working)',
    tags,
    params: ZCompanyUserIdParams,
    response: ZCompanyUser,
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/api/company/user/deactive/:id',
    access: { perm: PERM.manageUserStatus },
    summary: 'Disable a user of my company: their sessions end (30012) and their sockets get logout',
    tags,
    params: ZCompanyUserIdParams,
    response: ZCompanyUser,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/company/user/active/:id',
    access: { perm: PERM.manageUserStatus },
    summary: 'Enable a disabled user of my company again',
    tags,
    params: ZCompanyUserIdParams,
    response: ZCompanyUser,
  }),
  roles: endpoint({
    method: 'GET',
    path: '/api/company/role/list',
    access: { perm: PERM.manageUserView },
    summary: "My company's roles with their permission points, and the points my company may hand out",
    tags,
    response: ZCompanyRoleList,
  }),
  saveRole: endpoint({
    method: 'POST',
    path: '/api/company/role/save',
    access: { perm: PERM.manageRoleEdit },
    summary: 'Create or change a role of my company; its holders get the new points at once',
    tags,
    body: ZSaveRoleRequest,
    response: ZCompanyRole,
  }),
  removeRole: endpoint({
    method: 'POST',
    path: '/api/company/role/remove/:id',
    access: { perm: PERM.manageRoleEdit },
    summary: 'Delete a role of my company that nobody holds',
    tags,
    params: ZCompanyUserIdParams,
    response: z.object({ id: z.number().int() }),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/accounts/user-profile',
    access: 'member',
    summary: 'My user profile in my company (SPEC §3 "User profile (company user)")',
    tags,
    response: ZUserProfile,
  }),
  saveProfile: endpoint({
    method: 'POST',
    path: '/api/accounts/user-profile',
    access: 'member',
    summary: 'Change my user profile: name, department, gender, mobile phone, job title, remarks, avatar',
    tags,
    body: ZUpdateUserProfileRequest,
    response: ZUserProfile,
  }),
};
