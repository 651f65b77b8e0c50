import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Chat (SPEC §7 im-api paths, kept exactly). */
export const messagingApi = {
  unread: endpoint({
    method: 'GET',
    path: '/im-api/user/message/unread',
    access: 'member',
    summary: 'Unread chat messages of the caller (data is the count)',
    tags: ['messaging'],
    response: z.number().int(),
  }),
};
