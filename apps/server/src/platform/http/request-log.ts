import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request at most, instead of Fastify's two ("incoming request", "request completed" at info):
 * "request completed" at info for an answer of 500 or more or one that took at least `slowMs`, at debug for the rest
 * (LOG_LEVEL=debug shows them all), at error when writing the answer failed. Two info lines per request were 8-17% of
 * the CPU of an answer (issue 9). Fastify calls this after the answer, with no hook of its own. The request goes
 * through the logger's `req` serializer (app.ts), which keeps tokens out of the logged URL; no header is logged.
 */
export class RequestLogController extends LogController {
  private readonly slowMs: number;

  constructor(opts: { slowMs?: number } = {}) {
    super();
    this.slowMs = opts.slowMs ?? 1_000;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const statusCode = reply.statusCode;
    if (error) {
      reply.log.error({ req: request, statusCode, err: error, responseTime }, 'request errored');
    } else if (statusCode >= 500 || responseTime >= this.slowMs) {
      reply.log.info({ req: request, statusCode, responseTime }, 'request completed');
    } else if ((reply.log as typeof reply.log & { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug')) {
      reply.log.debug({ req: request, statusCode, responseTime }, 'request completed');
    }
  }
}
