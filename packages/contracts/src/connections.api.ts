import { z } from 'zod';
import { ZConnection, ZConnectionListQuery, ZConnectionPage, ZConnectionRequest } from './connections.ts';
import { endpoint } from './endpoint.ts';
import { ZIdParam } from './primitives.ts';

const tags = ['connections'] as const;
const params = z.object({ id: ZIdParam });

/**
 * Contact requests between a member's company and a supplier (SPEC §4 "Supplier connection"). Any member may ask
 * and answer for their company; which requests they may touch (their own company's) is the service's rule.
 */
export const connectionsApi = {
  request: endpoint({
    method: 'POST',
    path: '/api/company/connection/request',
    access: 'member',
    summary: "Ask a supplier for contact for my company; a declined request may be sent again (notifies the supplier's admins)",
    tags,
    body: ZConnectionRequest,
    response: ZConnection,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/company/connection/list',
    access: 'member',
    summary: "My company's connections: incoming (we are the supplier) or outgoing (we asked), optionally by status",
    tags,
    query: ZConnectionListQuery,
    response: ZConnectionPage,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/company/connection/accept/:id',
    access: 'member',
    summary: 'Accept a pending request to my company (members of the supplier); notifies the requester',
    tags,
    params,
    response: ZConnection,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/company/connection/decline/:id',
    access: 'member',
    summary: 'Decline a pending request to my company (members of the supplier)',
    tags,
    params,
    response: ZConnection,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/company/connection/withdraw/:id',
    access: 'member',
    summary: 'Withdraw a pending request my company sent (any of its members); the pair may ask again later',
    tags,
    params,
    response: z.null(),
  }),
};
