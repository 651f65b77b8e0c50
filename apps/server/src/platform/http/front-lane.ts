import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { localeOfHeaders } from '../i18n/request-locale.ts';
import { isApiPath } from './api-path.ts';
import { preferredEncoding } from './content-negotiation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The front lane of the app's server, when buildApp made one (routes built on a bare Fastify have none). */
    frontLane?: FrontLane;
  }
}

/** One answer exactly as the framework sent it: its header lines (but Node's own Date and Connection) and its bytes. */
interface Form {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  until: number;
}

/**
 * What decides the protocol Fastify gives a request, reduced to whether it can be HTTPS: Fastify takes the last
 * X-Forwarded-Proto entry when TRUST_PROXY is set (and the header is not empty), else the socket. HSTS goes with
 * HTTPS answers only, so a copy kept for one class is right for every request of that class, and a client cannot make
 * the lane keep one copy per header value it invents.
 */
function protocolClass(raw: IncomingMessage): string {
  const secure = (raw.socket as TLSSocket).encrypted ? 's' : '';
  const header = raw.headers['x-forwarded-proto'];
  // Node joins a repeated header into one value; the type allows a list.
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  if (!forwarded) return secure;
  return `${secure}${forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https' ? 'f' : 'x'}`;
}

/**
 * What may change an answer of a public, cached route for a caller without a session: the URL, the language, the
 * encoding asked for and the protocol. Every part but the URL is reduced to the few values that matter; the URLs kept
 * are those of the answer cache's entries (at most `maxEntries` per route).
 */
function keyOf(raw: IncomingMessage): string {
  const h = raw.headers;
  return `${raw.url}\u0000${localeOfHeaders(h)}\u0000${preferredEncoding(h['accept-encoding']) ?? ''}\u0000${protocolClass(raw)}`;
}

/** A request the lane may answer: a GET with no session, no validator to compare and no body. */
function mayServe(raw: IncomingMessage): boolean {
  const h = raw.headers;
  return (
    raw.method === 'GET' &&
    h.authorization === undefined &&
    h['if-none-match'] === undefined &&
    h['transfer-encoding'] === undefined &&
    (h['content-length'] === undefined || h['content-length'] === '0')
  );
}

/**
 * The front lane (issue 9, the cost of a request): answers of the answer cache (answer-cache.ts) that any guest would
 * get, kept as the bytes and header lines the framework sent, and sent again straight from Node's request event,
 * before Fastify routes the request, runs its hooks and builds its request and reply objects. That work was about
 * half of the CPU of a cached, database-free answer (the route of the app's settings at 45-55% of a plain node:http
 * server; docs/benchmarks.md). A micro-cache in front of the application, as a reverse proxy would keep one, but in the
 * process, so it empties with the answer cache.
 *
 * What it keeps is only ever a copy of an answer Fastify has just sent for the same key (keyOf) through the whole
 * pipeline, security headers included, and only from routes that are public and cached for everyone or for guests
 * (route.ts decides). Anything else (a session, a conditional request, HEAD, a body, an expired or unknown entry, an
 * encoding not yet sent once) goes to Fastify as before. Logging is not lost: a successful, fast answer logs nothing
 * (request-log.ts).
 */
export function frontLane() {
  const forms = new Map<string, Form>();
  let open = true;
  let served = 0;

  const lane = {
    /** Answers `raw` from a kept form and says so, or says it did not (Fastify then handles it). */
    serve(raw: IncomingMessage, res: ServerResponse): boolean {
      // Every kept answer is an API route's: the web app's pages, files and uploads pass on without a key being made.
      if (!open || !isApiPath(raw.url ?? '') || !mayServe(raw)) return false;
      const key = keyOf(raw);
      const form = forms.get(key);
      if (!form) return false;
      if (form.until <= Date.now()) {
        forms.delete(key);
        return false;
      }
      res.writeHead(200, form.headers);
      res.end(form.body);
      served++;
      return true;
    },

    /**
     * Keeps the answer the framework is sending to `raw` (status 200, `headers` as set on the reply, `body` the bytes
     * sent) until `until`, when `raw` is a request the lane may answer. Returns the key, for `forget`.
     */
    keep(
      raw: IncomingMessage,
      headers: Readonly<Record<string, OutgoingHttpHeader | undefined>>,
      body: string | Buffer,
      until: number,
    ): string | undefined {
      if (!open || !mayServe(raw)) return undefined;
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const key = keyOf(raw);
      forms.set(key, { headers: { ...headers, 'content-length': bytes.length }, body: bytes, until });
      return key;
    },

    /** Drops kept answers (their cache entry was evicted or cleared). */
    forget(keys: Iterable<string>): void {
      for (const key of keys) forms.delete(key);
    },

    /** How many answers the lane sent (tests and benchmarks). */
    get served(): number {
      return served;
    },

    /** How many answers it keeps (tests: the bound on what a client can make it keep). */
    get kept(): number {
      return forms.size;
    },

    /** Puts the lane in front of Fastify's handler of `server`'s requests. */
    install(server: Server): void {
      const [framework] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
      if (!framework) throw new Error('front lane: the server has no request handler to stand in front of');
      server.removeListener('request', framework);
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        if (!lane.serve(req, res)) framework(req, res);
      });
    },

    /** Stops answering (the app is closing: Fastify answers what still comes, as it does when closing). */
    close(): void {
      open = false;
      forms.clear();
    },
  };
  return lane;
}
export type FrontLane = ReturnType<typeof frontLane>;
