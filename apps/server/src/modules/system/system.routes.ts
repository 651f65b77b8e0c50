import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DataType } from '@gembourse/contracts/envelope';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ErrorCode } from '@gembourse/contracts/errors';
import { ZHealth } from '@gembourse/contracts/health';
import { systemApi as api } from '@gembourse/contracts/system.api';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/route.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { withTimeout } from '../../platform/with-timeout.ts';
import type { AppDeps } from '../../services.ts';
import { mayReadOutbox } from './dev-outbox-access.ts';
import { appInfoOf, outboxPageOf, VERSION } from './system-info.ts';

/** Health, app info, the OpenAPI document and (demo mode) the e-mail outbox. */
export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, database, redis, services }) => {
  const repo = services.system;

  route(
    app,
    api.health,
    async (req, reply) => {
      // Both probes race a timeout: a hung database answers 503 within 2 s instead of hanging the health check.
      const [db, redisOk] = await Promise.all([
        repo.ping(1_500).then(
          (ms) => ({ ok: true, latencyMs: Math.round(ms * 100) / 100 }),
          () => ({ ok: false, latencyMs: -1 }),
        ),
        redis
          ? withTimeout(redis.ping(), 1_000, 'Redis').then(
              (r) => r === 'PONG',
              () => false,
            )
          : true,
      ]);
      const data = {
        status: db.ok && redisOk ? ('ok' as const) : ('degraded' as const),
        database: { ...db, driver: database.driver },
        redis: { ok: redisOk, configured: Boolean(redis) },
        version: VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
      reply.header('cache-control', 'no-store');
      // Only the database makes the process unable to serve: without Redis, rate limits and realtime carry on in this
      // process's memory ("degraded"), so a load balancer must not take every instance out when Redis is down.
      if (!db.ok) {
        return reply
          .status(503)
          .send({ code: ErrorCode.UNAVAILABLE, msg: translate('unavailable', req.locale), data, dataType: DataType.PLAIN });
      }
      return data;
    },
    { otherResponses: { 503: envelopeOf(ZHealth) } },
  );

  // The same for every caller until a restart: computed once an hour at most (platform/http/answer-cache.ts).
  route(app, api.appInfo, async () => appInfoOf(config), { cache: { shared: 'everyone', ttlSeconds: 3600 } });

  route(app, api.openApi, async (_req, reply) => reply.send(app.swagger()));

  route(app, api.outbox, async (req) => {
    // The bodies hold live activation and reset links: outside demo mode, and to anyone else, it does not exist.
    if (!config.demo || !mayReadOutbox(req, config.devOutboxToken)) throw notFound();
    return outboxPageOf(repo, req.query.pageNum, req.query.pageSize);
  });
};
