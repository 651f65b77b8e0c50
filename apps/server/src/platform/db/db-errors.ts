import { DATABASE_HUNG_CODE } from './database-breaker.ts';

/**
 * What a database error means for the caller, and how to log it without the values it carries. drizzle wraps a
 * driver error in a DrizzleQueryError whose message lists the statement's parameters (e-mails, names, phones), and
 * PostgreSQL's own messages and details quote values too; the log must keep neither.
 */

/** PostgreSQL error classes and codes that mean "the database cannot serve now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: the statement timeout fired
  '57P01', // admin_shutdown: "terminating connection due to administrator command"
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
  DATABASE_HUNG_CODE, // the pool refused at once: the probe found the server hung (database-breaker.ts)
]);

/** Errors the driver or the network raises when the server is unreachable, gone or silent. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Connection terminated', // pg: "... unexpectedly", "... due to connection timeout"
  'Query read timeout', // pg: query_timeout on a server that stopped answering
  'terminating connection',
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
  'PGlite is closed',
];

/**
 * Data exceptions caused by a value the client sent that validation let through: a NUL byte (22021), a number out of
 * range (22003), text that is not a number or a date (22P02, 22007, 22008), a string too long for its column (22001),
 * a bad pattern (2201B, 22025, 22019), a value too large for an index row (54000).
 */
const CLIENT_FAULT_CODES = new Set(['22001', '22003', '22007', '22008', '22019', '22021', '22025', '2201B', '22P02', '22P05', '54000']);

interface ErrorLike {
  name?: string;
  message?: string;
  code?: unknown;
  cause?: unknown;
  stack?: string;
}

/** The error and its causes, outermost first (drizzle's DrizzleQueryError wraps the driver's error). */
function chainOf(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let e: unknown = err;
  while (e && typeof e === 'object' && chain.length < 5) {
    chain.push(e as ErrorLike);
    e = (e as ErrorLike).cause;
  }
  return chain;
}

/** Whether the error means the database is down, unreachable or too slow: the answer is 503 (50300). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chainOf(err).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || code.startsWith('08')) return true;
    const message = e.message ?? '';
    return UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
  });
}

/** Whether a PostgreSQL (or PGlite) error was caused by a value the client sent: the answer is 40000. */
export function isClientDataError(err: unknown): boolean {
  return chainOf(err).some((e) => typeof e.code === 'string' && CLIENT_FAULT_CODES.has(e.code));
}

/**
 * The SQL text of a failed query kept in a log line: enough to tell the statement, while a batch insert of a few
 * hundred rows (an import's) would otherwise write a line of 200 KB of placeholders.
 */
export const LOGGED_QUERY_CHARS = 500;

/** A PostgreSQL message or detail with the values it quotes taken out, and a long query's text cut. */
export function withoutValues(text: string): string {
  return (
    text
      // drizzle: "Failed query: <sql>\nparams: <values>"
      .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
      .replace(/^(Failed query: )([\s\S]*?)(\nparams: \[redacted\])?$/, (all, head: string, query: string, params = '') =>
        query.length > LOGGED_QUERY_CHARS ? `${head}${query.slice(0, LOGGED_QUERY_CHARS)}… (${query.length} characters)${params}` : all,
      )
      // 'invalid input syntax for type integer: "abc"', 'invalid input value for enum x: "y"'
      .replace(/: ".*"$/s, ': [redacted]')
      // 'Key (email)=(a@b.c) already exists.'
      .replace(/\)=\(.*?\)( already exists| is not present| conflicts with|$)/gs, ')=([redacted])$1')
      // 'Failing row contains (1, Ann, ann@b.c).'
      .replace(/row contains \(.*\)/s, 'row contains ([redacted])')
  );
}

/** Stack frames only (the first lines of a stack repeat the message, values included). */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The log-safe shape of one error: name, message without values, SQL state, where it failed; no params, no detail. */
function safeOne(e: ErrorLike): Record<string, unknown> {
  const pg = e as ErrorLike & {
    severity?: string;
    constraint?: string;
    table?: string;
    column?: string;
    routine?: string;
    query?: unknown;
  };
  const message = withoutValues(e.message ?? '');
  const out: Record<string, unknown> = {
    type: e.name ?? e.constructor?.name ?? 'Error',
    message,
    stack: `${e.name ?? 'Error'}: ${message}\n${framesOf(e.stack)}`,
  };
  if (e.code !== undefined) out.code = e.code;
  for (const key of ['severity', 'constraint', 'table', 'column', 'routine'] as const) {
    if (typeof pg[key] === 'string') out[key] = pg[key];
  }
  return out;
}

/**
 * The logger's `err` serializer: an error (and its causes) without SQL parameters, quoted values or details.
 * Non-errors (a string message) pass unchanged.
 */
export function serializeErrorSafely(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const chain = chainOf(err);
  const [head, ...causes] = chain.map(safeOne);
  if (causes.length) head.cause = causes.length === 1 ? causes[0] : causes;
  // Fields an application error carries on purpose (AppError's code and data stay useful).
  const extra = err as { statusCode?: unknown; validation?: unknown };
  if (typeof extra.statusCode === 'number') head.statusCode = extra.statusCode;
  return head;
}
