import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every environment variable GemBourse reads; docs/configuration.md describes each one. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Fail closed: demo mode (seed data, demo accounts, the e-mail outbox) is on only when asked for, by DEMO or by
  // the `--demo` argument that the root `npm start` and `npm run dev` pass.
  DEMO: flag.optional(),
  DEV_OUTBOX_REMOTE: flag.default(false),
  SEED_SUPPLIERS: z.coerce.number().int().min(1).max(20_000).default(60),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(2_000_000).default(2000),
  API_PAYLOAD_KEY: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  REDIS_PREFIX: z.string().max(40).default('gb:'),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('GemBourse <no-reply@gembourse.local>'),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS_WORK: flag.default(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  demo: boolean;
  /** Demo mode only: serve GET /api/dev/outbox to clients other than this machine's loopback too. */
  devOutboxRemote: boolean;
  seed: { suppliers: number; products: number };
  payloadKey?: string;
  publicUrl: string;
  trustProxy: boolean;
  webDist: string;
  loginRateLimit: number;
  /** Prefix of every Redis key, so several installations (or test runs) can share one Redis. */
  redisPrefix: string;
  /** smtp(s)://user:pass@host:port; unset keeps e-mail in the database outbox only. Holds a secret: never log it. */
  smtpUrl?: string;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** Connection, greeting and socket timeout of SMTP delivery; a delivery job is given up on after three times this. */
  smtpTimeoutSeconds: number;
  /** A failed delivery is retried after this long, doubling each time (six retries), then kept as dead. */
  mailRetrySeconds: number;
  /** Background jobs: whether this process works them, how often an idle worker polls, how often expired ones retry. */
  jobs: { work: boolean; pollSeconds: number; maintenanceSeconds: number };
};

/**
 * The directory relative DATA_DIR and WEB_DIST values are taken from: where npm was invoked (INIT_CWD), because
 * `npm run ... -w apps/server` runs the server inside apps/server; else the current directory.
 */
export function baseDirOf(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  return env.INIT_CWD ? path.resolve(env.INIT_CWD) : cwd;
}

/**
 * Reads and validates the environment; throws with every bad variable named. Empty strings count as unset.
 * `argv` may carry `--demo`, which turns demo mode on unless DEMO says otherwise.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const base = baseDirOf(cleaned);
  const dataDir = path.resolve(base, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    demo: e.DEMO ?? argv.includes('--demo'),
    devOutboxRemote: e.DEV_OUTBOX_REMOTE,
    seed: { suppliers: e.SEED_SUPPLIERS, products: e.SEED_PRODUCTS },
    payloadKey: e.API_PAYLOAD_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(base, e.WEB_DIST),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpTimeoutSeconds: e.SMTP_TIMEOUT_SECONDS,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    jobs: { work: e.JOBS_WORK, pollSeconds: e.JOBS_POLL_SECONDS, maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS },
  };
}
