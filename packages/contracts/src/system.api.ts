import { endpoint } from './endpoint.ts';
import { ZPageQuery } from './envelope-schema.ts';
import { ZHealth } from './health.ts';
import { ZAppInfo, ZOutboxPage } from './system.ts';

const tags = ['system'] as const;

/** Health, installation info, the OpenAPI document and (demo mode) the e-mail outbox. */
export const systemApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and dependencies; 503 (code 50300, the same data) while the database does not answer (Redis down: 200, degraded)',
    tags,
    response: ZHealth,
  }),
  appInfo: endpoint({
    method: 'GET',
    path: '/api/app/info',
    access: 'public',
    summary: 'What the client needs to know before login',
    tags,
    response: ZAppInfo,
  }),
  openApi: endpoint({
    method: 'GET',
    path: '/api/docs/json',
    access: 'public',
    summary: 'This OpenAPI document (plain JSON, not an envelope)',
    tags,
    transport: 'file',
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'public',
    summary:
      "Demo mode only: e-mails GemBourse has sent, newest first; to this machine's own loopback without any forwarding header, or with the DEV_OUTBOX_TOKEN header",
    tags,
    query: ZPageQuery,
    response: ZOutboxPage,
  }),
};
