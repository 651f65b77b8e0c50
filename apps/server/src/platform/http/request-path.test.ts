import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareApp, type BareApp } from '../../test/bare-app.ts';
import { etagMatches, preferredEncoding, varyWithAcceptEncoding } from './content-negotiation.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

// What every answer pays for (issue 9, the cost of a request): security headers computed once, one log line at most,
// ETags and 304, compression per Accept-Encoding.

const big = { code: 200, msg: 'success', data: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Pearl strand ${i}` })), dataType: 0 };
let t: BareApp;

beforeAll(async () => {
  t = await createBareApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/test/big', async () => big);
        app.get('/test/huge', async () => ({
          ...big,
          data: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Pearl strand ${i}` })),
        }));
        app.get('/test/small', async () => ({ code: 200, msg: 'success', data: 1, dataType: 0 }));
        app.get('/test/cacheable', async (_req, reply) => reply.header('cache-control', 'no-cache').send(big));
        app.get('/test/private', async (_req, reply) => reply.header('cache-control', 'no-store').send(big));
        app.post('/test/big', async () => big);
        app.get('/test/crash', async () => {
          throw new Error('boom');
        });
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends pages, files and uploads what helmet sent, with the same CSP, computed once', async () => {
    const res = await get('/home/index');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
        "connect-src 'self' ws: wss:;frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(Object.keys(SECURITY_HEADERS)).toHaveLength(11);
    // Over plain HTTP, without a trusted proxy saying otherwise (HSTS: platform/http/security-headers.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends an API answer the four an answer that is never rendered needs, and none of the page set', async () => {
    const res = await get('/api/app/info');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const name of ['cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection', 'x-download-options', 'origin-agent-cluster'])
      expect(res.headers[name]).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them on errors too, the API set on the API and the page set elsewhere', async () => {
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    // A URL the router cannot read answers through frameworkErrors, before any hook.
    const malformed = await get('/api/company/%E0%A4%A');
    expect(malformed.headers['x-frame-options']).toBe('DENY');
    const page = await get('/nothing-here');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('request log', () => {
  it('writes no info line for an ordinary answer, one for a 5xx, and keeps tokens out of the URL', async () => {
    const before = t.logs.length;
    await get('/api/app/info?token=secret-value');
    expect(t.logs.slice(before).filter((l) => l.msg === 'request completed' || l.msg === 'incoming request')).toEqual([]);
    const crash = await get('/test/crash?token=secret-value');
    expect(crash.statusCode).toBe(500);
    const lines = t.logs.slice(before).filter((l) => l.msg === 'request completed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, statusCode: 500, req: { method: 'GET', url: '/test/crash?token=[redacted]' } });
    expect(JSON.stringify(t.logs.slice(before))).not.toContain('secret-value');
  });
});

describe('compression', () => {
  it('compresses a JSON answer of 1 kB or more with brotli or gzip as the browser accepts', async () => {
    const raw = await get('/test/big');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBe('accept-encoding');
    const br = await get('/test/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(raw.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await get('/test/big', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
    // Over 32 kB: compressed in zlib's thread pool instead of on the event loop.
    const huge = await get('/test/huge', { 'accept-encoding': 'br' });
    expect(huge.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(huge.rawPayload).toString()).data).toHaveLength(2000);
    const post = await t.app.inject({ method: 'POST', url: '/test/big', headers: { 'accept-encoding': 'br' } });
    expect(post.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers and clients that accept no coding alone', async () => {
    const small = await get('/test/small', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: 1 });
    expect((await get('/test/big', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/test/big', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });
});

describe('ETag', () => {
  it('tags a cacheable GET answer and answers 304 to If-None-Match, compressed or not', async () => {
    const first = await get('/test/cacheable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get('/test/cacheable')).headers.etag).toBe(etag);
    const again = await get('/test/cacheable', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get('/test/cacheable', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('does not tag answers that say nothing of caching or must not be stored, nor writes', async () => {
    expect((await get('/test/big')).headers.etag).toBeUndefined();
    expect((await get('/test/private')).headers.etag).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/test/big' })).headers.etag).toBeUndefined();
  });
});

describe('content negotiation', () => {
  it('reads Accept-Encoding by q-value, brotli on a tie', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
  });

  it('compares ETags weakly and keeps Vary whole', () => {
    expect(etagMatches('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('*', 'W/"b"')).toBe(true);
    expect(etagMatches('W/"c"', 'W/"b"')).toBe(false);
    expect(varyWithAcceptEncoding(undefined)).toBe('accept-encoding');
    expect(varyWithAcceptEncoding('lang, accept-language')).toBe('lang, accept-language, accept-encoding');
    expect(varyWithAcceptEncoding('Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});
