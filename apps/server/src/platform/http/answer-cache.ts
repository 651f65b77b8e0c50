import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FrontLane } from './front-lane.ts';
import { compress, ENCODED } from './response-encoding.ts';
import { etagMatches, preferredEncoding, varyWithAcceptEncoding, weakEtagOf, type Encoding } from './content-negotiation.ts';

/** route()'s `cache` option: an answer computed once and served again, encoded, validated and compressed once. */
export interface AnswerCachePolicy {
  /**
   * Who gets the shared answer: 'everyone' when the answer does not depend on the caller at all (reference data, the
   * app's settings), 'guests' when callers without a session share one answer and members get theirs computed.
   */
  shared: 'everyone' | 'guests';
  /** How long one computed answer is served again; the staleness bound of whatever it shows. 0 turns the cache off. */
  ttlSeconds: number;
  /** Distinct URLs and languages kept; the oldest goes first. */
  maxEntries?: number;
}

interface Entry {
  /** The envelope's JSON. */
  body: string;
  etag: string;
  /** Headers the handler set (cache-control, vary...), replayed on every answer from the entry. */
  headers: [string, string | number | string[]][];
  until: number;
  /** The brotli and gzip forms, made on first demand: being made, then made. */
  compressing: Partial<Record<Encoding, Promise<Buffer>>>;
  compressed: Partial<Record<Encoding, Buffer>>;
  /** The front lane's copies of this entry's answers (front-lane.ts), dropped with the entry. */
  laneKeys: Set<string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const MIN_COMPRESSED = 1024;
const ONCE = { minBytes: 0, brotliQuality: 9, gzipLevel: 9, syncMaxBytes: 0 };

/**
 * The answers of one route kept in this process, keyed by URL (path and query) and language. A hit skips the handler
 * (and its SQL), the response schema's check and JSON encoding, and the ETag hash; the brotli and gzip forms are made
 * once per entry at a high quality. Concurrent misses of one key share one computation. With payload encryption on,
 * the JSON is still reused but encryption and compression happen per answer (a fresh IV each time).
 */
export function answerCache(
  policy: AnswerCachePolicy,
  encode: (envelope: unknown) => string,
  opts: { encrypting: boolean; front?: FrontLane },
) {
  const ttlMs = policy.ttlSeconds * 1000;
  const maxEntries = policy.maxEntries ?? 500;
  const ready = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();

  async function fill(reply: FastifyReply, compute: () => Promise<unknown>): Promise<Entry | null> {
    const before = new Set(Object.keys(reply.getHeaders()));
    const data = await compute();
    if (data === reply) return null;
    const headers = Object.entries(reply.getHeaders()).filter(([k, v]) => !before.has(k) && v !== undefined) as Entry['headers'];
    const body = encode(data);
    return { body, etag: weakEtagOf(body), headers, until: Date.now() + ttlMs, compressing: {}, compressed: {}, laneKeys: new Set() };
  }

  function send(req: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply | Promise<FastifyReply> {
    for (const [k, v] of entry.headers) reply.header(k, v);
    reply.header('content-type', JSON_TYPE);
    // The payload-encryption hook encrypts the JSON per answer; response-encoding.ts then tags and compresses it.
    if (opts.encrypting) return reply.send(entry.body);
    reply.header('etag', entry.etag);
    if (etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    // What response-encoding.ts would add (every JSON answer varies by Accept-Encoding), so that its hook can pass it.
    reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    reply[ENCODED] = true;
    if (entry.body.length < MIN_COMPRESSED) return sendKept(req, reply, entry, entry.body);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return sendKept(req, reply, entry, entry.body);
    reply.header('content-encoding', encoding);
    const done = entry.compressed[encoding];
    if (done) return sendKept(req, reply, entry, done);
    const making = (entry.compressing[encoding] ??= compress(encoding, entry.body, ONCE).then((buf) => (entry.compressed[encoding] = buf)));
    return making.then((buf) => sendKept(req, reply, entry, buf));
  }

  /** Sends the entry's answer, and lets the front lane keep a copy of it for the next callers like this one. */
  function sendKept(req: FastifyRequest, reply: FastifyReply, entry: Entry, body: string | Buffer): FastifyReply {
    const laneKey = reply.statusCode === 200 ? opts.front?.keep(req.raw, reply.getHeaders(), body, entry.until) : undefined;
    if (laneKey) entry.laneKeys.add(laneKey);
    return reply.send(body);
  }

  function forget(entry: Entry | undefined): void {
    if (entry && opts.front) opts.front.forget(entry.laneKeys);
  }

  return {
    /** Whether this request may be answered from the cache (guests only for a 'guests' policy). */
    serves(req: FastifyRequest): boolean {
      return ttlMs > 0 && (policy.shared === 'everyone' || req.auth === null);
    },

    /**
     * Answers from the entry of this URL and language, computing it with `compute` (the route's handler, giving the
     * envelope, or the reply when it sent its own answer, which is then not cached) when missing or expired. Resolves
     * to the reply, or to what `compute` gave when a shared computation could not be used.
     */
    answer(req: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>): FastifyReply | Promise<unknown> {
      const key = `${req.url}\u0000${req.locale}`;
      const entry = ready.get(key);
      if (entry && entry.until > Date.now()) return send(req, reply, entry);
      const shared = filling.get(key);
      // Another request is computing this answer: wait for it; if it gave nothing to keep, compute our own.
      if (shared)
        return shared.then(
          (e) => (e ? send(req, reply, e) : compute()),
          () => compute(),
        );
      const mine = fill(reply, compute);
      filling.set(key, mine);
      const settle = () => filling.get(key) === mine && filling.delete(key);
      return mine.then(
        (e) => {
          settle();
          if (!e) return reply;
          forget(ready.get(key));
          ready.delete(key);
          ready.set(key, e);
          if (ready.size > maxEntries) {
            const oldest = ready.keys().next().value as string;
            forget(ready.get(oldest));
            ready.delete(oldest);
          }
          return send(req, reply, e);
        },
        (err: unknown) => {
          settle();
          throw err;
        },
      );
    },

    /** Forgets every answer (after a change the entries would otherwise show until they expire). */
    clear(): void {
      for (const entry of ready.values()) forget(entry);
      ready.clear();
    },
  };
}
export type AnswerCache = ReturnType<typeof answerCache>;
