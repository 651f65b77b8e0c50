import { z } from 'zod';
import { ZCurrentUser, ZLoginRequest, ZLoginResponse } from './auth.ts';
import { endpoint } from './endpoint.ts';

const tags = ['auth'] as const;

/** Log in and out, and the current user (ARCHITECTURE §4 fixed entry points, SPEC §7 paths). */
export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: "Log in; ends the user's other sessions (their next call answers 30008, their sockets get logout)",
    tags,
    body: ZLoginRequest,
    response: ZLoginResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'member',
    summary: 'End the current session',
    tags,
    response: z.null(),
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/api/company/user/current',
    access: 'member',
    summary: 'The current user with menuList and permission points (SPEC §3)',
    tags,
    response: ZCurrentUser,
  }),
};
