import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
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
import { diskStorage } from './platform/storage/disk-storage.ts';
import { payloadEncryption } from './platform/envelope.ts';
import { errorHandler } from './platform/error-handler.ts';
import { requestLocale } from './platform/i18n/request-locale.ts';
import { webStatic } from './platform/web-static.ts';
import { realtime } from './platform/realtime/realtime.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registrationRoutes } from './modules/accounts/registration.routes.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { consoleRoutes } from './modules/console/console.routes.ts';
import { companyUserRoutes } from './modules/company-users/company-users.routes.ts';
import { companyProfileRoutes } from './modules/company/company-profile.routes.ts';
import { companyNetworkRoutes } from './modules/company/company-network.routes.ts';
import { companyShowroomRoutes } from './modules/company/company-showroom.routes.ts';
import { engagementRoutes } from './modules/engagement/engagement.routes.ts';
import { favouritesRoutes } from './modules/engagement/favourites.routes.ts';
import { showroomRoutes } from './modules/showroom/showroom.routes.ts';

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

/** The process's logger. Tokens and passwords never reach it: not in headers, not in e-mailed links' query strings. */
function createLogger(config: AppConfig) {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  });
}

/**
 * Builds the whole application on an open, migrated database; main.ts and the tests both use it. The platform's
 * parts (logger, job queue, mailer, realtime hub, role menus, file storage) and every module's services are built
 * here once and handed to the route plugins; the job queue starts when the app is ready and stops when it closes.
 */
export async function buildApp(config: AppConfig, database: Database, redis?: Redis): Promise<FastifyInstance> {
  const log = createLogger(config);
  const jobs = createJobQueue(database, log.child({ part: 'jobs' }), config.jobs);
  const realtimeHub = new RealtimeHub(log, redis, `${config.redisPrefix}rt`);
  const core: CoreDeps = {
    config,
    database,
    db: database.db,
    redis,
    jobs,
    mailer: createMailer(config, database.db, jobs, log.child({ part: 'mail' })),
    realtime: realtimeHub,
    roleMenus: roleMenusCache(database.db),
    storage: diskStorage(config.uploadsDir),
  };
  const deps: AppDeps = { ...core, services: buildServices(core) };

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestLocale);
  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // antd writes its CSS-in-JS styles inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: `${config.redisPrefix}rl:` });
  await app.register(swagger, {
    openapi: {
      info: { title: 'GemBourse API', version: '0.1.0', description: 'Every JSON answer is an envelope {code,msg,data,dataType}; see docs/api.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(payloadEncryption, { key: config.payloadKey });
  await app.register(authContext, { db: database.db });
  await app.register(authorization, { roleMenus: core.roleMenus });
  await app.register(realtime, { db: database.db, hub: realtimeHub });

  const modules = [
    systemRoutes, authRoutes, registrationRoutes, profileRoutes, uploadRoutes, consoleRoutes, dictionaryRoutes,
    companyRoutes, productRoutes, contentRoutes, messagingRoutes, companyUserRoutes,
    companyProfileRoutes, companyNetworkRoutes, companyShowroomRoutes, engagementRoutes, showroomRoutes,
    favouritesRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes, deps);
  }
  await app.register(webStatic, { webDist: config.webDist, uploadsDir: config.uploadsDir });
  // Tests and tools reach the platform parts and services through the app they built.
  app.decorate('deps', deps);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    core.mailer.close();
  });
  return app;
}
