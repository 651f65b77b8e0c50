import { endpoint } from './endpoint.ts';
import { ZCompanyUser, ZCompanyUserIdParams, ZCompanyUserListQuery, ZCompanyUserPage } from './company-users.ts';
import { PERM } from './permissions.ts';

const tags = ['company users'] as const;

/**
 * Company user management (SPEC §7 paths): each action is the permission point the manage-user page shows it by;
 * "only users of my own company" is the service's rule on top.
 */
export const companyUsersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/company/user/list',
    access: { perm: PERM.manageUserView },
    summary: 'The users of my company, optionally by status',
    tags,
    query: ZCompanyUserListQuery,
    response: ZCompanyUserPage,
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
};
