import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './platform/db/database.ts';
import type { Redis } from 'ioredis';
import { buildServices, type AppDeps, type CoreDeps } from './services.ts';
import { authContext } from './platform/auth/auth-context.ts';
import { authorization } from './platform/auth/authorize.ts';
import { roleMenusCache } from './platform/auth/role-menus.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { RealtimeHub } from './platform/realtime/realtime-hub.ts';
import { diskStorage, keepTempsSwept } from './platform/storage/disk-storage.ts';
import { RedisLink } from './platform/redis.ts';
import { fallbackRateLimitStore } from './platform/rate-limit-store.ts';
import { rateCounter } from './platform/rate-counter.ts';
import { serializeErrorSafely } from './platform/db/db-errors.ts';
import { frontLane } from './platform/http/front-lane.ts';
import { bodyDeadline, serverTimeouts } from './platform/http/server-timeouts.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { RequestLogController } from './platform/http/request-log.ts';
import { lazyRequestLogger } from './platform/http/request-logger.ts';
import { requestIds } from './platform/http/request-id.ts';
import { responseEncoding } from './platform/http/response-encoding.ts';
import { zodSchemaController } from './platform/http/schema-compilers.ts';
import { payloadEncryption } from './platform/envelope.ts';
import { errorHandler, frameworkErrors } from './platform/error-handler.ts';
import { requestLocale } from './platform/i18n/request-locale.ts';
import { webStatic } from './platform/web-static.ts';
import { pageVisits } from './platform/page-visits.ts';
import { realtime } from './platform/realtime/realtime.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { chatRoutes } from './modules/messaging/chat.routes.ts';
import { notificationsRoutes } from './modules/messaging/notifications.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { brandsRoutes } from './modules/catalogue/brands.routes.ts';
import { ownCollectionsRoutes } from './modules/catalogue/own-collections.routes.ts';
import { ownProductsRoutes } from './modules/catalogue/own-products.routes.ts';
import { productImportRoutes } from './modules/catalogue/product-import.routes.ts';
import { productEditorRoutes } from './modules/catalogue/product-editor.routes.ts';
import { productAlertsRoutes } from './modules/catalogue/product-alerts.routes.ts';
import { productQuestionsRoutes } from './modules/catalogue/product-questions.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registrationRoutes } from './modules/accounts/registration.routes.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { consoleRoutes } from './modules/console/console.routes.ts';
import { companyUserRoutes } from './modules/company-users/company-users.routes.ts';
import { companyProfileRoutes } from './modules/company/company-profile.routes.ts';
import { engagementRoutes } from './modules/engagement/engagement.routes.ts';
import { favouritesRoutes } from './modules/engagement/favourites.routes.ts';
import { showroomRoutes } from './modules/showroom/showroom.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform parts and services buildApp made (tests and tools; route plugins get them as options). */
    deps: AppDeps;
  }
}

/** The URL with the values of token-like query parameters replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|ticket)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The process's logger. Tokens and passwords never reach it: not in headers, not in e-mailed links' query strings;
 * nor do the parameters of a failed SQL statement or the values PostgreSQL quotes in its errors (personal data).
 */
function createLogger(config: AppConfig, destination?: DestinationStream) {
  const options = {
    level: config.logLevel,
    // Card numbers and CVVs (issue 13) never reach a log line either, wherever a request body is logged.
    redact: [
      'req.headers.authorization',
      'req.body.password',
      'req.headers.cookie',
      'req.body.card.number',
      'req.body.card.cvv',
      'body.card.number',
      'body.card.cvv',
      'card.number',
      'card.cvv',
    ],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: serializeErrorSafely,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** What tests and tools may change in buildApp beyond the config (the log's destination: stdout by default). */
export interface BuildOptions {
  logDestination?: DestinationStream;
}

/**
 * Builds the whole application on an open, migrated database; main.ts and the tests both use it. The platform's
 * parts (logger, job queue, mailer, realtime hub, role menus, file storage) and every module's services are built
 * here once and handed to the route plugins; the job queue starts when the app is ready and stops when it closes.
 */
export async function buildApp(config: AppConfig, database: Database, redis?: Redis, options: BuildOptions = {}): Promise<FastifyInstance> {
  const log = createLogger(config, options.logDestination);
  // Redis is optional at run time too: while it is down, rate limits and realtime carry on in this process.
  const redisLink = redis ? new RedisLink(redis, log.child({ part: 'redis' }), config.redisTimeoutMs) : undefined;
  // One store for every limit: the routes' (@fastify/rate-limit) and the services' own counters (the chat's).
  const limitStore = fallbackRateLimitStore(redisLink, `${config.redisPrefix}rl:`);
  const jobs = createJobQueue(database, log.child({ part: 'jobs' }), config.jobs);
  // Once when PostgreSQL stops answering (every call is refused at once meanwhile) and once when it is back.
  database.breaker?.onChange((hung) =>
    hung
      ? log.warn({ part: 'database' }, 'database not answering: calls answer 503 at once until it does')
      : log.info({ part: 'database' }, 'database answering again'),
  );
  const realtimeHub = new RealtimeHub(log, redis, `${config.redisPrefix}rt`);
  const core: CoreDeps = {
    config,
    log,
    database,
    db: database.db,
    redis,
    jobs,
    mailer: createMailer(config, database.db, jobs, log.child({ part: 'mail' })),
    realtime: realtimeHub,
    roleMenus: roleMenusCache(database.db),
    storage: diskStorage(config.uploadsDir),
    limits: rateCounter(limitStore),
  };
  const deps: AppDeps = { ...core, services: buildServices(core) };

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIds(),
    // Clients that trickle a request are cut off (platform/http/server-timeouts.ts; REQUEST_/UPLOAD_TIMEOUT_SECONDS).
    ...serverTimeouts(config.http),
    // A malformed URL or an over-long path parameter answers the envelope too.
    frameworkErrors,
    // One log line per request at most, at info only when it failed or was slow (platform/http/request-log.ts).
    logController: new RequestLogController(),
    // The request's pino child is made when it first logs, not for every request (platform/http/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    // Every schema is zod; Fastify's own compilers are never loaded (platform/http/schema-compilers.ts).
    schemaController: zodSchemaController,
  });

  // Cached public answers sent again before Fastify routes the request (platform/http/front-lane.ts).
  const lane = frontLane();
  lane.install(app.server);
  app.decorate('frontLane', lane);
  await app.register(requestLocale);
  await app.register(errorHandler);
  await app.register(bodyDeadline, config.http);
  // Helmet's headers and CSP computed once; HSTS over HTTPS only (platform/http/security-headers.ts).
  await app.register(securityHeaders);
  // Counters in Redis while it answers, in this process's memory while it does not (platform/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: limitStore });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GemBourse API',
        version: '0.1.0',
        description: 'Every JSON answer is an envelope {code,msg,data,dataType}; see docs/api.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(payloadEncryption, { key: config.payloadKey });
  // After the encryption hook: ETag, 304 and compression of what goes out (platform/http/response-encoding.ts).
  await app.register(responseEncoding);
  await app.register(authContext, { db: database.db, hub: realtimeHub });
  await app.register(authorization, { roleMenus: core.roleMenus });
  // Modules note the openings of their public pages that a shared rendered page answers (platform/page-visits.ts).
  await app.register(pageVisits);
  await app.register(realtime, {
    db: database.db,
    hub: realtimeHub,
    // Browser pages of PUBLIC_URL and WS_ALLOWED_ORIGINS may open /ws besides the server's own host (docs/api.md).
    allowedOrigins: [config.publicUrl, ...config.chat.allowedOrigins],
    // The socket's send, read and delivered frames: the chat service, by the same rules as its HTTP calls.
    frames: (frame, who, locale) => deps.services.chat.handleFrame(frame, who, locale),
  });

  const modules = [
    systemRoutes,
    authRoutes,
    registrationRoutes,
    profileRoutes,
    uploadRoutes,
    consoleRoutes,
    dictionaryRoutes,
    companyRoutes,
    catalogueRoutes,
    ownProductsRoutes,
    productImportRoutes,
    productEditorRoutes,
    productQuestionsRoutes,
    productAlertsRoutes,
    ownCollectionsRoutes,
    brandsRoutes,
    contentRoutes,
    messagingRoutes,
    chatRoutes,
    notificationsRoutes,
    companyUserRoutes,
    companyProfileRoutes,
    engagementRoutes,
    showroomRoutes,
    favouritesRoutes,
    billingRoutes,
    sitemapRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes, deps);
  }
  await app.register(webStatic, {
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
    pageCacheSeconds: config.guestAnswerCacheSeconds,
  });
  // Tests and tools reach the platform parts and services through the app they built.
  app.decorate('deps', deps);
  let stopSweeping = () => {};
  app.addHook('onReady', async () => {
    // Half-written uploads a crash (kill -9) left behind go at start and every hour.
    stopSweeping = keepTempsSwept(config.uploadsDir, log.child({ part: 'storage' }));
    await jobs.start();
  });
  app.addHook('preClose', async () => lane.close());
  app.addHook('onClose', async () => {
    stopSweeping();
    // The profile visits still buffered go out as a job before the queue stops (the last few seconds' counts).
    await deps.services.profileVisits.close();
    await deps.services.productViews.close();
    await jobs.stop();
    core.mailer.close();
  });
  return app;
}
