import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEV_OUTBOX_TOKEN_HEADER } from '@gembourse/contracts/system';

/** Whether an address is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Headers by which a proxy (or a client pretending to be one) says whom it forwards: Forwarded, X-Forwarded-*, Via,
 * and the "client IP" family (X-Real-IP, X-Client-IP, CF-Connecting-IP, True-Client-IP, Fastly-Client-IP...).
 */
const FORWARDING = /forwarded|^via$|(^|-)ip$|^x-remote-addr$|^x-envoy-external-address$/;

/** The first header of `headers` that speaks of forwarding, if any (names are lower-case in Node). */
export function forwardingHeaderOf(headers: FastifyRequest['headers']): string | undefined {
  return Object.keys(headers).find((name) => FORWARDING.test(name.toLowerCase()));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `req` may read the demo outbox, whose bodies hold live activation and reset links (issue 9: it trusted
 * X-Real-IP and requests without X-Forwarded-For). Either the request carries DEV_OUTBOX_TOKEN in its header, or it
 * comes from this machine itself: the socket peer is loopback and no header tells of a proxy in between (a reverse
 * proxy on the same host connects from loopback too, and forwarding headers are whatever the client wrote).
 */
export function mayReadOutbox(req: FastifyRequest, token: string | undefined): boolean {
  const sent = req.headers[DEV_OUTBOX_TOKEN_HEADER];
  if (token && typeof sent === 'string') return timingSafeEqual(digest(sent), digest(token));
  return isLoopback(req.socket.remoteAddress) && !forwardingHeaderOf(req.headers);
}
