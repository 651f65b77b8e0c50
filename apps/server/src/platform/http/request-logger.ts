import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`req.log`, `reply.log`) that becomes the pino child Fastify would have made (`parent.child({
 * reqId })`) at its first call at an enabled level, and logs through it from then on: the same lines, with the same
 * bindings, as an eager child. Most requests log nothing (request-log.ts), and making the child serialised its bindings
 * on every request (issue 9, the cost of a request).
 */
export class LazyRequestLogger {
  private real: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  /** The pino child, made on first use. */
  private logger(): Logger {
    return (this.real ??= this.parent.child(this.bindings));
  }

  private log(level: Level, args: unknown[]): void {
    const logger = this.real ?? this.parent;
    if (!logger.isLevelEnabled(level)) return;
    const child = this.logger();
    Reflect.apply(child[level], child, args);
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }

  error(...args: unknown[]): void {
    this.log('error', args);
  }

  warn(...args: unknown[]): void {
    this.log('warn', args);
  }

  info(...args: unknown[]): void {
    this.log('info', args);
  }

  debug(...args: unknown[]): void {
    this.log('debug', args);
  }

  trace(...args: unknown[]): void {
    this.log('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a LazyRequestLogger, or the eager child when the route sets its own log level or
 * serializers (none does today), which pino must apply when the child is made.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  for (const key in options) if (Object.hasOwn(options, key)) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as Logger, bindings) as unknown as FastifyBaseLogger;
}
