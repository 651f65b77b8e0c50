import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** config.http: how long a client may take to send a whole request, and an upload's body. */
export interface HttpTimeouts {
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
}

/**
 * Fastify's server options that cut off clients who trickle: Node's own limit for a whole request is the longer
 * (upload) one, headers must arrive within the request limit, and Node checks its connections often enough for the
 * limits to hold to within a quarter of the shorter one (its default check runs every 30 s). Fastify turns Node's
 * request timeout off unless told, so without this a request body trickled a byte at a time is kept open forever.
 */
export function serverTimeouts(t: HttpTimeouts) {
  const longest = Math.max(t.requestTimeoutMs, t.uploadTimeoutMs);
  const headersTimeout = Math.min(t.requestTimeoutMs, longest);
  return {
    requestTimeout: longest,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(headersTimeout / 4))),
    },
  };
}

const isUpload = (raw: IncomingMessage) => (raw.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
const hasBody = (raw: IncomingMessage) => raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * The shorter limit for everything that is not an upload: a request whose body has not fully arrived within
 * `requestTimeoutMs` of its headers loses its connection (Node's own limit, the upload one, covers uploads).
 */
export const bodyDeadline = fp<HttpTimeouts>(async (app, t) => {
  if (t.requestTimeoutMs >= t.uploadTimeoutMs) return;
  app.addHook('onRequest', (req, reply, done) => {
    const raw = req.raw;
    if (raw.complete || !hasBody(raw) || isUpload(raw)) return done();
    const timer = setTimeout(() => {
      // Destroying the request destroys its socket (and works on inject()'s mock requests too).
      if (!raw.complete) raw.destroy();
    }, t.requestTimeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    // Answered without reading the body (a GET with one, an early refusal): nothing left to wait for.
    reply.raw.once('finish', clear);
    done();
  });
});
