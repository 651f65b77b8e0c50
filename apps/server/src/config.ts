import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITS } from '@gembourse/contracts/limits';
import { QUESTION_LIMITS } from '@gembourse/contracts/product-questions';
import type { DatabaseTimeouts } from './platform/db/database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every environment variable GemBourse reads; docs/configuration.md describes each one. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: 127.0.0.1 in demo mode (its outbox holds live links and its accounts share one password), else 0.0.0.0.
  HOST: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,6}(kB|MB|GB)$/)
    .default('32MB'),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(20),
  DATABASE_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  // Issue 28 item 12: a hung PostgreSQL is found by a probe of its own and costs a request seconds, not the statement timeout.
  DATABASE_PROBE_SECONDS: z.coerce.number().min(0.1).max(60).default(1),
  DATABASE_HUNG_SECONDS: z.coerce.number().min(0.1).max(60).default(2),
  REDIS_URL: z.string().url().optional(),
  REDIS_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(30).default(0.5),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(3600).default(30),
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(3600).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Fail closed: demo mode (seed data, demo accounts, the e-mail outbox) is on only when asked for, by DEMO or by
  // the `--demo` argument that the root `npm start` and `npm run dev` pass.
  DEMO: flag.optional(),
  // Replaced by DEV_OUTBOX_TOKEN (issue 9: a flag that opened the outbox to everyone let anyone read a reset link).
  DEV_OUTBOX_REMOTE: flag.optional().refine((v) => !v, 'removed: set DEV_OUTBOX_TOKEN and send it in the X-Dev-Outbox-Token header'),
  DEV_OUTBOX_TOKEN: z.string().min(16).max(200).optional(),
  SEED_SUPPLIERS: z.coerce.number().int().min(1).max(20_000).default(60),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(2_000_000).default(2000),
  API_PAYLOAD_KEY: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  // Issue 29: sitemaps.org allows 50,000 URLs per sitemap; fewer make more, smaller files (and let tests split cheaply).
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  QUESTION_RATE_LIMIT: z.coerce.number().int().min(1).default(QUESTION_LIMITS.perHour),
  LOGIN_IP_FAILURE_LIMIT: z.coerce.number().int().min(1).default(LIMITS.loginFailuresPerIp),
  REDIS_PREFIX: z.string().max(40).default('gb:'),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('GemBourse <no-reply@gembourse.local>'),
  GUEST_ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  MEMBER_SEARCH_SHARE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS_WORK: flag.default(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  VISIT_FLUSH_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  MATCH_FRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // Issue 12: a burst of chat messages becomes one e-mail, written this long after the first unread one.
  CHAT_MAIL_DELAY_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
  // Browser origins allowed to open /ws, comma-separated; unset: PUBLIC_URL's origin and the request's own host.
  WS_ALLOWED_ORIGINS: z.string().max(2000).optional(),
  // The weekly activity summary (SPEC §3 "e-mail summary"): a cron in UTC; "off" sends none.
  WEEKLY_SUMMARY_CRON: z.string().max(100).default('0 8 * * 1'),
  // Issue 13: where cards go. `test` is the built-in provider (no money moves; docs/billing.md "Test cards").
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().min(10).max(300).optional(),
});

/** The names of every environment variable GemBourse reads (docs/configuration.md and README.md list each). */
export const ENV_VARIABLES = Object.keys(ZEnv.shape);

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** The embedded database's shared_buffers (PGlite only; platform/db/database.ts pgliteSettings). */
  pgliteSharedBuffers: string;
  /**
   * PostgreSQL only: how long to wait for a connection, how long one statement may run (the server cancels it; the
   * client gives up one second later when the server does not answer at all), when idle pooled connections close,
   * how often a probe asks the server `select 1` and how long it may stay unanswered before calls are refused at once.
   */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl?: string;
  /** How long a Redis command may take before the process counts Redis as down and carries on with its own memory. */
  redisTimeoutMs: number;
  /** How long a client may take to send a whole request (headers and body), and an upload's body; then it is cut off. */
  http: { requestTimeoutMs: number; uploadTimeoutMs: number };
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  demo: boolean;
  /**
   * Demo mode only: a secret that opens GET /api/dev/outbox to a client that sends it in the X-Dev-Outbox-Token header
   * (without it, only this machine's own loopback, never through a proxy). Holds a secret: never log it.
   */
  devOutboxToken?: string;
  seed: { suppliers: number; products: number };
  payloadKey?: string;
  /**
   * The address users reach GemBourse at, without a trailing slash: links in e-mails, and every absolute URL of the
   * public pages (canonical, hreflang, Open Graph, the sitemaps, robots.txt), so they are right behind a proxy.
   */
  publicUrl: string;
  /** URLs per sitemap file of an entity kind (issue 29; modules/sitemap). */
  sitemapUrlsPerFile: number;
  trustProxy: boolean;
  webDist: string;
  loginRateLimit: number;
  /** Product questions one member may ask per hour (contracts QUESTION_LIMITS.perHour by default). */
  questionRateLimit: number;
  /**
   * Failed logins from one IP across e-mail addresses after which its guesses at each account back off from the first
   * failure (modules/auth/login-throttle.ts); an IP is never refused as a whole.
   */
  loginIpFailureLimit: number;
  /** Prefix of every Redis key, so several installations (or test runs) can share one Redis. */
  redisPrefix: string;
  /** smtp(s)://user:pass@host:port; unset keeps e-mail in the database outbox only. Holds a secret: never log it. */
  smtpUrl?: string;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** How long a public answer computed for one guest is served to other guests (0: not at all). */
  guestAnswerCacheSeconds: number;
  /**
   * How long a catalogue search computed for one plain member (catalogue-sharing.ts) is shared with the others, and
   * how long a company is taken for plain or not (0: every member's search is computed).
   */
  memberSearchShareSeconds: number;
  /** Messaging (issue 12): the chat e-mail's delay, the origins /ws accepts (empty: same origin), the weekly summary's cron. */
  chat: { mailDelaySeconds: number; allowedOrigins: string[]; weeklySummaryCron: string | null };
  /** Connection, greeting and socket timeout of SMTP delivery; a delivery job is given up on after three times this. */
  smtpTimeoutSeconds: number;
  /** A failed delivery is retried after this long, doubling each time (six retries), then kept as dead. */
  mailRetrySeconds: number;
  /** Background jobs: whether this process works them, how often an idle worker polls, how often expired ones retry. */
  jobs: { work: boolean; pollSeconds: number; maintenanceSeconds: number };
  /** Profile visits are buffered in the process and sent as one job this often (a crash loses at most this much). */
  visitFlushSeconds: number;
  /** A business matching list older than this is served and recomputed by a job (docs/matching.md "Cost"). */
  matchFreshSeconds: number;
  /** The payment provider of subscriptions (issue 13): the built-in test one, or Stripe with its secret key (never log it). */
  payments: { provider: 'test' | 'stripe'; stripeSecretKey?: string };
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
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe');
  }
  const base = baseDirOf(cleaned);
  const dataDir = path.resolve(base, e.DATA_DIR);
  const demo = e.DEMO ?? argv.includes('--demo');
  return {
    port: e.PORT,
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databaseTimeouts: {
      connectMs: Math.round(e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000),
      statementMs: Math.round(e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
      idleMs: Math.round(e.DATABASE_IDLE_TIMEOUT_SECONDS * 1000),
      probeMs: Math.round(e.DATABASE_PROBE_SECONDS * 1000),
      hungMs: Math.round(e.DATABASE_HUNG_SECONDS * 1000),
    },
    redisUrl: e.REDIS_URL,
    redisTimeoutMs: Math.round(e.REDIS_TIMEOUT_SECONDS * 1000),
    http: { requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000), uploadTimeoutMs: Math.round(e.UPLOAD_TIMEOUT_SECONDS * 1000) },
    logLevel: e.LOG_LEVEL,
    demo,
    devOutboxToken: e.DEV_OUTBOX_TOKEN,
    seed: { suppliers: e.SEED_SUPPLIERS, products: e.SEED_PRODUCTS },
    payloadKey: e.API_PAYLOAD_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(base, e.WEB_DIST),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    questionRateLimit: e.QUESTION_RATE_LIMIT,
    loginIpFailureLimit: e.LOGIN_IP_FAILURE_LIMIT,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    guestAnswerCacheSeconds: e.GUEST_ANSWER_CACHE_SECONDS,
    memberSearchShareSeconds: e.MEMBER_SEARCH_SHARE_SECONDS,
    chat: {
      mailDelaySeconds: e.CHAT_MAIL_DELAY_SECONDS,
      allowedOrigins: (e.WS_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
      weeklySummaryCron: e.WEEKLY_SUMMARY_CRON === 'off' ? null : e.WEEKLY_SUMMARY_CRON,
    },
    smtpTimeoutSeconds: e.SMTP_TIMEOUT_SECONDS,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    jobs: { work: e.JOBS_WORK, pollSeconds: e.JOBS_POLL_SECONDS, maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS },
    visitFlushSeconds: e.VISIT_FLUSH_SECONDS,
    matchFreshSeconds: e.MATCH_FRESH_SECONDS,
    payments: { provider: e.PAYMENT_PROVIDER, stripeSecretKey: e.STRIPE_SECRET_KEY },
  };
}
