import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DataType } from '@gembourse/contracts/envelope';
import { envelopeOf, ZPageQuery } from '@gembourse/contracts/envelope-schema';
import { ErrorCode } from '@gembourse/contracts/errors';
import { ZHealth } from '@gembourse/contracts/health';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { AppDeps } from '../../services.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';

const ZAppInfo = z.object({
  demo: z.boolean(),
  version: z.string(),
  payloadEncryption: z.boolean(),
  demoAccounts: z.array(z.object({ email: z.string(), role: z.string() })),
});

const ZOutboxItem = z.object({
  id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(),
  locale: z.string(), status: z.string(), createdAt: z.string(),
});

/** Whether an address is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether a request comes from this machine itself: the socket peer is loopback and no proxy forwarded it (a reverse
 * proxy on the same host connects from loopback too, and X-Forwarded-For is whatever the client wrote).
 */
function fromThisMachine(req: FastifyRequest): boolean {
  return isLoopback(req.socket.remoteAddress) && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
}

/** Health, app info, the OpenAPI document and (demo mode) the e-mail outbox. */
export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, database, redis, services }) => {
  const repo = services.system;

  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and dependencies', response: { 200: envelopeOf(ZHealth), 503: envelopeOf(ZHealth) } } },
    async (req, reply) => {
      const db = await repo.ping().then(
        (ms) => ({ ok: true, latencyMs: Math.round(ms * 100) / 100 }),
        () => ({ ok: false, latencyMs: -1 }),
      );
      const redisOk = redis ? await redis.ping().then((r) => r === 'PONG', () => false) : true;
      const healthy = db.ok && redisOk;
      const data = {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        database: { ...db, driver: database.driver },
        redis: { ok: redisOk, configured: Boolean(redis) },
        version: VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
      reply.header('cache-control', 'no-store');
      if (!healthy) {
        return reply
          .status(503)
          .send({ code: ErrorCode.UNAVAILABLE, msg: translate('unavailable', req.locale), data, dataType: DataType.PLAIN });
      }
      return ok(data);
    },
  );

  app.get(
    '/api/app/info',
    { schema: { tags: ['system'], summary: 'What the client needs to know before login', response: { 200: envelopeOf(ZAppInfo) } } },
    async () =>
      ok({
        demo: config.demo,
        version: VERSION,
        payloadEncryption: Boolean(config.payloadKey),
        demoAccounts: config.demo ? DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role })) : [],
      }),
  );

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['system'],
        summary: 'Demo mode only, and from this machine only unless DEV_OUTBOX_REMOTE: e-mails GemBourse has sent, newest first',
        querystring: ZPageQuery,
        response: { 200: envelopeOf(z.object({ list: z.array(ZOutboxItem), pageNum: z.number(), pageSize: z.number(), hasMore: z.boolean() })) },
      },
    },
    async (req) => {
      // The bodies hold live activation and reset links: outside demo mode, and to other machines, it does not exist.
      if (!config.demo || (!config.devOutboxRemote && !fromThisMachine(req))) throw notFound();
      const { pageNum, pageSize } = req.query;
      const rows = await repo.outbox(pageSize + 1, (pageNum - 1) * pageSize);
      return ok({
        list: rows.slice(0, pageSize).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        pageNum,
        pageSize,
        hasMore: rows.length > pageSize,
      });
    },
  );
};
