import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import { ErrorCode } from '@gembourse/contracts/errors';
import { AppError } from '../../platform/errors.ts';

/**
 * Failed logins per IP across e-mail addresses (issue 9: 40 accounts tried from one IP all got their answer, and a
 * flood of unknown addresses cost one scrypt each). Counted in the rate limiter's store (Redis when configured, the
 * process's memory otherwise), checked before any password is hashed, counted only on a failure, so the members of an
 * office behind one address who type their passwords right are never slowed down.
 */
export function loginIpThrottle(app: FastifyInstance, max: number, windowMs: number) {
  const counter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => `login-fail-ip:${req.ip}` });
  return {
    /** preHandler: answers 42900 (with Retry-After) while the IP has used up its failures. */
    async gate(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const state = await counter(req, { increment: false });
      // isAllowed: an allow-listed caller (none is configured today); counted callers report what is left.
      if (state.isAllowed || state.remaining > 0) return;
      const seconds = Math.max(1, state.ttlInSeconds);
      reply.header('retry-after', seconds);
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'tooManyRequests', { seconds }, { retryAfterSeconds: seconds });
    },

    /** Counts one failed login (a wrong password or an unknown address) of the caller's IP. */
    async recordFailure(req: FastifyRequest): Promise<void> {
      await counter(req);
    },
  };
}

/** Whether `err` is the answer to a wrong password or an unknown address (what the throttle counts). */
export const isBadCredentials = (err: unknown): boolean => err instanceof AppError && err.code === ErrorCode.BAD_CREDENTIALS;
