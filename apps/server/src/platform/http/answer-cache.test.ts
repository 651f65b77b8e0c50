import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@gembourse/contracts/endpoint';
import type { AuthContext } from '../auth/auth-context.ts';
import { responseEncoding } from './response-encoding.ts';
import { zodSchemaController } from './schema-compilers.ts';
import { route } from './route.ts';

// route()'s `cache` option (answer-cache.ts): the dictionary, the app's settings and other answers that do not depend on
// the caller are computed once and served encoded, tagged and compressed.

const ZEntry = z.object({ value: z.number().int(), label: z.string() });
const entriesApi = endpoint({
  method: 'GET',
  path: '/test/entries/:code',
  access: 'public',
  summary: 'test',
  tags: ['test'],
  params: z.object({ code: z.string() }),
  response: z.array(ZEntry),
});
const pageApi = endpoint({
  method: 'GET',
  path: '/test/page',
  access: 'public',
  summary: 'test',
  tags: ['test'],
  response: z.object({ viewer: z.string(), items: z.array(ZEntry) }),
});
const saveApi = endpoint({ method: 'POST', path: '/test/save', access: 'public', summary: 'test', tags: ['test'], response: z.null() });

const entries = Array.from({ length: 60 }, (_, i) => ({ value: i, label: `Label number ${i}`, internal: 'stripped' }));

let app: FastifyInstance;
let calls: { entries: number; page: number };

beforeEach(async () => {
  calls = { entries: 0, page: 0 };
  app = Fastify({ schemaController: zodSchemaController });
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'en');
  app.decorate('payloadEncrypted', false);
  // Stands in for auth-context.ts and request-locale.ts.
  app.addHook('onRequest', async (req) => {
    req.auth = req.headers['x-user'] ? ({ userId: Number(req.headers['x-user']) } as AuthContext) : null;
    req.locale = req.headers.lang === 'tr_TR' ? 'tr' : 'en';
  });
  await app.register(responseEncoding);
  route(
    app,
    entriesApi,
    async (req, reply) => {
      calls.entries++;
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'lang, accept-language');
      if (req.params.code === 'missing') throw new Error('no such code');
      return entries.map((e) => ({ ...e, label: `${e.label} ${req.locale}` }));
    },
    { cache: { shared: 'everyone', ttlSeconds: 60 } },
  );
  route(
    app,
    pageApi,
    async (req) => {
      calls.page++;
      return { viewer: req.auth ? `user ${req.auth.userId}` : 'guest', items: entries.slice(0, 3) };
    },
    { cache: { shared: 'guests', ttlSeconds: 5 } },
  );
  await app.ready();
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('route() with a cache', () => {
  it('computes an answer once per URL and language and replays its headers', async () => {
    const first = await get('/test/entries/a');
    const second = await get('/test/entries/a');
    expect(calls.entries).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.json()).toMatchObject({ code: 200, msg: 'success', dataType: 0 });
    // Encoded through the response schema once: unknown keys stripped.
    expect(second.json().data[0]).toEqual({ value: 0, label: 'Label number 0 en' });
    expect(second.headers['cache-control']).toBe('public, max-age=3600');
    expect(second.headers.vary).toBe('lang, accept-language, accept-encoding');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers.etag).toBe(first.headers.etag);
    await get('/test/entries/a', { lang: 'tr_TR' });
    await get('/test/entries/b');
    expect(calls.entries).toBe(3);
  });

  it('answers 304 to its ETag and sends the brotli or gzip form made once', async () => {
    const plain = await get('/test/entries/a');
    const etag = plain.headers.etag as string;
    expect((await get('/test/entries/a', { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await get('/test/entries/a', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/test/entries/a', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(calls.entries).toBe(1);
  });

  it('sends a small answer with the ETag and Vary that response-encoding.ts gives, uncompressed, hit or miss', async () => {
    const miss = await get('/test/page', { 'accept-encoding': 'br, gzip' });
    const hit = await get('/test/page', { 'accept-encoding': 'br, gzip' });
    expect(calls.page).toBe(1);
    expect(miss.body.length).toBeLessThan(1024);
    expect(hit.headers.vary).toBe('accept-encoding');
    expect(hit.headers.etag).toMatch(/^W\/"/);
    expect(hit.headers['content-encoding']).toBeUndefined();
    const { date: _a, ...missHeaders } = miss.headers;
    const { date: _b, ...hitHeaders } = hit.headers;
    expect(Object.entries(hitHeaders)).toEqual(Object.entries(missHeaders));
  });

  it('computes again once the entry has expired, and keeps no error', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await get('/test/entries/a');
    vi.setSystemTime(Date.now() + 61_000);
    await get('/test/entries/a');
    expect(calls.entries).toBe(2);
    expect((await get('/test/entries/missing')).statusCode).toBe(500);
    expect((await get('/test/entries/missing')).statusCode).toBe(500);
    expect(calls.entries).toBe(4);
  });

  it('shares one computation between concurrent misses', async () => {
    await Promise.all(Array.from({ length: 5 }, () => get('/test/entries/c')));
    expect(calls.entries).toBe(1);
  });

  it("serves guests the shared answer and computes each member's own", async () => {
    expect((await get('/test/page')).json().data.viewer).toBe('guest');
    expect((await get('/test/page')).json().data.viewer).toBe('guest');
    expect(calls.page).toBe(1);
    expect((await get('/test/page', { 'x-user': '7' })).json().data.viewer).toBe('user 7');
    expect((await get('/test/page', { 'x-user': '8' })).json().data.viewer).toBe('user 8');
    expect(calls.page).toBe(3);
  });

  it('is off with a lifetime of 0 (a setting tests can use)', async () => {
    const offApi = endpoint({ method: 'GET', path: '/test/off', access: 'public', summary: 'test', tags: ['test'], response: z.number() });
    const off = Fastify({ schemaController: zodSchemaController });
    off.decorateRequest('auth', null);
    off.decorateRequest('locale', 'en');
    let n = 0;
    route(off, offApi, async () => ++n, { cache: { shared: 'everyone', ttlSeconds: 0 } });
    await off.inject({ method: 'GET', url: '/test/off' });
    expect((await off.inject({ method: 'GET', url: '/test/off' })).json().data).toBe(2);
    await off.close();
  });

  it('refuses to cache anything but a GET', () => {
    expect(() => route(app, saveApi, async () => null, { cache: { shared: 'everyone', ttlSeconds: 1 } })).toThrow(/only GET/);
  });
});
