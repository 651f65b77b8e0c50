import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import { etagMatches, preferredEncoding, varyWithAcceptEncoding, weakEtagOf, type Encoding } from './content-negotiation.ts';

/** Bodies of these types are worth compressing (JSON envelopes, text, scripts, SVG). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

export interface ResponseEncodingOptions {
  /** Smaller bodies go out as they are: below about 1 kB compression saves less than it costs. */
  minBytes?: number;
  /**
   * Brotli quality per answer. 3 costs about what gzip 6 costs on our 8-12 kB JSON answers (40-55 µs) and is 5-10%
   * smaller; 4 is 1.5-2x the time for 1-5% fewer bytes; 11 (the build's) is for files compressed once.
   */
  brotliQuality?: number;
  gzipLevel?: number;
  /** Bodies up to this size are compressed on the event loop (tens of µs); larger ones in zlib's thread pool. */
  syncMaxBytes?: number;
}

/** Compresses `body` with `encoding` at once, on the event loop. */
export function compressSync(encoding: Encoding, body: string | Buffer, opts: Required<ResponseEncodingOptions>): Buffer {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'gzip') return gzipSync(input, { level: opts.gzipLevel });
  return brotliCompressSync(input, { params: brotliParams(opts.brotliQuality, input.length) });
}

function brotliParams(quality: number, size: number) {
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/** Compresses `body` with `encoding` off the event loop (zlib's thread pool). */
export function compress(encoding: Encoding, body: string | Buffer, opts: Required<ResponseEncodingOptions>): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') {
      brotliCompress(input, { params: brotliParams(opts.brotliQuality, input.length) }, done);
    } else {
      gzip(input, { level: opts.gzipLevel }, done);
    }
  });
}

/**
 * Set on a reply whose body already went through what the hook below does (tagged, negotiated, compressed when worth
 * it): the answer cache's answers (answer-cache.ts), whose ETag and compressed forms are made once per entry.
 */
export const ENCODED: unique symbol = Symbol('response-encoded');

declare module 'fastify' {
  interface FastifyReply {
    [ENCODED]: boolean;
  }
}

/**
 * The last step of every answer with a body in memory (JSON envelopes, index.html fallbacks; files stream and are
 * precompressed at build time, platform/web-static.ts):
 * - a cacheable GET answered 200 (one with a Cache-Control that does not say no-store) gets a weak ETag of its body
 *   (unless it has one, as the answer cache's do), and a request whose If-None-Match names it gets 304 with no body;
 * - a compressible body of at least `minBytes` is compressed with brotli or gzip per Accept-Encoding, and every
 *   compressible answer says `Vary: Accept-Encoding`. An answer that already has a Content-Encoding is left alone.
 * One synchronous onSend hook; bodies over `syncMaxBytes` are compressed in zlib's thread pool. A reply marked ENCODED
 * passes through untouched.
 */
export const responseEncoding = fp<ResponseEncodingOptions>(async (app, options) => {
  const opts: Required<ResponseEncodingOptions> = { minBytes: 1024, brotliQuality: 3, gzipLevel: 6, syncMaxBytes: 32 * 1024, ...options };
  app.decorateReply(ENCODED, false);
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply[ENCODED]) return done(null, payload);
    const isString = typeof payload === 'string';
    if (!isString && !Buffer.isBuffer(payload)) return done(null, payload);
    const body = payload as string | Buffer;
    const status = reply.statusCode;
    const method = req.method;
    if (status === 200 && (method === 'GET' || method === 'HEAD')) {
      let etag = reply.getHeader('etag');
      if (etag === undefined) {
        // Cacheable: the route said how (public, max-age, no-cache...) and did not forbid storing it. An answer that says
        // nothing (a member's own data, fetched once per page) is not hashed for a validator nobody sends back.
        const cacheControl = reply.getHeader('cache-control');
        if (typeof cacheControl === 'string' && !cacheControl.includes('no-store')) {
          etag = weakEtagOf(body);
          reply.header('etag', etag);
        }
      }
      if (typeof etag === 'string' && etagMatches(req.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return done(null, null);
      }
    }
    if (status === 204 || status === 304 || reply.hasHeader('content-encoding')) return done(null, body);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, body);
    reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    // Characters count as bytes here: multi-byte text only makes a body larger than measured.
    if (method === 'HEAD' || body.length < opts.minBytes) return done(null, body);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, body);
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && cacheControl.includes('no-transform')) return done(null, body);
    if (body.length <= opts.syncMaxBytes) {
      let compressed: Buffer;
      try {
        compressed = compressSync(encoding, body, opts);
      } catch (err) {
        req.log.warn({ err }, 'compression failed; answered uncompressed');
        return done(null, body);
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return done(null, compressed);
    }
    compress(encoding, body, opts).then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (err: unknown) => {
        req.log.warn({ err }, 'compression failed; answered uncompressed');
        done(null, body);
      },
    );
  });
});
