import { randomBytes } from 'node:crypto';

/**
 * Fastify's `genReqId`: this process's random prefix and a counter, unique across the instances that share a log
 * (`k3f9x2-1a`). Ids only label log lines, and most requests log nothing (request-log.ts); a random UUID per request
 * was about 1 µs of a 20-25 µs answer (issue 9, the cost of a request; the randomUUID and randomFillSync frames of a
 * CPU profile of /api/app/info under load).
 */
export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return () => `${prefix}-${(++next).toString(36)}`;
}
