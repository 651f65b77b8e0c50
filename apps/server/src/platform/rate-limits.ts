import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {} from '@fastify/rate-limit';
import { ErrorCode } from '@gembourse/contracts/errors';
import { AppError } from './errors.ts';

/** One counter: at most `max` requests per `windowMs` for each key. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  key: (req: FastifyRequest) => string;
}

/**
 * A preHandler that checks several counters in turn and answers 42900 with the seconds to wait. @fastify/rate-limit
 * runs a single limiter per request (the route's config), so stacked limits go through its createRateLimit, which
 * shares the plugin's store (Redis when configured).
 */
export function rateLimits(app: FastifyInstance, rules: LimitRule[]): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) =>
    app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (req) => `${rule.name}:${rule.key(req)}` }),
  );
  return async (req, reply) => {
    for (const check of limiters) {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', seconds);
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'tooManyRequests', { seconds }, { retryAfterSeconds: seconds });
      }
    }
  };
}

/** The caller's user id as a limit key (members-only routes: the guard has refused guests already). */
export const byUser = (req: FastifyRequest) => String(req.auth?.userId ?? req.ip);
